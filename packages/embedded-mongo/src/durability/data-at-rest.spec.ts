import { chmod, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LogLevel } from '../log.js';
import { backupDataDirectory } from './backup.js';
import { openDurableStore } from './durable-store.js';
import { FRAME_HEADER_BYTES } from './record-frame.js';
import { repairDataDirectory } from './repair.js';
import { useTempDirectories } from './temp-directory.fixture.js';

const newTempDirectory = useTempDirectories();
const SEGMENT = 'journal-00000001.log';

function capture(): { lines: { line: string; level: LogLevel }[]; log: (line: string, level?: LogLevel) => void } {
  const lines: { line: string; level: LogLevel }[] = [];
  return { lines, log: (line, level = 'info') => lines.push({ line, level }) };
}

async function modeOf(path: string): Promise<string> {
  return ((await stat(path)).mode & 0o777).toString(8);
}

async function modesIn(dir: string): Promise<Record<string, string>> {
  const names = await readdir(dir);
  return Object.fromEntries(await Promise.all(names.map(async (name) => [name, await modeOf(join(dir, name))] as const)));
}

/** A data directory with a snapshot and a journal, left by a store that was closed. */
async function writtenDataDirectory(dir: string): Promise<void> {
  const store = await openDurableStore(dir);
  await Promise.all([1, 2, 3].map((n) => store.append({ n })));
  await store.compact(() => [{ n: 1 }, { n: 2 }, { n: 3 }]);
  await store.append({ n: 4 });
  await store.close();
}

describe('data at rest under umask 022', () => {
  let previousUmask: number;
  beforeEach(() => {
    previousUmask = process.umask(0o022);
  });
  afterEach(() => {
    process.umask(previousUmask);
  });

  it('creates the data directory 0700 and its journal, snapshot and lock 0600', async () => {
    const dir = join(await newTempDirectory(), 'data');
    const store = await openDurableStore(dir);
    await store.append({ n: 1 });
    await store.compact(() => [{ n: 1 }]);
    const whileOpen = await modesIn(dir);
    await store.close();

    expect(await modeOf(dir)).toBe('700');
    expect(whileOpen).toEqual({ 'journal-00000002.log': '600', 'snapshot-00000002.bson': '600', 'store.lock': '600' });
  });

  it('writes backups into a 0700 directory, every file 0600, with the vapid-keys.json kept beside the data', async () => {
    const dir = await newTempDirectory();
    await writtenDataDirectory(dir);
    await writeFile(join(dir, 'vapid-keys.json'), '{"publicKey":"p","privateKey":"k"}', { mode: 0o600 });
    const dest = join(await newTempDirectory(), 'backup');

    const summary = await backupDataDirectory(dir, dest, () => undefined);

    expect(summary.files).toContain('vapid-keys.json');
    expect(await readFile(join(dest, 'vapid-keys.json'), 'utf8')).toBe('{"publicKey":"p","privateKey":"k"}');
    expect(await modeOf(dest)).toBe('700');
    expect(Object.values(await modesIn(dest))).toEqual(summary.files.map(() => '600'));
  });

  it('warns at start-up, naming them, when the directory or its files are readable by others', async () => {
    const dir = await newTempDirectory();
    await writtenDataDirectory(dir);
    await chmod(dir, 0o755);
    await chmod(join(dir, 'snapshot-00000002.bson'), 0o644);
    const { lines, log } = capture();

    const store = await openDurableStore(dir, { log });
    await store.close();

    const warnings = lines.filter((entry) => entry.level === 'warn').map((entry) => entry.line);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(`readable by other users: ${dir} (0755), ${join(dir, 'snapshot-00000002.bson')} (0644)`);
  });
});

describe('a bad checksum on the last complete journal record', () => {
  it('is dropped with an error naming a .damaged copy that holds the file as it was', async () => {
    const dir = await newTempDirectory();
    const store = await openDurableStore(dir);
    await Promise.all([1, 2, 3].map((n) => store.append({ n })));
    await store.close();
    const path = join(dir, SEGMENT);
    const journal = await readFile(path);
    journal[journal.length - 2] ^= 0x01;
    await writeFile(path, journal);
    const { lines, log } = capture();

    const reopened = await openDurableStore(dir, { log });
    await reopened.close();

    expect(reopened.recovered.map((record) => record.n)).toEqual([1, 2]);
    const copyName = (await readdir(dir)).find((name) => name.startsWith(`${SEGMENT}.damaged-`));
    expect(copyName).toBeDefined();
    expect(await readFile(join(dir, copyName ?? ''))).toEqual(journal);
    expect(await modeOf(join(dir, copyName ?? ''))).toBe('600');
    const errors = lines.filter((entry) => entry.level === 'error').map((entry) => entry.line);
    expect(errors).toEqual([expect.stringContaining(`dropped a damaged last record of ${SEGMENT} (checksum mismatch)`)]);
    expect(errors[0]).toContain(`kept as ${copyName}`);
    expect((await stat(path)).size).toBe(journal.length - (FRAME_HEADER_BYTES + journal.readUInt32LE(0)));
  });
});

describe('a lock naming this process', () => {
  it('in the older bare-pid format is taken over as stale', async () => {
    const dir = await newTempDirectory();
    await writtenDataDirectory(dir);
    await writeFile(join(dir, 'store.lock'), String(process.pid));
    const { lines, log } = capture();

    const store = await openDurableStore(dir, { log });
    await store.close();

    expect(lines.map((entry) => entry.line)).toContain(
      `taking over stale lock in ${dir}: the lock names this process's pid ${process.pid} from an earlier life`,
    );
  });
});

describe('backup and repair of a path that is not a data directory', () => {
  it('fail at once naming the resolved path, without retrying', async () => {
    const missing = join(await newTempDirectory(), 'data');
    const { lines, log } = capture();

    await expect(backupDataDirectory(missing, await newTempDirectory(), log)).rejects.toThrow(`no data directory at ${resolve(missing)}`);
    await expect(repairDataDirectory(missing, log)).rejects.toThrow(`no data directory at ${resolve(missing)}`);
    expect(lines).toEqual([]);
  });
});
