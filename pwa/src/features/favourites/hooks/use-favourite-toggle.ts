import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useToast } from '../../../components/ui/use-toast';
import { MESSAGES } from '../../../config/constants';
import type { FavouriteSnapshot } from '../../../offline/shop-database';
import { readStoredEmail } from '../../../offline/session-store';
import { useStoredEmail } from '../../../offline/use-stored-email';

// Fetched once the heart is drawn, not with the page: the page's first load draws the heart, and the action
// is in memory before the first tap, even if the shopper goes offline before the service worker took over.
const loadFavouriteChanges = () => import('../favourite-changes');

const QUEUED_FAVOURITE_MESSAGE = 'You are offline: your favourites will be saved when you are back online.';

/**
 * The heart's action: favourites belong to an account, so without a stored email it leads to /login. A plain
 * call rather than a TanStack mutation: the heart is on the product page's first load, which carries no query
 * library, and nothing else reads its outcome.
 */
export function useFavouriteToggle() {
  const { showToast } = useToast();
  const navigate = useNavigate();
  const email = useStoredEmail();
  const [pending, setPending] = useState(false);
  useEffect(() => void loadFavouriteChanges(), []);

  const toggle = async (proID: string, snapshot?: FavouriteSnapshot) => {
    // A tap before the stored session has been read (just after the app took over) asks for it then.
    if (!(email === undefined ? await readStoredEmail() : email)) return navigate('/login');
    setPending(true);
    await loadFavouriteChanges()
      .then((changes) => changes.toggleFavourite(proID, snapshot))
      .then(
        (outcome) => outcome === 'queued' && showToast(QUEUED_FAVOURITE_MESSAGE),
        () => showToast(MESSAGES.updateFailed),
      )
      .finally(() => setPending(false));
  };

  return { toggle, pending };
}
