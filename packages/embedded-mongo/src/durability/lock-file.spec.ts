import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { openDurableStore } from './durable-store.js';
import { useTempDirectories } from './temp-directory.fixture.js';

const newTempDirectory = useTempDirectories();
const HOLDER_SCRIPT = fileURLToPath(new URL('./hold-store-open.fixture.ts', import.meta.url));
const LOCK_FILE = 'store.lock';
const children: ChildProcess[] = [];

afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

async function spawnStoreHolder(dir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', HOLDER_SCRIPT, dir], { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  const [firstOutput] = (await once(child.stdout, 'data')) as [Buffer];
  expect(firstOutput.toString()).toBe('ready\n');
  return child;
}

function pidOfExitedProcess(): number {
  return spawnSync(process.execPath, ['-e', '']).pid;
}

async function lockOwnerPid(dir: string): Promise<number> {
  return (JSON.parse(await readFile(join(dir, LOCK_FILE), 'utf8')) as { pid: number }).pid;
}

/** The lock file a process with this pid would have left, had it started at another time than now. */
async function writeLockStartedEarlier(dir: string, pid: number): Promise<void> {
  const bootId = (await readFile('/proc/sys/kernel/random/boot_id', 'utf8')).trim();
  await writeFile(join(dir, LOCK_FILE), JSON.stringify({ pid, startTime: '1', bootId }));
}

async function openLogged(dir: string) {
  const lines: string[] = [];
  const store = await openDurableStore(dir, { log: (line) => lines.push(line) });
  return { store, lines };
}

// Some tests start a holder process through tsx: about 2 s on an idle machine, over 30 s at load 17.
describe('data directory lock', { timeout: 120_000 }, () => {
  it('writes the owning pid into the lock file and removes it on close', async () => {
    const dir = await newTempDirectory();
    const store = await openDurableStore(dir);

    expect(await lockOwnerPid(dir)).toBe(process.pid);
    await store.close();
    await expect(readFile(join(dir, LOCK_FILE))).rejects.toThrow(/ENOENT/);
  });

  it('refuses a directory that another live process holds open', async () => {
    const dir = await newTempDirectory();
    const holder = await spawnStoreHolder(dir);

    await expect(openDurableStore(dir)).rejects.toThrow(`data directory ${dir} is in use by process ${holder.pid}`);
  });

  it('refuses a second open from the same process', async () => {
    const dir = await newTempDirectory();
    const store = await openDurableStore(dir);

    await expect(openDurableStore(dir)).rejects.toThrow(`is in use by process ${process.pid}`);
    await store.close();
  });

  it('takes over the lock of a process that was killed', async () => {
    const dir = await newTempDirectory();
    const holder = await spawnStoreHolder(dir);
    holder.kill('SIGKILL');
    await once(holder, 'exit');

    const store = await openDurableStore(dir);

    expect(await lockOwnerPid(dir)).toBe(process.pid);
    await store.close();
  });

  it('takes over a lock whose pid no longer exists, logging that it did', async () => {
    const dir = await newTempDirectory();
    const deadPid = pidOfExitedProcess();
    await writeFile(join(dir, LOCK_FILE), String(deadPid));

    const { store, lines } = await openLogged(dir);

    expect(lines).toContain(`taking over stale lock in ${dir}: process ${deadPid} is gone`);
    await store.close();
  });

  it('takes over a lock naming its own pid from an earlier life, as after a container restart as PID 1', async () => {
    const dir = await newTempDirectory();
    await writeLockStartedEarlier(dir, process.pid);

    const { store, lines } = await openLogged(dir);

    expect(lines).toContain(`taking over stale lock in ${dir}: process ${process.pid} is now a different process (pid reused)`);
    expect(await lockOwnerPid(dir)).toBe(process.pid);
    await store.close();
  });

  it('takes over a lock whose pid now belongs to an unrelated live process', async () => {
    const dir = await newTempDirectory();
    await writeLockStartedEarlier(dir, process.ppid);

    const { store } = await openLogged(dir);

    expect(await lockOwnerPid(dir)).toBe(process.pid);
    await store.close();
  });

  it('takes over a lock written before the machine restarted', async () => {
    const dir = await newTempDirectory();
    await writeFile(join(dir, LOCK_FILE), JSON.stringify({ pid: process.ppid, startTime: '1', bootId: 'an earlier boot' }));

    const { lines, store } = await openLogged(dir);

    expect(lines).toContain(`taking over stale lock in ${dir}: process ${process.ppid} ran before the machine restarted`);
    await store.close();
  });

  it('takes over an empty lock file left by a crash before the pid was written', async () => {
    const dir = await newTempDirectory();
    await writeFile(join(dir, LOCK_FILE), '');

    const store = await openDurableStore(dir);

    expect(await lockOwnerPid(dir)).toBe(process.pid);
    await store.close();
  });
});
