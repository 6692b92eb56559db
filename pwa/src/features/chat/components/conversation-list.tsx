import type { ConversationSummary } from '@shop/contracts/chat/chat-events';
import { type KeyboardEvent, useRef } from 'react';
import { useChatText } from '../chat-text-context';

interface ConversationListProps {
  conversations: readonly ConversationSummary[];
  openId: string | null;
  onOpen: (conversationId: string) => void;
}

/** The admin's inbox: a list of buttons; arrow keys, Home and End move between them. */
export function ConversationList({ conversations, openId, onOpen }: ConversationListProps) {
  const list = useRef<HTMLUListElement>(null);
  const chatText = useChatText();
  if (conversations.length === 0) return <p className="chat-inbox__empty">{chatText.inbox.noConversations}</p>;

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const buttons = [...(list.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    const current = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const next = { ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: buttons.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    buttons[Math.min(Math.max(next, 0), buttons.length - 1)]?.focus();
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the arrow keys bubble up from the focused conversation buttons
    <ul ref={list} className="chat-inbox" aria-label={chatText.inbox.listTitle} onKeyDown={onKeyDown}>
      {conversations.map((conversation) => (
        <li key={conversation.id}>
          <button
            type="button"
            className="chat-inbox__item"
            aria-current={conversation.id === openId ? 'true' : undefined}
            onClick={() => onOpen(conversation.id)}
          >
            <span className="chat-inbox__who">
              <span className={`chat-inbox__presence${conversation.online ? ' chat-inbox__presence--online' : ''}`} aria-hidden="true" />
              <span className="chat-inbox__email">{conversation.shopper.email}</span>
              {conversation.online && <span className="visually-hidden">, {chatText.inbox.online}</span>}
              {conversation.unreadCount > 0 && (
                <span className="chat-inbox__badge" aria-label={chatText.inbox.unread(conversation.unreadCount)}>
                  {conversation.unreadCount}
                </span>
              )}
            </span>
            <span className="chat-inbox__last">{(conversation.lastMessage?.text ?? '') || chatText.inbox.noMessages}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
