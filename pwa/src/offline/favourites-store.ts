import { STORAGE_KEYS } from '../config/constants';
import { announceChange } from './change-feed';
import { shopDatabase, type FavouriteSnapshot, type StoredFavourite } from './shop-database';

export async function readFavourites(): Promise<StoredFavourite[]> {
  return (await shopDatabase()).getAll('favourites');
}

export async function isFavourite(proid: string): Promise<boolean> {
  return (await (await shopDatabase()).count('favourites', proid)) > 0;
}

/** Marks or unmarks one product, keeping a snapshot already stored when none is given. */
export async function setFavourite(proid: string, favourite: boolean, snapshot?: FavouriteSnapshot): Promise<void> {
  const transaction = (await shopDatabase()).transaction('favourites', 'readwrite');
  if (favourite) {
    const stored = await transaction.store.get(proid);
    await transaction.store.put({ proid, snapshot: snapshot ?? stored?.snapshot ?? null });
  } else {
    await transaction.store.delete(proid);
  }
  await transaction.done;
  announceChange('favourites');
}

/**
 * Replaces the list with the server's, keeping the stored snapshots of products still in it.
 * Skipped when nobody is logged in any more: a list read before a logout must not outlive it.
 */
export async function replaceFavourites(proids: string[], snapshots = new Map<string, FavouriteSnapshot>()): Promise<void> {
  const transaction = (await shopDatabase()).transaction(['session', 'favourites'], 'readwrite');
  const favourites = transaction.objectStore('favourites');
  if ((await transaction.objectStore('session').count(STORAGE_KEYS.email)) === 0) return transaction.done;
  const stored = new Map((await favourites.getAll()).map((favourite) => [favourite.proid, favourite.snapshot]));
  await favourites.clear();
  await Promise.all(proids.map((proid) => favourites.put({ proid, snapshot: snapshots.get(proid) ?? stored.get(proid) ?? null })));
  await transaction.done;
  announceChange('favourites');
}
