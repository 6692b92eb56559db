import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Drawer } from '../../../components/ui/drawer';
import type { StoredFavourite } from '../../../offline/shop-database';
import { PriceTag } from '../../catalogue/components/price-tag';
import { useFavourites } from '../hooks/use-favourites';
import { FavouriteHeart } from './favourite-heart';
import './favourites-drawer.css';

/**
 * The Fav drawer. A product unmarked here stays listed (greyed) until the drawer closes, so that a
 * mistaken tap can be undone.
 */
export function FavouritesDrawer({ onClose }: { onClose: () => void }) {
  const favourites = useFavourites();
  const [shown, setShown] = useState(new Map<string, StoredFavourite>());
  // Each new list read is added to what the drawer shows, as it is drawn (React's state adjusted while rendering).
  const [added, setAdded] = useState<typeof favourites>(undefined);
  if (favourites !== added) {
    setAdded(favourites);
    if (favourites) setShown((current) => new Map([...current, ...favourites.map((favourite) => [favourite.proid, favourite] as const)]));
  }

  return (
    <Drawer title="Fav" onClose={onClose}>
      {favourites === undefined ? null : favourites.length === 0 && shown.size === 0 ? (
        <p className="favourites-drawer__empty">Empty</p>
      ) : (
        <ul className="favourites-drawer__list">
          {[...shown.values()].map((favourite) => (
            <FavouriteItem key={favourite.proid} favourite={favourite} />
          ))}
        </ul>
      )}
    </Drawer>
  );
}

function FavouriteItem({ favourite: { proid, snapshot } }: { favourite: StoredFavourite }) {
  const name = snapshot?.name ?? 'No longer available';
  return (
    <li className="favourite-item">
      {snapshot ? (
        <img className="favourite-item__image" src={snapshot.cover} alt="" loading="lazy" />
      ) : (
        <span className="favourite-item__image" />
      )}
      <div className="favourite-item__text">
        <Link className="favourite-item__name" to={`/product/${proid}`}>
          {name}
        </Link>
        {snapshot && <PriceTag price={{ currentCents: snapshot.priceCents, originalCents: snapshot.originalCents }} />}
      </div>
      <FavouriteHeart proid={proid} snapshot={snapshot} label={`Favourite: ${name}`} />
    </li>
  );
}
