import type { ReactNode } from 'react';
import { StatusMessage } from '../../../../components/ui/status-message';
import { useAdminText } from '../../i18n/use-admin-text';
import { useAdminAccess } from '../hooks/use-admin-access';

/** Shows the admin screens only once the server says this is an admin. */
export function AdminGuard({ children }: { children: ReactNode }) {
  const access = useAdminAccess();
  const { t } = useAdminText();
  if (access === 'checking') return <StatusMessage title={t('area.checking')} />;
  return children;
}
