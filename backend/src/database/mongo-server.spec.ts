import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, readdir, readFile, readlink, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import mongoose from 'mongoose';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/app-config.js';
import { openMongoServer, type MongoServer } from './mongo-server.js';

const opened: { server: MongoServer; connection: mongoose.Connection }[] = [];
const dataDirs: string[] = [];

async function closeAll(): Promise<void> {
  for (const { server, connection } of opened.splice(0)) {
    await connection.close();
    await server.close();
  }
}

afterEach(async () => {
  await closeAll();
  await Promise.all(dataDirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

async function newDataDir(name = 'data'): Promise<string> {
  const parent = await mkdtemp(join(tmpdir(), 'mongo-server-'));
  dataDirs.push(parent);
  return join(parent, name);
}

async function open(dataDir: string) {
  const server = await openMongoServer(loadConfig({ MONGODB_URI: undefined, DATA_DIR: dataDir }));
  const connection = await mongoose.createConnection(server.uri, { dbName: 'shop' }).asPromise();
  opened.push({ server, connection });
  return { server, connection };
}

function socketPathOf(uri: string): string {
  return decodeURIComponent(new URL(uri).host);
}

/** Inodes of the TCP sockets this process listens on, from /proc/net/tcp{,6} and /proc/self/fd. */
async function listeningTcpInodes(): Promise<Set<string>> {
  const ownSockets = new Set<string>();
  for (const fd of await readdir('/proc/self/fd')) {
    const target = await readlink(`/proc/self/fd/${fd}`).catch(() => '');
    const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
    if (inode) ownSockets.add(inode);
  }
  const listening = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const row of (await readFile(table, 'utf8')).split('\n').slice(1)) {
      const fields = row.trim().split(/\s+/);
      const [state, inode] = [fields[3], fields[9]];
      if (state === '0A' && ownSockets.has(inode)) listening.add(inode);
    }
  }
  return listening;
}

async function expectOwnerOnlySocket(socketPath: string): Promise<void> {
  const socket = await stat(socketPath);
  expect(socket.isSocket()).toBe(true);
  expect(socket.mode & 0o777).toBe(0o600);
  expect((await stat(dirname(socketPath))).mode & 0o777).toBe(0o700);
}

async function expectWorksThrough(connection: mongoose.Connection): Promise<void> {
  await connection.collection('orders').insertOne({ _id: 'order-1' as never, total: 1299 });
  expect(await connection.collection('orders').findOne({ _id: 'order-1' as never })).toEqual({ _id: 'order-1', total: 1299 });
}

const EXIT_WITHOUT_CLOSE_SCRIPT = fileURLToPath(new URL('./exit-without-close.fixture.ts', import.meta.url));

/** What a server killed with SIGKILL leaves: a socket file nobody listens on. */
async function leaveStaleSocket(socketPath: string): Promise<void> {
  const listen = `require('node:net').createServer().listen(process.argv[1], () => console.log('listening'))`;
  const child = spawn(process.execPath, ['-e', listen, socketPath], { stdio: ['ignore', 'pipe', 'inherit'] });
  await once(child.stdout, 'data');
  child.kill('SIGKILL');
  await once(child, 'exit');
}

describe('embedded database started by the app', () => {
  it('opens no TCP port in memory, only an owner-only Unix socket, and removes its directory on close', async () => {
    const before = await listeningTcpInodes();

    const { server, connection } = await open(':memory:');

    expect([...(await listeningTcpInodes())].filter((inode) => !before.has(inode))).toEqual([]);
    const socketPath = socketPathOf(server.uri);
    await expectOwnerOnlySocket(socketPath);
    await expectWorksThrough(connection);
    await closeAll();
    await expect(stat(dirname(socketPath))).rejects.toThrow(/ENOENT/);
  });

  it('removes its private socket directory when the process exits without closing the server', async () => {
    const child = spawn(process.execPath, ['--conditions=@shop/source', '--import', 'tsx', EXIT_WITHOUT_CLOSE_SCRIPT], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let printed = '';
    child.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()));
    const [code] = (await once(child, 'close')) as [number];

    expect(code).toBe(0);
    await expect(stat(dirname(socketPathOf(printed.trim())))).rejects.toThrow(/ENOENT/);
    // A process that loads the sources through tsx: about 2 s on an idle machine, over 30 s at load 17.
  }, 120_000);

  it('listens on a socket inside DATA_DIR, and the data is there after a restart', async () => {
    const dataDir = await newDataDir();
    const first = await open(dataDir);

    expect(socketPathOf(first.server.uri)).toBe(join(dataDir, 'socket', 'mongod.sock'));
    await expectOwnerOnlySocket(join(dataDir, 'socket', 'mongod.sock'));
    await expectWorksThrough(first.connection);
    await closeAll();

    const second = await open(dataDir);
    expect(await second.connection.collection('orders').countDocuments()).toBe(1);
  });

  it('starts after a crash left its socket file behind', async () => {
    const dataDir = await newDataDir();
    const socketPath = join(dataDir, 'socket', 'mongod.sock');
    await mkdir(dirname(socketPath), { recursive: true, mode: 0o700 });
    await leaveStaleSocket(socketPath);

    const { connection } = await open(dataDir);

    await expectOwnerOnlySocket(socketPath);
    await expectWorksThrough(connection);
  });

  it('falls back to a private temporary directory when DATA_DIR is too long for a socket path', async () => {
    const dataDir = await newDataDir('d'.repeat(100));

    const { server, connection } = await open(dataDir);

    const socketPath = socketPathOf(server.uri);
    expect(socketPath.startsWith(tmpdir())).toBe(true);
    expect(Buffer.byteLength(socketPath)).toBeLessThan(104);
    await expectOwnerOnlySocket(socketPath);
    await expectWorksThrough(connection);
  });
});
