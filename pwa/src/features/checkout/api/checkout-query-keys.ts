/** The checkout's reads in the query cache. */
export const checkoutQueryKeys = {
  quote: (items: unknown[], discountCode: string) => ['checkout', 'quote', items, discountCode] as const,
};
