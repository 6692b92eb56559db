import { AccountScene } from '../../features/account/components/account-scene';
import { RegisterForm } from '../../features/account/components/register-form';
import { useDocumentTitle } from '../../lib/use-document-title';

export function RegisterRoute() {
  useDocumentTitle('Register');
  return (
    <AccountScene title="Register">
      <RegisterForm />
    </AccountScene>
  );
}
