import { fireEvent, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyRoute, preloadRoute } from './lazy-route';

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Pressed {count}
    </button>
  );
}

function renderInSuspense(Route: ReturnType<typeof lazyRoute>) {
  return render(
    <Suspense fallback={<p>Loading…</p>}>
      <Route />
    </Suspense>,
  );
}

describe('lazyRoute', () => {
  it('draws a preloaded screen in the first render, without its loading state', async () => {
    const Route = lazyRoute(() => Promise.resolve(Counter));
    await preloadRoute(<Route />);

    renderInSuspense(Route);

    expect(screen.getByRole('button', { name: 'Pressed 0' })).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it('shows the loading state until a screen not preloaded arrives; a preload after that does not remount it', async () => {
    const Route = lazyRoute(() => Promise.resolve(Counter));
    const view = renderInSuspense(Route);
    expect(screen.getByText('Loading…')).toBeTruthy();
    const button = await screen.findByRole('button', { name: 'Pressed 0' });
    fireEvent.click(button);

    await preloadRoute(<Route />);
    view.rerender(
      <Suspense fallback={<p>Loading…</p>}>
        <Route />
      </Suspense>,
    );

    expect(screen.getByRole('button', { name: 'Pressed 1' })).toBe(button);
  });
});
