import type { ChatAttachmentCard, ChatRole } from '@shop/contracts/chat/chat-events';
import { Link } from 'react-router-dom';
import { shopperOrderStatusLabel, type OrderStatus } from '@shop/contracts/orders/order-status';
import { formatDate } from '../../../lib/dates';
import { dollarsToCents, formatUsd } from '@shop/contracts/money';
import { shortOrderId } from '../../orders/short-order-id';
import { useChatText } from '../chat-text-context';

/** What a message attaches, as a card linking to it: an order to its page (the back office's for an admin), a product to its page. */
export function AttachmentCard({ card, viewer }: { card: ChatAttachmentCard; viewer: ChatRole }) {
  return (
    <Link className={`chat-card chat-card--${card.kind}`} to={attachmentPath(card, viewer)}>
      <AttachmentSummary card={card} />
    </Link>
  );
}

function attachmentPath(card: ChatAttachmentCard, viewer: ChatRole): string {
  if (card.kind === 'product') return `/product/${card.id}`;
  return viewer === 'admin' ? `/reviseOrder/${card.id}` : `/order/${card.id}`;
}

/** The inside of a card: a product's picture, name and price; an order's short id, date, status and total. Phrasing content only, so it fits in a link or a button. */
export function AttachmentSummary({ card, note }: { card: ChatAttachmentCard; note?: string }) {
  const chatText = useChatText();
  if (card.kind === 'product') {
    return (
      <>
        <img className="chat-card__image" src={card.cover} alt="" loading="lazy" decoding="async" />
        <span className="chat-card__text">
          {note && (
            <>
              <span className="chat-card__note">{note}</span>{' '}
            </>
          )}
          <span className="chat-card__title">{card.name}</span>{' '}
          <span className="chat-card__price">{formatUsd(dollarsToCents(card.price))}</span>
        </span>
      </>
    );
  }
  return (
    <span className="chat-card__text">
      <span className="chat-card__title">{chatText.attachedOrder(shortOrderId(card.id))}</span>{' '}
      <span className="chat-card__detail">
        {formatDate(card.createDate)} · <span className="chat-card__status">{shopperOrderStatusLabel(card.status as OrderStatus)}</span> ·{' '}
        <span className="chat-card__price">{formatUsd(dollarsToCents(card.totalPrice))}</span>
      </span>
    </span>
  );
}
