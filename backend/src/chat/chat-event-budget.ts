import type { IncomingMessage } from 'node:http';
import { Inject, Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { CHAT_SOCKET_LIMITS } from '../config/limits.js';
import { CHAT_ERRORS, CHAT_SERVER_EVENTS } from '@shop/contracts/chat/chat-events';
import { refuseThroughAck } from './chat-ack.filter.js';
import type { ChatNamespace, ChatSocket } from './chat-socket.js';

type Packet = [event: string, ...args: unknown[]];

/** Who shares a budget: an account or a client address, with its caps. */
interface BudgetOwner {
  key: string;
  maxSockets: number;
  burst: number;
  refillPerSecond: number;
}

// Past this many owners the least recently active budget goes (a full one is the same as none).
const MAX_TRACKED_BUDGETS = 100_000;

/**
 * Every event a socket emits, whatever its name, first takes a token from its account's bucket and from
 * its address's, shared by all their sockets on this instance, and passes a size and depth check: so
 * neither one socket nor one person with many sockets can flood the chat (and the database and the event
 * loop behind it). An event refused is dropped with an error ack; a socket that keeps going is disconnected.
 * A connection past the account's or the address's socket cap is refused.
 */
@Injectable()
export class ChatEventBudgets {
  private readonly socketCounts = new Map<string, number>();
  // A bucket left alone for as long as it takes to refill is full: forgetting it then changes nothing.
  private readonly buckets = new LRUCache<string, TokenBucket>({
    // Bounded through maxSize rather than max, which allocates room for every entry up front (4 MB, 40 ms at start).
    maxSize: MAX_TRACKED_BUDGETS,
    sizeCalculation: () => 1,
    ttl: (CHAT_SOCKET_LIMITS.burst / CHAT_SOCKET_LIMITS.refillPerSecond) * 1000,
    updateAgeOnGet: true,
  });

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Registered after the handshake's middleware, which has logged the socket in. */
  attach(namespace: ChatNamespace): void {
    namespace.use((socket, next) => {
      const owners = this.ownersOf(socket);
      if (owners.some((owner) => (this.socketCounts.get(owner.key) ?? 0) >= owner.maxSockets)) {
        next(new Error(CHAT_ERRORS.tooManySockets));
        return;
      }
      this.countSockets(owners, 1);
      socket.once('disconnect', () => this.countSockets(owners, -1));
      this.limitEvents(socket, owners);
      next();
    });
  }

  private limitEvents(socket: ChatSocket, owners: BudgetOwner[]): void {
    let droppedInARow = 0;
    socket.use((packet, admit) => {
      const [, ...args] = packet as Packet;
      if (!takeFromAll(owners.map((owner) => this.bucketOf(owner)))) {
        droppedInARow += 1;
        if (droppedInARow > CHAT_SOCKET_LIMITS.disconnectAfterDropped) disconnectForFlooding(socket);
        else refuse(args, CHAT_ERRORS.tooManyEvents);
        return;
      }
      droppedInARow = 0;
      if (exceedsPayloadLimits(args)) refuse(args, CHAT_ERRORS.eventTooLarge);
      else admit();
    });
  }

  private ownersOf(socket: ChatSocket): BudgetOwner[] {
    const { burst, refillPerSecond, socketsPerAccount } = CHAT_SOCKET_LIMITS;
    const addressShare = this.config.chatSocketsPerIp / socketsPerAccount;
    return [
      { key: `account:${socket.data.user.id}`, maxSockets: socketsPerAccount, burst, refillPerSecond },
      {
        key: `address:${clientAddress(socket.request, this.config.trustProxyHops)}`,
        maxSockets: this.config.chatSocketsPerIp,
        burst: Math.ceil(burst * addressShare),
        refillPerSecond: refillPerSecond * addressShare,
      },
    ];
  }

  private bucketOf(owner: BudgetOwner): TokenBucket {
    let bucket = this.buckets.get(owner.key);
    if (!bucket) {
      bucket = new TokenBucket(owner.burst, owner.refillPerSecond);
      this.buckets.set(owner.key, bucket);
    }
    return bucket;
  }

  private countSockets(owners: BudgetOwner[], change: 1 | -1): void {
    for (const { key } of owners) {
      const count = (this.socketCounts.get(key) ?? 0) + change;
      if (count > 0) this.socketCounts.set(key, count);
      else this.socketCounts.delete(key);
    }
  }
}

/** A token from each bucket, or none taken when one of them is empty. */
function takeFromAll(buckets: TokenBucket[], now = Date.now()): boolean {
  if (!buckets.every((bucket) => bucket.canTake(now))) return false;
  for (const bucket of buckets) bucket.take(now);
  return true;
}

/**
 * The socket's client address as express's `trust proxy` with a hop count reads it: X-Forwarded-For is
 * believed for as many proxies as are configured, no more.
 */
function clientAddress(request: IncomingMessage, trustedHops: number): string {
  const forwarded = request.headers['x-forwarded-for'];
  const chain = [
    ...(typeof forwarded === 'string' ? forwarded.split(',').map((address) => address.trim()) : []),
    request.socket.remoteAddress ?? 'unknown',
  ];
  return chain[Math.max(0, chain.length - 1 - trustedHops)];
}

/** Answers the event's ack, if it has one; the event goes no further. */
function refuse(args: unknown[], message: string): void {
  refuseThroughAck(args.at(-1), message);
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
    if (!this.canTake(now)) return false;
    this.tokens -= 1;
    return true;
  }

  canTake(now = Date.now()): boolean {
    // A clock set back (NTP, a test's pinned clock) refills nothing rather than draining the bucket.
    const elapsedMs = Math.max(0, now - this.refilledAt);
    this.tokens = Math.min(this.capacity, this.tokens + (elapsedMs / 1000) * this.refillPerSecond);
    this.refilledAt = now;
    return this.tokens >= 1;
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
