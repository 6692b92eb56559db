import { Icon } from '../../components/ui/icon';
import { NoticeBar } from '../../components/ui/notice-bar';
import { useInstallOffer } from './install-offer';
import { reloadWithUpdate, useUpdateWaiting } from './service-worker';
import { useOnlineStatus } from '../../lib/use-online-status';
import './app-notices.css';

/** The offline banner and the new-version prompt, shown under the navigation bar, and the offer to install the shop. */
export function AppNotices() {
  const online = useOnlineStatus();
  const updateWaiting = useUpdateWaiting();
  const { offer, dismiss } = useInstallOffer();
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
      {offer && (
        <div className="app-notices__install">
          <NoticeBar tone="info">
            {offer.kind === 'prompt' ? (
              <>
                Install Kawaii Shop on this device for quick access.
                <button type="button" className="button button--primary" onClick={() => void offer.install()}>
                  Install
                </button>
              </>
            ) : (
              <>Install Kawaii Shop: tap the Share button, then “Add to Home Screen”.</>
            )}
            <button type="button" className="button button--soft" onClick={dismiss}>
              Not now
            </button>
          </NoticeBar>
        </div>
      )}
    </>
  );
}
