import { loginBodySchema } from '@shop/contracts/accounts/account-bodies';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { BusyButton } from '../../../components/ui/busy-button';
import { TextField } from '../../../components/ui/text-field';
import { LOGIN_REASON_MESSAGES, loginIntentOf } from '../../../lib/login-intent';
import { useLogin } from '../api/login';
import { useAccountForm } from '../hooks/use-account-form';
import { PasswordField } from './password-field';
import './account-form.css';

/** Logs in, then goes back to where the shopper was going when something sent them here, else to /success/login. */
export function LoginForm({ onLoggedIn }: { onLoggedIn?: () => Promise<void> }) {
  const navigate = useNavigate();
  const intent = loginIntentOf(useLocation().state);
  const form = useAccountForm(loginBodySchema, { email: '', password: '' });
  const login = useLogin();

  const goOn = () =>
    intent
      ? navigate(intent.returnTo, { replace: true, state: intent.favourite ? { favouriteAfterLogin: intent.favourite } : null })
      : navigate('/success/login');
  // What the app does at login (merging the device's cart with the account's) finishes before the next page.
  const loggedIn = () => {
    if (onLoggedIn) void onLoggedIn().then(goOn);
    else void goOn();
  };
  const submit = form.handleSubmit((values) => login.mutate(values, { onSuccess: loggedIn }));

  return (
    <form className="account-form" noValidate onSubmit={submit}>
      {intent && (
        <p className="account-form__reason" role="status">
          {LOGIN_REASON_MESSAGES[intent.reason]}
        </p>
      )}
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
