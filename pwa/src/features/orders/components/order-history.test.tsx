import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { OrderResponse } from '@shop/contracts/orders/order';
import { orderAnswer, orderHistoryAnswer } from '../../../test/answers';
import { requestedPaths, sentJson, stubApi, urlOf, type StubbedAnswer } from '../../../test/api-stub';
import { makeOrder } from '../../../test/factories';
import { renderWithRouter } from '../../../test/render-app';
import { OrderHistory } from './order-history';

const toast = () => screen.getAllByRole('status').find((element) => element.classList.contains('toast-region'))!;
const rowOf = (order: OrderResponse) => screen.getByRole('link', { name: new RegExp(order._id) }).closest('li')!;

function openHistory(
  pages: Record<number, { orders: OrderResponse[]; hasMore: boolean }>,
  answer?: (path: string) => StubbedAnswer | undefined,
) {
  const fetchStub = stubApi((path) => {
    const custom = answer?.(path);
    if (custom) return custom;
    const skip = /getOrders\?skip=(\d+)/.exec(path)?.[1];
    const page = skip === undefined ? undefined : pages[Number(skip)];
    if (page) return { body: orderHistoryAnswer(page.orders, page.hasMore) };
    return { status: 404, body: { success: false, message: 'Not found' } };
  });
  renderWithRouter(<OrderHistory />, '/profile');
  return { fetchStub, shopper: userEvent.setup() };
}

describe('OrderHistory', () => {
  it('lists each order with its id, date, total and status label, linking to its page', async () => {
    const order = makeOrder({ CreateDate: '2025-03-04T10:00:00.000Z', TotalPrice: 25.5, Status: 'Paid', IfPaid: true });
    openHistory({ 0: { orders: [order], hasMore: false } });

    const link = await screen.findByRole('link', { name: new RegExp(order._id) });
    expect(link.getAttribute('href')).toBe(`/order/${order._id}`);
    expect(link.textContent).toContain('March 4, 2025');
    expect(link.textContent).toContain('$25.50');
    expect(link.textContent).toContain('Pending for shippment');
    // The short id that stands in on small screens.
    expect(link.textContent).toContain(`…${order._id.slice(-6)}`);
  });

  it('says an unpaid order the shop canceled on its own was not paid in time', async () => {
    const order = makeOrder({ Status: 'Canceled', IfPaid: false });
    openHistory({ 0: { orders: [order], hasMore: false } });

    const link = await screen.findByRole('link', { name: new RegExp(order._id) });
    expect(link.querySelector('.order-row__status')?.textContent).toBe('Canceled (not paid in time)');
  });

  it('loads ten more with the Load-more arrow, then says there are no more orders', async () => {
    const firstPage = Array.from({ length: 10 }, () => makeOrder());
    const lastOrder = makeOrder({ Status: 'Delivered', IfPaid: true });
    const { fetchStub, shopper } = openHistory({ 0: { orders: firstPage, hasMore: true }, 10: { orders: [lastOrder], hasMore: false } });
    await screen.findByRole('link', { name: new RegExp(firstPage[9]._id) });

    await shopper.click(screen.getByRole('button', { name: 'Load more orders' }));
    await screen.findByRole('link', { name: new RegExp(lastOrder._id) });
    expect(screen.getAllByRole('listitem')).toHaveLength(11);
    expect(requestedPaths(fetchStub)).toEqual(['/api/orders/getOrders?skip=0', '/api/orders/getOrders?skip=10']);

    await shopper.click(screen.getByRole('button', { name: 'Load more orders' }));
    expect(toast().textContent).toBe('No more orders.');
    expect(fetchStub).toHaveBeenCalledTimes(2);
  });

  it('shows the server message when the orders cannot be loaded', async () => {
    openHistory({}, (path) =>
      path.includes('getOrders') ? { status: 500, body: { success: false, message: 'Database is asleep' } } : undefined,
    );
    expect(await screen.findByText('Your orders could not be loaded.')).toBeTruthy();
    expect(toast().textContent).toBe('Database is asleep');
  });

  it('hides Cancle/Return on canceled orders and orders with an open request', async () => {
    const orders = [
      makeOrder({ Status: 'Canceled' }),
      makeOrder({ Status: 'Request Cancel', IfPaid: true }),
      makeOrder({ Status: 'Paid', IfPaid: true }),
    ];
    openHistory({ 0: { orders, hasMore: false } });
    await screen.findByRole('link', { name: new RegExp(orders[2]._id) });

    expect(within(rowOf(orders[0])).queryByRole('button', { name: 'Cancle/Return' })).toBeNull();
    expect(within(rowOf(orders[1])).queryByRole('button', { name: 'Cancle/Return' })).toBeNull();
    expect(within(rowOf(orders[2])).getByRole('button', { name: 'Cancle/Return' })).toBeTruthy();
  });

  it('asks for a reason in a dialog and refuses to send the request without one', async () => {
    const order = makeOrder({ Status: 'Paid', IfPaid: true });
    const { fetchStub, shopper } = openHistory({ 0: { orders: [order], hasMore: false } });
    await shopper.click(await screen.findByRole('button', { name: 'Cancle/Return' }));

    const dialog = screen.getByRole('dialog', { name: 'Cancle/Return' });
    const reason = within(dialog).getByLabelText('Why would you like to cancel or return this order?');
    expect(document.activeElement).toBe(reason);
    await shopper.type(reason, '   ');
    await shopper.click(within(dialog).getByRole('button', { name: 'Send request' }));

    expect(within(dialog).getByText('Please provide your reason')).toBeTruthy();
    expect(requestedPaths(fetchStub).some((path) => path.includes('reviseOrder'))).toBe(false);
  });

  it('sends the request with the reason, shows the answer and the new status, and hides Cancle/Return', async () => {
    const order = makeOrder({ Status: 'Paid', IfPaid: true });
    const { shopper } = openHistory({ 0: { orders: [order], hasMore: false } }, (path) => {
      if (path.includes('reviseOrder')) return { body: { success: true, message: 'Your cancel request has been sent.' } };
      if (path.includes('getOrder/')) return { body: orderAnswer({ ...order, Status: 'Request Cancel', CancelReason: 'Wrong colour' }) };
    });
    await shopper.click(await screen.findByRole('button', { name: 'Cancle/Return' }));
    await shopper.type(screen.getByLabelText('Why would you like to cancel or return this order?'), ' Wrong colour {Enter}');

    await waitFor(() => expect(rowOf(order).textContent).toContain('Request Cancel'));
    expect(toast().textContent).toBe('Your cancel request has been sent.');
    expect(within(rowOf(order)).queryByRole('button', { name: 'Cancle/Return' })).toBeNull();
    const [, init] = vi.mocked(fetch).mock.calls.find(([input]) => urlOf(input).includes('reviseOrder'))!;
    expect(init?.method).toBe('PATCH');
    expect(sentJson(init)).toEqual({ status: 'Request Cancel', email: order.Email, cancelReason: 'Wrong colour' });
  });

  it('says "Update failed" when the request is refused', async () => {
    const order = makeOrder({ Status: 'Paid', IfPaid: true });
    const { shopper } = openHistory({ 0: { orders: [order], hasMore: false } }, (path) =>
      path.includes('reviseOrder') ? { status: 409, body: { success: false, message: 'Cannot move this order' } } : undefined,
    );
    await shopper.click(await screen.findByRole('button', { name: 'Cancle/Return' }));
    await shopper.type(screen.getByLabelText('Why would you like to cancel or return this order?'), 'Wrong colour{Enter}');

    await waitFor(() => expect(toast().textContent).toBe('Update failed'));
    expect(within(rowOf(order)).getByRole('button', { name: 'Cancle/Return' })).toBeTruthy();
  });

  it.each([
    ['Escape', (shopper: ReturnType<typeof userEvent.setup>) => shopper.keyboard('{Escape}')],
    [
      'Keep the order',
      (shopper: ReturnType<typeof userEvent.setup>) => shopper.click(screen.getByRole('button', { name: 'Keep the order' })),
    ],
  ])('does nothing when the shopper leaves the dialog with %s, and gives focus back to Cancle/Return', async (_how, leave) => {
    const order = makeOrder({ Status: 'Paid', IfPaid: true });
    const { fetchStub, shopper } = openHistory({ 0: { orders: [order], hasMore: false } });
    const button = await screen.findByRole('button', { name: 'Cancle/Return' });
    await shopper.click(button);
    await shopper.type(screen.getByLabelText('Why would you like to cancel or return this order?'), 'Changed my mind');

    await leave(shopper);

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(toast().textContent).toBe('');
    expect(fetchStub).toHaveBeenCalledTimes(1);
  });
});
