import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from './toast-provider';
import { useToast, type ToastOptions } from './use-toast';
import { useToastsOfPage } from './use-toasts-of-page';

function ShowButton({ message, options }: { message: string; options?: ToastOptions }) {
  const { showToast } = useToast();
  return (
    <button type="button" onClick={() => showToast(message, options)}>
      show
    </button>
  );
}

function PageLayout() {
  useToastsOfPage();
  return <Outlet />;
}

/** Two pages under a layout that clears the toasts of the page left behind. */
function renderPages(options?: ToastOptions) {
  const pages = [
    { path: '/register', element: <ShowButton message="The verification code is incorrect." options={options} /> },
    { path: '/success/register', element: <p>Done</p> },
    { path: '/login', element: <p>Login</p> },
  ];
  const router = createMemoryRouter([{ element: <PageLayout />, children: pages }], { initialEntries: ['/register'] });
  render(
    <ToastProvider>
      <RouterProvider router={router} />
    </ToastProvider>,
  );
  return router;
}

describe('toast bar', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a message for 3.5 s, then fades it out and removes it', () => {
    render(
      <ToastProvider>
        <ShowButton message="Add to cart successfully." />
      </ToastProvider>,
    );

    act(() => screen.getByRole('button', { name: 'show' }).click());
    const toast = screen.getByText('Add to cart successfully.');
    expect(toast.className).toBe('toast');

    act(() => {
      vi.advanceTimersByTime(3500);
    });
    expect(screen.getByText('Add to cart successfully.').className).toContain('toast--leaving');

    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(screen.queryByText('Add to cart successfully.')).toBeNull();
  });

  it('restarts the 3.5 s when a new message arrives', () => {
    render(
      <ToastProvider>
        <ShowButton message="Hello" />
      </ToastProvider>,
    );

    act(() => screen.getByRole('button', { name: 'show' }).click());
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    act(() => screen.getByRole('button', { name: 'show' }).click());
    act(() => {
      vi.advanceTimersByTime(3000);
    });

    expect(screen.getByText('Hello').className).toBe('toast');
  });

  it("clears a page's message when another page is entered", async () => {
    const router = renderPages();
    act(() => screen.getByRole('button', { name: 'show' }).click());
    expect(screen.getByText('The verification code is incorrect.')).toBeTruthy();

    await act(() => router.navigate('/success/register'));

    expect(screen.getByText('Done')).toBeTruthy();
    expect(screen.queryByText('The verification code is incorrect.')).toBeNull();
  });

  it('keeps a message meant for the next page there, and clears it on the move after', async () => {
    const router = renderPages({ forNextPage: true });
    act(() => screen.getByRole('button', { name: 'show' }).click());

    await act(() => router.navigate('/success/register'));
    expect(screen.getByText('The verification code is incorrect.')).toBeTruthy();

    await act(() => router.navigate('/login'));
    expect(screen.queryByText('The verification code is incorrect.')).toBeNull();
  });
});
