import { open, readFile, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { LOCK_FILE_NAME } from './data-directory.js';
import { PRIVATE_FILE_MODE } from './private-files.js';
import { setTimeout as sleep } from 'node:timers/promises';

const TAKEOVER_ATTEMPTS = 3;
/** How long a lock file may stay empty while its creator is still writing it. */
const OWNER_WRITE_GRACE_MS = 100;
const BOOT_ID_PATH = '/proc/sys/kernel/random/boot_id';

export interface DirectoryLock {
  release(): Promise<void>;
}

/**
 * Who holds a lock. A pid alone is not enough: after a container restart the shop may be PID 1 again, or an
 * unrelated program may have the old pid, so the process's start time and the machine's boot id are kept too
 * (both read from /proc; absent elsewhere, where only the pid is compared).
 */
interface LockOwner {
  pid: number;
  startTime?: string;
  bootId?: string;
}

/** Claims dir for this process by creating a lock file naming it; a lock whose owner is gone is taken over. */
export async function lockDataDirectory(dir: string, log: (line: string) => void): Promise<DirectoryLock> {
  const path = join(dir, LOCK_FILE_NAME);
  const self = await currentOwner();
  for (let attempt = 0; attempt < TAKEOVER_ATTEMPTS; attempt++) {
    if (await tryCreateLock(path, self)) return { release: () => unlink(path).catch(ignoreMissing) };
    const holder = await readLockOwner(path);
    if (holder === 'vanished') continue;
    if (holder === 'unreadable' && attempt === 0) {
      await sleep(OWNER_WRITE_GRACE_MS);
      continue;
    }
    log(`taking over stale lock in ${dir}: ${await reasonToTakeOver(dir, holder, self)}`);
    await unlink(path).catch(ignoreMissing);
  }
  throw new Error(`could not lock data directory ${dir}`);
}

async function currentOwner(): Promise<LockOwner> {
  return { pid: process.pid, startTime: await processStartTime(process.pid), bootId: await readBootId() };
}

/** Throws while the holder still runs. */
async function reasonToTakeOver(dir: string, holder: LockOwner | 'unreadable', self: LockOwner): Promise<string> {
  if (holder === 'unreadable') return 'the lock file is empty or garbled';
  const stale = await whyStale(holder, self);
  if (stale === undefined) throw new Error(`data directory ${dir} is in use by process ${holder.pid}`);
  return stale;
}

/** Why holder no longer holds the lock, or undefined while it does. */
async function whyStale(holder: LockOwner, self: LockOwner): Promise<string | undefined> {
  if (holder.bootId && self.bootId && holder.bootId !== self.bootId) return `process ${holder.pid} ran before the machine restarted`;
  if (!isProcessAlive(holder.pid)) return `process ${holder.pid} is gone`;
  // This process writes its start time whenever /proc has one: a lock naming its pid without it is an earlier life's.
  if (holder.pid === self.pid && holder.startTime === undefined)
    return `the lock names this process's pid ${holder.pid} from an earlier life`;
  const startTime = holder.startTime && (await processStartTime(holder.pid));
  if (startTime && startTime !== holder.startTime) return `process ${holder.pid} is now a different process (pid reused)`;
  return undefined;
}

async function tryCreateLock(path: string, self: LockOwner): Promise<boolean> {
  try {
    const handle = await open(path, 'wx', PRIVATE_FILE_MODE);
    try {
      await handle.writeFile(JSON.stringify(self));
    } finally {
      await handle.close();
    }
    return true;
  } catch (error) {
    if (isErrorCode(error, 'EEXIST')) return false;
    throw error;
  }
}

/** 'unreadable': empty or garbled (a crash between create and write); a bare pid is the older lock format. */
async function readLockOwner(path: string): Promise<LockOwner | 'unreadable' | 'vanished'> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if (isErrorCode(error, 'ENOENT')) return 'vanished';
    throw error;
  }
  if (/^\d+$/.test(text)) return { pid: Number(text) };
  try {
    const owner = JSON.parse(text) as LockOwner;
    return Number.isInteger(owner.pid) && owner.pid > 0 ? owner : 'unreadable';
  } catch {
    return 'unreadable';
  }
}

/** Field 22 of /proc/<pid>/stat: clock ticks from boot to the process's start. */
async function processStartTime(pid: number): Promise<string | undefined> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
  // The command name (field 2) may hold spaces and parentheses; the fields after its closing ')' do not.
  return stat?.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
}

async function readBootId(): Promise<string | undefined> {
  return (await readFile(BOOT_ID_PATH, 'utf8').catch(() => undefined))?.trim();
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return isErrorCode(error, 'EPERM');
  }
}

function ignoreMissing(error: unknown): void {
  if (!isErrorCode(error, 'ENOENT')) throw error;
}

function isErrorCode(error: unknown, code: string): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === code;
}
