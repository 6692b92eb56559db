import { Inject, Injectable } from '@nestjs/common';
import type { PushKind, PushPayload } from '@shop/contracts/push';
import webPush from 'web-push';
import type { PushSubscriptionRecord } from './schemas/push-subscription.schema.js';
import { VAPID_DETAILS, type VapidDetails } from './vapid-keys.js';

/**
 * How long a push service keeps trying to reach an offline device, and how eagerly (RFC 8030 §5.2-5.3):
 * a chat reply is stale within the hour; a parcel's news keeps for a day; a restock is worth a low-power wake only.
 */
export const DELIVERY_BY_KIND: Record<PushKind, { ttlSeconds: number; urgency: webPush.Urgency }> = {
  chat: { ttlSeconds: 60 * 60, urgency: 'high' },
  shipping: { ttlSeconds: 24 * 60 * 60, urgency: 'normal' },
  backInStock: { ttlSeconds: 12 * 60 * 60, urgency: 'low' },
};

const PUSH_SERVICE_TIMEOUT_MS = 15_000;
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
  constructor(@Inject(VAPID_DETAILS) private readonly vapid: VapidDetails) {}

  get publicKey(): string {
    return this.vapid.publicKey;
  }

  /** 'gone' when the push service no longer knows the device; throws on anything worth retrying. */
  async send(subscription: PushSubscriptionRecord, payload: PushPayload): Promise<'sent' | 'gone'> {
    const { ttlSeconds, urgency } = DELIVERY_BY_KIND[payload.kind];
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
    // Sent with fetch rather than web-push's own https-only request, so that tests and development can
    // stand a local http endpoint in for the push service (production accepts https endpoints only).
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: new Uint8Array(request.body),
      signal: AbortSignal.timeout(PUSH_SERVICE_TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (response.ok) return 'sent';
    if (GONE_STATUSES.has(response.status)) return 'gone';
    throw new PushServiceError(response.status);
  }
}
