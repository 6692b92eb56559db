import type { ChatAttachmentCard, ChatMessage, SendMessageRequest } from '@shop/contracts/chat/chat-events';
import { onStoreChange } from '../../offline/change-feed';
import { queueChatMessage, readChatOutbox, removeQueuedChatMessage, setChatMessageFailure } from '../../offline/chat-outbox-store';
import type { QueuedChatMessage } from '../../offline/shop-database';

/** `retry`: not sent (offline, no answer in time, too fast); the message stays first in line, tried again after `afterMs` if given, else on the next flush. */
export type SendOutcome =
  { kind: 'sent'; message: ChatMessage } | { kind: 'rejected'; reason: string } | { kind: 'retry'; afterMs?: number };

/** A queued message as the thread shows it: being sent, waiting for the connection, or refused. */
export interface PendingMessage extends QueuedChatMessage {
  state: 'sending' | 'waiting' | 'failed';
}

export interface OutboxListener {
  queueChanged(queue: readonly QueuedChatMessage[]): void;
  settled(message: QueuedChatMessage, outcome: Exclude<SendOutcome, { kind: 'retry' }>): void;
}

/**
 * The messages typed but not yet stored by the server, kept in IndexedDB per owner and sent one at
 * a time in typing order: a later message never overtakes an earlier one still waiting. A refused
 * message stays, marked failed, until its sender tries again or deletes it; it holds up no other.
 * Every send of a message carries the clientId it got when typed, so the server stores it once
 * however often it is sent (a lost ack, another tab flushing the same queue).
 */
export class MessageOutbox {
  private flushing: Promise<void> | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private latestRead = 0;
  private readonly stopWatching: () => void;

  constructor(
    private readonly owner: string,
    private readonly send: (request: SendMessageRequest) => Promise<SendOutcome>,
    private readonly listener: OutboxListener,
    private readonly makeClientId: () => string = () => crypto.randomUUID(),
  ) {
    // Writes from this tab and from others (another tab sent or queued a message) alike.
    this.stopWatching = onStoreChange('chatOutbox', () => void this.showQueue());
    void this.showQueue();
  }

  async enqueue(conversationId: string, text: string, attachment: ChatAttachmentCard | null = null): Promise<void> {
    const request: SendMessageRequest = { conversationId, clientId: this.makeClientId(), text };
    if (attachment) request.attachment = { kind: attachment.kind, id: attachment.id };
    await queueChatMessage({ owner: this.owner, request, preview: attachment });
    void this.flush();
  }

  async retry(position: number): Promise<void> {
    await setChatMessageFailure(position, null);
    void this.flush();
  }

  discard(position: number): Promise<void> {
    return removeQueuedChatMessage(position);
  }

  /** Sends what is waiting, in order, until nothing is left or a send must be retried later. */
  flush(): Promise<void> {
    this.flushing ??= this.sendInOrder()
      .catch((error: unknown) => console.error('Could not send the queued chat messages', error))
      .finally(() => {
        this.flushing = null;
      });
    return this.flushing;
  }

  close(): void {
    clearTimeout(this.retryTimer);
    this.stopWatching();
  }

  private async sendInOrder(): Promise<void> {
    clearTimeout(this.retryTimer);
    for (;;) {
      const next = (await readChatOutbox(this.owner)).find((message) => message.failure === null);
      if (!next) return;
      const outcome = await this.send(next.request);
      if (outcome.kind === 'retry') {
        if (outcome.afterMs !== undefined) this.retryTimer = setTimeout(() => void this.flush(), outcome.afterMs);
        return;
      }
      if (outcome.kind === 'sent') await removeQueuedChatMessage(next.position);
      else await setChatMessageFailure(next.position, outcome.reason);
      this.listener.settled(next, outcome);
    }
  }

  private async showQueue(): Promise<void> {
    const thisRead = ++this.latestRead;
    try {
      const queue = await readChatOutbox(this.owner);
      // Reads may answer out of order: only the latest is shown.
      if (thisRead === this.latestRead) this.listener.queueChanged(queue);
    } catch (error) {
      console.error('Could not read the queued chat messages', error);
    }
  }
}
