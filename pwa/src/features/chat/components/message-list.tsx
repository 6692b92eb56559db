import type { ChatAttachmentCard, ChatMessage, ChatRole } from '@shop/contracts/chat/chat-events';
import { type ReactNode, useEffect, useRef } from 'react';
import { useChatText } from '../chat-text-context';
import type { PendingActions } from '../hooks/use-chat-connection';
import type { PendingMessage } from '../message-outbox';
import { AttachmentCard } from './attachment-card';

interface MessageListProps {
  thread: readonly ChatMessage[];
  pending: readonly PendingMessage[];
  pendingActions: PendingActions;
  /** Whose side the reader is on: their messages show their state. */
  viewer: ChatRole;
}

const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

/** A conversation's messages, oldest first, then what is still waiting to be sent. Text shows as typed, never as HTML. */
export function MessageList({ thread, pending, pendingActions, viewer }: MessageListProps) {
  const end = useRef<HTMLLIElement>(null);
  const chatText = useChatText();
  // A message another tab sent, or whose queue entry is still being removed, is already in the thread.
  const inThread = new Set(thread.map((message) => message.clientId));
  const waiting = pending.filter((message) => !inThread.has(message.request.clientId));
  const count = thread.length + waiting.length;

  useEffect(() => {
    // Not every engine the tests run in can scroll.
    if (end.current && 'scrollIntoView' in end.current) end.current.scrollIntoView({ block: 'end' });
  }, [count]);

  if (count === 0) return <p className="chat-messages__empty">{chatText.empty}</p>;
  return (
    // The log is a wrapper: given to the list itself, the role would leave the messages without their list.
    <div role="log" aria-live="polite" aria-label={chatText.messagesTitle}>
      <ol className="chat-messages">
        {thread.map((message) => {
          const mine = message.senderRole === viewer;
          return (
            <MessageItem key={message.id} mine={mine} text={message.text} attachment={message.attachment} viewer={viewer}>
              <time dateTime={message.createdAt}>{timeFormat.format(new Date(message.createdAt))}</time>
              {mine && <span className="chat-message__status"> · {chatText.status[message.status]}</span>}
            </MessageItem>
          );
        })}
        {waiting.map((message) => (
          <MessageItem
            key={message.request.clientId}
            mine
            text={message.request.text}
            attachment={message.preview}
            viewer={viewer}
            state={message.state}
          >
            <PendingState message={message} actions={pendingActions} />
          </MessageItem>
        ))}
        <li ref={end} className="chat-messages__end" aria-hidden="true" />
      </ol>
    </div>
  );
}

function PendingState({ message, actions }: { message: PendingMessage; actions: PendingActions }) {
  const chatText = useChatText();
  if (message.state !== 'failed') return message.state === 'sending' ? chatText.sending : chatText.waitingToSend;
  return (
    <>
      <span className="chat-message__failure">{chatText.notSent(message.failure ?? '')}</span>{' '}
      <button type="button" className="chat-message__action" onClick={() => actions.retry(message)}>
        {chatText.retrySend}
      </button>{' '}
      <button type="button" className="chat-message__action" onClick={() => actions.discard(message)}>
        {chatText.deleteUnsent}
      </button>
    </>
  );
}

interface MessageItemProps {
  mine: boolean;
  text: string;
  attachment: ChatAttachmentCard | null;
  viewer: ChatRole;
  state?: PendingMessage['state'];
  children: ReactNode;
}

function MessageItem({ mine, text, attachment, viewer, state, children }: MessageItemProps) {
  const className = ['chat-message', `chat-message--${mine ? 'mine' : 'theirs'}`, state && `chat-message--${state}`]
    .filter(Boolean)
    .join(' ');
  return (
    <li className={className}>
      <p className="chat-message__text">{text}</p>
      {attachment && <AttachmentCard card={attachment} viewer={viewer} />}
      <p className="chat-message__meta">{children}</p>
    </li>
  );
}
