import { parseArgs } from 'node:util';
import { startEmbeddedMongo } from './server.js';

const USAGE = `Usage: npm run embedded-mongo -- [--port P] [--dbpath DIR] [--host H]

Runs the embedded MongoDB-wire-compatible server in the foreground and prints its URI
(mongodb://HOST:PORT) once it accepts connections. Stops cleanly on SIGINT/SIGTERM.

  --port P       TCP port (default 27017; 0 picks a free port)
  --host H       address to listen on (default 127.0.0.1)
  --dbpath DIR   keep data durably in DIR (journal + snapshots); omitted: in-memory only
  --help         show this text`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '27017' },
      host: { type: 'string', default: '127.0.0.1' },
      dbpath: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`invalid --port ${values.port}`);
  const server = await startEmbeddedMongo({ port, host: values.host, dbPath: values.dbpath });
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
