// Child process for lock-file.spec.ts: opens a store in the directory given as argument and keeps it open.
import { openDurableStore } from './durable-store.js';

await openDurableStore(process.argv[2]);
process.stdout.write('ready\n');
// The test kills this process; until then the open store keeps the lock.
setInterval(() => undefined, 60_000);
