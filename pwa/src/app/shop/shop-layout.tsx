import { lazy, Suspense, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Outlet, useMatch } from 'react-router-dom';
import { AnimatedCubes } from '../../components/ui/animated-cubes';
import { SkipLink } from '../../components/ui/skip-link';
import { useToastsOfPage } from '../../components/ui/use-toasts-of-page';
import { useSessionCheck } from '../../features/account/hooks/use-session-check';
import { useRepriceOnReconnect } from '../../features/cart/hooks/use-reprice-on-reconnect';
import { useAccountCartSync } from '../../features/cart/hooks/use-account-cart-sync';
import { useOutboxReplay } from '../../features/favourites/hooks/use-outbox-replay';
import { useStoredEmail } from '../../offline/use-stored-email';
import { RouteErrorBoundary } from '../errors/route-error-boundary';
import { lazyWithQueries } from '../lazy-with-queries';
import { AppNotices } from '../pwa/app-notices';
import { NavBar } from './nav-bar';
import { RouteLoading } from './route-loading';
import { SiteFooter } from './site-footer';
import './shop-layout.css';

// Not needed for the first screen: loaded when the cart icon is first pressed.
const CartDrawer = lazy(() => import('../../features/cart/components/cart-drawer').then((module) => ({ default: module.CartDrawer })));
// Only a logged-in shopper has the chat button: visitors never download it.
const ChatButton = lazyWithQueries(async () => (await import('../../features/chat/components/chat-button')).ChatButton);

// Opening the chat explains itself: with notifications on, the shop's replies reach a shopper who closed it.
// A background step the shopper did not ask for by name, so a failure stays quiet.
function offerPushForChat() {
  import('../../features/push/push-device').then((push) => push.enablePushOnThisDevice()).catch(() => undefined);
}

/**
 * Its own component: the stored session answering after the app mounts re-renders this slot, not the page.
 * Not on the checkout pages: like the cart icon it would stand over the payment buttons at a phone's bottom right.
 */
function ShopperChat() {
  const loggedIn = Boolean(useStoredEmail());
  const checkingOut = useMatch('/checkout/*') !== null;
  return (
    loggedIn &&
    !checkingOut && (
      // Its chunk failing to load (the shopper went offline just as the page opened) leaves the page without the
      // button, rather than the layout's error screen in place of the whole page.
      <ErrorBoundary fallback={null}>
        <Suspense fallback={null}>
          <ChatButton onOpen={offerPushForChat} />
        </Suspense>
      </ErrorBoundary>
    )
  );
}

export function ShopLayout() {
  const [cartOpen, setCartOpen] = useState(false);
  useRepriceOnReconnect();
  useAccountCartSync();
  const session = useSessionCheck();
  useOutboxReplay();
  useToastsOfPage();

  return (
    <div className="shop-layout">
      <SkipLink />
      <AnimatedCubes />
      <NavBar onOpenCart={() => setCartOpen(true)} admin={session.admin} />
      <AppNotices />
      <main className="shop-layout__main" id="main" tabIndex={-1}>
        <RouteErrorBoundary>
          <Suspense fallback={<RouteLoading />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      {/* Hydrated in a pass and a commit of its own, after the page (a boundary of its own): below the fold, it can wait. */}
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
      <ShopperChat />
      {cartOpen && (
        <Suspense fallback={null}>
          <CartDrawer onClose={() => setCartOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
