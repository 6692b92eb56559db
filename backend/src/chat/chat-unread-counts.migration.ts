import type { ObjectId } from 'mongodb';
import type { Migration } from '../database/migrations/migration-runner.js';

/**
 * Conversations keep each side's unread count since the counts stopped being counted from the messages on
 * every read; those stored before get theirs counted once, from their read marks. Each conversation is
 * written once counted, so a run that stopped part-way carries on with the ones still without counts.
 */
export const chatUnreadCountsMigration: Migration = {
  id: '2026-11-22-chat-unread-counts',
  async up(db, log) {
    const conversations = db.collection<{ _id: ObjectId; shopperReadSeq?: number; staffReadSeq?: number }>('chat_conversations');
    const messages = db.collection('chat_messages');
    const uncounted = conversations.find(
      { $or: [{ shopperUnreadCount: { $exists: false } }, { staffUnreadCount: { $exists: false } }] },
      { projection: { shopperReadSeq: 1, staffReadSeq: 1 } },
    );
    let counted = 0;
    for await (const conversation of uncounted) {
      const unreadBy = (senderRole: string, readSeq: number | undefined) =>
        messages.countDocuments({ conversationId: conversation._id, senderRole, seq: { $gt: readSeq ?? 0 } });
      const [shopperUnreadCount, staffUnreadCount] = await Promise.all([
        unreadBy('admin', conversation.shopperReadSeq),
        unreadBy('customer', conversation.staffReadSeq),
      ]);
      await conversations.updateOne({ _id: conversation._id }, { $set: { shopperUnreadCount, staffUnreadCount } });
      counted += 1;
    }
    log(`Chat unread counts stored for ${counted} conversations`);
  },
};
