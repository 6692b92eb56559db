const OBJECT_ID = /^[0-9a-f]{24}$/i;

/** A MongoDB ObjectId in its 24-hex-digit form; mongoose's isValid also takes any 12-character string. */
export function isObjectIdString(value: unknown): value is string {
  return typeof value === 'string' && OBJECT_ID.test(value);
}

export function parseObjectId(raw: string): string | undefined {
  return isObjectIdString(raw) ? raw.toLowerCase() : undefined;
}
