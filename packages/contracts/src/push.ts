/**
 * Web push: the device subscriptions the PWA registers, the shopper's switch per kind of notification,
 * "Notify me" on a sold-out sub-type, and the payload the service worker shows.
 */
import * as z from 'zod/mini';

/** shipping: an order Shipped or Delivered; chat: the shop replied; backInStock: a wanted sub-type is back. */
export const PUSH_KINDS = ['shipping', 'chat', 'backInStock'] as const;
export const pushKindSchema = z.enum(PUSH_KINDS);
export type PushKind = z.infer<typeof pushKindSchema>;

export const PUSH_KIND_LABELS: Record<PushKind, string> = {
  shipping: 'My order shipped or was delivered',
  chat: 'The shop replied in chat',
  backInStock: 'Something I wanted is back in stock',
};

export const PUSH_MESSAGES = {
  publicKey: 'Push key loaded.',
  invalidEndpoint: 'Please send the push subscription endpoint (an https URL).',
  invalidKeys: 'Please send the push subscription keys (p256dh and auth).',
  keysNotOnCurve: 'The push subscription key p256dh is not a P-256 public key.',
  unknownPushService: "This device's push service is not one the shop sends notifications through.",
  endpointTaken: 'This device gets notifications for another account: turn them off there first.',
  tooManySubscribes: 'Notifications were turned on too often: please try again in an hour.',
  subscribed: 'Notifications are on for this device.',
  unsubscribed: 'Notifications are off for this device.',
  preferencesLoaded: 'Notification settings loaded.',
  preferencesSaved: 'Notification settings saved.',
  invalidPreferences: 'Please switch at least one kind of notification on or off (true or false).',
  invalidBackInStock: 'Please choose a product and one of its sub-types.',
  backInStockSaved: "We'll let you know when it's back in stock.",
  backInStockNotSoldOut: 'This sub-type is in stock: you can add it to your cart now.',
  subTypeNotFound: 'This product has no such sub-type.',
} as const;

// The browser's PushSubscription.toJSON(): URL-safe base64, a P-256 point (65 bytes, 0x04 first) and a 16-byte secret.
const P256DH = /^B[A-Za-z0-9_-]{86}=?$/;
const AUTH_SECRET = /^[A-Za-z0-9_-]{22}(==)?$/;
const MAX_ENDPOINT_LENGTH = 2048;

export const pushSubscriptionSchema = z.object({
  endpoint: z
    .url({ protocol: /^https?$/, error: PUSH_MESSAGES.invalidEndpoint })
    .check(z.maxLength(MAX_ENDPOINT_LENGTH, PUSH_MESSAGES.invalidEndpoint)),
  expirationTime: z.optional(z.nullable(z.number())),
  keys: z.object(
    {
      p256dh: z.string(PUSH_MESSAGES.invalidKeys).check(z.regex(P256DH, PUSH_MESSAGES.invalidKeys)),
      auth: z.string(PUSH_MESSAGES.invalidKeys).check(z.regex(AUTH_SECRET, PUSH_MESSAGES.invalidKeys)),
    },
    PUSH_MESSAGES.invalidKeys,
  ),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionSchema>;

/** DELETE /api/push/subscriptions: the device's endpoint. */
export const pushUnsubscribeSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/, error: PUSH_MESSAGES.invalidEndpoint }),
});
export type PushUnsubscribeBody = z.infer<typeof pushUnsubscribeSchema>;

export const pushPreferencesSchema = z.strictObject({
  shipping: z.boolean(),
  chat: z.boolean(),
  backInStock: z.boolean(),
});
export type PushPreferences = z.infer<typeof pushPreferencesSchema>;

/** PATCH /api/push/preferences: the switches that changed. */
export const pushPreferencesPatchSchema = z
  .partial(pushPreferencesSchema)
  .check(z.refine((patch) => Object.keys(patch).length > 0, PUSH_MESSAGES.invalidPreferences));
export type PushPreferencesPatch = z.infer<typeof pushPreferencesPatchSchema>;

/** POST /api/push/backInStock: "Notify me" on a sold-out sub-type. */
export const backInStockRequestSchema = z.strictObject({
  proID: z.string(PUSH_MESSAGES.invalidBackInStock).check(z.regex(/^[0-9a-f]{24}$/i, PUSH_MESSAGES.invalidBackInStock)),
  subType: z
    .string(PUSH_MESSAGES.invalidBackInStock)
    .check(z.minLength(1, PUSH_MESSAGES.invalidBackInStock), z.maxLength(200, PUSH_MESSAGES.invalidBackInStock)),
});
export type BackInStockRequest = z.infer<typeof backInStockRequestSchema>;

export const pushPublicKeyResponseSchema = z.object({
  success: z.literal(true),
  /** The VAPID public key, URL-safe base64: PushManager.subscribe's applicationServerKey. */
  publicKey: z.string(),
  message: z.string(),
});
export type PushPublicKeyResponse = z.infer<typeof pushPublicKeyResponseSchema>;

export const pushPreferencesResponseSchema = z.object({
  success: z.literal(true),
  preferences: pushPreferencesSchema,
  message: z.string(),
});
export type PushPreferencesResponse = z.infer<typeof pushPreferencesResponseSchema>;

/** Where a click on a chat notification leads: any page with the chat open. */
export const CHAT_OPEN_PATH = '/?chat=open';
export const CHAT_OPEN_PARAM = 'chat';

/** What the service worker receives, decrypted, and shows. */
export interface PushPayload {
  kind: PushKind;
  title: string;
  body: string;
  /** A path of the shop that a click opens: /order/{id}, the chat, /product/{id}. */
  url: string;
}
