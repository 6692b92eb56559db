import { NO_FILTER } from '@shop/contracts/catalogue/catalogue-filter';

/** The storefront's routes (spec §2) as the server sees them. */

export function productPath(id: string): string {
  return `/product/${id}`;
}

/** Account, checkout and admin screens: the app shell, never indexed. */
const PRIVATE_ROUTE = new RegExp(
  '^/(login|register|resetPassword|profile|checkout(/[^/]+)?|order/[^/]+|success/[^/]+|failed/[^/]+' +
    '|adminOperation|addProduct|manageProduct|reviseProduct/[^/]+|addWelcomeBoard|manageWelcomeBoard' +
    '|reviseWelcomeBoard/[^/]+|manageAllOrders|reviseOrder/[^/]+|onlineChat|importExport)/?$',
);

/** Where robots.txt keeps crawlers out: the API and every private screen's path prefix. */
export const DISALLOWED_PREFIXES = [
  '/api/',
  '/login',
  '/register',
  '/resetPassword',
  '/profile',
  '/checkout',
  '/order/',
  '/success/',
  '/failed/',
  '/adminOperation',
  '/addProduct',
  '/manageProduct',
  '/reviseProduct/',
  '/addWelcomeBoard',
  '/manageWelcomeBoard',
  '/reviseWelcomeBoard/',
  '/manageAllOrders',
  '/reviseOrder/',
  '/onlineChat',
  '/importExport',
];

export type StorefrontRoute =
  | { kind: 'home' }
  | { kind: 'policy' }
  | { kind: 'catalogue'; status: string; filter: string }
  | { kind: 'product'; id: string }
  | { kind: 'private' }
  | { kind: 'unknown' };

export function matchStorefrontRoute(path: string): StorefrontRoute {
  if (path === '/' || path === '/main') return { kind: 'home' };
  if (path === '/policy') return { kind: 'policy' };
  if (PRIVATE_ROUTE.test(path)) return { kind: 'private' };
  const catalogue = /^\/products\/([^/]+)(?:\/([^/]+))?\/?$/.exec(path);
  const product = /^\/product\/([^/]+)\/?$/.exec(path);
  try {
    if (catalogue)
      return { kind: 'catalogue', status: decodeURIComponent(catalogue[1]), filter: decodeURIComponent(catalogue.at(2) ?? NO_FILTER) };
    if (product) return { kind: 'product', id: decodeURIComponent(product[1]) };
  } catch {
    // A malformed %-escape is no page of ours.
  }
  return { kind: 'unknown' };
}
