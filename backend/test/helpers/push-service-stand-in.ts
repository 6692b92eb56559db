import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { type AddressInfo, createServer as createTcpServer, type Server as TcpServer, type Socket } from 'node:net';
import ece from 'http_ece';

/** The stand-ins listen on loopback http: an app that sends to them must allow that, as production never does. */
export const LOCAL_PUSH_SERVICES = { PUSH_ALLOW_LOCAL_ENDPOINTS: 'true' };

/** One request the backend made to the push service. */
export interface PushRequest {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * A local HTTP server standing in for a push service (RFC 8030): it records each push and answers 201,
 * or whatever status a test sets for an endpoint (410 for a subscription the service has forgotten).
 */
export class PushServiceStandIn {
  readonly requests: PushRequest[] = [];
  private readonly statuses = new Map<string, { status: number; location?: string }>();
  private server!: Server;
  private baseUrl = '';

  static async start(): Promise<PushServiceStandIn> {
    const standIn = new PushServiceStandIn();
    standIn.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const path = request.url ?? '';
        standIn.requests.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
        const { status, location } = standIn.statuses.get(path) ?? { status: 201 };
        response.writeHead(status, location ? { Location: location } : {}).end();
      });
    });
    await new Promise<void>((resolve) => standIn.server.listen(0, '127.0.0.1', resolve));
    standIn.baseUrl = `http://127.0.0.1:${(standIn.server.address() as AddressInfo).port}`;
    return standIn;
  }

  /** A browser's subscription on this push service, with the private keys to read what it receives. */
  newDevice(): TestDevice {
    return new TestDevice(`${this.baseUrl}/push/${randomUUID()}`);
  }

  answer(device: TestDevice, status: number, location?: string): void {
    this.statuses.set(new URL(device.endpoint).pathname, { status, location });
  }

  /** An address of this server's that only a followed redirect would reach. */
  get innerUrl(): string {
    return `${this.baseUrl}/inner/admin`;
  }

  requestsTo(device: TestDevice): PushRequest[] {
    return this.requests.filter((request) => request.path === new URL(device.endpoint).pathname);
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

export class TestDevice {
  private readonly keyPair = createECDH('prime256v1');
  private readonly authSecret = randomBytes(16);

  constructor(readonly endpoint: string) {
    this.keyPair.generateKeys();
  }

  /** What PushSubscription.toJSON() gives the PWA to send. */
  get subscription() {
    return {
      endpoint: this.endpoint,
      expirationTime: null,
      keys: { p256dh: this.keyPair.getPublicKey().toString('base64url'), auth: this.authSecret.toString('base64url') },
    };
  }

  /** Decrypts an aes128gcm body (RFC 8291) as the browser would, with this device's private key and secret. */
  decrypt(request: PushRequest): unknown {
    const plain = ece.decrypt(request.body, { version: 'aes128gcm', privateKey: this.keyPair, authSecret: this.authSecret });
    return JSON.parse(plain.toString('utf8'));
  }
}

/** A push service that accepts every connection and never answers: each request hangs until the shop gives up on it. */
export class SilentPushService {
  /** Connections accepted so far, and those the shop has since closed (given up on). */
  accepted = 0;
  closed = 0;
  private server!: TcpServer;
  private readonly sockets = new Set<Socket>();
  private baseUrl = '';

  static async start(): Promise<SilentPushService> {
    const silent = new SilentPushService();
    silent.server = createTcpServer((socket) => {
      silent.accepted += 1;
      silent.sockets.add(socket);
      socket.resume();
      socket.on('close', () => {
        silent.closed += 1;
        silent.sockets.delete(socket);
      });
    });
    await new Promise<void>((resolve) => silent.server.listen(0, '127.0.0.1', resolve));
    silent.baseUrl = `http://127.0.0.1:${(silent.server.address() as AddressInfo).port}`;
    return silent;
  }

  newDevice(): TestDevice {
    return new TestDevice(`${this.baseUrl}/silent/${randomUUID()}`);
  }

  close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
