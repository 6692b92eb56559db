import { useMemo } from 'react';
import { Icon } from '../../../components/ui/icon';
import type { PartProduct } from '../../catalogue/api/get-part-products';
import { favouriteSnapshot } from '../favourite-snapshot';
import type { FavouriteSnapshot } from '../../../offline/shop-database';
import { useFavouriteAfterLogin, useFavouriteToggle } from '../hooks/use-favourite-toggle';
import { useIsFavourite } from '../hooks/use-favourites';
import './favourite-heart.css';

interface FavouriteHeartProps {
  proid: string;
  /** Kept for the Fav drawer when given (the product page has it). */
  product?: Pick<PartProduct, 'ProductName' | 'Cover' | 'SubTypeSet'>;
  /** What the Fav drawer already keeps: a row hearted again there keeps its picture, name and price. */
  snapshot?: FavouriteSnapshot | null;
  label?: string;
}

/** Filled when the product is a favourite, greyed when not (spec §4 Favourite). */
export function FavouriteHeart({ proid, product, snapshot, label = 'Favourite' }: FavouriteHeartProps) {
  const favourite = useIsFavourite(proid);
  const { toggle, pending } = useFavouriteToggle();
  const kept = useMemo(() => snapshot ?? (product && favouriteSnapshot(product)), [snapshot, product]);
  useFavouriteAfterLogin(proid, kept);
  return (
    <button
      type="button"
      className={favourite ? 'favourite-heart favourite-heart--on' : 'favourite-heart'}
      aria-label={label}
      aria-pressed={favourite}
      aria-busy={pending}
      onClick={() => !pending && void toggle(proid, kept)}
    >
      <Icon name="heart" />
    </button>
  );
}
