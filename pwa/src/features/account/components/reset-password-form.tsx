import { resetPasswordBodySchema } from '@shop/contracts/accounts/account-bodies';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { BusyButton } from '../../../components/ui/busy-button';
import { TextField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/use-toast';
import { useResetPassword } from '../api/reset-password';
import { useSendResetCode } from '../api/send-reset-code';
import { useAccountForm } from '../hooks/use-account-form';
import { useResendCountdown } from '../hooks/use-resend-countdown';
import { PasswordField } from './password-field';
import { VerificationCodeField } from './verification-code-field';
import './account-form.css';

/** First the email, to mail a code; once it is sent, the code and the new password. */
export function ResetPasswordForm() {
  const navigate = useNavigate();
  const { showToast } = useToast();
  const form = useAccountForm(resetPasswordBodySchema, { email: '', vcode: '', password: '' });
  const [codeSent, setCodeSent] = useState(false);
  const sendCode = useSendResetCode();
  const resend = useResendCountdown();
  const reset = useResetPassword();

  const askForCode = async () => {
    if (!(await form.trigger('email', { shouldFocus: true }))) return;
    sendCode.mutate(form.getValues('email'), {
      onSuccess: ({ message, resendAfterSeconds }) => {
        showToast(message);
        setCodeSent(true);
        resend.start(resendAfterSeconds);
      },
    });
  };

  const resetPassword = form.handleSubmit((values) =>
    reset.mutate(values, {
      onSuccess: (message) => {
        showToast(message, { forNextPage: true });
        void navigate('/login');
      },
    }),
  );

  return (
    <form
      className="account-form"
      noValidate
      onSubmit={(event) => {
        if (codeSent) return void resetPassword(event);
        event.preventDefault();
        void askForCode();
      }}
    >
      <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
      {codeSent ? (
        <>
          <VerificationCodeField
            {...form.field('vcode')}
            sending={sendCode.isPending}
            waitSeconds={resend.secondsLeft}
            onSend={() => void askForCode()}
          />
          <PasswordField label="New password" autoComplete="new-password" {...form.field('password')} />
          <BusyButton type="submit" busy={reset.isPending}>
            Reset password
          </BusyButton>
        </>
      ) : (
        <BusyButton type="submit" busy={sendCode.isPending}>
          Send code
        </BusyButton>
      )}
      <p className="account-form__switch">
        Remembered it? <Link to="/login">Login</Link>
      </p>
    </form>
  );
}
