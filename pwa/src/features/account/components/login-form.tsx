import { loginBodySchema } from '@shop/contracts/accounts/account-bodies';
import { Link, useNavigate } from 'react-router-dom';
import { BusyButton } from '../../../components/ui/busy-button';
import { TextField } from '../../../components/ui/text-field';
import { useLogin } from '../api/login';
import { useAccountForm } from '../hooks/use-account-form';
import { PasswordField } from './password-field';
import './account-form.css';

export function LoginForm() {
  const navigate = useNavigate();
  const form = useAccountForm(loginBodySchema, { email: '', password: '' });
  const login = useLogin();

  const submit = form.handleSubmit((values) => login.mutate(values, { onSuccess: () => navigate('/success/login') }));

  return (
    <form className="account-form" noValidate onSubmit={submit}>
      <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
      <PasswordField label="Password" autoComplete="current-password" {...form.field('password')} />
      <Link className="account-form__aside-link" to="/resetPassword">
        Forgot password
      </Link>
      <BusyButton type="submit" busy={login.isPending}>
        Login
      </BusyButton>
      <p className="account-form__switch">
        New here? <Link to="/register">Register</Link>
      </p>
    </form>
  );
}
