import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { codeSentAnswer, messageAnswer } from '../../../test/answers';
import { stubApi } from '../../../test/api-stub';
import { renderWithRouter } from '../../../test/render-app';
import { RegisterForm } from './register-form';
import { field, messageOf, toastText } from '../../../test/form-queries';

function renderForm() {
  const user = userEvent.setup();
  const view = renderWithRouter(<RegisterForm />, '/register');
  return { user, ...view };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, values: { email?: string; code?: string; password?: string }) {
  if (values.email) await user.type(field('Email'), values.email);
  if (values.code) await user.type(field('Verification code'), values.code);
  if (values.password) await user.type(field('Password'), values.password);
}

describe('RegisterForm', () => {
  it('marks every empty field with its message and a red border, and sends nothing', async () => {
    const fetchStub = stubApi(() => ({ body: messageAnswer() }));
    const { user } = renderForm();

    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(messageOf(field('Email'))).toBe('Please enter your email.');
    expect(messageOf(field('Verification code'))).toBe('Please enter your verification code.');
    expect(messageOf(field('Password'))).toBe('Please enter your password.');
    expect(messageOf(screen.getByRole('checkbox'))).toBe('Please agree with the website policies.');
    for (const input of [field('Email'), field('Verification code'), field('Password'), screen.getByRole('checkbox')]) {
      expect(input.getAttribute('aria-invalid')).toBe('true');
    }
    expect(field('Email').closest('.field')?.classList.contains('field--invalid')).toBe(true);
    expect(document.activeElement).toBe(field('Email'));
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it('explains a malformed email, a short code and a short password', async () => {
    stubApi(() => ({ body: messageAnswer() }));
    const { user } = renderForm();
    await fillIn(user, { email: 'mia@example', code: '123', password: '12345' });
    await user.click(screen.getByRole('checkbox'));

    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(messageOf(field('Email'))).toBe('Please enter correct email.');
    expect(messageOf(field('Verification code'))).toBe('Please enter correct verification code.');
    expect(messageOf(field('Password'))).toBe('Please enter at least six digits for password.');
    expect(screen.getByRole('checkbox').getAttribute('aria-invalid')).toBeNull();
  });

  it('clears a message once its field is edited', async () => {
    stubApi(() => ({ body: messageAnswer() }));
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await user.type(field('Email'), 'm');

    expect(field('Email').getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('Please enter your email.')).toBeNull();
  });

  it('keeps only digits in the code field', async () => {
    const { user } = renderForm();
    await user.type(field('Verification code'), '12ab34');
    expect(field('Verification code')).toHaveProperty('value', '1234');
  });

  it('checks the email before sending a code, then shows the server message', async () => {
    const fetchStub = stubApi(() => ({ body: codeSentAnswer() }));
    const { user } = renderForm();

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(messageOf(field('Email'))).toBe('Please enter your email.');
    await user.type(field('Email'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(messageOf(field('Email'))).toBe('Please enter correct email.');
    expect(fetchStub).not.toHaveBeenCalled();

    await user.clear(field('Email'));
    await user.type(field('Email'), ' mia@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Verification code sent, please check your email.')).toBeTruthy();
    expect(fetchStub).toHaveBeenCalledWith(
      '/api/users/vcode',
      expect.objectContaining({ method: 'POST', body: '{"email":"mia@example.com"}' }),
    );
  });

  it('counts the Send button down until another code may be asked for', async () => {
    const fetchStub = stubApi(() => ({ body: codeSentAnswer('Verification code sent, please check your email.', 2) }));
    const { user } = renderForm();
    await fillIn(user, { email: 'mia@example.com' });

    await user.click(screen.getByRole('button', { name: 'Send' }));

    const waiting = await screen.findByRole('button', { name: 'Send again in 2 s' });
    expect((waiting as HTMLButtonElement).disabled).toBe(true);
    expect(await screen.findByRole('button', { name: 'Send again in 1 s' })).toBeTruthy();
    const send = await screen.findByRole('button', { name: 'Send' });
    expect((send as HTMLButtonElement).disabled).toBe(false);
    expect(fetchStub).toHaveBeenCalledOnce();
  });

  it('shows the server refusal of a code, e.g. when asked too often', async () => {
    stubApi(() => ({
      status: 429,
      body: { success: false, message: 'Please wait a minute before requesting another verification code.' },
    }));
    const { user } = renderForm();
    await fillIn(user, { email: 'mia@example.com' });

    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Please wait a minute before requesting another verification code.')).toBeTruthy();
  });

  it('shows a spinner on Send while the code is being sent', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const { user } = renderForm();
    await fillIn(user, { email: 'mia@example.com' });

    await user.click(screen.getByRole('button', { name: 'Send' }));

    const send = screen.getByRole('button', { name: 'Send' });
    expect(send.getAttribute('aria-busy')).toBe('true');
    expect(send.querySelector('.spinner')).not.toBeNull();
    answer(new Response(JSON.stringify(codeSentAnswer('Verification code sent, please check your email.', 0)), { status: 200 }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' }).getAttribute('aria-busy')).toBe('false'));
  });

  it('only logs a network failure, telling the shopper nothing', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderForm();
    await fillIn(user, { email: 'mia@example.com' });

    await user.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(toastText()).toBe('');
  });

  it('registers and goes to /success/register', async () => {
    const fetchStub = stubApi(() => ({ status: 201, body: messageAnswer('Registered successfully, please log in.') }));
    const { user, router } = renderForm();
    await fillIn(user, { email: 'mia@example.com', code: '123456', password: 'secret1' });
    await user.click(screen.getByRole('checkbox'));

    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/success/register'));
    expect(fetchStub).toHaveBeenCalledWith(
      '/api/users/register',
      expect.objectContaining({ body: '{"email":"mia@example.com","vcode":"123456","password":"secret1"}' }),
    );
  });

  it('stays and shows the server message when registering fails', async () => {
    stubApi(() => ({ status: 400, body: { success: false, message: 'The verification code is incorrect.' } }));
    const { user, router } = renderForm();
    await fillIn(user, { email: 'mia@example.com', code: '654321', password: 'secret1' });
    await user.click(screen.getByRole('checkbox'));

    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('The verification code is incorrect.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/register');
  });

  it('links to the policies and to login', () => {
    renderForm();
    expect(screen.getByRole('link', { name: 'website policies' }).getAttribute('href')).toBe('/policy');
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
  });
});
