import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readStoredEmail, saveEmail } from '../../../offline/session-store';
import { codeSentAnswer, messageAnswer } from '../../../test/answers';
import { stubApi } from '../../../test/api-stub';
import { renderWithRouter } from '../../../test/render-app';
import { ResetPasswordForm } from './reset-password-form';
import { field } from '../../../test/form-queries';

describe('ResetPasswordForm', () => {
  it('asks for a code by email, then sets the new password with it and goes to login', async () => {
    await saveEmail('mia@example.com');
    const fetchStub = stubApi((path) => ({
      body: path.endsWith('/vcode')
        ? codeSentAnswer('If this email is registered, a verification code has been sent to it.')
        : messageAnswer('Password reset successfully, please log in.'),
    }));
    const user = userEvent.setup();
    const { router } = renderWithRouter(<ResetPasswordForm />, '/resetPassword');
    expect(screen.queryByLabelText('Verification code')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByText('Please enter your email.')).toBeTruthy();
    await user.type(field('Email'), 'mia@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('If this email is registered, a verification code has been sent to it.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(screen.getByText('Please enter your verification code.')).toBeTruthy();
    expect(screen.getByText('Please enter your password.')).toBeTruthy();
    await user.type(field('Verification code'), '123456');
    await user.type(field('New password'), 'secret2');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.getByText('Password reset successfully, please log in.')).toBeTruthy();
    expect(fetchStub).toHaveBeenLastCalledWith(
      '/api/users/resetPassword',
      expect.objectContaining({ body: '{"email":"mia@example.com","vcode":"123456","password":"secret2"}' }),
    );
    // The server ended every session of the account.
    expect(await readStoredEmail()).toBeNull();
  });
});
