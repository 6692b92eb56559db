import { Binary, type Document } from 'bson';
import { createHash } from 'node:crypto';
import { isPlainObject } from '../storage/plain-object.js';

/** mongod's localLogicalSessionTimeoutMinutes: a session unused this long is forgotten. */
const SESSION_TIMEOUT_MS = 30 * 60 * 1000;
/** Without authentication every session belongs to the same empty user, whose uid is sha256(''). */
const ANONYMOUS_UID = new Binary(createHash('sha256').update('').digest());

/** The logical sessions commands have named in their lsid, for $listLocalSessions. */
export class LocalSessions {
  private readonly sessions = new Map<string, { id: Binary; lastUse: number }>();

  /** Runs for every command, so it only notes the time; list() builds the documents. */
  touch(lsid: unknown): void {
    if (!isPlainObject(lsid) || !(lsid.id instanceof Binary)) return;
    this.sessions.set(lsid.id.toString('base64'), { id: lsid.id, lastUse: Date.now() });
  }

  end(lsids: unknown): void {
    if (!Array.isArray(lsids)) return;
    for (const lsid of lsids) if (isPlainObject(lsid) && lsid.id instanceof Binary) this.sessions.delete(lsid.id.toString('base64'));
  }

  list(): Document[] {
    const oldest = Date.now() - SESSION_TIMEOUT_MS;
    return [...this.sessions.values()]
      .filter((session) => session.lastUse >= oldest)
      .map((session) => ({ _id: { id: session.id, uid: ANONYMOUS_UID }, lastUse: new Date(session.lastUse) }));
  }
}
