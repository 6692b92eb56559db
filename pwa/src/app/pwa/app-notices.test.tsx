import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppNotices } from './app-notices';
import { registerServiceWorker } from './service-worker';

const workbox = vi.hoisted(() => ({
  listeners: new Map<string, () => void>(),
  messageSkipWaiting: vi.fn(),
}));

vi.mock('../../config/env', () => ({ env: { apiBase: '', serviceWorkerEnabled: true } }));
vi.mock('workbox-window', () => ({
  Workbox: class {
    addEventListener(type: string, listener: () => void) {
      workbox.listeners.set(type, listener);
    }
    register() {
      return Promise.resolve();
    }
    messageSkipWaiting() {
      workbox.messageSkipWaiting();
    }
  },
}));

function setOnline(online: boolean) {
  vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

describe('app notices', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says the shopper is offline while the network is off, and goes away after', () => {
    render(<AppNotices />);
    expect(screen.queryByText(/You are offline/)).toBeNull();

    setOnline(false);
    expect(screen.getByText(/You are offline/)).toBeTruthy();

    setOnline(true);
    expect(screen.queryByText(/You are offline/)).toBeNull();
  });

  it('offers a reload when a new version is waiting, and activates it on Reload', async () => {
    Object.defineProperty(window.navigator, 'serviceWorker', { value: {}, configurable: true });
    const user = userEvent.setup();
    render(<AppNotices />);
    await registerServiceWorker();
    expect(screen.queryByText(/New version available/)).toBeNull();

    act(() => workbox.listeners.get('waiting')!());
    expect(screen.getByText(/New version available/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(workbox.listeners.has('controlling')).toBe(true);
  });

  it('offers an Install button where the browser allows installing, and opens its dialog', async () => {
    const user = userEvent.setup();
    render(<AppNotices />);
    expect(screen.queryByRole('button', { name: 'Install' })).toBeNull();

    const prompt = vi.fn(() => Promise.resolve());
    const offered = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    act(() => {
      window.dispatchEvent(offered);
    });
    expect(offered.defaultPrevented).toBe(true);
    expect(screen.getByText(/Install Kawaii Shop on this device/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Install' }));
    expect(prompt).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Install' })).toBeNull();
  });

  it('tells iOS Safari shoppers how to add the shop to the home screen, until they say Not now', async () => {
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
    );
    const user = userEvent.setup();
    const { unmount } = render(<AppNotices />);
    const hint = await screen.findByText('Install Kawaii Shop: tap the Share button, then “Add to Home Screen”.');

    await user.click(screen.getByRole('button', { name: 'Not now' }));
    expect(hint.isConnected).toBe(false);
    unmount();
    render(<AppNotices />);
    expect(screen.queryByText(/Add to Home Screen/)).toBeNull();
  });
});
