import type { ReactNode } from 'react';
import { StatusMessage } from '../../../../components/ui/status-message';
import { ADMIN_TEXT } from '../../admin-messages';
import { useAdminAccess } from '../hooks/use-admin-access';

/** Shows the admin screens only once the server says this is an admin. */
export function AdminGuard({ children }: { children: ReactNode }) {
  const access = useAdminAccess();
  if (access === 'checking') return <StatusMessage title={ADMIN_TEXT.area.checking} />;
  return children;
}
