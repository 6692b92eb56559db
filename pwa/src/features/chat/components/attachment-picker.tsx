import type { ChatAttachmentCard } from '@shop/contracts/chat/chat-events';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Icon } from '../../../components/ui/icon';
import type { ApiRead } from '../../../lib/query-client';
import type { ChatText } from '../chat-text';
import { useChatText } from '../chat-text-context';
import { AttachmentSummary } from './attachment-card';

const TABS = ['orders', 'products'] as const;
type Tab = (typeof TABS)[number];

export type PickerTexts = ChatText['picker'];

interface AttachmentPickerProps {
  orders: ApiRead<ChatAttachmentCard[]>;
  products: ApiRead<ChatAttachmentCard[]>;
  /** The product on screen, marked as such. */
  currentProductId: string | null;
  onPick: (card: ChatAttachmentCard) => void;
  onClose: () => void;
  texts?: PickerTexts;
}

/**
 * Two tabs, orders and products (the shopper's, or the conversation's shopper's for an admin), each a list of buttons. Arrow keys, Home and End
 * move between the tabs (WAI-ARIA tabs pattern); Escape closes the picker, not the chat.
 */
export function AttachmentPicker({ orders, products, currentProductId, onPick, onClose, texts: givenTexts }: AttachmentPickerProps) {
  const chatText = useChatText();
  const texts = givenTexts ?? chatText.picker;
  const [tab, setTab] = useState<Tab>(currentProductId ? 'products' : 'orders');
  const idPrefix = useId();
  const tabRefs = useRef(new Map<Tab, HTMLButtonElement>());

  const openingTab = useRef(tab);
  useEffect(() => tabRefs.current.get(openingTab.current)?.focus(), []);

  const choose = (next: Tab) => {
    setTab(next);
    tabRefs.current.get(next)?.focus();
  };

  const onTabKeyDown = (event: KeyboardEvent) => {
    const index = TABS.indexOf(tab);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: TABS.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    choose(TABS[(next + TABS.length) % TABS.length]);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    // The chat's drawer listens on the document: stop here so that only the picker closes.
    event.stopPropagation();
    onClose();
  };

  const tabId = (name: Tab) => `${idPrefix}-${name}-tab`;
  const panelId = (name: Tab) => `${idPrefix}-${name}-panel`;

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape bubbles up from the focused controls inside
    <section className="chat-picker" aria-label={chatText.attach} onKeyDown={onKeyDown}>
      <div className="chat-picker__head">
        {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus -- the tabs take the focus (one at a time); their arrow keys bubble up here */}
        <div className="chat-picker__tabs" role="tablist" aria-label={chatText.attach} onKeyDown={onTabKeyDown}>
          {TABS.map((name) => (
            <button
              key={name}
              ref={(element) => {
                if (element) tabRefs.current.set(name, element);
              }}
              type="button"
              role="tab"
              id={tabId(name)}
              className="chat-picker__tab"
              aria-selected={tab === name}
              aria-controls={panelId(name)}
              tabIndex={tab === name ? 0 : -1}
              onClick={() => choose(name)}
            >
              {texts[name]}
            </button>
          ))}
        </div>
        <button type="button" className="icon-button" aria-label={texts.close} onClick={onClose}>
          <Icon name="close" />
        </button>
      </div>
      {TABS.map((name) => (
        <div
          key={name}
          role="tabpanel"
          id={panelId(name)}
          aria-labelledby={tabId(name)}
          hidden={tab !== name}
          className="chat-picker__panel"
        >
          <CardOptions
            read={name === 'orders' ? orders : products}
            texts={{
              tryAgain: texts.tryAgain,
              ...(name === 'orders'
                ? { loading: texts.loadingOrders, failed: texts.ordersFailed, empty: texts.noOrders }
                : { loading: texts.loadingProducts, failed: texts.productsFailed, empty: texts.noProducts }),
            }}
            noteFor={(card) => (card.id === currentProductId ? texts.thisProduct : undefined)}
            onPick={onPick}
          />
        </div>
      ))}
    </section>
  );
}

interface CardOptionsProps {
  read: ApiRead<ChatAttachmentCard[]>;
  texts: { loading: string; failed: string; empty: string; tryAgain: string };
  noteFor: (card: ChatAttachmentCard) => string | undefined;
  onPick: (card: ChatAttachmentCard) => void;
}

function CardOptions({ read, texts, noteFor, onPick }: CardOptionsProps) {
  if (read.status === 'pending') return <p className="chat-picker__note">{texts.loading}</p>;
  if (read.status === 'error') {
    return (
      <p className="chat-picker__note">
        {texts.failed}{' '}
        <button type="button" className="button button--soft" onClick={() => void read.refetch()}>
          {texts.tryAgain}
        </button>
      </p>
    );
  }
  if (read.data.length === 0) return <p className="chat-picker__note">{texts.empty}</p>;
  return (
    <ul className="chat-picker__options">
      {read.data.map((card) => (
        <li key={card.id}>
          <button type="button" className={`chat-card chat-card--${card.kind} chat-card--option`} onClick={() => onPick(card)}>
            <AttachmentSummary card={card} note={noteFor(card)} />
          </button>
        </li>
      ))}
    </ul>
  );
}
