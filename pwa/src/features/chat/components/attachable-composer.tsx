import type { ChatAttachmentCard } from '@shop/contracts/chat/chat-events';
import { useRef, useState } from 'react';
import { Icon } from '../../../components/ui/icon';
import { useChatText } from '../chat-text-context';
import { useAdminAttachableCards } from '../hooks/use-admin-attachable-cards';
import { useAttachableOrders } from '../hooks/use-attachable-orders';
import { useAttachableProducts } from '../hooks/use-attachable-products';
import { AttachmentSummary } from './attachment-card';
import { AttachmentPicker } from './attachment-picker';
import { MessageComposer } from './message-composer';

interface AttachableComposerProps {
  onSend: (text: string, attachment: ChatAttachmentCard | null) => void;
  onTyping: () => void;
  disabled?: boolean;
  /** Whose cards the picker offers; they are read only while it is open. */
  cards: CardSource;
}

/** A shopper attaches their own orders and listed products (the one on screen first); an admin, the conversation's. */
type CardSource = { viewer: 'customer'; currentProductId: string | null } | { viewer: 'admin'; conversationId: string };

/** The message box with an Attach button: the picker of order and product cards, and the card the message will carry. */
export function AttachableComposer({ onSend, onTyping, disabled = false, cards }: AttachableComposerProps) {
  const chatText = useChatText();
  const [attachment, setAttachment] = useState<ChatAttachmentCard | null>(null);
  const [picking, setPicking] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);
  const attachButton = useRef<HTMLButtonElement>(null);

  const send = (text: string) => {
    onSend(text, attachment);
    setAttachment(null);
  };
  const pick = (card: ChatAttachmentCard) => {
    setAttachment(card);
    setPicking(false);
    input.current?.focus();
  };
  const closePicker = () => {
    setPicking(false);
    attachButton.current?.focus();
  };
  const removeAttachment = () => {
    setAttachment(null);
    input.current?.focus();
  };

  const attach = (
    <button
      ref={attachButton}
      type="button"
      className="button button--soft chat-composer__attach"
      aria-label={chatText.attach}
      aria-expanded={picking}
      disabled={disabled}
      onClick={() => setPicking((open) => !open)}
    >
      {chatText.attachButton}
    </button>
  );

  return (
    <MessageComposer onSend={send} onTyping={onTyping} disabled={disabled} inputRef={input} tools={attach}>
      {picking &&
        (cards.viewer === 'admin' ? (
          <AdminCardPicker conversationId={cards.conversationId} onPick={pick} onClose={closePicker} />
        ) : (
          <ShopperCardPicker currentProductId={cards.currentProductId} onPick={pick} onClose={closePicker} />
        ))}
      {attachment && (
        <div className="chat-attachment">
          <span className="visually-hidden">{chatText.attaching}</span>{' '}
          <span className="chat-card chat-card--chip">
            <AttachmentSummary card={attachment} />
          </span>
          <button type="button" className="icon-button" aria-label={chatText.removeAttachment} onClick={removeAttachment}>
            <Icon name="close" />
          </button>
        </div>
      )}
    </MessageComposer>
  );
}

interface PickerHandlers {
  onPick: (card: ChatAttachmentCard) => void;
  onClose: () => void;
}

// Each is mounted with the picker, so the cards are read when it opens, not with every message typed.

function ShopperCardPicker({ currentProductId, ...handlers }: PickerHandlers & { currentProductId: string | null }) {
  const orders = useAttachableOrders();
  const products = useAttachableProducts(currentProductId);
  return <AttachmentPicker orders={orders} products={products} currentProductId={currentProductId} {...handlers} />;
}

function AdminCardPicker({ conversationId, ...handlers }: PickerHandlers & { conversationId: string }) {
  const { orders, products, texts } = useAdminAttachableCards(conversationId);
  return <AttachmentPicker orders={orders} products={products} currentProductId={null} texts={texts} {...handlers} />;
}
