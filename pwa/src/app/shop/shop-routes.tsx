import { matchRoutes, Navigate, type RouteObject } from 'react-router-dom';
import { accountRoutes } from '../account/account-routes';
import { type PreloadableScreen, preloadableScreen } from './preloadable-screen';

// Each route loads on demand, the home page too: the entry chunk holds only what every page draws (the
// server's HTML of the page preloads its route's chunk).
const HomeRoute = preloadableScreen(async () => (await import('./home-route')).HomeRoute);
const ProductsRoute = preloadableScreen(async () => (await import('./products-route')).ProductsRoute);
const ProductRoute = preloadableScreen(async () => (await import('./product-route')).ProductRoute);
const PolicyRoute = preloadableScreen(async () => (await import('./policy-route')).PolicyRoute);

const storefrontScreens: { route: RouteObject; Screen: PreloadableScreen }[] = [
  { route: { index: true }, Screen: HomeRoute },
  { route: { path: 'main' }, Screen: HomeRoute },
  { route: { path: 'products/:status/:filter?' }, Screen: ProductsRoute },
  { route: { path: 'product/:id' }, Screen: ProductRoute },
  { route: { path: 'policy' }, Screen: PolicyRoute },
];
const storefrontRoutes: RouteObject[] = storefrontScreens.map(({ route, Screen }) => ({ ...route, element: <Screen /> }));

/** The storefront routes of spec §2, rendered inside ShopLayout. */
export const shopRoutes: RouteObject[] = [...storefrontRoutes, ...accountRoutes, { path: '*', element: <Navigate to="/main" replace /> }];

/** Loads the code of the storefront screen at `pathname`, if it is one (the app awaits it before hydrating). */
export async function preloadStorefrontScreen(pathname: string): Promise<void> {
  const route = matchRoutes(storefrontRoutes, pathname)?.at(-1)?.route;
  if (route) await storefrontScreens[storefrontRoutes.indexOf(route)]?.Screen.preload();
}
