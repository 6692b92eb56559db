import { AccountScene } from '../../features/account/components/account-scene';
import { LoginForm } from '../../features/account/components/login-form';
import { mergeCartAtLogin } from '../../features/cart/hooks/use-account-cart-sync';
import { useDocumentTitle } from '../../lib/use-document-title';

export function LoginRoute() {
  useDocumentTitle('Login');
  return (
    <AccountScene title="Login">
      <LoginForm onLoggedIn={mergeCartAtLogin} />
    </AccountScene>
  );
}
