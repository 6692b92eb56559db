import { CHAT_SOCKET_LIMITS } from '../config/limits.js';
import { CHAT_ERRORS, CHAT_SERVER_EVENTS, type ChatAck } from '@shop/contracts/chat/chat-events';
import type { ChatNamespace, ChatSocket } from './chat-socket.js';

type Packet = [event: string, ...args: unknown[]];

/**
 * Every event a socket emits, whatever its name, first takes a token from the socket's bucket and passes
 * a size and depth check, so that one socket cannot flood the chat (and the database and the event loop
 * behind it). An event refused is dropped with an error ack; a socket that keeps going is disconnected.
 */
export function limitEventsOfEachSocket(namespace: ChatNamespace): void {
  namespace.use((socket, next) => {
    const bucket = new TokenBucket(CHAT_SOCKET_LIMITS.burst, CHAT_SOCKET_LIMITS.refillPerSecond);
    let droppedInARow = 0;
    socket.use((packet, admit) => {
      const [, ...args] = packet as Packet;
      if (!bucket.take()) {
        droppedInARow += 1;
        if (droppedInARow > CHAT_SOCKET_LIMITS.disconnectAfterDropped) return disconnectForFlooding(socket);
        return refuse(args, CHAT_ERRORS.tooManyEvents);
      }
      droppedInARow = 0;
      if (exceedsPayloadLimits(args)) return refuse(args, CHAT_ERRORS.eventTooLarge);
      admit();
    });
    next();
  });
}

/** Answers the event's ack, if it has one; the event goes no further. */
function refuse(args: unknown[], message: string): void {
  const ack = args.at(-1);
  const answer: ChatAck<never> = { ok: false, message };
  if (typeof ack === 'function') ack(answer);
}

function disconnectForFlooding(socket: ChatSocket): void {
  if (!socket.connected) return;
  // The notice is written before the close, so the client gets it.
  socket.emit(CHAT_SERVER_EVENTS.closing, { message: CHAT_ERRORS.disconnectedForFlooding });
  socket.disconnect(true);
}

/** Refills continuously at `refillPerSecond`, up to `capacity` tokens. */
export class TokenBucket {
  private tokens: number;
  private refilledAt: number;

  constructor(
    private readonly capacity: number,
    private readonly refillPerSecond: number,
    now = Date.now(),
  ) {
    this.tokens = capacity;
    this.refilledAt = now;
  }

  take(now = Date.now()): boolean {
    this.tokens = Math.min(this.capacity, this.tokens + ((now - this.refilledAt) / 1000) * this.refillPerSecond);
    this.refilledAt = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

/**
 * Walks the decoded arguments without recursion (a deep payload must not overflow the stack here either),
 * stopping as soon as they nest deeper than maxEventDepth or add up to more than maxEventBytes, counting
 * string characters and a byte for each value.
 */
export function exceedsPayloadLimits(args: unknown[]): boolean {
  const pending: { value: unknown; depth: number }[] = args.map((value) => ({ value, depth: 1 }));
  let size = 0;
  for (let entry = pending.pop(); entry !== undefined; entry = pending.pop()) {
    const { value, depth } = entry;
    size += typeof value === 'string' ? value.length : 1;
    if (size > CHAT_SOCKET_LIMITS.maxEventBytes) return true;
    if (typeof value !== 'object' || value === null) continue;
    if (depth > CHAT_SOCKET_LIMITS.maxEventDepth) return true;
    for (const [key, child] of Object.entries(value)) {
      size += key.length;
      pending.push({ value: child, depth: depth + 1 });
    }
  }
  return false;
}
