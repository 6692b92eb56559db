/** What the PWA itself says about notifications (the server's answers come with their own messages). */
export const PUSH_TEXT = {
  settingsTitle: 'Notifications',
  unsupported: 'This browser cannot show notifications from the shop. Install the app or use another browser to get them.',
  blocked: 'Notifications are blocked for this site. Allow them in your browser settings to hear from the shop.',
  offerOnThisDevice: 'Get a notification on this device even when the shop is closed.',
  turnOn: 'Turn on notifications',
  orderOffer: 'Want to know the moment your order ships?',
  orderOfferButton: 'Notify me about my order',
  notifyMe: 'Notify me',
  notifyMeLabel: (subType: string) => `Notify me when ${subType} is back in stock`,
  logInFirst: 'Please log in first.',
} as const;
