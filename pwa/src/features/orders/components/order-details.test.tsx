import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeOrder } from '../../../test/factories';
import { renderWithRouter } from '../../../test/render-app';
import { OrderDetails } from './order-details';

const CREATED = '2025-03-04T10:00:00.000Z';

function at(isoDate: string) {
  vi.useFakeTimers({ now: new Date(isoDate), toFake: ['Date', 'setTimeout', 'clearTimeout'] });
}

/** Lets `seconds` pass one at a time, as a browser's clock would, rendering after each. */
function tick(seconds: number) {
  for (let second = 0; second < seconds; second += 1)
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
}

const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('OrderDetails', () => {
  beforeEach(() => at(CREATED));
  afterEach(() => vi.useRealTimers());

  it('counts the payment window down as m:ss from the creation date', () => {
    renderWithRouter(<OrderDetails order={makeOrder({ CreateDate: CREATED, PaymentDeadline: undefined })} />);
    expect(screen.getByRole('timer').textContent).toBe('Order expires in 5:00');

    tick(1);
    expect(screen.getByRole('timer').textContent).toBe('Order expires in 4:59');

    tick(238);
    expect(screen.getByRole('timer').textContent).toBe('Order expires in 1:01');
  });

  it('says "Order has expired!" in red and stops offering the payment once the window has passed', () => {
    renderWithRouter(<OrderDetails order={makeOrder({ CreateDate: CREATED })} />);
    expect(screen.getByRole('link', { name: 'Continue the payment' }).getAttribute('href')).toMatch(/^\/checkout\/\w{24}$/);

    tick(299);
    expect(screen.getByRole('timer').textContent).toBe('Order expires in 0:01');
    tick(1);

    const expired = screen.getByRole('alert');
    expect(expired.textContent).toBe('Order has expired!');
    expect(expired.classList.contains('payment-countdown--expired')).toBe(true);
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Continue the payment' })).toBeNull();
  });

  it('shows the id, date, items, delivery details and status', () => {
    const order = makeOrder({ CreateDate: CREATED, Status: 'Paid', IfPaid: true, TotalPrice: 19.98 });
    renderWithRouter(<OrderDetails order={order} />);

    expect(fact('Order ID')).toBe(order._id);
    expect(fact('Created')).toMatch(/March 4, 2025/);
    const item = screen.getByRole('row', { name: /Kitty Desk Buddy/ });
    expect(
      within(item)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Kitty Desk Buddy', 'Pink', '2', '$9.99']);
    expect(screen.getByRole('row', { name: /Total/ }).textContent).toContain('$19.98');
    expect(fact('Recipient')).toBe('Mia Chen');
    expect(fact('Phone')).toBe('555-010-2030');
    expect(fact('Address')).toBe('12 Sunny Lane, Springfield, IL 62701');
    expect(fact('Status')).toBe('Pending for shippment');
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Continue the payment' })).toBeNull();
    expect(screen.queryByText('Cancel reason')).toBeNull();
  });

  it('links the delivery URL once shipped, opening it without handing over the page', () => {
    renderWithRouter(<OrderDetails order={makeOrder({ Status: 'Shipped', IfPaid: true, DeliveryURL: 'https://track.example/KT-1' })} />);
    const link = screen.getByRole('link', { name: 'https://track.example/KT-1' });
    expect(link.getAttribute('href')).toBe('https://track.example/KT-1');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('shows the cancel reason, the explanation and the revised date of a canceled order', () => {
    const order = makeOrder({
      Status: 'Canceled',
      IfPaid: true,
      CancelReason: 'Ordered the wrong colour',
      ReviseReason: 'Refunded in full',
      ReviseDate: '2025-03-05T09:30:00.000Z',
    });
    renderWithRouter(<OrderDetails order={order} />);
    expect(fact('Status')).toBe('Canceled');
    expect(fact('Cancel reason')).toBe('Ordered the wrong colour');
    expect(fact('Explanation')).toBe('Refunded in full');
    expect(fact('Revised')).toMatch(/March 5, 2025/);
  });

  it('says the payment window ran out for an unpaid order the shop canceled on its own, not "Cancel reason —"', () => {
    renderWithRouter(<OrderDetails order={makeOrder({ Status: 'Canceled', IfPaid: false, ReviseDate: CREATED })} />);

    expect(fact('Status')).toBe('Canceled');
    expect(fact('Reason')).toBe('The payment window ran out before this order was paid.');
    expect(screen.queryByText('Cancel reason')).toBeNull();
  });

  it("shows a denied request's reason and the shop's explanation for denying it", () => {
    const order = makeOrder({
      Status: 'Deny',
      IfPaid: true,
      CancelReason: 'Wrong colour',
      ReviseReason: 'Already packed',
      ReviseDate: CREATED,
    });
    renderWithRouter(<OrderDetails order={order} />);

    expect(fact('Status')).toBe('Cancellation denied');
    expect(fact('Cancel reason')).toBe('Wrong colour');
    expect(fact('Explanation')).toBe('Already packed');
  });
});
