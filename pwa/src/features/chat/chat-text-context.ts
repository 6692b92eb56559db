import { createContext, useContext } from 'react';
import { CHAT_TEXT, type ChatText } from './chat-text';

const ChatTextContext = createContext<ChatText>(CHAT_TEXT);

/** Gives the chat inside it other texts: the back office's, in the admin's language. */
export const ChatTextProvider = ChatTextContext.Provider;

/** The chat's texts: CHAT_TEXT (the shop's English) unless a ChatTextProvider gives others. */
export const useChatText = () => useContext(ChatTextContext);
