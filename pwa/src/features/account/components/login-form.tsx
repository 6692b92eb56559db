import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { BusyButton } from '../../../components/ui/busy-button';
import { TextField } from '../../../components/ui/text-field';
import { loginErrors } from '../account-rules';
import { useLogin } from '../api/login';
import { useFormFields } from '../hooks/use-form-fields';
import { PasswordField } from './password-field';
import './account-form.css';

export function LoginForm() {
  const navigate = useNavigate();
  const form = useFormFields({ email: '', password: '' });
  const login = useLogin();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.accept(loginErrors(form.values))) return;
    if ((await login.run(form.values)) !== undefined) navigate('/success/login');
  };

  return (
    <form ref={form.formRef} className="account-form" noValidate onSubmit={submit}>
      <TextField label="Email" type="email" autoComplete="email" {...form.textField('email')} />
      <PasswordField label="Password" autoComplete="current-password" {...form.textField('password')} />
      <Link className="account-form__aside-link" to="/resetPassword">
        Forgot password
      </Link>
      <BusyButton type="submit" busy={login.pending}>
        Login
      </BusyButton>
      <p className="account-form__switch">
        New here? <Link to="/register">Register</Link>
      </p>
    </form>
  );
}
