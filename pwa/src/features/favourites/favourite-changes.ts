import { ApiError } from '../../lib/api-client';
import { isFavourite, replaceFavourites, setFavourite } from '../../offline/favourites-store';
import { queueFavouriteChange, readOutbox, replayOutbox, type ReplayResult } from '../../offline/outbox';
import type { FavouriteIntent, FavouriteSnapshot } from '../../offline/shop-database';
import { getPartProducts } from '../catalogue/api/get-part-products';
import { reviseFav } from './api/revise-fav';
import { favouriteSnapshot } from './favourite-snapshot';

const isNetworkFailure = (error: unknown) => error instanceof ApiError && error.status === 0;
/** No answer, a clash with a toggle made at the same moment (409), or a server fault: worth another try. */
const isWorthRetrying = (error: unknown) =>
  error instanceof ApiError && (error.status === 0 || error.status === 409 || error.status >= 500);

/**
 * Toggles a favourite. Online, the local list follows the server's reply (spec §4); offline, the
 * local list changes at once and the wanted state is queued for when the network is back.
 */
export async function toggleFavourite(proID: string, snapshot?: FavouriteSnapshot): Promise<'saved' | 'queued'> {
  const wanted = !(await isFavourite(proID));
  if (navigator.onLine) {
    // A change still queued for this product must reach the server before this one toggles it.
    await replayOutbox(sendQueuedChange);
    try {
      await setFavourite(proID, await reviseFav(proID), snapshot);
      return 'saved';
    } catch (error) {
      if (!isNetworkFailure(error)) throw error;
    }
  }
  await setFavourite(proID, wanted, snapshot);
  await queueFavouriteChange({ proID, favourite: wanted });
  return 'queued';
}

/** Brings the server to a queued state. */
export async function sendQueuedChange({ proID, favourite }: FavouriteIntent): Promise<ReplayResult> {
  try {
    await setFavourite(proID, await reviseFavTo(proID, favourite));
    return 'sent';
  } catch (error) {
    if (isWorthRetrying(error)) return 'kept';
    // Logged out, or the product is no longer sold: this change can never be made.
    if (error instanceof ApiError && error.status === 404) await setFavourite(proID, false);
    return 'dropped';
  }
}

/** Makes a product a favourite whatever the server had: the heart pressed before the login asked for it. */
export async function keepFavourite(proID: string, snapshot?: FavouriteSnapshot): Promise<void> {
  await setFavourite(proID, await reviseFavTo(proID, true), snapshot);
}

/** The server only toggles: when it already was in the wanted state, the first toggle is undone by a second. */
async function reviseFavTo(proID: string, favourite: boolean): Promise<boolean> {
  const added = await reviseFav(proID);
  return added === favourite ? added : reviseFav(proID);
}

/**
 * Takes the server's favourites, with the changes still queued on top, and refreshes the pictures,
 * names and prices kept for the Fav drawer.
 */
export async function syncFavourites(serverFavourites: string[]): Promise<void> {
  const proids = new Set(serverFavourites);
  for (const { proID, favourite } of await readOutbox()) {
    if (favourite) proids.add(proID);
    else proids.delete(proID);
  }
  await replaceFavourites([...proids]);
  const products = await getPartProducts([...proids]);
  await replaceFavourites([...proids], new Map(products.map((product) => [product._id, favouriteSnapshot(product)])));
}
