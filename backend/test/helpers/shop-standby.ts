// A shop on standby (./shop-process.ts): loads the app's code, then waits for a line on stdin before node
// goes on to src/main.ts, which then starts the app at once.
// node --import ./scripts/swc-loader.mjs --import ./test/helpers/shop-standby.ts src/main.ts
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import '../../src/app.factory.js';

const lines = createInterface({ input: process.stdin });
await once(lines, 'line');
lines.close();
process.stdin.destroy();
