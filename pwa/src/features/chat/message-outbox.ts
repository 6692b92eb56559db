import type { ChatMessage } from '@shared/chat-events';

export interface OutgoingMessage {
  /** Made once when the message is typed and kept across resends, so the server never stores a copy. */
  clientId: string;
  conversationId: string;
  text: string;
}

/** `retry`: not sent (offline, no answer in time); the message stays first in line for the next flush. */
export type SendOutcome = { kind: 'sent'; message: ChatMessage } | { kind: 'rejected'; reason: string } | { kind: 'retry' };

export interface OutboxListener {
  queueChanged(queue: readonly OutgoingMessage[]): void;
  settled(message: OutgoingMessage, outcome: Exclude<SendOutcome, { kind: 'retry' }>): void;
}

/**
 * The messages typed but not yet stored by the server, sent one at a time in typing order: a later
 * message never overtakes an earlier one that is still waiting.
 */
export class MessageOutbox {
  private queue: OutgoingMessage[] = [];
  private flushing: Promise<void> | null = null;

  constructor(
    private readonly send: (message: OutgoingMessage) => Promise<SendOutcome>,
    private readonly listener: OutboxListener,
    private readonly makeClientId: () => string = () => crypto.randomUUID(),
  ) {}

  enqueue(conversationId: string, text: string): OutgoingMessage {
    const message = { clientId: this.makeClientId(), conversationId, text };
    this.queue = [...this.queue, message];
    this.listener.queueChanged(this.queue);
    void this.flush();
    return message;
  }

  /** Sends what is waiting, in order, until the queue is empty or a send must be retried later. */
  flush(): Promise<void> {
    this.flushing ??= this.sendInOrder().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  private async sendInOrder(): Promise<void> {
    while (this.queue.length > 0) {
      const [first] = this.queue;
      const outcome = await this.send(first);
      if (outcome.kind === 'retry') return;
      this.queue = this.queue.slice(1);
      this.listener.queueChanged(this.queue);
      this.listener.settled(first, outcome);
    }
  }
}
