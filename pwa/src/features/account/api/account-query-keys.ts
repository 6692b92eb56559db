/** The signed-in shopper's own data in the query cache; logging out drops it all. */
export const accountQueryKeys = {
  all: ['account'] as const,
  user: ['account', 'user'] as const,
  checkoutReminders: ['account', 'checkout-reminders'] as const,
};
