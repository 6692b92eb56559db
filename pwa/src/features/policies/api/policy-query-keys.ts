/** The shop's policy texts in the read caches; the back office's save invalidates them. */
export const policyQueryKeys = {
  policies: ['policies'] as const,
};
