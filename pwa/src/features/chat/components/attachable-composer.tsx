import type { ChatAttachmentCard } from '@shop/contracts/chat/chat-events';
import { useRef, useState } from 'react';
import { Icon } from '../../../components/ui/icon';
import type { ApiRead } from '../../../lib/query-client';
import { useChatText } from '../chat-text-context';
import { AttachmentSummary } from './attachment-card';
import { AttachmentPicker, type PickerTexts } from './attachment-picker';
import { MessageComposer } from './message-composer';

export interface AttachableCards {
  orders: ApiRead<ChatAttachmentCard[]>;
  products: ApiRead<ChatAttachmentCard[]>;
  /** The product on screen, offered first (shoppers on a product page). */
  currentProductId?: string | null;
  /** The picker's texts, when not the shopper's. */
  texts?: PickerTexts;
}

interface AttachableComposerProps {
  onSend: (text: string, attachment: ChatAttachmentCard | null) => void;
  onTyping: () => void;
  disabled?: boolean;
  /** Read only while the picker is open. */
  useCards: () => AttachableCards;
}

/** The message box with an Attach button: the picker of order and product cards, and the card the message will carry. */
export function AttachableComposer({ onSend, onTyping, disabled = false, useCards }: AttachableComposerProps) {
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
      {picking && <PickerWithCards useCards={useCards} onPick={pick} onClose={closePicker} />}
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

/** Mounted with the picker, so the cards are read when it opens, not with every message typed. */
function PickerWithCards({
  useCards,
  onPick,
  onClose,
}: {
  useCards: () => AttachableCards;
  onPick: (card: ChatAttachmentCard) => void;
  onClose: () => void;
}) {
  const { orders, products, currentProductId = null, texts } = useCards();
  return (
    <AttachmentPicker
      orders={orders}
      products={products}
      currentProductId={currentProductId}
      texts={texts}
      onPick={onPick}
      onClose={onClose}
    />
  );
}
