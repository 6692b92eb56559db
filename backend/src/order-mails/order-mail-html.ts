import { escapeHtml } from '../storefront-html/html-text.js';
import { SHOP_NAME } from '../storefront-html/page-head.js';
import type { OrderMailView, Paragraph } from './order-mail-content.js';

// The shop's tokens (pwa/src/styles/tokens.css), inlined: mail clients drop <style> blocks and custom properties.
const PAGE = '#fff7fa';
const SURFACE_PINK = '#ffe4ee';
const BORDER = '#f3d3e0';
const TEXT = '#3b2640';
const MUTED = '#6d5570';
const ACCENT = '#b73a6e';
const FONT = "font-family:'Nunito','Segoe UI',Helvetica,Arial,sans-serif";

const text = escapeHtml;

/** Only web addresses become links: a delivery URL is typed by an admin. */
function link(url: string): string {
  return /^https?:\/\//i.test(url) ? `<a href="${text(url)}" style="color:${ACCENT};word-break:break-all">${text(url)}</a>` : text(url);
}

function paragraph({ label, text: body, url }: Paragraph): string {
  const parts = [label && `<strong>${text(label)}:</strong>`, body && text(body), url && link(url)].filter(Boolean);
  return `<p style="margin:0 0 16px;line-height:1.5">${parts.join(' ')}</p>`;
}

/** A single-column card on the shop's pastel page, laid out with tables as mail clients need. */
export function orderMailHtml(view: OrderMailView): string {
  const rows = [...view.items, ...view.summary]
    .map(
      (item) =>
        `<tr><td style="padding:6px 0;color:${TEXT}">${text(item.description)}</td>` +
        `<td style="padding:6px 0;text-align:right;white-space:nowrap;color:${TEXT}">${text(item.amount)}</td></tr>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${text(view.heading)}</title></head>
<body style="margin:0;padding:0;background:${PAGE};${FONT};color:${TEXT}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${PAGE};padding:24px 12px"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border:1px solid ${BORDER};border-radius:20px;overflow:hidden">
<tr><td style="background:${SURFACE_PINK};padding:20px 24px;font-size:20px;font-weight:700;color:${ACCENT}">${text(SHOP_NAME)}</td></tr>
<tr><td style="padding:24px">
<h1 style="margin:0 0 16px;font-size:22px;color:${TEXT}">${text(view.heading)}</h1>
<p style="margin:0 0 16px;line-height:1.5">${text(view.greeting)}</p>
${view.paragraphs.map(paragraph).join('\n')}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:8px 0 20px;padding:12px 16px;background:${PAGE};border-radius:14px">
<tr><td colspan="2" style="padding-bottom:6px;color:${MUTED};font-size:13px">Order ${text(view.orderId)}</td></tr>
${rows}
<tr><td style="padding-top:10px;border-top:1px solid ${BORDER};font-weight:700">Total</td>
<td style="padding-top:10px;border-top:1px solid ${BORDER};text-align:right;font-weight:700">${text(view.total)}</td></tr>
</table>
<a href="${text(view.orderUrl)}" style="display:inline-block;padding:12px 24px;background:${ACCENT};color:#ffffff;border-radius:999px;text-decoration:none;font-weight:700">View your order</a>
</td></tr>
<tr><td style="padding:16px 24px;background:${SURFACE_PINK};color:${MUTED};font-size:13px">Thank you for shopping with ${text(SHOP_NAME)}.</td></tr>
</table>
</td></tr></table>
</body></html>`;
}
