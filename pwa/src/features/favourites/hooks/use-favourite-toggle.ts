import { useNavigate } from 'react-router-dom';
import { useToast } from '../../../components/ui/use-toast';
import { MESSAGES } from '../../../config/constants';
import { usePendingCall } from '../../../lib/use-pending-call';
import type { FavouriteSnapshot } from '../../../offline/shop-database';
import { useStoredEmail } from '../../../offline/use-stored-email';
import { toggleFavourite } from '../favourite-changes';

const QUEUED_FAVOURITE_MESSAGE = 'You are offline: your favourites will be saved when you are back online.';

/** The heart's action: favourites belong to an account, so without a stored email it leads to /login. */
export function useFavouriteToggle() {
  const { showToast } = useToast();
  const navigate = useNavigate();
  const email = useStoredEmail();
  const call = usePendingCall(toggleFavourite, () => showToast(MESSAGES.updateFailed));

  const toggle = async (proID: string, snapshot?: FavouriteSnapshot) => {
    if (!email) return navigate('/login');
    if ((await call.run(proID, snapshot)) === 'queued') showToast(QUEUED_FAVOURITE_MESSAGE);
  };

  return { toggle, pending: call.pending };
}
