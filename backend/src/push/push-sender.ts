import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { Inject, Injectable } from '@nestjs/common';
import type { PushKind, PushPayload } from '@shop/contracts/push';
import type { Urgency } from 'web-push';
import { PUSH_LIMITS } from '../config/limits.js';
import { PushEndpointPolicy, PushEndpointRefusedError } from './push-endpoint-policy.js';
import type { PushSubscriptionRecord } from './schemas/push-subscription.schema.js';
import { VAPID_DETAILS, type VapidDetails } from './vapid-keys.js';

/**
 * How long a push service keeps trying to reach an offline device, and how eagerly (RFC 8030 §5.2-5.3):
 * a chat reply is stale within the hour; a parcel's news keeps for a day; a restock is worth a low-power wake only.
 */
export const DELIVERY_BY_KIND: Record<PushKind, { ttlSeconds: number; urgency: Urgency }> = {
  chat: { ttlSeconds: 60 * 60, urgency: 'high' },
  shipping: { ttlSeconds: 24 * 60 * 60, urgency: 'normal' },
  backInStock: { ttlSeconds: 12 * 60 * 60, urgency: 'low' },
};

/** The push service forgot the subscription (RFC 8030 §7.3): the device unsubscribed or the subscription expired. */
const GONE_STATUSES = new Set([404, 410]);

export class PushServiceError extends Error {
  constructor(readonly status: number) {
    super(`The push service answered ${status}`);
  }
}

/** Sends one payload to one device: encrypted with aes128gcm (RFC 8291) and signed with VAPID (RFC 8292) by web-push. */
@Injectable()
export class PushSender {
  constructor(
    @Inject(VAPID_DETAILS) private readonly vapid: VapidDetails,
    private readonly policy: PushEndpointPolicy,
  ) {}

  get publicKey(): string {
    return this.vapid.publicKey;
  }

  /**
   * 'gone' when the push service no longer knows the device, or its endpoint is one the shop no longer sends
   * to; throws on anything worth retrying (a timeout, a refused connection, a redirect, a 5xx).
   */
  async send(subscription: PushSubscriptionRecord, payload: PushPayload): Promise<'sent' | 'gone'> {
    const { ttlSeconds, urgency } = DELIVERY_BY_KIND[payload.kind];
    const { default: webPush } = await import('web-push');
    const request = webPush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: { subject: this.vapid.subject, publicKey: this.vapid.publicKey, privateKey: this.vapid.privateKey },
        TTL: ttlSeconds,
        urgency,
        contentEncoding: 'aes128gcm',
      },
    );
    let status: number;
    try {
      status = await this.post(this.policy.checkUrl(request.endpoint), request.headers, request.body);
    } catch (error) {
      if (error instanceof PushEndpointRefusedError) return 'gone';
      throw error;
    }
    if (status >= 200 && status < 300) return 'sent';
    if (GONE_STATUSES.has(status)) return 'gone';
    throw new PushServiceError(status);
  }

  /**
   * One POST, answered by its status. Node's own client rather than web-push's https-only request, so that
   * tests can stand a local http service in; like it (and unlike fetch) it never follows a redirect.
   */
  private post(url: URL, headers: Record<string, string>, body: Buffer): Promise<number> {
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    return new Promise((resolve, reject) => {
      const outgoing = send(
        url,
        { method: 'POST', headers, lookup: this.policy.lookup, signal: AbortSignal.timeout(PUSH_LIMITS.requestTimeoutMs) },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      outgoing.on('error', (error) =>
        reject(
          error.name === 'AbortError' ? new Error(`The push service did not answer within ${PUSH_LIMITS.requestTimeoutMs} ms`) : error,
        ),
      );
      outgoing.end(body);
    });
  }
}
