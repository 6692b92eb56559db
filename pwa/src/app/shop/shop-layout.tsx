import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { AnimatedCubes } from '../../components/ui/animated-cubes';
import { useToast } from '../../components/ui/use-toast';
import { AppNotices } from '../pwa/app-notices';
import { NavBar } from './nav-bar';
import { RouteLoading } from './route-loading';
import { SiteFooter } from './site-footer';
import './shop-layout.css';

export function ShopLayout() {
  const { showToast } = useToast();
  // Stand-in until the cart feature brings its drawer: nothing can be added to the cart yet.
  const openCart = () => showToast('Your cart is empty.');

  return (
    <div className="shop-layout">
      <AnimatedCubes />
      <NavBar onOpenCart={openCart} />
      <AppNotices />
      <main className="shop-layout__main" id="main">
        <Suspense fallback={<RouteLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}
