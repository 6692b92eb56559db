import type { ChatMessage, ChatRole } from '@shared/chat-events';
import type { OutgoingMessage } from '../message-outbox';
import { MessageComposer } from './message-composer';
import { MessageList } from './message-list';
import './chat.css';

interface ChatConversationProps {
  viewer: ChatRole;
  thread: readonly ChatMessage[];
  pending: readonly OutgoingMessage[];
  /** "… is typing", or null. */
  typingNotice: string | null;
  problem: string | null;
  canSend: boolean;
  onSend: (text: string) => void;
  onTyping: () => void;
}

/** One conversation as both sides see it: its messages, who is typing, and the box to write in. */
export function ChatConversation({ viewer, thread, pending, typingNotice, problem, canSend, onSend, onTyping }: ChatConversationProps) {
  return (
    <div className="chat-conversation">
      <div className="chat-conversation__messages">
        <MessageList thread={thread} pending={pending} viewer={viewer} />
      </div>
      <p className="chat-conversation__typing" aria-live="polite">
        {typingNotice}
      </p>
      {problem && (
        <p className="chat-conversation__problem" role="alert">
          {problem}
        </p>
      )}
      <MessageComposer onSend={onSend} onTyping={onTyping} disabled={!canSend} />
    </div>
  );
}
