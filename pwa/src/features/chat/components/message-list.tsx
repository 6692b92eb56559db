import type { ChatAttachmentCard, ChatMessage, ChatRole } from '@shared/chat-events';
import { type ReactNode, useEffect, useRef } from 'react';
import { CHAT_TEXT } from '../chat-text';
import type { OutgoingMessage } from '../message-outbox';

interface MessageListProps {
  thread: readonly ChatMessage[];
  pending: readonly OutgoingMessage[];
  /** Whose side the reader is on: their messages show their state. */
  viewer: ChatRole;
}

const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

/** A conversation's messages, oldest first, then what is still waiting to be sent. Text shows as typed, never as HTML. */
export function MessageList({ thread, pending, viewer }: MessageListProps) {
  const end = useRef<HTMLLIElement>(null);
  const count = thread.length + pending.length;

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [count]);

  if (count === 0) return <p className="chat-messages__empty">{CHAT_TEXT.empty}</p>;
  return (
    <ol className="chat-messages" role="log" aria-live="polite" aria-label="Messages">
      {thread.map((message) => {
        const mine = message.senderRole === viewer;
        return (
          <MessageItem key={message.id} mine={mine} text={message.text} attachment={message.attachment}>
            <time dateTime={message.createdAt}>{timeFormat.format(new Date(message.createdAt))}</time>
            {mine && <span className="chat-message__status"> · {CHAT_TEXT.status[message.status]}</span>}
          </MessageItem>
        );
      })}
      {pending.map((message) => (
        <MessageItem key={message.clientId} mine text={message.text} attachment={null} waiting>
          {CHAT_TEXT.waitingToSend}
        </MessageItem>
      ))}
      <li ref={end} className="chat-messages__end" aria-hidden="true" />
    </ol>
  );
}

interface MessageItemProps {
  mine: boolean;
  text: string;
  attachment: ChatAttachmentCard | null;
  waiting?: boolean;
  children: ReactNode;
}

function MessageItem({ mine, text, attachment, waiting = false, children }: MessageItemProps) {
  return (
    <li className={`chat-message chat-message--${mine ? 'mine' : 'theirs'}${waiting ? ' chat-message--waiting' : ''}`}>
      <p className="chat-message__text">{text}</p>
      {attachment && <p className="chat-message__attachment">{attachmentLabel(attachment)}</p>}
      <p className="chat-message__meta">{children}</p>
    </li>
  );
}

function attachmentLabel(attachment: ChatAttachmentCard): string {
  return attachment.kind === 'order' ? CHAT_TEXT.attachedOrder(attachment.id) : CHAT_TEXT.attachedProduct(attachment.name);
}
