/** Where an uploaded image is served; products and boards may only point at such a URL (no hot-links). */
export const STORED_IMAGE_URL_PREFIX = '/api/images/';
/** The URL of an image in the shop's own store: the prefix and the image's SHA-256 in hex. */
export const STORED_IMAGE_URL = /^\/api\/images\/[0-9a-f]{64}$/;
