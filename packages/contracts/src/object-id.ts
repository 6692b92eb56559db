/** A MongoDB ObjectId as the API takes it: 24 hexadecimal digits. */
export const OBJECT_ID_PATTERN = /^[0-9a-fA-F]{24}$/;
