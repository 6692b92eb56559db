import { useEffect } from 'react';
import { useToast } from '../../../components/ui/use-toast';
import { ApiError } from '../../../lib/api-client';
import { syncFavourites } from '../favourite-changes';

/** Brings the local Fav list in line with the server's once the profile has read it. */
export function useFavouritesSync(serverFavourites: string[] | undefined) {
  const { showToast } = useToast();
  useEffect(() => {
    if (!serverFavourites) return;
    syncFavourites(serverFavourites).catch((error: unknown) => {
      if (error instanceof ApiError && error.status !== 0) showToast(error.message);
    });
  }, [serverFavourites, showToast]);
}
