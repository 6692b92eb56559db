import { readFavourites } from '../../../offline/favourites-store';
import type { StoredFavourite } from '../../../offline/shop-database';
import { useStoredValue } from '../../../offline/use-stored-value';

/** The local Fav list; undefined while it is being read. */
export function useFavourites(): StoredFavourite[] | undefined {
  return useStoredValue('favourites', readFavourites);
}

export function useIsFavourite(proid: string): boolean {
  return useFavourites()?.some((favourite) => favourite.proid === proid) ?? false;
}
