import type { ChatMessage, ChatRole } from '@shop/contracts/chat/chat-events';
import type { ReactNode } from 'react';
import type { PendingActions } from '../hooks/use-chat-connection';
import type { PendingMessage } from '../message-outbox';
import { MessageList } from './message-list';
import './chat.css';

interface ChatConversationProps {
  viewer: ChatRole;
  thread: readonly ChatMessage[];
  pending: readonly PendingMessage[];
  pendingActions: PendingActions;
  /** "… is typing", or null. */
  typingNotice: string | null;
  problem: string | null;
  /** The box to write in (a MessageComposer). */
  children: ReactNode;
}

/** One conversation as both sides see it: its messages, who is typing, and the box to write in. */
export function ChatConversation({ viewer, thread, pending, pendingActions, typingNotice, problem, children }: ChatConversationProps) {
  return (
    <div className="chat-conversation">
      <div className="chat-conversation__messages">
        <MessageList thread={thread} pending={pending} pendingActions={pendingActions} viewer={viewer} />
      </div>
      <p className="chat-conversation__typing" aria-live="polite">
        {typingNotice}
      </p>
      {problem && (
        <p className="chat-conversation__problem" role="alert">
          {problem}
        </p>
      )}
      {children}
    </div>
  );
}
