import { formatUsd } from '@shop/contracts/money';
import { TEST_CHECKOUT_PATH, type TestCheckoutSessionRecord } from './test-payment.provider.js';

const STYLE = `
  body { font-family: system-ui, sans-serif; background: #fff5f8; color: #3b2a33; margin: 0; padding: 2rem 1rem; }
  main { max-width: 32rem; margin: 0 auto; background: #fff; border-radius: 1rem; padding: 1.5rem; box-shadow: 0 4px 16px #f3c6d633; }
  .banner { background: #fff3c4; border: 2px dashed #c79a00; border-radius: .5rem; padding: .75rem; font-weight: 700; text-align: center; }
  table { width: 100%; border-collapse: collapse; margin: 1rem 0; }
  td, th { padding: .4rem 0; text-align: left; } td:last-child, th:last-child { text-align: right; }
  .total { font-size: 1.2rem; font-weight: 700; border-top: 1px solid #eddde4; }
  .actions { display: flex; gap: .75rem; } form { flex: 1; }
  button { width: 100%; font: inherit; padding: .75rem; border-radius: 2rem; border: 0; cursor: pointer; }
  button:focus-visible { outline: 3px solid #7a3b58; outline-offset: 2px; }
  .pay { background: #7a3b58; color: #fff; } .cancel { background: #eddde4; color: #3b2a33; }
`;

/** The local test provider's hosted checkout: plain HTML forms, no script, so the shop's CSP holds. */
export function renderTestCheckoutPage(session: TestCheckoutSessionRecord): string {
  const rows = session.lineItems
    .map(
      (item) => `<tr><td>${escapeHtml(item.name)} × ${item.quantity}</td><td>${formatUsd(item.unitAmountCents * item.quantity)}</td></tr>`,
    )
    .join('');
  const discount = session.discount
    ? `<tr><td>Discount (${escapeHtml(session.discount.code)})</td><td>−${formatUsd(session.discount.cents)}</td></tr>`
    : '';
  const shipping = session.shippingCents ? `<tr><td>Shipping</td><td>${formatUsd(session.shippingCents)}</td></tr>` : '';
  const action = (verb: string) => `${TEST_CHECKOUT_PATH}/${encodeURIComponent(session._id)}/${verb}`;
  return page(
    'Test checkout',
    `<p class="banner" role="note">TEST MODE — no real payment</p>
    <h1>Checkout</h1>
    <p>For ${escapeHtml(session.customerEmail)}</p>
    <table>
      <thead><tr><th scope="col">Item</th><th scope="col">Amount</th></tr></thead>
      <tbody>${rows}${discount}${shipping}</tbody>
      <tfoot><tr class="total"><td>Total (USD)</td><td>${formatUsd(session.amountTotalCents)}</td></tr></tfoot>
    </table>
    <div class="actions">
      <form method="post" action="${action('cancel')}"><button class="cancel" type="submit">Cancel</button></form>
      <form method="post" action="${action('pay')}"><button class="pay" type="submit">Pay ${formatUsd(session.amountTotalCents)}</button></form>
    </div>`,
  );
}

/** What the page says when there is nothing left to pay: unknown, expired or already paid. */
export function renderTestCheckoutEndedPage(message: string): string {
  return page(
    'Test checkout',
    `<p class="banner" role="note">TEST MODE — no real payment</p><h1>${escapeHtml(message)}</h1><p><a href="/">Back to the shop</a></p>`,
  );
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${title}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body>
</html>`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
