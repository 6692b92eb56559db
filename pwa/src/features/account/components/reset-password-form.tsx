import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { BusyButton } from '../../../components/ui/busy-button';
import { TextField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/use-toast';
import { emailErrors, resetPasswordErrors } from '../account-rules';
import { useResetPassword } from '../api/reset-password';
import { useSendResetCode } from '../api/send-reset-code';
import { useFormFields } from '../hooks/use-form-fields';
import { PasswordField } from './password-field';
import { VerificationCodeField } from './verification-code-field';
import './account-form.css';

/** First the email, to mail a code; once it is sent, the code and the new password. */
export function ResetPasswordForm() {
  const navigate = useNavigate();
  const { showToast } = useToast();
  const form = useFormFields({ email: '', vcode: '', password: '' });
  const [codeSent, setCodeSent] = useState(false);
  const sendCode = useSendResetCode();
  const reset = useResetPassword();

  const askForCode = async () => {
    if (!form.accept(emailErrors(form.values.email))) return;
    const message = await sendCode.run(form.values.email);
    if (message === undefined) return;
    showToast(message);
    setCodeSent(true);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!codeSent) return void askForCode();
    const { email, vcode, password } = form.values;
    if (!form.accept(resetPasswordErrors({ email, vcode, password }))) return;
    const message = await reset.run(form.values);
    if (message === undefined) return;
    showToast(message, { forNextPage: true });
    navigate('/login');
  };

  return (
    <form ref={form.formRef} className="account-form" noValidate onSubmit={submit}>
      <TextField label="Email" type="email" autoComplete="email" {...form.textField('email')} />
      {codeSent ? (
        <>
          <VerificationCodeField
            value={form.values.vcode}
            error={form.errors.vcode}
            onChange={(code) => form.setValue('vcode', code)}
            sending={sendCode.pending}
            onSend={askForCode}
          />
          <PasswordField label="New password" autoComplete="new-password" {...form.textField('password')} />
          <BusyButton type="submit" busy={reset.pending}>
            Reset password
          </BusyButton>
        </>
      ) : (
        <BusyButton type="submit" busy={sendCode.pending}>
          Send code
        </BusyButton>
      )}
      <p className="account-form__switch">
        Remembered it? <Link to="/login">Login</Link>
      </p>
    </form>
  );
}
