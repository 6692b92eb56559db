/**
 * The server's answers as the contracts type them, for the tests' stubbed API: a stub built here meets its contract
 * (test/setup.ts fails a test whose stubbed answer does not), and a contract change shows up in one place.
 */
import type { AdminDashboard, AdminDashboardResponse } from '@shop/contracts/admin-dashboard/admin-dashboard';
import type { CheckAuthResponse } from '@shop/contracts/accounts/check-auth-response';
import type { CodeSentResponse } from '@shop/contracts/accounts/code-sent-response';
import type { UnreadCountResponse } from '@shop/contracts/chat/chat-events';
import type { DiscountAnswer, DiscountListResponse, DiscountResponse } from '@shop/contracts/discounts/discount-code';
import type { AdminWelcomeBoardsPageResponse, GetAdminWelcomeBoardResponse } from '@shop/contracts/boards/admin-welcome-board';
import type { WelcomeBoardResponse, WelcomeBoardsPageResponse } from '@shop/contracts/boards/welcome-board';
import type { MessageResponse } from '@shop/contracts/message-response';
import type { PushPreferences, PushPreferencesResponse } from '@shop/contracts/push';
import type { AdminOrderResponse, AdminOrdersPageResponse, GetAdminOrderResponse } from '@shop/contracts/orders/admin-order';
import type { GetOrderResponse, OrderHistoryPageResponse, OrderResponse } from '@shop/contracts/orders/order';
import type { QuoteResponse } from '@shop/contracts/orders/order-quote';
import type { AdminProductsPageResponse, GetAdminProductResponse } from '@shop/contracts/products/admin-product';
import type {
  GetProductResponse,
  PartProductsResponse,
  ProductResponse,
  ProductsPageResponse,
  RelatedProductsResponse,
} from '@shop/contracts/products/product';
import type { ShippingSettings, ShippingSettingsResponse } from '@shop/contracts/settings/shipping-settings';
import type { ImageUploadResponse } from '@shop/contracts/uploads/image-upload';
import { sentJson, type StubbedAnswer } from './api-stub';
import type { CheckoutRemindersResponse } from '@shop/contracts/users/checkout-reminders';
import type { FavouriteMode, GetUserResponse, ReviseFavResponse, UserProfileResponse } from '@shop/contracts/users/user';

export const messageAnswer = (message = 'Done'): MessageResponse => ({ success: true, message });

export const checkAuthAnswer = (admin = false): CheckAuthResponse => ({ success: true, message: 'Logged in', admin });

export const codeSentAnswer = (
  message = 'Verification code sent, please check your email.',
  resendAfterSeconds = 60,
): CodeSentResponse => ({
  success: true,
  message,
  resendAfterSeconds,
});

export const userAnswer = (user: UserProfileResponse): GetUserResponse => ({ success: true, user, message: 'User loaded' });

export const checkoutRemindersAnswer = (enabled = true): CheckoutRemindersResponse => ({
  success: true,
  enabled,
  message: 'Checkout reminders loaded',
});

export const pushPreferencesAnswer = (
  preferences: PushPreferences = { shipping: true, chat: true, backInStock: true },
): PushPreferencesResponse => ({ success: true, preferences, message: 'Preferences loaded' });

export const unreadCountAnswer = (unreadCount = 0): UnreadCountResponse => ({ success: true, unreadCount, message: 'Unread count' });

const productAnswer = (product: ProductResponse): GetProductResponse => ({ success: true, product, message: 'Product loaded' });

export const productsPageAnswer = (products: ProductResponse[], totalItemNum = products.length): ProductsPageResponse => ({
  success: true,
  products,
  totalItemNum,
  message: 'Products loaded',
});

const relatedProductsAnswer = (products: ProductResponse[] = []): RelatedProductsResponse => ({
  success: true,
  products,
  message: 'Related products loaded',
});

export const partProductsAnswer = (products: ProductResponse[]): PartProductsResponse => ({
  success: true,
  products: products.map(({ _id, ProductName, Cover, Sale, SubTypeSet }) => ({ _id, ProductName, Cover, Sale, SubTypeSet })),
  message: 'Products loaded',
});

export const orderAnswer = (order: OrderResponse): GetOrderResponse => ({ success: true, order, message: 'Order loaded' });

export const orderHistoryAnswer = (orders: OrderResponse[], hasMore = false): OrderHistoryPageResponse => ({
  success: true,
  orders,
  hasMore,
  message: 'Orders loaded',
});

const shippingSettingsAnswer = (shipping: ShippingSettings = { flatRate: 0, freeOver: null }): ShippingSettingsResponse => ({
  success: true,
  shipping,
  message: 'Shipping settings loaded',
});

/** A quote without a discount: the cart's subtotal plus `shipping`. */
const quoteAnswer = (subtotal: number, shipping = 0, overrides: Partial<QuoteResponse> = {}): QuoteResponse => ({
  success: true,
  subtotal,
  discount: 0,
  shipping,
  total: Math.round((subtotal + shipping) * 100) / 100,
  discountCode: null,
  message: 'Prices updated',
  ...overrides,
});

export const imageUploadAnswer = (url: string): ImageUploadResponse => ({
  success: true,
  url,
  thumbnailUrl: `${url}?thumb`,
  message: 'Image uploaded',
});

const welcomeBoardsAnswer = (welcomeBoards: WelcomeBoardResponse[]): WelcomeBoardsPageResponse => ({
  success: true,
  welcomeBoards,
  totalItemNum: welcomeBoards.length,
});

export const reviseFavAnswer = (mode: FavouriteMode): ReviseFavResponse => ({ success: true, message: 'Favourites updated', mode });

/** What the storefront's stubbed API knows: a catalogue page, the product pages, the carousel's boards. */
interface StorefrontData {
  products?: ProductResponse[];
  /** The catalogue's match count, when the page shows only some (default: the products given). */
  totalItemNum?: number;
  related?: ProductResponse[];
  boards?: WelcomeBoardResponse[];
  /** The visitor's session: a shopper's (checkAuth and the chat's unread count answer) or none (401, the default). */
  loggedIn?: boolean;
}

const notLoggedIn: StubbedAnswer = { status: 401, body: { success: false, message: 'Please log in first.' } };
const notFound: StubbedAnswer = { status: 404, body: { success: false, message: 'Not found' } };

/**
 * The storefront's reads answered from `shop`, each with its contract's answer: the catalogue, a product (found by
 * its id), its related products, the cart's refresh, the carousel, the shipping rate and the visitor's session.
 */
export function storefrontAnswer(path: string, shop: StorefrontData): StubbedAnswer {
  const products = shop.products ?? [];
  const productId = /\/products\/getProduct\/([^/?]+)/.exec(path)?.[1];
  if (productId !== undefined) {
    const product = products.find(({ _id }) => _id === productId);
    return product ? { body: productAnswer(product) } : notFound;
  }
  if (path.includes('/products/getRelatedProducts/')) return { body: relatedProductsAnswer(shop.related) };
  if (path.includes('/products/getProducts/')) return { body: productsPageAnswer(products, shop.totalItemNum) };
  if (path.includes('/products/getPartProducts')) return { body: partProductsAnswer(products) };
  if (path.includes('/welcomeBoards/getWelcomeBoards/')) return { body: welcomeBoardsAnswer(shop.boards ?? []) };
  if (path.endsWith('/settings/shipping')) return { body: shippingSettingsAnswer() };
  if (path.endsWith('/users/checkAuth')) return shop.loggedIn ? { body: checkAuthAnswer() } : notLoggedIn;
  if (path.endsWith('/chat/unread')) return shop.loggedIn ? { body: unreadCountAnswer() } : notLoggedIn;
  return notFound;
}

export const adminOrderAnswer = (order: AdminOrderResponse): GetAdminOrderResponse => ({ success: true, order, message: 'Order loaded' });

export const adminOrdersPageAnswer = (
  orders: AdminOrderResponse[],
  totalItemNum = orders.length,
  totalValue = 0,
): AdminOrdersPageResponse => ({ success: true, orders, totalItemNum, totalValue, message: 'Orders loaded' });

/** The admin list's products, each with its scarcest sub-type's stock unless given. */
export const adminProductsPageAnswer = (
  products: (ProductResponse & { LowestStock?: number | null })[],
  totalItemNum = products.length,
): AdminProductsPageResponse => ({
  success: true,
  products: products.map((product) => ({
    ...product,
    LowestStock: product.LowestStock === undefined ? Math.min(...product.SubTypeSet.map(({ LeftNum }) => LeftNum)) : product.LowestStock,
  })),
  totalItemNum,
  message: 'Products loaded',
});

export const adminProductAnswer = (product: ProductResponse): GetAdminProductResponse => ({
  success: true,
  product,
  message: 'Product loaded',
});

export const adminDashboardAnswer = (dashboard: AdminDashboard): AdminDashboardResponse => ({
  success: true,
  dashboard,
  message: 'Dashboard loaded',
});

/** The server's quote of the cart a call sent, priced from `products` (a sub-type's sale price first), without shipping. */
export function quoteOfSentCart(init: RequestInit | undefined, products: ProductResponse[]): QuoteResponse {
  const { cart } = sentJson(init) as { cart: { proid: string; subType: string; buyNum: number }[] };
  const subtotalCents = cart.reduce((sum, line) => {
    const subType = products.find(({ _id }) => _id === line.proid)?.SubTypeSet.find(({ Name }) => Name === line.subType);
    return sum + Math.round((subType?.SalePrice ?? subType?.Price ?? 0) * 100) * line.buyNum;
  }, 0);
  return quoteAnswer(subtotalCents / 100);
}

export const discountAnswer = (discount: DiscountResponse, message = 'Discount code saved'): DiscountAnswer => ({
  success: true,
  discount,
  message,
});

export const discountListAnswer = (discounts: DiscountResponse[]): DiscountListResponse => ({
  success: true,
  discounts,
  message: 'Discount codes loaded',
});

export const adminWelcomeBoardsAnswer = (welcomeBoards: WelcomeBoardResponse[]): AdminWelcomeBoardsPageResponse => ({
  ...welcomeBoardsAnswer(welcomeBoards),
  message: 'Welcome boards loaded',
});

export const adminWelcomeBoardAnswer = (welcomeBoard: WelcomeBoardResponse): GetAdminWelcomeBoardResponse => ({
  success: true,
  welcomeBoard,
  message: 'Welcome board loaded',
});
