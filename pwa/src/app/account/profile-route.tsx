import { lazy, Suspense } from 'react';
import { BusyButton } from '../../components/ui/busy-button';
import { StatusMessage } from '../../components/ui/status-message';
import { useLogout } from '../../features/account/api/logout';
import { useUser } from '../../features/account/api/get-user';
import { AccountDecor } from '../../features/account/components/account-scene';
import { AddressPanel } from '../../features/account/components/address-panel';
import { CheckoutRemindersSwitch } from '../../features/account/components/checkout-reminders-switch';
import { useAuthCheck } from '../../features/account/hooks/use-auth-check';
import { FavouritesPanel } from '../../features/favourites/components/favourites-panel';
import { useFavouritesSync } from '../../features/favourites/hooks/use-favourites-sync';
import { OrderHistory } from '../../features/orders/components/order-history';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useStoredEmail } from '../../offline/use-stored-email';
import './profile-route.css';

const PushSettings = lazy(() =>
  import('../../features/push/components/push-settings').then((module) => ({ default: module.PushSettings })),
);

export function ProfileRoute() {
  useDocumentTitle('Profile');
  const check = useAuthCheck();
  const storedEmail = useStoredEmail();
  const user = useUser(check === 'passed');
  useFavouritesSync(user.status === 'success' ? user.data.Fav : undefined);
  const logout = useLogout();

  if (check === 'checking') return <StatusMessage title="Checking your account…" />;

  const leave = async () => {
    // This browser stops receiving pushes; the shop drops the device's subscription with the session.
    await import('../../features/push/push-device').then((push) => push.forgetThisDevice()).catch(() => undefined);
    logout.mutate();
  };

  return (
    <div className="profile-backdrop">
      <AccountDecor />
      <div className="page profile">
        <header className="profile__header">
          <div>
            <h1 className="profile__title">Profile</h1>
            <p className="profile__email">{user.status === 'success' ? user.data.Email : storedEmail}</p>
          </div>
          <BusyButton className="button button--soft" busy={logout.isPending} onClick={leave}>
            Logout
          </BusyButton>
        </header>
        <div className="profile__panels">
          <div className="profile__panel">
            {user.status === 'success' ? (
              <AddressPanel saved={{ location: user.data.Location, recipient: user.data.UserName, phone: user.data.Phone }} />
            ) : (
              <StatusMessage
                title={check === 'offline' ? 'You are offline.' : 'Loading your address…'}
                detail={check === 'offline' ? 'Your address shows here once you are back online.' : undefined}
              />
            )}
          </div>
          <div className="profile__panel">
            <FavouritesPanel />
          </div>
        </div>
        {check === 'passed' && (
          <div className="profile__panel">
            <Suspense fallback={null}>
              <PushSettings />
            </Suspense>
          </div>
        )}
        {check === 'passed' && (
          <div className="profile__panel">
            <CheckoutRemindersSwitch />
          </div>
        )}
        <section className="profile__panel profile__orders" aria-labelledby="order-history-title">
          <h2 id="order-history-title" className="profile__section-title">
            Order History
          </h2>
          {check === 'passed' ? (
            <OrderHistory />
          ) : (
            <p className="profile__orders-placeholder">Your orders show here once you are back online.</p>
          )}
        </section>
      </div>
    </div>
  );
}
