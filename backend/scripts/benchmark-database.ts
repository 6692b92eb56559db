/**
 * A benchmark's embedded database in a process of its own, as MongoDB would run: forked by startDatabaseProcess
 * (benchmark-app.ts), it serves in memory on a private Unix socket, sends its URI, answers every message with
 * its CPU time so far (after a full garbage collection when asked), and stops when its parent goes.
 */
import { rmSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedMongo } from '@shop/embedded-mongo';

if (!process.send) throw new Error('benchmark-database.ts runs forked by startDatabaseProcess (benchmark-app.ts)');
const send = process.send.bind(process);

// mkdtemp makes the directory 0700: only this user reaches the socket.
const socketDir = await mkdtemp(join(tmpdir(), 'bench-db-'));
const server = await startEmbeddedMongo({ socketPath: join(socketDir, 'mongod.sock') });
process.on('message', (message) => {
  // Forked with --expose-gc: a full collection between cases, so none falls in the next case by chance.
  if (message === 'gc') globalThis.gc?.();
  const { user, system } = process.cpuUsage();
  send({ cpuMs: (user + system) / 1000 });
});
process.once('disconnect', () => {
  void server.close().finally(() => {
    rmSync(socketDir, { recursive: true, force: true });
    process.exit(0);
  });
});
send({ uri: server.uri });
