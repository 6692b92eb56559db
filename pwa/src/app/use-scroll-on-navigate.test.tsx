import { act, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScrollOnNavigate } from './use-scroll-on-navigate';

function ScrollingLayout() {
  useScrollOnNavigate();
  return <Outlet />;
}

function renderPages() {
  const router = createMemoryRouter([{ element: <ScrollingLayout />, children: [{ path: '*', element: <p>page</p> }] }], {
    initialEntries: ['/products/all'],
  });
  render(<RouterProvider router={router} />);
  return router;
}

/** Scrolls the page as the shopper would: jsdom has no layout, so the position is set and announced by hand. */
function scrollTo(top: number) {
  Object.defineProperty(window, 'scrollY', { value: top, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

describe('useScrollOnNavigate', () => {
  afterEach(() => vi.restoreAllMocks());

  it('leaves the first page where it is, opens a new page at its top and brings Back to where the shopper was', async () => {
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const router = renderPages();
    expect(scroll).not.toHaveBeenCalled();

    act(() => scrollTo(640));
    await act(() => router.navigate('/product/1'));
    expect(scroll).toHaveBeenLastCalledWith(0, 0);

    act(() => scrollTo(120));
    await act(() => router.navigate(-1));
    expect(scroll).toHaveBeenLastCalledWith(0, 640);
  });
});
