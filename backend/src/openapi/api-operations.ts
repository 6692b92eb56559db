import type { ReferenceObject, RequestBodyObject, SchemaObject } from '@nestjs/swagger';
import { dollars, listOf, nullable, objectId, schemaRef, shape, successWith, text, whole, yesNo } from './api-schemas.js';

export type Access = 'public' | 'logged in' | 'admin' | 'operator';

export interface OperationDescription {
  summary: string;
  access: Access;
  /** Error statuses besides 500 (every route may answer that); 401/403 follow from `access`. */
  errors: number[];
  /** The answer when all goes well: JSON by default. */
  success: { status?: number; description?: string; schema?: SchemaObject | ReferenceObject; contentType?: string };
  /** For handlers that read their body without a DTO. */
  requestBody?: RequestBodyObject;
}

const json = (schema: SchemaObject): RequestBodyObject => ({ required: true, content: { 'application/json': { schema } } });
const pageOf = (key: string, item: ReferenceObject) => successWith({ [key]: listOf(item), totalItemNum: whole });
const html = { contentType: 'text/html', schema: text };
const checkoutStarted = successWith({ id: text, url: text, orderId: objectId });

/**
 * Every route's summary, access and answers, keyed by method and path as the OpenAPI document writes them.
 * Request bodies come from the DTOs' validation rules; test/openapi.spec.ts fails when a route is missing here.
 */
export const API_OPERATIONS: Record<string, OperationDescription> = {
  'GET /api/health': {
    summary: 'Database ping (benchmarks, e2e and the container health check)',
    access: 'public',
    errors: [503],
    success: { schema: shape({ success: yesNo, status: text, db: text }) },
  },
  'GET /api/health/live': {
    summary: 'Liveness: the process answers',
    access: 'public',
    errors: [],
    success: { schema: schemaRef('HealthCheck') },
  },
  'GET /api/health/ready': {
    summary: 'Readiness: the database answers',
    access: 'public',
    errors: [503],
    success: { schema: schemaRef('HealthCheck') },
  },
  'GET /api/metrics': {
    summary: 'Prometheus metrics (bearer METRICS_TOKEN; without it: open outside production, 404 in production)',
    access: 'operator',
    errors: [404],
    success: { contentType: 'text/plain', schema: text },
  },

  'GET /api/products/getProducts/{status}/{filter}/{page}': {
    summary:
      'A catalogue page: status new, all, blindBox or sale; filter all, {typeOrIp}_{kind} or name_{keyword}; query sort (price_asc, price_desc, newest, best_selling), inStock=1, min, max, category, ip',
    access: 'public',
    errors: [400],
    success: { schema: pageOf('products', schemaRef('Product')) },
  },
  'GET /api/products/getProduct/{proid}': {
    summary: 'A listed product',
    access: 'public',
    errors: [400, 404],
    success: { schema: successWith({ product: schemaRef('Product') }) },
  },
  'GET /api/products/getRelatedProducts/{proid}': {
    summary: 'Up to 4 listed products in stock of the same character (IP) or category as a listed product',
    access: 'public',
    errors: [400, 404],
    success: { schema: successWith({ products: listOf(schemaRef('Product')) }) },
  },
  'POST /api/products/import': {
    summary: 'Imports a catalogue CSV (multipart field file): products created or updated by handle, bad products refused whole',
    access: 'admin',
    errors: [400, 413],
    success: { schema: successWith({ created: whole, updated: whole, refused: listOf(shape({ row: whole, message: text })) }) },
  },
  'GET /api/products/export': {
    summary: 'The whole catalogue as the import CSV (one row per sub-type)',
    access: 'admin',
    errors: [],
    success: { contentType: 'text/csv', schema: text },
  },
  'GET /api/orders/export': {
    summary: 'Orders as CSV, one row per line item; ?from=&to= (days, UTC) and ?status=',
    access: 'admin',
    errors: [400],
    success: { contentType: 'text/csv', schema: text },
  },
  'POST /api/orders/quote': {
    summary: 'Prices a cart with shipping and a discount code: { subtotal, discount, shipping, total, message }',
    access: 'logged in',
    errors: [400],
    success: { schema: successWith({ subtotal: dollars, discount: dollars, shipping: dollars, total: dollars }) },
  },
  'GET /api/users/cart': {
    summary: "The account's cart, kept by the shop for every device",
    access: 'logged in',
    errors: [],
    success: { schema: successWith({ cart: listOf(shape({})) }) },
  },
  'PUT /api/users/cart': {
    summary: "Replaces the account's cart, or merges the device's into it at login (merge: true)",
    access: 'logged in',
    errors: [400],
    success: { schema: successWith({ cart: listOf(shape({})) }) },
  },
  'GET /api/settings/shipping': {
    summary: 'The flat shipping rate and the free-shipping threshold',
    access: 'public',
    errors: [],
    success: { schema: successWith({ shipping: shape({ flatRate: dollars, freeOver: nullable(dollars) }) }) },
  },
  'GET /api/settings/policies': {
    summary: 'The shipping, returns and privacy texts of /policy',
    access: 'public',
    errors: [],
    success: { schema: successWith({ policies: shape({ shipping: text, returns: text, privacy: text }) }) },
  },
  'GET /api/admin/settings/shipping': {
    summary: 'The flat shipping rate and the free-shipping threshold',
    access: 'admin',
    errors: [],
    success: { schema: successWith({ shipping: shape({ flatRate: dollars, freeOver: nullable(dollars) }) }) },
  },
  'PUT /api/admin/settings/shipping': {
    summary: 'Sets the flat shipping rate and the free-shipping threshold (dollars)',
    access: 'admin',
    errors: [400],
    success: { schema: successWith({ shipping: shape({ flatRate: dollars, freeOver: nullable(dollars) }) }) },
  },
  'GET /api/admin/settings/policies': {
    summary: 'The shipping, returns and privacy texts',
    access: 'admin',
    errors: [],
    success: { schema: successWith({ policies: shape({ shipping: text, returns: text, privacy: text }) }) },
  },
  'PUT /api/admin/settings/policies': {
    summary: 'Sets the shipping, returns and privacy texts (plain text)',
    access: 'admin',
    errors: [400],
    success: { schema: successWith({ policies: shape({ shipping: text, returns: text, privacy: text }) }) },
  },
  'GET /api/admin/discounts': {
    summary: 'Every discount code with its uses',
    access: 'admin',
    errors: [],
    success: { schema: successWith({ discounts: listOf(shape({ code: text })) }) },
  },
  'POST /api/admin/discounts': {
    summary: 'Creates a discount code (percent or fixed, with optional limits)',
    access: 'admin',
    errors: [400, 409],
    success: { status: 201, schema: successWith({ discount: shape({ code: text }) }) },
  },
  'PATCH /api/admin/discounts/{code}': {
    summary: 'Edits a discount code',
    access: 'admin',
    errors: [400, 404],
    success: { schema: successWith({ discount: shape({ code: text }) }) },
  },
  'DELETE /api/admin/discounts/{code}': {
    summary: 'Disables a discount code (kept for the orders that used it)',
    access: 'admin',
    errors: [404],
    success: { schema: successWith({ discount: shape({ code: text }) }) },
  },
  'POST /api/products/getPartProducts': {
    summary: 'The listed products among proids (cart, favourites)',
    access: 'public',
    errors: [400],
    success: { schema: successWith({ products: listOf(schemaRef('PartProduct')) }) },
  },
  'POST /api/products/addProduct': {
    summary: 'Adds a product',
    access: 'admin',
    errors: [400],
    success: { schema: successWith({ proID: objectId }) },
  },
  'PATCH /api/products/reviseProduct': {
    summary: 'Revises a product (409 when it changed since it was loaded)',
    access: 'admin',
    errors: [400, 404, 409],
    success: { schema: successWith() },
  },
  'GET /api/products/admin/getProducts/{page}': {
    summary:
      'A page of every product, listed or not, or of those matching ?q= (name), ?stock=low and ?listing=listed|unlisted; each with its LowestStock',
    access: 'admin',
    errors: [400],
    success: {
      schema: successWith({
        products: listOf({ allOf: [schemaRef('Product'), shape({ LowestStock: nullable(whole) })] }),
        totalItemNum: whole,
      }),
    },
  },
  'GET /api/products/admin/getProduct/{proid}': {
    summary: 'Any product, listed or not',
    access: 'admin',
    errors: [400, 404],
    success: { schema: successWith({ product: schemaRef('Product') }) },
  },

  'GET /api/welcomeBoards/getWelcomeBoards/{page}': {
    summary: 'A page of displayed welcome boards',
    access: 'public',
    errors: [400],
    success: { schema: pageOf('welcomeBoards', schemaRef('WelcomeBoard')) },
  },
  'GET /api/welcomeBoards/getWelcomeBoard/{activityid}': {
    summary: 'A displayed welcome board',
    access: 'public',
    errors: [400, 404],
    success: { schema: successWith({ welcomeBoard: schemaRef('WelcomeBoard') }) },
  },
  'POST /api/welcomeBoards/addWelcomeBoard': {
    summary: 'Adds a welcome board',
    access: 'admin',
    errors: [400],
    success: { schema: successWith({ activityid: objectId }) },
  },
  'PATCH /api/welcomeBoards/reviseWelcomeBoard': {
    summary: 'Revises a welcome board',
    access: 'admin',
    errors: [400, 404, 409],
    success: { schema: successWith() },
  },
  'GET /api/welcomeBoards/admin/getWelcomeBoards/{page}': {
    summary: 'A page of every welcome board',
    access: 'admin',
    errors: [400],
    success: { schema: pageOf('welcomeBoards', schemaRef('WelcomeBoard')) },
  },
  'GET /api/welcomeBoards/admin/getWelcomeBoard/{activityid}': {
    summary: 'Any welcome board',
    access: 'admin',
    errors: [400, 404],
    success: { schema: successWith({ welcomeBoard: schemaRef('WelcomeBoard') }) },
  },

  'POST /api/external/proxy/image': {
    summary: 'Uploads an image (multipart field smfile), stored as WebP',
    access: 'admin',
    errors: [400, 413],
    success: { schema: successWith({ url: text, thumbnailUrl: text }) },
    requestBody: {
      required: true,
      content: { 'multipart/form-data': { schema: shape({ smfile: { type: 'string', format: 'binary' } }) } },
    },
  },
  'GET /api/images/{id}': {
    summary: 'A stored image',
    access: 'public',
    errors: [400, 404],
    success: { contentType: 'image/*', schema: { type: 'string', format: 'binary' } },
  },

  'POST /api/users/vcode': {
    summary: 'Mails a registration code',
    access: 'public',
    errors: [400, 409, 429, 503],
    success: { schema: successWith() },
  },
  'POST /api/users/register': {
    summary: 'Registers with the mailed code',
    access: 'public',
    errors: [400, 409, 429],
    success: { schema: successWith() },
  },
  'POST /api/users/login': {
    summary: 'Logs in: sets the session cookie',
    access: 'public',
    errors: [400, 401, 429],
    success: { schema: successWith() },
    requestBody: json(shape({ email: { type: 'string', format: 'email' }, password: text })),
  },
  'GET /api/users/logout': { summary: 'Logs out: ends the session', access: 'public', errors: [], success: { schema: successWith() } },
  'GET /api/users/checkAuth': {
    summary: 'Answers 200 when logged in',
    access: 'logged in',
    errors: [],
    success: { schema: successWith() },
  },
  'GET /api/users/checkAdmin': { summary: 'Answers 200 for an admin', access: 'admin', errors: [], success: { schema: successWith() } },
  'POST /api/users/resetPassword/vcode': {
    summary: 'Mails a password reset code when the email is registered',
    access: 'public',
    errors: [400, 429, 503],
    success: { schema: successWith() },
  },
  'POST /api/users/resetPassword': {
    summary: 'Sets a new password with the mailed code',
    access: 'public',
    errors: [400, 429],
    success: { schema: successWith() },
  },
  'GET /api/users/getUser': {
    summary: 'The logged-in user',
    access: 'logged in',
    errors: [404],
    success: { schema: successWith({ user: schemaRef('UserProfile') }) },
  },
  'PATCH /api/users/reviseFav': {
    summary: 'Adds or removes a favourite (mode update means added)',
    access: 'logged in',
    errors: [400, 404],
    success: { schema: successWith({ mode: { type: 'string', enum: ['update', 'delete'] } }) },
  },
  'PATCH /api/users/reviseLocation': {
    summary: 'Sets the delivery address',
    access: 'logged in',
    errors: [400],
    success: { schema: successWith() },
  },

  'POST /api/orders/create-checkout-session': {
    summary: 'Reserves the stock, places the order and opens a payment session (409 when stock ran out)',
    access: 'logged in',
    errors: [400, 404, 409, 429, 502],
    success: { schema: checkoutStarted },
  },
  'POST /api/orders/create-continue-checkout-session': {
    summary: 'A new payment session for an unpaid order',
    access: 'logged in',
    errors: [400, 404, 409, 502],
    success: { schema: checkoutStarted },
  },
  'GET /api/orders/getOrders': {
    summary: "The user's orders, newest first, from skip",
    access: 'logged in',
    errors: [400],
    success: { schema: successWith({ orders: listOf(schemaRef('Order')), hasMore: yesNo }) },
  },
  'GET /api/orders/getOrder/{orderId}': {
    summary: "One order (404 for another user's)",
    access: 'logged in',
    errors: [400, 404],
    success: { schema: successWith({ order: schemaRef('Order') }) },
  },
  'PATCH /api/orders/reviseOrder/{orderId}': {
    summary: 'Customer: requests cancellation. Admin: moves the order along its state machine',
    access: 'logged in',
    errors: [400, 404, 409],
    success: { schema: successWith({ order: schemaRef('Order') }) },
  },
  'GET /api/orders/getAllOrders/{page}': {
    summary:
      'A page of every order, or of those matching ?status=, ?q= (order id, e-mail or recipient), in ?sort=newest|oldest; with the count and summed value of all matches',
    access: 'admin',
    errors: [400],
    success: { schema: successWith({ orders: listOf(schemaRef('Order')), totalItemNum: whole, totalValue: dollars }) },
  },
  'GET /api/admin/dashboard': {
    summary:
      'The back office dashboard: paid orders and revenue per day for 30 days, orders waiting per status, top products, low stock, unread chats',
    access: 'admin',
    errors: [],
    success: {
      schema: successWith({
        dashboard: shape({
          days: listOf(shape({ date: text, orders: whole, revenue: dollars })),
          revenue: dollars,
          paidOrders: whole,
          waiting: listOf(shape({ status: text, count: whole })),
          topProducts: listOf(shape({ proid: objectId, name: text, units: whole, revenue: dollars })),
          lowStockThreshold: whole,
          lowStock: listOf(shape({ proid: objectId, name: text, subType: text, left: whole })),
          lowStockTotal: whole,
          unreadChats: shape({ conversations: whole, messages: whole }),
        }),
      }),
    },
  },

  'GET /api/payments/config': {
    summary: 'The payment provider and the key its browser script loads with',
    access: 'public',
    errors: [],
    success: { schema: successWith({ provider: { type: 'string', enum: ['stripe', 'test'] }, publishableKey: nullable(text) }) },
  },
  'POST /api/payments/webhook': {
    summary: "The payment provider's events, verified by their Stripe-Signature",
    access: 'public',
    errors: [400],
    success: { schema: successWith() },
    requestBody: { required: true, content: { 'application/json': { schema: { type: 'object', description: 'A Stripe event' } } } },
  },
  'GET /api/payments/test-checkout/{sessionId}': {
    summary: "The test provider's checkout page (no real money)",
    access: 'public',
    errors: [404, 410],
    success: { description: 'The page', ...html },
  },
  'POST /api/payments/test-checkout/{sessionId}/pay': {
    summary: 'Pays a test session, then returns to the shop',
    access: 'public',
    errors: [404, 410],
    success: { status: 303, description: 'Back to the shop' },
  },
  'POST /api/payments/test-checkout/{sessionId}/cancel': {
    summary: 'Leaves a test session unpaid, then returns to the shop',
    access: 'public',
    errors: [404],
    success: { status: 303, description: 'Back to the shop' },
  },

  'GET /api/chat/messages': {
    summary: "The shopper's own conversation, a page of messages before a seq",
    access: 'logged in',
    errors: [400, 403],
    success: {
      schema: successWith({
        conversation: shape({ id: objectId, lastSeq: whole, unreadCount: whole }),
        messages: listOf(schemaRef('ChatMessage')),
        hasMore: yesNo,
      }),
    },
  },
  'GET /api/chat/unread': {
    summary: 'Admin messages the shopper has not read',
    access: 'logged in',
    errors: [],
    success: { schema: successWith({ unreadCount: whole }) },
  },
  'GET /api/chat/conversations': {
    summary: 'The admin inbox, a page of conversations',
    access: 'admin',
    errors: [400],
    success: { schema: pageOf('conversations', schemaRef('ConversationSummary')) },
  },
  'GET /api/chat/conversations/{conversationId}/messages': {
    summary: "A page of a shopper's conversation",
    access: 'admin',
    errors: [400, 404],
    success: { schema: successWith({ messages: listOf(schemaRef('ChatMessage')), hasMore: yesNo }) },
  },
  'GET /api/chat/conversations/{conversationId}/context': {
    summary: 'The shopper behind a conversation and their recent orders',
    access: 'admin',
    errors: [400, 404],
    success: {
      schema: successWith({
        context: shape({
          shopper: shape({ id: objectId, email: text, recipient: text, phone: text, location: text }),
          recentOrders: listOf({ type: 'object' }),
        }),
      }),
    },
  },

  'GET /api/push/publicKey': {
    summary: "The VAPID public key: PushManager.subscribe's applicationServerKey",
    access: 'logged in',
    errors: [],
    success: { schema: successWith({ publicKey: text }) },
  },
  'POST /api/push/subscriptions': {
    summary: "Stores this device's push subscription for the shopper (PushSubscription.toJSON()); an account keeps its 10 latest devices",
    access: 'logged in',
    errors: [400, 409, 429],
    success: { schema: successWith() },
    requestBody: json(shape({ endpoint: text, expirationTime: nullable(whole), keys: shape({ p256dh: text, auth: text }) })),
  },
  'DELETE /api/push/subscriptions': {
    summary: "Removes the shopper's own subscription with this endpoint",
    access: 'logged in',
    errors: [400],
    success: { schema: successWith() },
    requestBody: json(shape({ endpoint: text })),
  },
  'GET /api/users/checkout-reminders': {
    summary: 'Whether the shopper gets one mail for a checkout left unpaid or a cart left alone (on until switched off)',
    access: 'logged in',
    errors: [],
    success: { schema: successWith({ enabled: yesNo }) },
  },
  'PUT /api/users/checkout-reminders': {
    summary: 'Switches the forgotten-checkout reminder mails on or off: { enabled }',
    access: 'logged in',
    errors: [400],
    success: { schema: successWith({ enabled: yesNo }) },
  },
  'GET /api/push/preferences': {
    summary: "The shopper's switch per kind of notification (shipping, chat, backInStock)",
    access: 'logged in',
    errors: [],
    success: { schema: successWith({ preferences: shape({ shipping: yesNo, chat: yesNo, backInStock: yesNo }) }) },
  },
  'PATCH /api/push/preferences': {
    summary: 'Switches kinds of notification on or off',
    access: 'logged in',
    errors: [400],
    success: { schema: successWith({ preferences: shape({ shipping: yesNo, chat: yesNo, backInStock: yesNo }) }) },
    requestBody: {
      required: true,
      content: { 'application/json': { schema: { type: 'object', properties: { shipping: yesNo, chat: yesNo, backInStock: yesNo } } } },
    },
  },
  'POST /api/push/backInStock': {
    summary: '"Notify me" when a sold-out sub-type is back in stock',
    access: 'logged in',
    errors: [400, 404, 409],
    success: { schema: successWith() },
    requestBody: json(shape({ proID: objectId, subType: text })),
  },
};
