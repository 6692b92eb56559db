import { chmod, copyFile, constants, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { JournalRecord } from './durable-store.js';
import {
  damagedCopyName,
  deleteFiles,
  deleteSupersededFiles,
  listDataDirectory,
  segmentFileName,
  snapshotFileName,
} from './data-directory.js';
import type { DocumentFile } from './document-file.js';
import { truncateFile } from './file-io.js';
import { hasIntactFrameAfter, readRecordFile, type RecordFileScan } from './record-file-reader.js';
import { describeDamage } from './record-frame.js';
import { readSnapshot } from './snapshot-file.js';

export interface RecoveredDirectory {
  /** Snapshot records, then journal records, in order. */
  records: JournalRecord[];
  /** perDocument: the snapshot frames each document on its own (the format before blocks), slow to recover. */
  snapshot: { bytes: number; records: number; perDocument: boolean };
  /** Valid journal bytes and records written since the snapshot. */
  journal: { bytes: number; records: number };
  /** The segment new appends continue in. */
  appendSequence: number;
  /** The files the recovered documents are read back from. */
  files: DocumentFile[];
}

interface Damage {
  fileName: string;
  offset: number;
  problem: string;
}

interface LoadedSnapshot {
  /** 0 when there is no usable snapshot. */
  sequence: number;
  bytes: number;
  file?: DocumentFile;
  /** A newer snapshot that was skipped because it is damaged. */
  skipped?: Damage;
}

import type { Log } from '../log.js';
import { PRIVATE_FILE_MODE } from './private-files.js';

export const REPAIR_COMMAND = 'npm run embedded-mongo -- --repair --dbpath';

/** Start-up refused because of damage that recovery may not drop; nothing on disk has been changed. */
class DataDirectoryDamagedError extends Error {
  constructor(dir: string, damage: Damage) {
    super(
      `${damage.fileName} in ${dir} is damaged at byte offset ${damage.offset} (${damage.problem}); ` +
        `refusing to start rather than lose the records after it. Nothing on disk was changed. ` +
        `To salvage every intact record (a copy of the damaged file is kept), stop anything using the directory ` +
        `and run: ${REPAIR_COMMAND} ${dir}`,
    );
  }
}

/**
 * Loads the newest complete snapshot and replays the segments after it. The only damage it repairs by itself
 * is a torn tail of the newest journal (a write cut short by a crash, never acknowledged); any other damage
 * throws DataDirectoryDamagedError before a file is touched.
 */
export async function recoverDataDirectory(dir: string, log: Log): Promise<RecoveredDirectory> {
  const files: DocumentFile[] = [];
  try {
    return await recover(dir, files, log);
  } catch (error) {
    for (const file of files) file.close();
    throw error;
  }
}

async function recover(dir: string, files: DocumentFile[], log: Log): Promise<RecoveredDirectory> {
  const startedAt = performance.now();
  const listing = await listDataDirectory(dir);
  const records: JournalRecord[] = [];
  const snapshot = await loadNewestSnapshot(dir, listing.snapshots, records, log);
  if (snapshot.file) files.push(snapshot.file);
  const snapshotRecords = records.length;
  const segments = listing.segments.filter((sequence) => sequence >= snapshot.sequence);
  assertContiguous(dir, segments, Math.max(snapshot.sequence, 1), snapshot.skipped);
  const journalBytes = await replaySegments(dir, segments, records, files, log);
  await deleteFiles(dir, listing.tempFiles);
  await deleteSupersededFiles(dir, snapshot.sequence);
  const elapsed = (performance.now() - startedAt).toFixed(0);
  log(`recovered ${snapshotRecords} snapshot and ${records.length - snapshotRecords} journal records in ${elapsed} ms`);
  return {
    records,
    snapshot: { bytes: snapshot.bytes, records: snapshotRecords, perDocument: records.slice(0, snapshotRecords).some(isPut) },
    journal: { bytes: journalBytes, records: records.length - snapshotRecords },
    appendSequence: segments.at(-1) ?? Math.max(snapshot.sequence, 1),
    files,
  };
}

const isPut = (record: JournalRecord) => record.k === 'put';

/** A damaged snapshot is skipped only while the older snapshot and every segment since are there to replace it. */
async function loadNewestSnapshot(dir: string, newestLast: number[], records: JournalRecord[], log: Log): Promise<LoadedSnapshot> {
  let skipped: Damage | undefined;
  for (const sequence of [...newestLast].reverse()) {
    const fileName = snapshotFileName(sequence);
    const read = await readSnapshot(join(dir, fileName), records);
    if (read.complete) return { sequence, bytes: read.bytes, file: read.file, skipped };
    log(`skipping damaged snapshot ${fileName}: ${read.problem} at byte offset ${read.offset}`);
    skipped ??= { fileName, offset: read.offset, problem: read.problem };
  }
  return { sequence: 0, bytes: 0, skipped };
}

function assertContiguous(dir: string, segments: number[], expectedFirst: number, skipped: Damage | undefined): void {
  segments.forEach((sequence, index) => {
    const expected = expectedFirst + index;
    if (sequence === expected) return;
    if (skipped) throw new DataDirectoryDamagedError(dir, skipped);
    throw new Error(`journal segment ${segmentFileName(expected)} is missing from ${dir}; refusing to start`);
  });
}

async function replaySegments(dir: string, segments: number[], records: JournalRecord[], files: DocumentFile[], log: Log): Promise<number> {
  let journalBytes = 0;
  for (const [index, sequence] of segments.entries()) {
    const fileName = segmentFileName(sequence);
    const path = join(dir, fileName);
    const scan = await readRecordFile(path, records);
    files.push(scan.file);
    journalBytes += scan.validBytes;
    if (scan.end.kind === 'clean') continue;
    await assertTornTail(dir, fileName, scan, segments.slice(index + 1));
    const kept = scan.end.kind === 'corrupt' ? await keepDamagedCopy(dir, fileName) : undefined;
    await truncateFile(path, scan.validBytes);
    const dropped = scan.fileBytes - scan.validBytes;
    const what = `${fileName} (${describeDamage(scan.end)}): ${dropped} bytes after offset ${scan.validBytes}`;
    if (kept) log(`dropped a damaged last record of ${what}; the file as it was is kept as ${kept}`, 'error');
    else log(`dropped torn tail of ${what}`);
  }
  return journalBytes;
}

/**
 * A complete last record that fails its checksum was most likely cut short by a crash, but it may be damage on
 * disk: the file is kept as it was before the record is dropped.
 */
async function keepDamagedCopy(dir: string, fileName: string): Promise<string> {
  const copyName = damagedCopyName(fileName);
  await copyFile(join(dir, fileName), join(dir, copyName), constants.COPYFILE_EXCL);
  await chmod(join(dir, copyName), PRIVATE_FILE_MODE);
  return copyName;
}

/**
 * Segments are flushed strictly in order, so a crash can only cut short the end of the last segment holding data.
 * Damage followed by an intact record, or by data in a later segment, is corruption of acknowledged writes.
 */
async function assertTornTail(dir: string, fileName: string, scan: RecordFileScan, later: number[]): Promise<void> {
  const damage = { fileName, offset: scan.validBytes, problem: describeDamage(scan.end) };
  if (await hasIntactFrameAfter(join(dir, fileName), scan.validBytes)) {
    throw new DataDirectoryDamagedError(dir, { ...damage, problem: `${damage.problem}, intact records follow` });
  }
  for (const laterSequence of later) {
    if ((await stat(join(dir, segmentFileName(laterSequence)))).size > 0) {
      throw new DataDirectoryDamagedError(dir, { ...damage, problem: `${damage.problem}, later segments hold data` });
    }
  }
}
