import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useToast } from '../../../components/ui/use-toast';
import { MESSAGES } from '../../../config/constants';
import type { FavouriteSnapshot } from '../../../offline/shop-database';
import { useStoredEmail } from '../../../offline/use-stored-email';
import { toggleFavourite } from '../favourite-changes';

const QUEUED_FAVOURITE_MESSAGE = 'You are offline: your favourites will be saved when you are back online.';

/** The heart's action: favourites belong to an account, so without a stored email it leads to /login. */
export function useFavouriteToggle() {
  const { showToast } = useToast();
  const navigate = useNavigate();
  const email = useStoredEmail();
  const change = useMutation({
    mutationFn: ({ proID, snapshot }: { proID: string; snapshot?: FavouriteSnapshot }) => toggleFavourite(proID, snapshot),
    onError: () => showToast(MESSAGES.updateFailed),
    onSuccess: (outcome) => {
      if (outcome === 'queued') showToast(QUEUED_FAVOURITE_MESSAGE);
    },
  });

  const toggle = (proID: string, snapshot?: FavouriteSnapshot) => {
    if (!email) return navigate('/login');
    change.mutate({ proID, snapshot });
  };

  return { toggle, pending: change.isPending };
}
