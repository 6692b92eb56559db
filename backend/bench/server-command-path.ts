// The embedded server's own share of a findById: decode the command, run it, encode the reply.
// No socket and no driver, so the rest of a findById's latency is the client's (mongoose and the driver).
import { createInProcessServer } from '@shop/embedded-mongo/in-process';
import { deserialize, serialize, UUID, type Document } from 'bson';
import { productDocument } from './catalogue-fixture.js';
import { sample } from './latency-sampler.js';
import type { ReportRow } from './report-table.js';

const DATABASE = 'bench';
const DISTINCT_MESSAGES = 1000;

/** A command body shaped like the one the driver sends for Model.findById (see mongodb's FindOperation). */
function findByIdCommand(id: unknown, lsid: Document): Uint8Array {
  return serialize({ find: 'products', filter: { _id: id }, limit: 1, singleBatch: true, batchSize: 1, lsid, $db: DATABASE });
}

export async function benchmarkServerShareOfFindById(productCount: number): Promise<ReportRow> {
  const server = createInProcessServer();
  const products = Array.from({ length: productCount }, (_, n) => productDocument(n));
  await server.runCommand(DATABASE, { insert: 'products', documents: products });
  const lsid = { id: new UUID() };
  const commands = Array.from({ length: DISTINCT_MESSAGES }, (_, n) => findByIdCommand(products[(n * 7919) % productCount]._id, lsid));
  const figures = await sample(
    async (iteration) => {
      const command = deserialize(commands[Math.abs(iteration) % DISTINCT_MESSAGES]);
      serialize(await server.runCommand(DATABASE, command));
    },
    { iterations: 20_000, maxMs: 3000 },
  );
  return { operation: 'findById inside the server (no socket/driver)', durability: 'off', figures };
}
