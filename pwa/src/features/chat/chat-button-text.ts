/** The chat button's words, apart from CHAT_TEXT so that every page's first load does not carry the panel's. */
export const CHAT_BUTTON_TEXT = {
  openChat: 'Chat with us',
  openChatWithUnread: (count: number) => `Chat with us, ${count} unread`,
} as const;
