import { CHAT_LIMITS } from '@shop/contracts/chat/chat-events';
import { type KeyboardEvent, type ReactNode, type Ref, useId, useState } from 'react';
import { useChatText } from '../chat-text-context';

interface MessageComposerProps {
  onSend: (text: string) => void;
  onTyping: () => void;
  disabled?: boolean;
  inputRef?: Ref<HTMLTextAreaElement>;
  /** Shown above the box, e.g. what the message will attach. */
  children?: ReactNode;
  /** Buttons beside Send. */
  tools?: ReactNode;
}

/** Enter sends, Shift+Enter starts a new line; the length limit is shown as the shopper types. */
export function MessageComposer({ onSend, onTyping, disabled = false, inputRef, children, tools }: MessageComposerProps) {
  const [text, setText] = useState('');
  const chatText = useChatText();
  const inputId = useId();
  const hintId = useId();
  const canSend = !disabled && text.trim().length > 0;

  const send = () => {
    if (!canSend) return;
    onSend(text.trim());
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <form
      className="chat-composer"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      {children}
      <label className="visually-hidden" htmlFor={inputId}>
        {chatText.messageLabel}
      </label>
      <textarea
        ref={inputRef}
        id={inputId}
        className="chat-composer__input"
        value={text}
        rows={2}
        maxLength={CHAT_LIMITS.messageMaxLength}
        aria-describedby={hintId}
        disabled={disabled}
        onChange={(event) => {
          setText(event.target.value);
          onTyping();
        }}
        onKeyDown={onKeyDown}
      />
      <div className="chat-composer__row">
        <p id={hintId} className="chat-composer__hint">
          <span>{chatText.keyboardHint}</span> <span>{chatText.lengthCount(text.length)}</span>
        </p>
        <div className="chat-composer__tools">
          {tools}
          <button type="submit" className="button button--primary" disabled={!canSend}>
            {chatText.send}
          </button>
        </div>
      </div>
    </form>
  );
}
