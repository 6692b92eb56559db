import type { Location } from 'react-router-dom';

/** Why a shopper was sent to /login: the login page says so, and sends them back once logged in. */
type LoginReason = 'checkout' | 'favourite' | 'session' | 'account';

interface LoginIntent {
  reason: LoginReason;
  /** The path (with its query) the shopper was going to. */
  returnTo: string;
  /** The product whose heart was pressed: favourited on the way back. */
  favourite?: string;
}

export const LOGIN_REASON_MESSAGES: Readonly<Record<LoginReason, string>> = {
  checkout: 'Please log in to check out. Your cart is kept, and you will be back at the checkout right after.',
  favourite: 'Please log in to keep your favourites. You will be back on the product right after.',
  session: 'Your session has expired. Please log in again.',
  account: 'Please log in to see this page.',
};

/** The router state of a visit to /login that remembers where the shopper was going. */
export function loginState(
  reason: LoginReason,
  from: Pick<Location, 'pathname' | 'search'>,
  favourite?: string,
): { loginIntent: LoginIntent } {
  return { loginIntent: { reason, returnTo: `${from.pathname}${from.search}`, ...(favourite && { favourite }) } };
}

/** The intent carried to /login, if any: only a path of this site is followed back. */
export function loginIntentOf(state: unknown): LoginIntent | null {
  const intent = (state as { loginIntent?: Partial<LoginIntent> } | null)?.loginIntent;
  if (!intent || typeof intent.returnTo !== 'string' || !intent.returnTo.startsWith('/') || intent.returnTo.startsWith('//')) return null;
  if (typeof intent.reason !== 'string' || !Object.hasOwn(LOGIN_REASON_MESSAGES, intent.reason)) return null;
  return { reason: intent.reason, returnTo: intent.returnTo, ...(typeof intent.favourite === 'string' && { favourite: intent.favourite }) };
}

/** The router state a product page is opened with after a login its heart asked for. */
export function favouriteAfterLogin(state: unknown): string | null {
  const proid = (state as { favouriteAfterLogin?: unknown } | null)?.favouriteAfterLogin;
  return typeof proid === 'string' ? proid : null;
}
