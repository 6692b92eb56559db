export const WELCOME_BOARDS_PAGE = 1;

export const CARD_NAME_MAX_CHARS = 30;
export const BOARD_TITLE_MAX_CHARS = 75;
export const BOARD_SUBTITLE_MAX_CHARS = 30;

export const TOAST_DURATION_MS = 3500;
export const TOAST_FADE_MS = 300;
export const PAGE_FADE_OUT_MS = 300;
export const PAGE_FADE_IN_MS = 150;
export const SLIDE_LOCK_MS = 300;
/** After paging or filtering the page scrolls to this share of the window height. */
export const PAGE_CHANGE_SCROLL_RATIO = 0.6;

/** With no sub-type chosen the quantity is effectively unbounded (spec §5). */
export const UNBOUNDED_QUANTITY = 1e10;

export const STORAGE_KEYS = {
  email: 'email',
  cart: 'cart',
  favourites: 'Fav',
  displayCart: 'displayCart',
} as const;

export const MESSAGES = {
  fetchFailed: '获取数据失败 (failed to fetch data)',
  updateFailed: 'Update failed',
} as const;

/** The add-to-cart success animation on the product page (spec §9). */
export const ADD_TO_CART_ANIMATION_MS = 3500;
/** An unpaid order's payment window (spec §9), counted from its creation when the server sends no deadline. */
export const ORDER_PAYMENT_WINDOW_MS = 300_000;

/** How long a chat message waits for the server's ack before it is retried on the next flush. */
export const CHAT_ACK_TIMEOUT_MS = 8000;
