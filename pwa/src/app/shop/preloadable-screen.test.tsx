import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { preloadableScreen } from './preloadable-screen';

const Welcome = () => <h1>Welcome to the shop</h1>;

function renderScreen() {
  const Screen = preloadableScreen(() => Promise.resolve(Welcome));
  const draw = () =>
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Screen />
      </Suspense>,
    );
  return { Screen, draw };
}

describe('preloadableScreen', () => {
  it('draws a preloaded screen in its first render, without the loading fallback', async () => {
    const { Screen, draw } = renderScreen();
    await Screen.preload();
    draw();
    expect(screen.getByRole('heading').textContent).toBe('Welcome to the shop');
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it('loads a screen that was not preloaded on demand, showing the fallback meanwhile', async () => {
    const { draw } = renderScreen();
    draw();
    expect(screen.queryByRole('heading')).toBeNull();
    screen.getByText('Loading…');
    expect((await screen.findByRole('heading')).textContent).toBe('Welcome to the shop');
  });
});
