import { announceChange } from './change-feed';
import { shopDatabase, type QueuedChatMessage } from './shop-database';

export type NewChatMessage = Omit<QueuedChatMessage, 'position' | 'failure'>;

/** Appends a message to its owner's queue; the store numbers it in typing order. */
export async function queueChatMessage(message: NewChatMessage): Promise<void> {
  // The position is made by the store (autoIncrement), so it is left out of the record.
  await (await shopDatabase()).add('chatOutbox', { ...message, failure: null } as QueuedChatMessage);
  announceChange('chatOutbox');
}

/** The owner's waiting messages, oldest first. */
export async function readChatOutbox(owner: string): Promise<QueuedChatMessage[]> {
  return (await shopDatabase()).getAllFromIndex('chatOutbox', 'owner', owner);
}

export async function removeQueuedChatMessage(position: number): Promise<void> {
  await (await shopDatabase()).delete('chatOutbox', position);
  announceChange('chatOutbox');
}

/** Marks a message refused (with the reason) or, with null, ready to be sent again. */
export async function setChatMessageFailure(position: number, failure: string | null): Promise<void> {
  const transaction = (await shopDatabase()).transaction('chatOutbox', 'readwrite');
  const stored = await transaction.store.get(position);
  if (stored) await transaction.store.put({ ...stored, failure });
  await transaction.done;
  announceChange('chatOutbox');
}
