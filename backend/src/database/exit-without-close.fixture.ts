// Child process for mongo-server.spec.ts: starts the in-memory database, prints its URI and exits without closing it.
import { loadConfig } from '../config/app-config.js';
import { openMongoServer } from './mongo-server.js';

const server = await openMongoServer(loadConfig({ MONGODB_URI: undefined, DATA_DIR: ':memory:' }));
process.stdout.write(`${server.uri}\n`, () => process.exit(0));
