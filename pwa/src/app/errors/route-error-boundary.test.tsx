import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense, type ComponentType } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './route-error-boundary';

/** A layout as the app's: the boundary wraps the outlet, so the frame around it stays. */
function Layout() {
  return (
    <div>
      <p>Shop frame</p>
      <RouteErrorBoundary>
        <Suspense fallback={<p>Loading…</p>}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
    </div>
  );
}

function renderAt(path: string, screens: Record<string, ComponentType>) {
  const children = Object.entries(screens).map(([screenPath, Screen]) => ({ path: screenPath, element: <Screen /> }));
  const router = createMemoryRouter([{ element: <Layout />, children }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('route error boundary', () => {
  afterEach(() => vi.restoreAllMocks());

  it('offers a reload when a page chunk is gone after a deploy, and Reload reloads the page', async () => {
    const reload = vi.fn();
    // A URL has the fields of a Location; reload is the one call the page makes.
    const location = Object.assign(new URL(window.location.href), { reload }) as unknown as Location;
    vi.spyOn(window, 'location', 'get').mockReturnValue(location);
    const StalePage = lazy(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: https://shop.test/assets/product-route-1a2b3c.js')),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderAt('/product/1', { 'product/:id': StalePage });

    expect(await screen.findByText('A new version is available — reload')).toBeTruthy();
    expect(screen.getByText('Shop frame')).toBeTruthy();
    expect(screen.queryByText('Unexpected Application Error!')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('apologises for a page that fails to draw, and leads back to the shop', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const BrokenPage = () => {
      throw new Error('Cannot read properties of undefined');
    };
    const user = userEvent.setup();
    const router = renderAt('/order/1', { 'order/:orderId': BrokenPage, main: () => <p>Home page</p> });

    expect(await screen.findByText('Sorry, something went wrong on this page.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Back to the shop' }));
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/main');
    expect(screen.queryByText('Sorry, something went wrong on this page.')).toBeNull();
  });
});
