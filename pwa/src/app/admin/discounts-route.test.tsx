import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { startAdminTestsIn } from '../../test/admin-language';
import { discountAnswer, discountListAnswer, messageAnswer } from '../../test/answers';
import { makeDiscount } from '../../test/factories';
import { renderAdmin } from '../../test/render-app';

startAdminTestsIn('en');

const spring = makeDiscount();

function stubDiscountsApi() {
  const sent: { method: string; path: string; body: unknown }[] = [];
  const fetchStub = vi.fn((input: string, init?: RequestInit) => {
    const path = decodeURIComponent(input);
    const method = init?.method ?? 'GET';
    if (method !== 'GET') sent.push({ method, path, body: typeof init?.body === 'string' ? JSON.parse(init.body) : null });
    const body = path.endsWith('/users/checkAdmin')
      ? messageAnswer('Admin')
      : method === 'GET'
        ? discountListAnswer([spring])
        : method === 'DELETE'
          ? discountAnswer({ ...spring, active: false }, 'Discount code disabled')
          : discountAnswer({ ...spring, code: 'SUMMER5', kind: 'fixed', value: 5, maxUses: 10, uses: 0 }, 'Discount code created');
    return Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }));
  });
  vi.stubGlobal('fetch', fetchStub);
  return sent;
}

describe('the discount codes screen', () => {
  it('lists the codes with their uses, creates one from the form and disables one', async () => {
    const sent = stubDiscountsApi();
    const user = userEvent.setup();
    renderAdmin('/discountCodes');

    const row = (await screen.findByRole('cell', { name: 'SPRING10' })).closest('tr')!;
    expect(within(row).getByText('10% off')).toBeTruthy();
    expect(within(row).getByText('3 of 50 used')).toBeTruthy();

    await user.type(screen.getByLabelText('Code'), 'summer5');
    await user.selectOptions(screen.getByLabelText('Kind'), 'fixed');
    await user.type(screen.getByLabelText('Value (percent, or dollars)'), '5');
    await user.type(screen.getByLabelText('Uses in all (empty: no limit)'), '10');
    await user.click(screen.getByRole('button', { name: 'Create code' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      method: 'POST',
      path: expect.stringMatching(/\/api\/admin\/discounts$/),
      body: { code: 'SUMMER5', kind: 'fixed', value: 5, maxUses: 10, maxUsesPerShopper: null, categories: [], combinesWithSale: true },
    });

    await user.click(within(row).getByRole('button', { name: 'Disable SPRING10' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ method: 'DELETE', path: expect.stringMatching(/\/api\/admin\/discounts\/SPRING10$/) });
  });
});
