import { Link, useNavigate } from 'react-router-dom';
import { BusyButton } from '../../../components/ui/busy-button';
import { TextField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/use-toast';
import { registerFormSchema } from '../account-form-schemas';
import { useRegister } from '../api/register';
import { useSendCode } from '../api/send-code';
import { useAccountForm } from '../hooks/use-account-form';
import { useResendCountdown } from '../hooks/use-resend-countdown';
import { PasswordField } from './password-field';
import { PolicyAgreement } from './policy-agreement';
import { VerificationCodeField } from './verification-code-field';
import './account-form.css';

export function RegisterForm() {
  const navigate = useNavigate();
  const { showToast } = useToast();
  const form = useAccountForm(registerFormSchema, { email: '', vcode: '', password: '', agreed: false });
  const sendCode = useSendCode();
  const resend = useResendCountdown();
  const register = useRegister();

  const askForCode = async () => {
    if (!(await form.trigger('email', { shouldFocus: true }))) return;
    sendCode.mutate(form.getValues('email'), {
      onSuccess: ({ message, resendAfterSeconds }) => {
        showToast(message);
        resend.start(resendAfterSeconds);
      },
    });
  };

  const submit = form.handleSubmit((values) => register.mutate(values, { onSuccess: () => void navigate('/success/register') }));

  return (
    <form className="account-form" noValidate onSubmit={submit}>
      <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
      <VerificationCodeField
        {...form.field('vcode')}
        sending={sendCode.isPending}
        waitSeconds={resend.secondsLeft}
        onSend={() => void askForCode()}
      />
      <PasswordField label="Password" autoComplete="new-password" {...form.field('password')} />
      <PolicyAgreement {...form.field('agreed')} />
      <BusyButton type="submit" busy={register.isPending}>
        Submit
      </BusyButton>
      <p className="account-form__switch">
        Already registered? <Link to="/login">Login</Link>
      </p>
    </form>
  );
}
