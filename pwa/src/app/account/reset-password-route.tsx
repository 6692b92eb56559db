import { AccountScene } from '../../features/account/components/account-scene';
import { ResetPasswordForm } from '../../features/account/components/reset-password-form';
import { useDocumentTitle } from '../../lib/use-document-title';

export function ResetPasswordRoute() {
  useDocumentTitle('Reset password');
  return (
    <AccountScene title="Reset password">
      <ResetPasswordForm />
    </AccountScene>
  );
}
