import { Link } from 'react-router-dom';
import '../../admin-list.css';

export interface CoverCard {
  id: string;
  /** The revise page the card opens. */
  to: string;
  cover: string;
  title: string;
  /** Whether the thing is live in the shop; the badge is muted when it is not. */
  live: boolean;
  badge: string;
  /** A line under the title, e.g. the stock. */
  detail?: string;
}

/** A grid of cards, each with a cover, a title, an optional detail and a live/hidden badge, each opening its revise page. */
export function CoverCardList({ label, cards }: { label: string; cards: CoverCard[] }) {
  return (
    <ul className="admin-list" aria-label={label}>
      {cards.map((card) => (
        <li key={card.id}>
          <Link className="admin-list__link" to={card.to}>
            <span className="admin-list__cover">
              <img src={card.cover} alt="" loading="lazy" decoding="async" />
            </span>
            <span className="admin-list__title">{card.title}</span>
            {card.detail && <span className="admin-list__detail">{card.detail}</span>}
            <span className={card.live ? 'admin-badge' : 'admin-badge admin-badge--off'}>{card.badge}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
