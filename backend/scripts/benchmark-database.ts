/**
 * A benchmark's embedded database in a process of its own, as MongoDB would run: forked by startDatabaseProcess
 * (benchmark-app.ts), it serves in memory on a private Unix socket, sends its URI, answers every message with
 * its CPU time so far (after a full garbage collection when asked), and stops when its parent goes.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedMongo } from '@shop/embedded-mongo';

const toParent = process.send?.bind(process);
if (!toParent) throw new Error('benchmark-database.ts runs forked by startDatabaseProcess (benchmark-app.ts)');
// A parent gone meanwhile makes a send fail: nothing to report, the disconnect handler stops the server.
const send = (message: object) => toParent(message, () => undefined);

// mkdtemp makes the directory 0700: only this user reaches the socket.
const socketDir = mkdtempSync(join(tmpdir(), 'bench-db-'));
const removeSocketDir = () => rmSync(socketDir, { recursive: true, force: true });
const starting = startEmbeddedMongo({ socketPath: join(socketDir, 'mongod.sock') });
// Listened for before the server is up: a parent gone during the start must not leave this process running.
process.once('disconnect', () => {
  void starting
    .then((server) => server.close())
    .finally(() => {
      removeSocketDir();
      process.exit(0);
    });
});
const server = await starting.catch((error: unknown) => {
  removeSocketDir();
  throw error;
});
process.on('message', (message) => {
  // Forked with --expose-gc: a full collection between cases, so none falls in the next case by chance.
  if (message === 'gc') globalThis.gc?.();
  const { user, system } = process.cpuUsage();
  send({ cpuMs: (user + system) / 1000 });
});
send({ uri: server.uri });
