import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { connectClient, startServerProcess, timeoutForProcesses, type ServerProcess } from './server-process.fixture.js';

const OWN_PID_STALE_LOCK_SCRIPT = fileURLToPath(new URL('./own-pid-stale-lock.fixture.ts', import.meta.url));
const running: ServerProcess[] = [];
let dbPath: string | undefined;

afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.kill('SIGKILL')));
  if (dbPath) await rm(dbPath, { recursive: true, force: true });
});

describe('embedded server data directory lock', () => {
  it(
    'refuses to start a second server on a data directory in use, and starts once the first was killed',
    timeoutForProcesses(3),
    async () => {
      dbPath = await mkdtemp(join(tmpdir(), 'lock-'));
      const first = await startServerProcess(dbPath);
      running.push(first);

      await expect(startServerProcess(dbPath)).rejects.toThrow(`data directory ${dbPath} is in use by process ${first.child.pid}`);

      await first.kill('SIGKILL');
      const second = await startServerProcess(dbPath);
      running.push(second);
      const client = await connectClient(second.uri);
      await expect(client.db('shop').command({ ping: 1 })).resolves.toMatchObject({ ok: 1 });
      await client.close();
    },
  );

  it(
    'starts when the lock names its own pid from an earlier life, as after a container restart as PID 1',
    timeoutForProcesses(1),
    async () => {
      dbPath = await mkdtemp(join(tmpdir(), 'lock-'));

      const server = await startServerProcess(dbPath, OWN_PID_STALE_LOCK_SCRIPT);
      running.push(server);

      expect(server.output()).toContain(`process ${server.child.pid} is now a different process (pid reused)`);
      const client = await connectClient(server.uri);
      await expect(client.db('shop').command({ ping: 1 })).resolves.toMatchObject({ ok: 1 });
      await client.close();
    },
  );

  it('starts when the lock names a pid that now belongs to an unrelated live process', timeoutForProcesses(1), async () => {
    dbPath = await mkdtemp(join(tmpdir(), 'lock-'));
    const bootId = (await readFile('/proc/sys/kernel/random/boot_id', 'utf8')).trim();
    // This test runner is alive, but it is not the process that wrote the lock.
    await writeFile(join(dbPath, 'store.lock'), JSON.stringify({ pid: process.pid, startTime: '1', bootId }));

    const server = await startServerProcess(dbPath);
    running.push(server);

    expect(server.output()).toContain(`process ${process.pid} is now a different process (pid reused)`);
    const client = await connectClient(server.uri);
    await expect(client.db('shop').command({ ping: 1 })).resolves.toMatchObject({ ok: 1 });
    await client.close();
  });
});
