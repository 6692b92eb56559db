import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  assertDataDirectory,
  damagedCopyName,
  listDataDirectory,
  segmentFileName,
  snapshotFileName,
  syncDirectory,
} from './data-directory.js';
import { replaceFileAtomically, writeFileSynced } from './file-io.js';
import { salvageFrames, type LostRegion } from './frame-salvage.js';
import { lockDataDirectory } from './lock-file.js';
import { encodeTrailer } from './record-frame.js';

export interface RepairedFile {
  fileName: string;
  /** Name of the untouched copy of the damaged file, in the same directory. */
  copyName: string;
  keptRecords: number;
  lost: LostRegion[];
}

/**
 * Rewrites every damaged journal segment and snapshot in dir with the intact records it still holds, after
 * keeping a copy of the original. Takes the directory lock, so it cannot run beside a server using dir.
 */
export async function repairDataDirectory(dir: string, log: (line: string) => void): Promise<RepairedFile[]> {
  await assertDataDirectory(dir);
  const lock = await lockDataDirectory(dir, log);
  try {
    const { segments, snapshots } = await listDataDirectory(dir);
    const files = [
      ...snapshots.map((sequence) => ({ fileName: snapshotFileName(sequence), isSnapshot: true })),
      ...segments.map((sequence) => ({ fileName: segmentFileName(sequence), isSnapshot: false })),
    ];
    const repaired: RepairedFile[] = [];
    for (const { fileName, isSnapshot } of files) {
      const repairedFile = await repairFile(dir, fileName, isSnapshot);
      if (repairedFile) repaired.push(repairedFile);
    }
    return repaired;
  } finally {
    await lock.release();
  }
}

/** Leaves an intact file alone; otherwise keeps a copy and rewrites the file with its intact records only. */
async function repairFile(dir: string, fileName: string, isSnapshot: boolean): Promise<RepairedFile | undefined> {
  const original = await readFile(join(dir, fileName));
  const salvaged = salvageFrames(original, isSnapshot);
  if (salvaged.lost.length === 0) return undefined;
  const copyName = damagedCopyName(fileName);
  await writeFileSynced(join(dir, copyName), [original], 'wx');
  await syncDirectory(dir);
  const trailer = isSnapshot ? [encodeTrailer(salvaged.recordCount)] : [];
  await replaceFileAtomically(dir, fileName, [...salvaged.intact, ...trailer]);
  return { fileName, copyName, keptRecords: salvaged.recordCount, lost: salvaged.lost };
}

export function describeRepair(dir: string, repaired: RepairedFile[]): string {
  if (repaired.length === 0) return `nothing to repair in ${dir}: every journal segment and snapshot is intact`;
  return repaired.map(describeRepairedFile).join('\n');
}

function describeRepairedFile({ fileName, copyName, keptRecords, lost }: RepairedFile): string {
  const lostBytes = lost.reduce((sum, region) => sum + region.bytes, 0);
  const regions = lost.map((region) => `  lost ${region.bytes} bytes at offset ${region.offset} (${region.reason})`);
  return [
    `${fileName}: kept ${keptRecords} intact records, lost ${lostBytes} bytes in ${lost.length} damaged stretch(es); ` +
      `the damaged original is kept as ${copyName}`,
    ...regions,
  ].join('\n');
}
