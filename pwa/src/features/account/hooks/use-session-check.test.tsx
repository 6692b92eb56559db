import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NavBar } from '../../../app/shop/nav-bar';
import { readStoredEmail, saveEmail } from '../../../offline/session-store';
import { checkAuthAnswer } from '../../../test/answers';
import { stubApi } from '../../../test/api-stub';
import { renderWithRouter } from '../../../test/render-app';
import { useSessionCheck } from './use-session-check';
import { BACKGROUND_WAIT } from '../../../test/background-wait';

function NavWithSessionCheck() {
  const { admin } = useSessionCheck();
  return <NavBar onOpenCart={vi.fn()} admin={admin} />;
}

describe('an expired session', () => {
  it('no longer links the user icon to /profile: it offers Log in', async () => {
    await saveEmail('mia@example.com');
    stubApi(() => ({ status: 401, body: { success: false, message: 'Please log in first.' } }));
    renderWithRouter(<NavWithSessionCheck />, '/main');

    await vi.waitFor(async () => expect(await readStoredEmail()).toBeNull(), BACKGROUND_WAIT);
    expect((await screen.findByRole('link', { name: 'Log in' })).getAttribute('href')).toBe('/login');
  });

  it('keeps a live session linked to /profile', async () => {
    await saveEmail('mia@example.com');
    const fetchStub = stubApi(() => ({ body: checkAuthAnswer() }));
    renderWithRouter(<NavWithSessionCheck />, '/main');

    expect((await screen.findByRole('link', { name: 'Your profile' })).getAttribute('href')).toBe('/profile');
    await vi.waitFor(() => expect(fetchStub).toHaveBeenCalledWith('/api/users/checkAuth', expect.anything()), BACKGROUND_WAIT);
    expect(await readStoredEmail()).toBe('mia@example.com');
  });
});

describe('an admin in the storefront', () => {
  it('sees a link to the back office', async () => {
    await saveEmail('admin@example.com');
    stubApi(() => ({ body: checkAuthAnswer(true) }));
    renderWithRouter(<NavWithSessionCheck />, '/main');

    expect((await screen.findByRole('link', { name: 'Back office' })).getAttribute('href')).toBe('/adminOperation');
  });

  it('is not offered the back office as a shopper', async () => {
    await saveEmail('mia@example.com');
    const fetchStub = stubApi(() => ({ body: checkAuthAnswer(false) }));
    renderWithRouter(<NavWithSessionCheck />, '/main');

    await vi.waitFor(() => expect(fetchStub).toHaveBeenCalled(), BACKGROUND_WAIT);
    expect(await screen.findByRole('link', { name: 'Your profile' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Back office' })).toBeNull();
  });
});
