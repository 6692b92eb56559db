// Child process for data-directory-lock.spec.ts: leaves the lock an earlier life of this very pid would have left
// (what a shop restarted as PID 1 in a container finds), then runs the CLI with the same arguments.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const dbPath = process.argv[process.argv.indexOf('--dbpath') + 1];
const bootId = (await readFile('/proc/sys/kernel/random/boot_id', 'utf8')).trim();
await writeFile(join(dbPath, 'store.lock'), JSON.stringify({ pid: process.pid, startTime: '1', bootId }));
await import('../cli.js');
