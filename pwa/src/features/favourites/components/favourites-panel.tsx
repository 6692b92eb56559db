import { useId, useState } from 'react';
import { useFavourites } from '../hooks/use-favourites';
import { FavouritesDrawer } from './favourites-drawer';
import './favourites-panel.css';

/** The profile's Fav panel: how many favourites there are, and the button to the Fav drawer. */
export function FavouritesPanel() {
  const favourites = useFavourites();
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const count = favourites?.length ?? 0;

  return (
    <section className="favourites-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="favourites-panel__title">
        Fav
      </h2>
      <p>{count === 1 ? '1 favourite product' : `${count} favourite products`}</p>
      <button type="button" className="button button--soft" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Open Fav
      </button>
      {open && <FavouritesDrawer onClose={() => setOpen(false)} />}
    </section>
  );
}
