/** The back office's shop settings in the query cache. */
export const settingsQueryKeys = {
  shipping: ['admin', 'settings', 'shipping'] as const,
  policies: ['admin', 'settings', 'policies'] as const,
};
