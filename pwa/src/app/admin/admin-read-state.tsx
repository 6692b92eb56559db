import type { ReactNode } from 'react';
import { StatusMessage } from '../../components/ui/status-message';
import { ADMIN_TEXT } from '../../features/admin/admin-messages';
import type { ApiRead } from '../../lib/use-api-read';

/** What a read shows while loading or after failing; its data once it arrives. */
export function AdminReadState<T>({ read, children }: { read: ApiRead<T>; children: (data: T) => ReactNode }) {
  if (read.status === 'loading') return <StatusMessage title={ADMIN_TEXT.area.loading} />;
  if (read.status === 'error') {
    const notFound = read.error.status === 404;
    return (
      <StatusMessage
        tone="problem"
        title={notFound ? ADMIN_TEXT.area.pageNotFound : ADMIN_TEXT.area.loadFailed}
        detail={read.error.serverMessage ?? read.error.message}
      >
        {!notFound && (
          <button type="button" className="button button--primary" onClick={read.retry}>
            {ADMIN_TEXT.area.tryAgain}
          </button>
        )}
      </StatusMessage>
    );
  }
  return children(read.data);
}
