import { formatUsd } from '@shop/contracts/money';
import type { MailMessage } from '../mail/mail-message.js';
import { escapeHtml } from '../storefront-html/html-text.js';
import { SHOP_NAME } from '../storefront-html/page-head.js';

export const CHECKOUT_REMINDER_JOB = 'checkout-reminder';

/** What a reminder is about: an order whose payment window lapsed, or an account cart left alone. */
export type CheckoutReminder =
  { kind: 'order'; orderId: string; ownerId: string; to: string } | { kind: 'cart'; userId: string; cartUpdatedAt: number };

export interface ReminderLine {
  name: string;
  subType: string;
  quantity: number;
  lineCents: number;
}

/** The one mail of a forgotten checkout: the items and a link back (the payment of the order, or the cart). */
export function checkoutReminderMessage(
  to: string,
  lines: ReminderLine[],
  linkUrl: string,
  forOrder: boolean,
  messageId: string,
): MailMessage {
  const subject = forOrder ? 'Your order is still waiting for you' : 'You left something in your cart';
  const intro = forOrder
    ? 'Your order was not paid in time, so we let it go. Your items are listed below: you can pick up where you left off.'
    : 'Your cart is still waiting for you. Here is what you picked:';
  const action = forOrder ? 'Continue the payment' : 'Back to your cart';
  const itemText = lines.map((line) => `- ${line.name} (${line.subType}) x ${line.quantity}: ${formatUsd(line.lineCents)}`);
  const text = [
    SHOP_NAME,
    '',
    intro,
    '',
    ...itemText,
    '',
    `${action}: ${linkUrl}`,
    '',
    'You can switch these reminders off in your profile.',
  ].join('\n');
  const itemHtml = lines
    .map(
      (line) =>
        `<tr><td>${escapeHtml(line.name)} (${escapeHtml(line.subType)}) &times; ${line.quantity}</td><td style="text-align:right">${formatUsd(line.lineCents)}</td></tr>`,
    )
    .join('');
  const html =
    `<!doctype html><html><body style="font-family:sans-serif;color:#333"><h1>${escapeHtml(subject)}</h1><p>${escapeHtml(intro)}</p>` +
    `<table>${itemHtml}</table><p><a href="${escapeHtml(linkUrl)}">${escapeHtml(action)}</a></p>` +
    `<p style="color:#777">You can switch these reminders off in your profile.</p></body></html>`;
  return { to, subject, text, html, messageId };
}
