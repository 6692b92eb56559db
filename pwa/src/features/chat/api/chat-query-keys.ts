/** The chat's HTTP reads in the query cache (messages themselves travel on the socket, see chat-connection.ts). */
export const chatQueryKeys = {
  shopperContext: (conversationId: string | null) => ['chat', 'shopper-context', conversationId] as const,
  /** The shopper's latest orders, as cards to attach. */
  ownOrderCards: ['chat', 'own-order-cards'] as const,
  /** The product on screen and the shopper's favourites, as cards to attach. */
  ownProductCards: (currentProductId: string | null) => ['chat', 'own-product-cards', currentProductId] as const,
  /** The newest listed products, as an admin's cards to attach. */
  newProductCards: ['chat', 'new-product-cards'] as const,
};
