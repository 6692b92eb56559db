import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { JournalRecord } from './durable-store.js';
import {
  deleteFiles,
  deleteSupersededFiles,
  listDataDirectory,
  segmentFileName,
  snapshotFileName,
} from './data-directory.js';
import { truncateFile } from './file-io.js';
import { readRecordFile, type RecordFileScan } from './record-file-reader.js';
import { readSnapshot } from './snapshot-file.js';

export interface RecoveredDirectory {
  /** Snapshot records, then journal records, in order. */
  records: JournalRecord[];
  snapshotBytes: number;
  /** Valid journal bytes written since the snapshot. */
  journalBytes: number;
  /** The segment new appends continue in. */
  appendSequence: number;
}

interface LoadedSnapshot {
  /** 0 when there is no usable snapshot. */
  sequence: number;
  bytes: number;
}

type Log = (line: string) => void;

/** Loads the newest complete snapshot, replays the segments after it, truncates a torn tail and removes leftovers. */
export async function recoverDataDirectory(dir: string, log: Log): Promise<RecoveredDirectory> {
  const startedAt = performance.now();
  const listing = await listDataDirectory(dir);
  await deleteFiles(dir, listing.tempFiles);
  const records: JournalRecord[] = [];
  const snapshot = await loadNewestSnapshot(dir, listing.snapshots, records, log);
  const snapshotRecords = records.length;
  const segments = listing.segments.filter((sequence) => sequence >= snapshot.sequence);
  assertContiguous(dir, segments, Math.max(snapshot.sequence, 1));
  const journalBytes = await replaySegments(dir, segments, records, log);
  await deleteSupersededFiles(dir, snapshot.sequence);
  const elapsed = (performance.now() - startedAt).toFixed(0);
  log(`recovered ${snapshotRecords} snapshot and ${records.length - snapshotRecords} journal records in ${elapsed} ms`);
  return {
    records,
    snapshotBytes: snapshot.bytes,
    journalBytes,
    appendSequence: segments.at(-1) ?? Math.max(snapshot.sequence, 1),
  };
}

async function loadNewestSnapshot(
  dir: string,
  newestLast: number[],
  records: JournalRecord[],
  log: Log,
): Promise<LoadedSnapshot> {
  for (const sequence of [...newestLast].reverse()) {
    const name = snapshotFileName(sequence);
    const read = await readSnapshot(join(dir, name), records);
    if (read.complete) return { sequence, bytes: read.bytes };
    log(`ignoring damaged snapshot ${name}: ${read.problem}`);
  }
  return { sequence: 0, bytes: 0 };
}

function assertContiguous(dir: string, segments: number[], expectedFirst: number): void {
  segments.forEach((sequence, index) => {
    const expected = expectedFirst + index;
    if (sequence !== expected) {
      throw new Error(`journal segment ${segmentFileName(expected)} is missing from ${dir}; refusing to start`);
    }
  });
}

async function replaySegments(dir: string, segments: number[], records: JournalRecord[], log: Log): Promise<number> {
  let journalBytes = 0;
  for (const [index, sequence] of segments.entries()) {
    const path = join(dir, segmentFileName(sequence));
    const scan = await readRecordFile(path, records);
    journalBytes += scan.validBytes;
    if (scan.end.kind === 'clean') continue;
    await assertNothingAfter(dir, segments.slice(index + 1), sequence, scan);
    await truncateFile(path, scan.validBytes);
    log(
      `dropped ${describeDamage(scan)} tail of ${segmentFileName(sequence)}: ` +
        `${scan.fileBytes - scan.validBytes} bytes after offset ${scan.validBytes}`,
    );
  }
  return journalBytes;
}

/**
 * Segments are flushed strictly in order, so a crash can only damage the end of the last segment holding data.
 * Damage followed by data is real corruption; dropping it would silently lose acknowledged writes.
 */
async function assertNothingAfter(dir: string, later: number[], sequence: number, scan: RecordFileScan): Promise<void> {
  for (const laterSequence of later) {
    if ((await stat(join(dir, segmentFileName(laterSequence)))).size > 0) {
      throw new Error(
        `journal segment ${segmentFileName(sequence)} in ${dir} is ${describeDamage(scan)} at offset ` +
          `${scan.validBytes} but later segments hold data; refusing to start`,
      );
    }
  }
}

function describeDamage(scan: RecordFileScan): string {
  const { end } = scan;
  if (end.kind === 'corrupt') return `corrupt (${end.reason})`;
  if (end.kind === 'trailer') return 'corrupt (unexpected snapshot trailer)';
  return 'torn';
}
