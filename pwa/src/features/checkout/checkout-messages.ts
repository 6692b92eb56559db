/** The checkout's words, exactly as spec §5 and §8 have them (typo included). */
export const CHECKOUT_MESSAGES = {
  emptyCart: 'The cart is empty',
  addressRequired: 'Your should provide your address information', // sic, spec §5
  addressHint: 'You should provide detailed real US address',
  redirecting: 'Redirecting to checkout...',
  redirectFailed: 'Payment processing error, please try again.',
} as const;
