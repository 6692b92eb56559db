import mongoose from 'mongoose';
import { describe, expect, it } from 'vitest';
import { MigrationRunner } from '../database/migrations/migration-runner.js';
import { emptyDatabasePerTest } from '../database/migrations/test-database.fixture.js';
import { chatUnreadCountsMigration } from './chat-unread-counts.migration.js';

const { ObjectId } = mongoose.Types;
const quiet = () => undefined;

describe('the chat unread counts migration', () => {
  const database = emptyDatabasePerTest('chat-unread-counts-migration-test');
  const migrate = () => new MigrationRunner(database.db, quiet).runAll([chatUnreadCountsMigration]);
  const conversations = () => database.db.collection('chat_conversations');

  it("counts each side's unread messages of conversations stored without counts, from their read marks", async () => {
    const conversationId = new ObjectId();
    await conversations().insertOne({ _id: conversationId, shopperId: new ObjectId(), lastSeq: 6, shopperReadSeq: 3, staffReadSeq: 5 });
    const roles = ['customer', 'admin', 'admin', 'customer', 'admin', 'customer'];
    await database.db
      .collection('chat_messages')
      .insertMany(
        roles.map((senderRole, index) => ({ conversationId, seq: index + 1, senderRole, clientId: `client-${index}`, text: 'Hi' })),
      );
    const otherConversation = new ObjectId();
    await conversations().insertOne({ _id: otherConversation, shopperId: new ObjectId(), lastSeq: 0, shopperReadSeq: 0, staffReadSeq: 0 });

    expect(await migrate()).toEqual([chatUnreadCountsMigration.id]);

    // Admin messages 5 past the shopper's mark 3; customer message 6 past the staff's mark 5.
    expect(await conversations().findOne({ _id: conversationId })).toMatchObject({ shopperUnreadCount: 1, staffUnreadCount: 1 });
    expect(await conversations().findOne({ _id: otherConversation })).toMatchObject({ shopperUnreadCount: 0, staffUnreadCount: 0 });
  });

  it('leaves counts already kept as they are', async () => {
    const conversationId = new ObjectId();
    const kept = {
      _id: conversationId,
      shopperId: new ObjectId(),
      lastSeq: 2,
      shopperReadSeq: 0,
      staffReadSeq: 0,
      shopperUnreadCount: 2,
      staffUnreadCount: 0,
    };
    await conversations().insertOne(kept);
    await migrate();
    expect(await conversations().findOne({ _id: conversationId })).toEqual(kept);
  });
});
