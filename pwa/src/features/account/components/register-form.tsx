import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useToast } from '../../../components/ui/use-toast';
import { BusyButton } from '../../../components/ui/busy-button';
import { TextField } from '../../../components/ui/text-field';
import { emailErrors, registerErrors, type RegisterValues } from '../account-rules';
import { useRegister } from '../api/register';
import { useSendCode } from '../api/send-code';
import { useFormFields } from '../hooks/use-form-fields';
import { PasswordField } from './password-field';
import { PolicyAgreement } from './policy-agreement';
import { VerificationCodeField } from './verification-code-field';
import './account-form.css';

export function RegisterForm() {
  const navigate = useNavigate();
  const { showToast } = useToast();
  const form = useFormFields<RegisterValues>({ email: '', vcode: '', password: '', agreed: false });
  const sendCode = useSendCode();
  const register = useRegister();

  const askForCode = async () => {
    if (!form.accept(emailErrors(form.values.email))) return;
    const message = await sendCode.run(form.values.email);
    if (message !== undefined) showToast(message);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.accept(registerErrors(form.values))) return;
    if ((await register.run(form.values)) !== undefined) navigate('/success/register');
  };

  return (
    <form ref={form.formRef} className="account-form" noValidate onSubmit={submit}>
      <TextField label="Email" type="email" autoComplete="email" {...form.textField('email')} />
      <VerificationCodeField
            value={form.values.vcode}
            error={form.errors.vcode}
            onChange={(code) => form.setValue('vcode', code)}
            sending={sendCode.pending}
            onSend={askForCode}
          />
      <PasswordField label="Password" autoComplete="new-password" {...form.textField('password')} />
      <PolicyAgreement
        checked={form.values.agreed}
        error={form.errors.agreed}
        onChange={(agreed) => form.setValue('agreed', agreed)}
      />
      <BusyButton type="submit" busy={register.pending}>
        Submit
      </BusyButton>
      <p className="account-form__switch">
        Already registered? <Link to="/login">Login</Link>
      </p>
    </form>
  );
}
