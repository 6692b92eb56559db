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
});
