// The embedded server's own share of a findById: parse the OP_MSG, run the command, encode the reply.
// No socket and no driver, so the rest of a findById's latency is the client's (mongoose and the driver).
import { serialize, UUID, type Document } from 'bson';
import { createCommandDispatcher } from '../src/embedded-mongo/commands/command-dispatcher.js';
import type { ServerState } from '../src/embedded-mongo/commands/command-context.js';
import { CursorRegistry } from '../src/embedded-mongo/cursors/cursor-registry.js';
import { Catalog } from '../src/embedded-mongo/storage/catalog.js';
import { Journal } from '../src/embedded-mongo/storage/journal.js';
import { encodeOpMsgReply, parseOpMsg } from '../src/embedded-mongo/wire/op-msg.js';
import { HEADER_BYTES, OP_MSG, writeHeader } from '../src/embedded-mongo/wire/opcodes.js';
import { productDocument } from './catalogue-fixture.js';
import { sample } from './latency-sampler.js';
import type { ReportRow } from './report-table.js';

const DATABASE = 'bench';
const CONNECTION_ID = 1;
const DISTINCT_MESSAGES = 1000;

function inMemoryServer(): ServerState {
  return {
    catalog: new Catalog(new Journal(undefined, () => undefined)),
    cursors: new CursorRegistry(),
    parameters: { ttlMonitorSleepSecs: 60 },
    startedAt: new Date(),
    host: '127.0.0.1',
    port: 0,
    dbPath: undefined,
    maxMessageBytes: 48_000_000,
    connectionCount: () => 1,
  };
}

/** An OP_MSG shaped like the one the driver sends for Model.findById (see mongodb's FindOperation). */
function findByIdMessage(id: unknown, lsid: Document): Buffer {
  const body = serialize({ find: 'products', filter: { _id: id }, limit: 1, singleBatch: true, batchSize: 1, lsid, $db: DATABASE });
  const message = Buffer.alloc(HEADER_BYTES + 5 + body.length);
  writeHeader(message, 1, 0, OP_MSG);
  message.set(body, HEADER_BYTES + 5);
  return message;
}

export async function benchmarkServerShareOfFindById(productCount: number): Promise<ReportRow> {
  const runCommand = createCommandDispatcher(inMemoryServer(), () => undefined);
  const products = Array.from({ length: productCount }, (_, n) => productDocument(n));
  await runCommand(DATABASE, { insert: 'products', documents: products }, CONNECTION_ID);
  const lsid = { id: new UUID() };
  const messages = Array.from({ length: DISTINCT_MESSAGES }, (_, n) => findByIdMessage(products[(n * 7919) % productCount]._id, lsid));
  const figures = await sample(
    async (iteration) => {
      const request = parseOpMsg(messages[Math.abs(iteration) % DISTINCT_MESSAGES]);
      encodeOpMsgReply(2, 1, await runCommand(DATABASE, request.command, CONNECTION_ID));
    },
    { iterations: 20_000, maxMs: 3000 },
  );
  return { operation: 'findById inside the server (no socket/driver)', durability: 'off', figures };
}
