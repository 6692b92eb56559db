import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { readStoredEmail } from '../../../offline/session-store';
import { stubApi } from '../../../test/api-stub';
import { renderWithRouter } from '../../../test/render-app';
import { loginState } from '../../../lib/login-intent';
import { LoginForm } from './login-form';
import { field, messageOf, toastText } from '../../../test/form-queries';

function renderForm(state?: unknown) {
  const user = userEvent.setup();
  return { user, ...renderWithRouter(<LoginForm />, { pathname: '/login', state }) };
}

async function logIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Email'), 'mia@example.com');
  await user.type(field('Password'), 'secret1');
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('LoginForm', () => {
  it('asks for the email and password', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(messageOf(field('Email'))).toBe('Please enter your email.');
    expect(messageOf(field('Password'))).toBe('Please enter your password.');
  });

  it('refuses a malformed email and a password under six characters', async () => {
    const fetchStub = stubApi(() => ({ body: { success: true } }));
    const { user } = renderForm();
    await user.type(field('Email'), 'mia.example.com');
    await user.type(field('Password'), '12345');

    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(messageOf(field('Email'))).toBe('Please enter correct email.');
    expect(messageOf(field('Password'))).toBe('Please enter correct password.');
    expect(field('Password').getAttribute('aria-invalid')).toBe('true');
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it('shows and hides the password', async () => {
    const { user } = renderForm();
    expect(field('Password').getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(field('Password').getAttribute('type')).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(field('Password').getAttribute('type')).toBe('password');
  });

  it('stores the email and goes to /success/login', async () => {
    const fetchStub = stubApi(() => ({ body: { success: true, message: 'Logged in successfully.' } }));
    const { user, router } = renderForm();
    await user.type(field('Email'), 'mia@example.com');
    await user.type(field('Password'), 'secret1');

    await user.click(screen.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/success/login'));
    expect(await readStoredEmail()).toBe('mia@example.com');
    expect(fetchStub).toHaveBeenCalledWith(
      '/api/users/login',
      expect.objectContaining({
        method: 'POST',
        body: '{"email":"mia@example.com","password":"secret1"}',
        headers: expect.objectContaining({ 'X-Requested-With': 'XMLHttpRequest' }),
      }),
    );
  });

  it('says why a shopper who pressed Check Out must log in, and goes back to the checkout afterwards', async () => {
    stubApi(() => ({ body: { success: true, message: 'Logged in successfully.' } }));
    const { user, router } = renderForm(loginState('checkout', { pathname: '/checkout', search: '' }));
    expect(
      screen.getByText('Please log in to check out. Your cart is kept, and you will be back at the checkout right after.'),
    ).toBeTruthy();

    await logIn(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
  });

  it('goes back to the product whose heart was pressed, asking its page to keep it as a favourite', async () => {
    stubApi(() => ({ body: { success: true, message: 'Logged in successfully.' } }));
    const { user, router } = renderForm(loginState('favourite', { pathname: '/product/kitty', search: '' }, 'kitty'));
    expect(screen.getByText('Please log in to keep your favourites. You will be back on the product right after.')).toBeTruthy();

    await logIn(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/product/kitty'));
    expect(router.state.location.state).toEqual({ favouriteAfterLogin: 'kitty' });
  });

  it('ignores a return address that leads off the site', async () => {
    stubApi(() => ({ body: { success: true, message: 'Logged in successfully.' } }));
    const { user, router } = renderForm({ loginIntent: { reason: 'session', returnTo: '//evil.example/' } });

    await logIn(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/success/login'));
  });

  it('shows the server message for wrong credentials and stores nothing', async () => {
    stubApi(() => ({ status: 401, body: { success: false, message: 'Email or password is incorrect.' } }));
    const { user, router } = renderForm();
    await user.type(field('Email'), 'mia@example.com');
    await user.type(field('Password'), 'wrong-one');

    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Email or password is incorrect.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(await readStoredEmail()).toBeNull();
  });

  it('only logs a network failure', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderForm();
    await user.type(field('Email'), 'mia@example.com');
    await user.type(field('Password'), 'secret1');

    await user.click(screen.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(toastText()).toBe('');
  });

  it('links to Forgot password and Register', () => {
    renderForm();
    expect(screen.getByRole('link', { name: 'Forgot password' }).getAttribute('href')).toBe('/resetPassword');
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/register');
  });
});
