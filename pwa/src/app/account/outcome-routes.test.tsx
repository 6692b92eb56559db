import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { rememberPayingOrder } from '../../offline/paying-order';
import { orderAnswer, storefrontAnswer } from '../../test/answers';
import { stubApi } from '../../test/api-stub';
import { makeOrder } from '../../test/factories';
import { renderShop } from '../../test/render-app';

const heading = () => screen.findByRole('heading', { level: 1 }, { timeout: 15_000 });

describe('success and failed pages', () => {
  it.each([
    ['/success/register', 'Congratulations, You successfully registed', 'Go to LOGIN', '/login'],
    ['/success/login', 'Congratulations, You successfully login', 'See Products', '/products/all'],
    ['/success/success_pay', 'Congratulations, You successfully paid', 'See Products', '/products/all'],
    ['/failed/register', 'registed is canceled', 'Go to LOGIN', '/login'],
    ['/failed/payment', 'Payment is canceled', 'See Products', '/products/all'],
  ])('%s says "%s" and offers %s', async (path, title, action, target) => {
    stubApi((path) => storefrontAnswer(path, {}));
    renderShop(path);
    expect((await heading()).textContent).toBe(title);
    expect(screen.getByRole('link', { name: action }).getAttribute('href')).toBe(target);
  });

  it('names the order just paid on success_pay and links to it', async () => {
    const order = makeOrder({ Status: 'Paid', IfPaid: true, TotalPrice: 19.98 });
    rememberPayingOrder(order._id);
    stubApi((path) => (path.endsWith(`/orders/getOrder/${order._id}`) ? { body: orderAnswer(order) } : storefrontAnswer(path, {})));
    renderShop('/success/success_pay');

    const link = await screen.findByRole('link', { name: 'See your order' }, { timeout: 15_000 });
    expect(link.getAttribute('href')).toBe(`/order/${order._id}`);
    expect(link.closest('p')?.textContent).toBe(`Order ${order._id} · $19.98 See your order`);
  });

  it('sends an unknown success status home', async () => {
    stubApi((path) => storefrontAnswer(path, {}));
    const { router } = renderShop('/success/whatever');
    expect((await heading()).textContent).toBe('Welcome to Kawaii Shop');
    expect(router.state.location.pathname).toBe('/main');
  });
});
