import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { orderAnswer, storefrontAnswer } from '../../test/answers';
import { stubApi } from '../../test/api-stub';
import { makeOrder } from '../../test/factories';
import { renderShop } from '../../test/render-app';

describe('/order/{orderId}', () => {
  const order = makeOrder();
  const shop = { loggedIn: true };

  it('goes to /login when the shopper is not logged in', async () => {
    stubApi((path) =>
      path.endsWith('/users/checkAuth')
        ? { status: 401, body: { success: false, message: 'Please log in first.' } }
        : storefrontAnswer(path, {}),
    );
    const { router } = renderShop(`/order/${order._id}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 15_000 });
  });

  it('shows the unpaid order with its countdown, and continues the payment at /checkout/{orderId}', async () => {
    stubApi((path) => (path.endsWith(`/orders/getOrder/${order._id}`) ? { body: orderAnswer(order) } : storefrontAnswer(path, shop)));
    const { router } = renderShop(`/order/${order._id}`);

    expect((await screen.findByRole('timer', {}, { timeout: 15_000 })).textContent).toMatch(/^Order expires in [45]:\d\d$/);
    expect(screen.getByText('Pending for paying')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Continue the payment' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/checkout/${order._id}`));
  });

  it("shows the server's message when the order is not the shopper's", async () => {
    stubApi((path) =>
      path.includes('/orders/getOrder/')
        ? { status: 404, body: { success: false, message: 'Order not found' } }
        : storefrontAnswer(path, shop),
    );
    renderShop(`/order/${order._id}`);

    expect(await screen.findByText('This order could not be loaded.', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getAllByText('Order not found').length).toBeGreaterThan(0);
  });
});
