import { access, open, readdir, unlink } from 'node:fs/promises';
import { join, resolve } from 'node:path';

/**
 * File layout of a data directory:
 *   journal-00000007.log     journal segment 7, appended to until the next rotation
 *   snapshot-00000007.bson   full state at the moment segment 7 was started; supersedes segments < 7
 *   *.tmp                    a snapshot being written; never read, deleted at start-up
 */
const SEGMENT_PATTERN = /^journal-(\d{8})\.log$/;
const SNAPSHOT_PATTERN = /^snapshot-(\d{8})\.bson$/;
const TEMP_SUFFIX = '.tmp';
export const LOCK_FILE_NAME = 'store.lock';
const DAMAGED_INFIX = '.damaged-';

export function segmentFileName(sequence: number): string {
  return `journal-${pad(sequence)}.log`;
}

export function snapshotFileName(sequence: number): string {
  return `snapshot-${pad(sequence)}.bson`;
}

export function damagedCopyName(fileName: string): string {
  return `${fileName}${DAMAGED_INFIX}${new Date().toISOString().replace(/[:.]/g, '-')}`;
}

export function tempFileName(fileName: string): string {
  return fileName + TEMP_SUFFIX;
}

function pad(sequence: number): string {
  return String(sequence).padStart(8, '0');
}

export interface DirectoryListing {
  /** Ascending sequence numbers. */
  segments: number[];
  snapshots: number[];
  tempFiles: string[];
  /** Regular files the application keeps beside the database (the shop's vapid-keys.json): backed up as they are. */
  otherFiles: string[];
}

/** Throws a message naming the resolved path when dir does not exist, so a mistyped --dbpath is not retried or created. */
export async function assertDataDirectory(dir: string): Promise<void> {
  try {
    await access(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new Error(`no data directory at ${resolve(dir)}`, { cause: error });
    throw error;
  }
}

export async function listDataDirectory(dir: string): Promise<DirectoryListing> {
  const listing: DirectoryListing = { segments: [], snapshots: [], tempFiles: [], otherFiles: [] };
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const name = entry.name;
    const segment = SEGMENT_PATTERN.exec(name);
    const snapshot = SNAPSHOT_PATTERN.exec(name);
    if (segment) listing.segments.push(Number(segment[1]));
    else if (snapshot) listing.snapshots.push(Number(snapshot[1]));
    else if (name.endsWith(TEMP_SUFFIX)) listing.tempFiles.push(name);
    else if (entry.isFile() && name !== LOCK_FILE_NAME && !name.includes(DAMAGED_INFIX)) listing.otherFiles.push(name);
  }
  listing.segments.sort((a, b) => a - b);
  listing.snapshots.sort((a, b) => a - b);
  return listing;
}

/** Makes creations, renames and deletions of files in dir survive a power loss. */
export async function syncDirectory(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export async function deleteFiles(dir: string, names: string[]): Promise<void> {
  for (const name of names) await unlink(join(dir, name));
}

/** Deletes the segments and snapshots that the snapshot with this sequence makes obsolete. */
export async function deleteSupersededFiles(dir: string, snapshotSequence: number): Promise<void> {
  const { segments, snapshots } = await listDataDirectory(dir);
  const obsolete = [
    ...segments.filter((sequence) => sequence < snapshotSequence).map(segmentFileName),
    ...snapshots.filter((sequence) => sequence < snapshotSequence).map(snapshotFileName),
  ];
  if (obsolete.length === 0) return;
  await deleteFiles(dir, obsolete);
  await syncDirectory(dir);
}
