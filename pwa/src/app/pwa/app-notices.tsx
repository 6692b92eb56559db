import { Icon } from '../../components/ui/icon';
import { NoticeBar } from '../../components/ui/notice-bar';
import { reloadWithUpdate, useUpdateWaiting } from './service-worker';
import { useOnlineStatus } from '../../lib/use-online-status';

/** The offline banner and the new-version prompt, shown under the navigation bar. */
export function AppNotices() {
  const online = useOnlineStatus();
  const updateWaiting = useUpdateWaiting();
  return (
    <>
      {!online && (
        <NoticeBar tone="info">
          <Icon name="offline" />
          You are offline — showing pages and pictures you have already visited.
        </NoticeBar>
      )}
      {updateWaiting && (
        <NoticeBar tone="update">
          New version available —
          <button type="button" className="button button--primary" onClick={reloadWithUpdate}>
            Reload
          </button>
        </NoticeBar>
      )}
    </>
  );
}
