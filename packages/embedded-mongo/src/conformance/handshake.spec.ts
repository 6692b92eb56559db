import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandError, startTestServer, type TestServer } from './test-server.fixture.js';

type ServerError = Error & { code?: number; codeName?: string };

describe('handshake and server commands', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('handshake');
  });
  afterAll(() => server.stop());

  it('answers hello as a writable standalone that supports sessions', async () => {
    const hello = await server.db.admin().command({ hello: 1 });
    expect(hello.ok).toBe(1);
    expect(hello.isWritablePrimary).toBe(true);
    expect(hello.setName).toBeUndefined();
    expect(hello.logicalSessionTimeoutMinutes).toBeGreaterThan(0);
    expect(hello.maxWireVersion).toBeGreaterThanOrEqual(17);
    expect(hello.minWireVersion).toBe(0);
    expect(hello.maxBsonObjectSize).toBe(16 * 1024 * 1024);
    expect(hello.maxMessageSizeBytes).toBe(48_000_000);
    expect(hello.maxWriteBatchSize).toBe(100_000);
    expect(hello.localTime).toBeInstanceOf(Date);
    expect(typeof hello.connectionId).toBe('number');
  });

  it('answers the legacy isMaster with ismaster: true', async () => {
    const reply = await server.db.admin().command({ isMaster: 1 });
    expect(reply.ismaster).toBe(true);
  });

  it('answers ping and buildInfo', async () => {
    expect((await server.db.admin().command({ ping: 1 })).ok).toBe(1);
    const info = await server.db.admin().command({ buildInfo: 1 });
    expect(info.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(info.versionArray).toHaveLength(4);
  });

  it('answers getParameter for the feature compatibility version', async () => {
    const reply = await server.db.admin().command({ getParameter: 1, featureCompatibilityVersion: 1 });
    expect(reply.featureCompatibilityVersion.version).toMatch(/^\d+\.\d+$/);
  });

  it('answers serverStatus and getCmdLineOpts', async () => {
    const status = await server.db.admin().command({ serverStatus: 1 });
    expect(status.ok).toBe(1);
    expect(typeof status.uptime).toBe('number');
    const options = await server.db.admin().command({ getCmdLineOpts: 1 });
    expect(options.parsed).toBeTypeOf('object');
  });

  it('ends sessions', async () => {
    const session = server.client.startSession();
    await server.db.collection('things').findOne({}, { session });
    await session.endSession();
    expect((await server.db.admin().command({ endSessions: [] })).ok).toBe(1);
  });

  it('refuses an unknown command with CommandNotFound (59)', async () => {
    const error = await commandError(server.db, { frobnicate: 1 });
    expect(error.code).toBe(59);
    expect(error.codeName).toBe('CommandNotFound');
    expect(error.message).toContain("no such command: 'frobnicate'");
  });

  it('refuses multi-document transactions as a standalone does (20)', async () => {
    const session = server.client.startSession();
    try {
      session.startTransaction();
      const error = await server.db
        .collection('tx')
        .insertOne({ a: 1 }, { session })
        .catch((caught: unknown) => caught);
      // The driver rewrites this message into advice about retryWrites, keeping the server's error as originalError.
      const original = (error as { originalError?: ServerError }).originalError ?? (error as ServerError);
      expect(original.code).toBe(20);
      expect(original.codeName).toBe('IllegalOperation');
      expect(original.message).toBe('Transaction numbers are only allowed on a replica set member or mongos');
    } finally {
      await session.abortTransaction().catch(() => undefined);
      await session.endSession();
    }
  });
});
