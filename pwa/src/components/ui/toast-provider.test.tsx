import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from './toast-provider';
import { useToast } from './use-toast';

function ShowButton({ message }: { message: string }) {
  const { showToast } = useToast();
  return (
    <button type="button" onClick={() => showToast(message)}>
      show
    </button>
  );
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

    act(() => vi.advanceTimersByTime(3500));
    expect(screen.getByText('Add to cart successfully.').className).toContain('toast--leaving');

    act(() => vi.advanceTimersByTime(300));
    expect(screen.queryByText('Add to cart successfully.')).toBeNull();
  });

  it('restarts the 3.5 s when a new message arrives', () => {
    render(
      <ToastProvider>
        <ShowButton message="Hello" />
      </ToastProvider>,
    );

    act(() => screen.getByRole('button', { name: 'show' }).click());
    act(() => vi.advanceTimersByTime(3000));
    act(() => screen.getByRole('button', { name: 'show' }).click());
    act(() => vi.advanceTimersByTime(3000));

    expect(screen.getByText('Hello').className).toBe('toast');
  });
});
