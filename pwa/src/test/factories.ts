import type { DiscountResponse } from '@shop/contracts/discounts/discount-code';
import type { AdminOrderResponse } from '@shop/contracts/orders/admin-order';
import type { OrderResponse } from '@shop/contracts/orders/order';
import type { WelcomeBoard } from '../features/boards/board-model';
import type { Product, SubType } from '../features/catalogue/product-model';
import type { CartLine } from '../offline/cart-line';

/** A URL of the shop's image store (the SHA-256 of the image in hex), told apart by `seed`. */
const storedImageUrl = (seed: number, fill: string) => `/api/images/${String(seed).padStart(64, fill)}`;

export function makeSubType(overrides: Partial<SubType> = {}): SubType {
  return { Name: 'Pink', Img: storedImageUrl(0, 'e'), Price: 12, SalePrice: null, LeftNum: 5, ...overrides };
}

let productCount = 0;

export function makeProduct(overrides: Partial<Product> = {}): Product {
  productCount += 1;
  return {
    _id: `product-${productCount}`,
    ProductName: `Hello Kitty keychain ${productCount}`,
    Category: ['Keychains'],
    IP: ['Hello Kitty'],
    Description: 'A tiny friend for your keys.',
    Cover: storedImageUrl(productCount, 'c'),
    Sale: false,
    Display: true,
    ImgSet: [],
    SubTypeSet: [makeSubType()],
    createdAt: '2025-03-04T10:00:00.000Z',
    updatedAt: '2025-03-04T10:00:00.000Z',
    ...overrides,
  };
}

export function makeBoard(overrides: Partial<WelcomeBoard> = {}): WelcomeBoard {
  productCount += 1;
  return {
    _id: `board-${productCount}`,
    Title: `Spring sale ${productCount}`,
    subTitle: 'Up to 30% off',
    Description: 'Everything pink is on sale this week.',
    Cover: storedImageUrl(productCount, 'b'),
    CreateDate: '2025-03-04T10:00:00.000Z',
    Display: true,
    ...overrides,
  };
}

export function makeCartLine(overrides: Partial<CartLine> = {}): CartLine {
  return {
    proid: 'kitty',
    proname: 'Kitty Desk Buddy',
    proprice: 9.99,
    subType: 'Pink',
    buyNum: 1,
    totalPrice: '9.99',
    maxLeft: 5,
    ...overrides,
  };
}

let orderCount = 0;

/** A shopper's order waiting for payment, made at `CreateDate` (default: now) with a 300 s window. */
export function makeOrder(overrides: Partial<OrderResponse> = {}): OrderResponse {
  orderCount += 1;
  const createDate = overrides.CreateDate ?? new Date().toISOString();
  return {
    _id: `65f0c0ffee00000000000${String(orderCount).padStart(3, '0')}`,
    CreateDate: createDate,
    OwnerId: '65f0c0ffee0000000000a001',
    UserName: 'Mia Chen',
    Phone: '555-010-2030',
    Location: '12 Sunny Lane, Springfield, IL 62701',
    Email: 'mia@example.com',
    DeliveryURL: '',
    Status: 'Paying',
    ReviseDate: null,
    ReviseReason: '',
    CancelReason: '',
    Note: '',
    IfPaid: false,
    IfShipped: false,
    IfDelivered: false,
    IfCanceled: false,
    BuyItem: [makeCartLine({ buyNum: 2, totalPrice: '19.98' })],
    TotalPrice: 19.98,
    Subtotal: 19.98,
    Discount: 0,
    DiscountCode: null,
    Shipping: 0,
    PaymentMethod: 'card',
    PaymentDeadline: new Date(Date.parse(createDate) + 300_000).toISOString(),
    ...overrides,
  };
}

/** An order as an admin reads it: makeOrder's, paid through the test provider, with no history, actions or notes. */
export function makeAdminOrder(overrides: Partial<AdminOrderResponse> = {}): AdminOrderResponse {
  return {
    ...makeOrder(),
    PaymentProvider: 'test',
    PaymentSessionId: 'cs_test_1',
    PaymentIntentId: null,
    NeedsRefund: false,
    RefundId: null,
    PaymentProblem: null,
    StatusHistory: [],
    AllowedStatuses: [],
    Notes: [],
    ...overrides,
  };
}

/** The back office's SPRING10: 10% off, 3 of its 50 uses taken. */
export function makeDiscount(overrides: Partial<DiscountResponse> = {}): DiscountResponse {
  return {
    code: 'SPRING10',
    kind: 'percent',
    value: 10,
    minSubtotal: 0,
    startsAt: null,
    endsAt: null,
    maxUses: 50,
    maxUsesPerShopper: null,
    categories: [],
    ips: [],
    combinesWithSale: true,
    active: true,
    uses: 3,
    ...overrides,
  };
}
