import type { Document } from 'bson';
import type { CursorReply } from '../cursors/cursor-registry.js';

/** The reply of every command that opens or continues a cursor (find, aggregate, getMore, listIndexes, listCollections). */
export function cursorReply(reply: CursorReply, batchField: 'firstBatch' | 'nextBatch'): Document {
  return { cursor: { [batchField]: reply.batch, id: reply.id, ns: reply.ns }, ok: 1 };
}
