import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useToast } from '../../../components/ui/use-toast';
import { MESSAGES } from '../../../config/constants';
import { ApiError } from '../../../lib/api-client';
import { favouriteAfterLogin, loginState } from '../../../lib/login-intent';
import type { FavouriteSnapshot } from '../../../offline/shop-database';
import { forgetEmail, readStoredEmail } from '../../../offline/session-store';
import { useStoredEmail } from '../../../offline/use-stored-email';

// Not in the page's first load, but fetched as soon as the code of a page with a heart runs (before the app
// hydrates it): the action is in memory before the first tap, even if the shopper goes offline before the
// service worker took over.
const loadFavouriteChanges = () => import('../favourite-changes');
void loadFavouriteChanges().catch(() => undefined);

const QUEUED_FAVOURITE_MESSAGE = 'You are offline: your favourites will be saved when you are back online.';

/**
 * The heart's action: favourites belong to an account, so without a stored email, or with a session the server
 * no longer knows, it leads to /login, which says why and comes back here to keep the favourite. A plain
 * call rather than a TanStack mutation: the heart is on the product page's first load, which carries no query
 * library, and nothing else reads its outcome.
 */
export function useFavouriteToggle() {
  const { showToast } = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const email = useStoredEmail();
  const [pending, setPending] = useState(false);

  const logInFor = (proID: string, reason: 'favourite' | 'session') => navigate('/login', { state: loginState(reason, location, proID) });

  const toggle = async (proID: string, snapshot?: FavouriteSnapshot) => {
    // A tap before the stored session has been read (just after the app took over) asks for it then.
    if (!(email === undefined ? await readStoredEmail() : email)) return logInFor(proID, 'favourite');
    setPending(true);
    await loadFavouriteChanges()
      .then((changes) => changes.toggleFavourite(proID, snapshot))
      .then(
        (outcome) => outcome === 'queued' && showToast(QUEUED_FAVOURITE_MESSAGE),
        async (error: unknown) => {
          if (error instanceof ApiError && error.status === 401) {
            await forgetEmail();
            await logInFor(proID, 'session');
          } else showToast(MESSAGES.updateFailed);
        },
      )
      .finally(() => setPending(false));
  };

  return { toggle, pending };
}

/**
 * Back from a login the heart asked for (the router state says which product): makes it a favourite, whatever
 * the server had, once, and forgets the request so that a reload does not repeat it.
 */
export function useFavouriteAfterLogin(proid: string, snapshot: FavouriteSnapshot | undefined) {
  const { pathname, search, state } = useLocation() as { pathname: string; search: string; state: unknown };
  const navigate = useNavigate();
  const requested = favouriteAfterLogin(state) === proid;
  const kept = useRef(false);

  useEffect(() => {
    if (!requested || kept.current) return;
    kept.current = true;
    void navigate(`${pathname}${search}`, { replace: true, state: null });
    void loadFavouriteChanges().then((changes) => changes.keepFavourite(proid, snapshot));
  }, [requested, proid, snapshot, navigate, pathname, search]);
}
