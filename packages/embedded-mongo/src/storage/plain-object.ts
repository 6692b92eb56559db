/** A document or sub-document as BSON decodes it, as opposed to arrays and BSON value classes. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}
