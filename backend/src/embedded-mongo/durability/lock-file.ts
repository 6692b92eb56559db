import { open, readFile, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const LOCK_FILE_NAME = 'store.lock';
const TAKEOVER_ATTEMPTS = 3;
/** How long a lock file may stay empty while its creator is still writing its pid. */
const PID_WRITE_GRACE_MS = 100;

export interface DirectoryLock {
  release(): Promise<void>;
}

/** Claims dir for this process by creating a lock file holding our pid; a lock left by a dead process is taken over. */
export async function lockDataDirectory(dir: string, log: (line: string) => void): Promise<DirectoryLock> {
  const path = join(dir, LOCK_FILE_NAME);
  for (let attempt = 0; attempt < TAKEOVER_ATTEMPTS; attempt++) {
    if (await tryCreateLock(path)) return { release: () => unlink(path).catch(ignoreMissing) };
    const holder = await readLockHolder(path);
    if (holder === undefined) continue;
    if (Number.isNaN(holder) && attempt === 0) {
      await sleep(PID_WRITE_GRACE_MS);
      continue;
    }
    if (isProcessAlive(holder)) throw new Error(`data directory ${dir} is in use by process ${holder}`);
    log(`taking over stale lock of dead process ${holder} in ${dir}`);
    await unlink(path).catch(ignoreMissing);
  }
  throw new Error(`could not lock data directory ${dir}`);
}

async function tryCreateLock(path: string): Promise<boolean> {
  try {
    const handle = await open(path, 'wx');
    try {
      await handle.writeFile(String(process.pid));
    } finally {
      await handle.close();
    }
    return true;
  } catch (error) {
    if (isErrorCode(error, 'EEXIST')) return false;
    throw error;
  }
}

/** Returns the pid in the lock file; NaN for an empty or garbled file (a crash between create and write); undefined if it vanished. */
async function readLockHolder(path: string): Promise<number | undefined> {
  try {
    return Number.parseInt(await readFile(path, 'utf8'), 10);
  } catch (error) {
    if (isErrorCode(error, 'ENOENT')) return undefined;
    throw error;
  }
}

function isProcessAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
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
  return (error as NodeJS.ErrnoException)?.code === code;
}
