import { formatUsd } from '@shop/contracts/money';
import type { MailMessage } from '../mail/mail-message.js';
import { SHOP_NAME } from '../storefront-html/page-head.js';
import { orderMailHtml } from './order-mail-html.js';
import type { OrderMail, OrderMailKind } from './order-mail.js';

/** One paragraph of a mail: an optional bold label, its text, and a link after it. */
export interface Paragraph {
  label?: string;
  text: string;
  url?: string;
}

/** What the HTML and the plain text versions both show. */
export interface OrderMailView {
  heading: string;
  greeting: string;
  paragraphs: Paragraph[];
  orderId: string;
  items: { description: string; amount: string }[];
  /** Subtotal, discount and shipping, between the items and the total. */
  summary: { description: string; amount: string }[];
  total: string;
  orderUrl: string;
}

const SUBJECTS: Record<OrderMailKind, string> = {
  paid: 'Thank you! Your order is paid',
  shipped: 'Your order is on its way',
  delivered: 'Your order has been delivered',
  'cancel-accepted': 'Your cancel/return request was accepted',
  'cancel-denied': 'Your cancel/return request was denied',
  canceled: 'Your order was canceled',
};

function paragraphsOf(mail: OrderMail): Paragraph[] {
  const total = formatUsd(mail.totalCents);
  switch (mail.kind) {
    case 'paid':
      return [{ text: `We received your payment of ${total}. We are packing your order with care and will write again when it ships.` }];
    case 'shipped':
      return [
        { text: 'Your order has left our shop and is on its way to you.' },
        ...(mail.deliveryUrl ? [{ label: 'Follow your parcel', text: '', url: mail.deliveryUrl }] : []),
      ];
    case 'delivered':
      return [{ text: 'Your order has been delivered. We hope you love it!' }];
    case 'cancel-accepted':
      return [
        { text: `We accepted your request to cancel or return this order. Your payment of ${total} goes back the way you paid.` },
        ...(mail.reason ? [{ label: 'Our note', text: mail.reason }] : []),
      ];
    case 'canceled':
      return [
        { text: `We are sorry: we had to cancel this order. Your payment of ${total} goes back the way you paid.` },
        { label: 'Reason', text: mail.reason },
      ];
    case 'cancel-denied':
      return [
        { text: 'We are sorry: we could not accept your request to cancel or return this order.' },
        { label: 'Reason', text: mail.reason },
        { text: 'If you have a question, write to us in the chat on our shop.' },
      ];
  }
}

export function orderMailView(mail: OrderMail, publicUrl: string): OrderMailView {
  return {
    heading: SUBJECTS[mail.kind],
    greeting: `Hi ${mail.recipient},`,
    paragraphs: paragraphsOf(mail),
    orderId: mail.orderId,
    items: mail.items.map((item) => ({
      description: `${item.name} (${item.subType}) × ${item.quantity}`,
      amount: formatUsd(item.lineCents),
    })),
    summary: summaryOf(mail),
    total: formatUsd(mail.totalCents),
    orderUrl: `${publicUrl}/order/${encodeURIComponent(mail.orderId)}`,
  };
}

function summaryOf(mail: OrderMail): OrderMailView['summary'] {
  const discountCents = mail.discountCents ?? 0;
  return [
    { description: 'Subtotal', amount: formatUsd(mail.subtotalCents ?? mail.totalCents) },
    ...(discountCents > 0 ? [{ description: `Discount (${mail.discountCode ?? ''})`, amount: `−${formatUsd(discountCents)}` }] : []),
    { description: 'Shipping', amount: mail.shippingCents ? formatUsd(mail.shippingCents) : 'Free' },
  ];
}

function paragraphText({ label, text, url }: Paragraph): string {
  return [label && `${label}:`, text, url].filter(Boolean).join(' ');
}

export function orderMailText(view: OrderMailView): string {
  return [
    view.greeting,
    '',
    ...view.paragraphs.flatMap((paragraph) => [paragraphText(paragraph), '']),
    `Order ${view.orderId}`,
    ...view.items.map((item) => `  ${item.description}  ${item.amount}`),
    ...view.summary.map((line) => `${line.description}: ${line.amount}`),
    `Total: ${view.total}`,
    '',
    `View your order: ${view.orderUrl}`,
    '',
    SHOP_NAME,
  ].join('\n');
}

/** The mail for one status change; its Message-ID names the change, so a copy sent again after a crash is recognisably the same. */
export function orderMailMessage(mail: OrderMail, publicUrl: string): MailMessage {
  const view = orderMailView(mail, publicUrl);
  return {
    to: mail.to,
    subject: SUBJECTS[mail.kind],
    text: orderMailText(view),
    html: orderMailHtml(view),
    messageId: `<order-mail.${mail.orderId}.${mail.changeId}@${new URL(publicUrl).hostname}>`,
  };
}
