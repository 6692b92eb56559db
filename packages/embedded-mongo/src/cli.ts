#!/usr/bin/env node
import { parseArgs } from 'node:util';
import { backupDataDirectory, describeBackup } from './durability/backup.js';
import { repairDataDirectory, describeRepair } from './durability/repair.js';
import { resolve } from 'node:path';
import { logToStderr, startEmbeddedMongo } from './server.js';

const USAGE = `Usage: npm run embedded-mongo -- [--port P] [--host H] [--socket PATH] [--dbpath DIR]
       npm run embedded-mongo -- --repair --dbpath DIR
       npm run embedded-mongo -- --backup --dbpath DIR --out DEST

Runs the embedded MongoDB-wire-compatible server in the foreground and prints its URI once it
accepts connections. Stops cleanly on SIGINT/SIGTERM. The server has no authentication: on TCP any
local user can connect, so prefer --socket, which only the owner of the file can use.

  --port P       TCP port (default 27017; 0 picks a free port)
  --host H       address to listen on (default 127.0.0.1)
  --socket PATH  listen on a Unix socket at PATH (mode 0600) instead of TCP; the URI is
                 mongodb://<PATH, URI-encoded>. Put it in a directory only you can enter.
  --dbpath DIR   keep data durably in DIR (journal + snapshots); omitted: in-memory only. Relative
                 paths are from the directory npm was run in; the shop keeps its data in
                 backend/data (DATA_DIR) when started from the repository root
  --repair       with --dbpath: salvage every intact record from damaged journal or snapshot files
                 (copies of the damaged files are kept beside them), print what was kept and lost,
                 and exit; refused while a server uses DIR
  --backup       with --dbpath and --out: copy DIR into the empty directory DEST while a server may
                 be running on DIR: every write acknowledged before the backup started is in the copy,
                 each record whole or not at all. Restore: start a server with --dbpath DEST.
  --out DEST     where --backup writes
  --help         show this text`;

type Options = ReturnType<typeof parseOptions>;

function parseOptions() {
  return parseArgs({
    options: {
      port: { type: 'string', default: '27017' },
      host: { type: 'string', default: '127.0.0.1' },
      socket: { type: 'string' },
      dbpath: { type: 'string' },
      repair: { type: 'boolean', default: false },
      backup: { type: 'boolean', default: false },
      out: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  }).values;
}

async function main(): Promise<void> {
  const options = parseOptions();
  if (options.help) console.log(USAGE);
  else if (options.repair) await repair(requireDbPath(options, '--repair'));
  else if (options.backup) await backup(requireDbPath(options, '--backup'), options.out);
  else await serve(options);
}

function requireDbPath(options: Options, mode: string): string {
  if (!options.dbpath) throw new Error(`${mode} needs --dbpath DIR`);
  return fromInvocationDirectory(options.dbpath);
}

/** npm runs the script in the package's directory; a relative path means one from where npm was run (INIT_CWD). */
function fromInvocationDirectory(path: string): string {
  return resolve(process.env.INIT_CWD ?? process.cwd(), path);
}

async function repair(dbPath: string): Promise<void> {
  const repaired = await repairDataDirectory(dbPath, logToStderr);
  console.log(describeRepair(dbPath, repaired));
}

async function backup(dbPath: string, out: string | undefined): Promise<void> {
  if (!out) throw new Error('--backup needs --out DEST');
  const dest = fromInvocationDirectory(out);
  const summary = await backupDataDirectory(dbPath, dest, logToStderr);
  console.log(describeBackup(dbPath, dest, summary));
}

async function serve(options: Options): Promise<void> {
  const port = Number(options.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`invalid --port ${options.port}`);
  const server = await startEmbeddedMongo({
    port,
    host: options.host,
    socketPath: options.socket && fromInvocationDirectory(options.socket),
    dbPath: options.dbpath && fromInvocationDirectory(options.dbpath),
  });
  if (!options.socket) {
    console.error(`[embedded-mongo] listening on TCP without authentication: any local user can connect; --socket PATH avoids that`);
  }
  console.log(server.uri);
  const stop = (signal: string) => {
    console.error(`[embedded-mongo] ${signal}: shutting down`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`[embedded-mongo] shutdown failed: ${String(error)}`);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(`[embedded-mongo] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
