import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchange, opMsg, opMsgReply, opQuery, opReplyDocument } from './raw-wire.fixture.js';
import { startTestServer, type TestServer } from './test-server.fixture.js';

/**
 * Raw-socket abuse: each bad message must end in a clean error reply or a closed connection,
 * and the server must go on serving everyone else.
 */
describe('the wire protocol under bad input', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('bad_input');
  });
  afterAll(() => server.stop());

  async function expectDriverStillWorks() {
    expect((await server.db.command({ ping: 1 })).ok).toBe(1);
    await server.db.collection('alive').insertOne({ at: new Date() });
    expect(await server.db.collection('alive').countDocuments()).toBeGreaterThan(0);
  }

  it('answers a well-formed OP_MSG sent by hand, with and without a checksum', async () => {
    const plain = await exchange(server.uri, opMsg({ ping: 1, $db: 'admin' }));
    expect(opMsgReply(plain.received).ok).toBe(1);
    const checksummed = await exchange(server.uri, opMsg({ ping: 1, $db: 'admin' }, { checksum: true }));
    expect(opMsgReply(checksummed.received).ok).toBe(1);
  });

  it('answers the legacy OP_QUERY handshake with an OP_REPLY', async () => {
    const { received } = await exchange(server.uri, opQuery('admin.$cmd', { isMaster: 1 }));
    expect(received.readInt32LE(12)).toBe(1);
    expect(opReplyDocument(received)).toMatchObject({ ismaster: true, ok: 1 });
  });

  it('sends no reply to a moreToCome message but still runs it', async () => {
    const insert = opMsg(
      { insert: 'fire_and_forget', documents: [{ n: 1 }], $db: server.dbName, writeConcern: { w: 0 } },
      { moreToCome: true },
    );
    const { received } = await exchange(server.uri, insert, { waitMs: 500 });
    expect(received.length).toBe(0);
    await expect.poll(() => server.db.collection('fire_and_forget').countDocuments(), { timeout: 2000 }).toBe(1);
  });

  it('closes the connection on garbage bytes', async () => {
    const result = await exchange(server.uri, Buffer.from('GET / HTTP/1.1\r\nHost: x\r\n\r\n'.repeat(4)));
    expect(result.closed).toBe(true);
    await expectDriverStillWorks();
  });

  it('closes the connection on a message larger than maxMessageSizeBytes', async () => {
    const header = Buffer.alloc(16);
    header.writeInt32LE(200 * 1024 * 1024, 0);
    header.writeInt32LE(2013, 12);
    const result = await exchange(server.uri, header);
    expect(result.closed).toBe(true);
    await expectDriverStillWorks();
  });

  it('closes the connection when the peer hangs up in the middle of a message', async () => {
    const truncated = opMsg({ ping: 1, $db: 'admin' }).subarray(0, 25);
    const result = await exchange(server.uri, truncated, { endAfterSending: true });
    expect(result.received.length).toBe(0);
    expect(result.closed).toBe(true);
    await expectDriverStillWorks();
  });

  it('answers an unknown opcode with an error or a closed connection', async () => {
    const message = opMsg({ ping: 1, $db: 'admin' });
    message.writeInt32LE(4242, 12);
    const result = await exchange(server.uri, message);
    expect(result.closed || result.received.length > 0).toBe(true);
    await expectDriverStillWorks();
  });

  it('rejects an OP_MSG whose checksum does not match', async () => {
    const message = opMsg({ ping: 1, $db: 'admin' }, { checksum: true });
    message.writeUInt32LE((message.readUInt32LE(message.length - 4) + 1) >>> 0, message.length - 4);
    const result = await exchange(server.uri, message);
    expect(result.closed || result.received.length > 0).toBe(true);
    if (!result.closed) expect(opMsgReply(result.received).ok).toBe(0);
    await expectDriverStillWorks();
  });

  it('rejects a message whose BSON body is corrupt', async () => {
    const message = opMsg({ ping: 1, $db: 'admin' });
    message.writeInt32LE(9999, 21);
    const result = await exchange(server.uri, message);
    expect(result.closed || result.received.length > 0).toBe(true);
    await expectDriverStillWorks();
  });

  it('logs why it closed a connection', () => {
    if (!server.embedded) return;
    expect(server.logLines.some((line) => line.includes('exceeds maxMessageSizeBytes'))).toBe(true);
    expect(server.logLines.some((line) => line.includes('unsupported opcode 4242'))).toBe(true);
  });
});
