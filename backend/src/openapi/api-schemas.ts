import type { ReferenceObject, SchemaObject } from '@nestjs/swagger';

type Schema = SchemaObject | ReferenceObject;

export const text: SchemaObject = { type: 'string' };
export const whole: SchemaObject = { type: 'integer' };
export const dollars: SchemaObject = { type: 'number', description: 'US dollars, two decimals' };
export const yesNo: SchemaObject = { type: 'boolean' };
export const isoDate: SchemaObject = { type: 'string', format: 'date-time' };
export const objectId: SchemaObject = { type: 'string', pattern: '^[0-9a-f]{24}$' };
const chatRole: SchemaObject = { type: 'string', enum: ['customer', 'admin'] };
export const listOf = (items: Schema): SchemaObject => ({ type: 'array', items });
export const nullable = (schema: SchemaObject): SchemaObject => ({ ...schema, nullable: true });
export const schemaRef = (name: keyof typeof API_SCHEMAS): ReferenceObject => ({ $ref: `#/components/schemas/${name}` });

/** An object whose listed properties are all present. */
export function shape(properties: Record<string, Schema>): SchemaObject {
  return { type: 'object', properties, required: Object.keys(properties) };
}

/** The success envelope every JSON answer of the API shares: success, a message for a toast, and the payload. */
export function successWith(payload: Record<string, Schema> = {}): SchemaObject {
  return shape({ success: { type: 'boolean', enum: [true] }, message: text, ...payload });
}

/** The resources the answers carry, as the mappers build them (backend/src/<feature>/*.mapper.ts, *.contract.ts). */
export const API_SCHEMAS = {
  Error: {
    ...shape({ success: { type: 'boolean', enum: [false] }, message: text, requestId: text }),
    description: 'The one error shape; requestId matches the X-Request-Id response header and the server log lines',
  },
  SubType: shape({ Name: text, Img: text, Price: dollars, SalePrice: nullable(dollars), LeftNum: whole }),
  ProductImage: shape({ Name: text, Img: text }),
  Product: shape({
    _id: objectId,
    ProductName: text,
    Category: listOf(text),
    IP: listOf(text),
    Description: text,
    Cover: text,
    Sale: yesNo,
    Display: yesNo,
    ImgSet: listOf({ $ref: '#/components/schemas/ProductImage' }),
    SubTypeSet: listOf({ $ref: '#/components/schemas/SubType' }),
    createdAt: isoDate,
    updatedAt: isoDate,
  }),
  PartProduct: shape({
    _id: objectId,
    ProductName: text,
    Cover: text,
    Sale: yesNo,
    SubTypeSet: listOf({ $ref: '#/components/schemas/SubType' }),
  }),
  WelcomeBoard: shape({ _id: objectId, Title: text, subTitle: text, Description: text, Cover: text, CreateDate: isoDate, Display: yesNo }),
  UserProfile: shape({ Email: text, UserName: text, Phone: text, Location: text, Fav: listOf(objectId) }),
  OrderItem: shape({
    proid: objectId,
    proname: text,
    proprice: dollars,
    subType: text,
    buyNum: whole,
    totalPrice: dollars,
    maxLeft: whole,
  }),
  Order: {
    type: 'object',
    description: "A shopper's view of an order; admins also get the payment fields, StatusHistory, PaymentProblem and AllowedStatuses",
    properties: {
      _id: objectId,
      CreateDate: isoDate,
      OwnerId: objectId,
      UserName: text,
      Phone: text,
      Location: text,
      DeliveryURL: text,
      Status: text,
      ReviseDate: nullable(isoDate),
      ReviseReason: text,
      CancelReason: text,
      Note: text,
      Email: text,
      IfPaid: yesNo,
      IfShipped: yesNo,
      IfDelivered: yesNo,
      IfCanceled: yesNo,
      BuyItem: listOf({ $ref: '#/components/schemas/OrderItem' }),
      TotalPrice: dollars,
      PaymentMethod: { type: 'string', enum: ['card', 'alipay'] },
      PaymentDeadline: isoDate,
      PaymentProvider: text,
      PaymentSessionId: text,
      PaymentIntentId: text,
      NeedsRefund: yesNo,
      RefundId: text,
      StatusHistory: listOf(shape({ at: isoDate, by: text, from: text, to: text, reason: text })),
      PaymentProblem: nullable(text),
      AllowedStatuses: { ...listOf(text), description: 'The statuses an admin may move the order to now' },
    },
  },
  ChatMessage: shape({
    id: objectId,
    conversationId: objectId,
    seq: whole,
    clientId: text,
    senderRole: chatRole,
    text,
    attachment: nullable({
      type: 'object',
      description:
        "The attached product ({ kind: 'product', id, name, cover, price }) or order " +
        "({ kind: 'order', id, status, totalPrice, createDate }) as it was when attached",
      properties: { kind: { type: 'string', enum: ['product', 'order'] }, id: objectId },
    }),
    status: { type: 'string', enum: ['sent', 'delivered', 'read'] },
    createdAt: isoDate,
  }),
  ConversationSummary: shape({
    id: objectId,
    shopper: shape({ id: objectId, email: text }),
    lastMessage: nullable(
      shape({
        seq: whole,
        senderRole: chatRole,
        text,
        attachmentKind: nullable({ type: 'string', enum: ['product', 'order'] }),
        createdAt: isoDate,
      }),
    ),
    lastSeq: whole,
    unreadCount: whole,
    online: yesNo,
  }),
  HealthCheck: {
    type: 'object',
    description: "@nestjs/terminus's result: status, and each check under info (up) or error (down)",
    properties: { status: text, info: { type: 'object' }, error: { type: 'object' }, details: { type: 'object' } },
  },
} satisfies Record<string, SchemaObject>;
