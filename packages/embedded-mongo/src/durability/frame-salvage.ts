import type { JournalRecord } from './durable-store.js';
import { decodeFrames, describeDamage, findNextFrame, MISSING_TRAILER, TRAILER_BYTES } from './record-frame.js';

export interface LostRegion {
  offset: number;
  bytes: number;
  reason: string;
}

export interface SalvagedFrames {
  /** The intact frames, in file order, as slices of the file. */
  intact: Buffer[];
  recordCount: number;
  lost: LostRegion[];
}

/**
 * Every intact frame of a record file: past a damaged stretch, reading resumes at the next frame whose
 * checksum matches. A snapshot's trailer is accepted only as the file's last bytes; its count is not trusted.
 */
export function salvageFrames(file: Buffer, endsWithTrailer: boolean): SalvagedFrames {
  const salvaged: SalvagedFrames = { intact: [], recordCount: 0, lost: [] };
  let offset = 0;
  while (offset < file.length) {
    const rest = file.subarray(offset);
    const records: JournalRecord[] = [];
    const { end, stop } = decodeFrames(rest, rest.length, records);
    if (end > 0) salvaged.intact.push(rest.subarray(0, end));
    salvaged.recordCount += records.length;
    const damageAt = offset + end;
    if (damageAt === file.length) break;
    if (endsWithTrailer && stop.kind === 'trailer' && damageAt + TRAILER_BYTES === file.length) {
      checkTrailerCount(stop.recordCount, damageAt, salvaged);
      return salvaged;
    }
    const next = findNextFrame(file, damageAt + 1);
    const resumeAt = next === -1 ? file.length : next;
    salvaged.lost.push({ offset: damageAt, bytes: resumeAt - damageAt, reason: describeDamage(stop) });
    offset = resumeAt;
  }
  if (endsWithTrailer) salvaged.lost.push({ offset: file.length, bytes: 0, reason: MISSING_TRAILER });
  return salvaged;
}

function checkTrailerCount(counted: number, offset: number, salvaged: SalvagedFrames): void {
  if (counted === salvaged.recordCount) return;
  const reason = `trailer counts ${counted} records, ${salvaged.recordCount} are intact`;
  salvaged.lost.push({ offset, bytes: TRAILER_BYTES, reason });
}
