/** The back office's discount codes in the query cache; each write reads the list again. */
export const discountQueryKeys = {
  all: ['admin', 'discounts'] as const,
};
