import { Icon } from '../../../components/ui/icon';
import type { PartProduct } from '../../catalogue/api/get-part-products';
import { favouriteSnapshot } from '../favourite-snapshot';
import { useFavouriteToggle } from '../hooks/use-favourite-toggle';
import { useIsFavourite } from '../hooks/use-favourites';
import './favourite-heart.css';

interface FavouriteHeartProps {
  proid: string;
  /** Kept for the Fav drawer when given (the product page has it; the drawer already keeps one). */
  product?: Pick<PartProduct, 'ProductName' | 'Cover' | 'SubTypeSet'>;
  label?: string;
}

/** Filled when the product is a favourite, greyed when not (spec §4 Favourite). */
export function FavouriteHeart({ proid, product, label = 'Favourite' }: FavouriteHeartProps) {
  const favourite = useIsFavourite(proid);
  const { toggle, pending } = useFavouriteToggle();
  return (
    <button
      type="button"
      className={favourite ? 'favourite-heart favourite-heart--on' : 'favourite-heart'}
      aria-label={label}
      aria-pressed={favourite}
      aria-busy={pending}
      onClick={() => !pending && void toggle(proid, product && favouriteSnapshot(product))}
    >
      <Icon name="heart" />
    </button>
  );
}
