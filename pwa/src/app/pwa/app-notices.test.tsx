import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppNotices } from './app-notices';

function setOnline(online: boolean) {
  vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

describe('offline banner', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says the shopper is offline while the network is off, and goes away after', () => {
    render(<AppNotices />);
    expect(screen.queryByText(/You are offline/)).toBeNull();

    setOnline(false);
    expect(screen.getByText(/You are offline/)).toBeTruthy();

    setOnline(true);
    expect(screen.queryByText(/You are offline/)).toBeNull();
  });
});
