import { lazy, Suspense, useState } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { AnimatedCubes } from '../../components/ui/animated-cubes';
import { SkipLink } from '../../components/ui/skip-link';
import { useToastsOfPage } from '../../components/ui/use-toasts-of-page';
import { ChatButton } from '../../features/chat/components/chat-button';
import { useRepriceOnReconnect } from '../../features/cart/hooks/use-reprice-on-reconnect';
import { useOutboxReplay } from '../../features/favourites/hooks/use-outbox-replay';
import { AppNotices } from '../pwa/app-notices';
import { NavBar } from './nav-bar';
import { RouteLoading } from './route-loading';
import { SiteFooter } from './site-footer';
import './shop-layout.css';

// Not needed for the first screen: loaded when the cart icon is first pressed.
const CartDrawer = lazy(() => import('../../features/cart/components/cart-drawer').then((module) => ({ default: module.CartDrawer })));

export function ShopLayout() {
  const [cartOpen, setCartOpen] = useState(false);
  useRepriceOnReconnect();
  useOutboxReplay();
  useToastsOfPage();

  return (
    <div className="shop-layout">
      <SkipLink />
      <AnimatedCubes />
      <NavBar onOpenCart={() => setCartOpen(true)} />
      <AppNotices />
      <main className="shop-layout__main" id="main" tabIndex={-1}>
        <Suspense fallback={<RouteLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <ChatButton />
      {cartOpen && (
        <Suspense fallback={null}>
          <CartDrawer onClose={() => setCartOpen(false)} />
        </Suspense>
      )}
      <ScrollRestoration />
    </div>
  );
}
