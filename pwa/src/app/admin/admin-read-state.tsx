import type { ReactNode } from 'react';
import { StatusMessage } from '../../components/ui/status-message';
import { noticeOfError } from '../../features/admin/i18n/admin-notice';
import { useAdminText } from '../../features/admin/i18n/use-admin-text';
import { FETCH_FAILED } from '../../features/admin/i18n/use-admin-toast';
import type { ApiRead } from '../../lib/query-client';

/** What a read shows while loading or after failing; its data once it arrives. */
export function AdminReadState<T>({ read, children }: { read: ApiRead<T>; children: (data: T) => ReactNode }) {
  const { t, say } = useAdminText();
  if (read.status === 'pending') return <StatusMessage title={t('area.loading')} />;
  if (read.status === 'error') {
    const notFound = read.error.status === 404;
    return (
      <StatusMessage
        tone="problem"
        title={notFound ? t('area.pageNotFound') : t('area.loadFailed')}
        detail={say(noticeOfError(read.error, FETCH_FAILED))}
      >
        {!notFound && (
          <button type="button" className="button button--primary" onClick={() => void read.refetch()}>
            {t('area.tryAgain')}
          </button>
        )}
      </StatusMessage>
    );
  }
  return children(read.data);
}
