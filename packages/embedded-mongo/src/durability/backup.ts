import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { assertDataDirectory, listDataDirectory, segmentFileName, snapshotFileName, syncDirectory } from './data-directory.js';
import { writeFileSynced } from './file-io.js';
import { salvageFrames, type SalvagedFrames } from './frame-salvage.js';
import { makePrivateDirectory } from './private-files.js';
import { encodeTrailer } from './record-frame.js';
import { REPAIR_COMMAND } from './recovery.js';

/** A compaction deleting files under the copy restarts it; more restarts than this means something else is wrong. */
const COPY_ATTEMPTS = 5;

export interface BackupSummary {
  snapshotRecords: number;
  journalRecords: number;
  files: string[];
}

/**
 * Copies dir into the empty directory dest while a server may be writing to dir, without stopping it. The copy
 * is the newest intact snapshot and the journal after it up to the first record still being written, which is
 * a consistent prefix of the writes: every write acknowledged before the backup started is in it, and each
 * record is in it whole or not at all. dest is a data directory a server can start on (the restore).
 */
export async function backupDataDirectory(dir: string, dest: string, log: (line: string) => void): Promise<BackupSummary> {
  await assertDataDirectory(dir);
  await makePrivateDirectory(dest);
  if ((await readdir(dest)).length > 0) throw new Error(`backup destination ${dest} is not empty`);
  for (let attempt = 1; ; attempt++) {
    try {
      return await copyConsistentPrefix(dir, dest);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || attempt === COPY_ATTEMPTS) throw error;
      log(`a compaction replaced files in ${dir} during the backup; copying again`);
      await emptyDirectory(dest);
    }
  }
}

async function copyConsistentPrefix(dir: string, dest: string): Promise<BackupSummary> {
  const { snapshots, segments, otherFiles } = await listDataDirectory(dir);
  const summary: BackupSummary = { snapshotRecords: 0, journalRecords: 0, files: [] };
  const snapshot = await newestIntactSnapshot(dir, snapshots);
  if (snapshot) {
    const { intact, recordCount } = snapshot.frames;
    await copyFile(dest, snapshotFileName(snapshot.sequence), [...intact, encodeTrailer(recordCount)], summary);
    summary.snapshotRecords = snapshot.frames.recordCount;
  }
  const firstSegment = Math.max(snapshot?.sequence ?? 0, 1);
  for (const sequence of segments.filter((candidate) => candidate >= firstSegment)) {
    const fileName = segmentFileName(sequence);
    const bytes = await readFile(join(dir, fileName));
    const frames = salvageFrames(bytes, false);
    assertOnlyTailUnwritten(dir, fileName, frames, bytes.length);
    await copyFile(dest, fileName, frames.intact, summary);
    summary.journalRecords += frames.recordCount;
    // Segments are written strictly in order: nothing after a record still being written may join the copy.
    if (frames.lost.length > 0) break;
  }
  for (const fileName of otherFiles) await copyFile(dest, fileName, [await readFile(join(dir, fileName))], summary);
  await syncDirectory(dest);
  return summary;
}

async function newestIntactSnapshot(dir: string, snapshots: number[]) {
  for (const sequence of [...snapshots].reverse()) {
    const frames = salvageFrames(await readFile(join(dir, snapshotFileName(sequence))), true);
    if (frames.lost.length === 0) return { sequence, frames };
  }
  return undefined;
}

/** A record cut short at the end is one still being written; damage with intact records after it is corruption. */
function assertOnlyTailUnwritten(dir: string, fileName: string, frames: SalvagedFrames, fileBytes: number): void {
  const damage = frames.lost.at(0);
  if (!damage || (frames.lost.length === 1 && damage.offset + damage.bytes === fileBytes)) return;
  throw new Error(
    `${fileName} in ${dir} is damaged at byte offset ${damage.offset} (${damage.reason}); ` +
      `repair it first with: ${REPAIR_COMMAND} ${dir}`,
  );
}

async function copyFile(dest: string, fileName: string, pieces: Buffer[], summary: BackupSummary): Promise<void> {
  await writeFileSynced(join(dest, fileName), pieces, 'wx');
  summary.files.push(fileName);
}

async function emptyDirectory(dir: string): Promise<void> {
  for (const name of await readdir(dir)) await rm(join(dir, name), { force: true });
}

export function describeBackup(dir: string, dest: string, summary: BackupSummary): string {
  return (
    `backed up ${dir} to ${dest}: ${summary.snapshotRecords} snapshot and ${summary.journalRecords} journal records ` +
    `in ${summary.files.join(', ') || 'no files (the directory is empty)'}; restore by starting a server with --dbpath ${dest}`
  );
}
