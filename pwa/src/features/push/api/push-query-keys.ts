/** The shopper's notification settings in the query cache; a saved switch replaces them with the server's copy. */
export const pushQueryKeys = {
  preferences: ['push', 'preferences'] as const,
};
