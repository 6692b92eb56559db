import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AdminOrderResponse } from '@shop/contracts/orders/admin-order';
import { startAdminTestsIn } from '../../test/admin-language';
import { requestedPaths, stubApi, type StubbedAnswer } from '../../test/api-stub';
import { discountListAnswer } from '../../test/answers';
import { makeAdminOrder, makeDiscount } from '../../test/factories';
import { renderAdmin } from '../../test/render-app';

startAdminTestsIn('zh-CN');

/** A paid, shipped order as the API sends it to an admin (every field of the contract). */
const paid: AdminOrderResponse = makeAdminOrder({
  _id: '65f000000000000000000001',
  CreateDate: '2025-03-04T10:00:00.000Z',
  Status: 'Paid',
  IfPaid: true,
  Email: 'mimi@example.com',
  UserName: 'Mimi Rabbit',
  TotalPrice: 22.99,
  OwnerId: '65f0000000000000000000aa',
  IfShipped: true,
  AllowedStatuses: ['Delivered', 'Canceled'],
  PaymentDeadline: '2025-03-04T10:05:00.000Z',
});

/** An admin's API: the order list and the order answer with `paid`; other calls through `answer`. */
function stubAdminApi(answer: (path: string) => StubbedAnswer | undefined = () => undefined) {
  return stubApi((path) => {
    if (path.endsWith('/users/checkAdmin')) return { body: { success: true, message: 'You are an admin.' } };
    const custom = answer(path);
    if (custom) return custom;
    if (path.includes('/getAllOrders/'))
      return { body: { success: true, orders: [paid], totalItemNum: 1, totalValue: 22.99, message: 'Orders loaded.' } };
    return { body: { success: true, order: paid, message: 'Order loaded.' } };
  });
}

describe('the orders in Chinese', () => {
  it('shows the table, its statuses, dates, totals and pager in Chinese; the status filter sends the English value', async () => {
    const user = userEvent.setup();
    const fetchStub = stubAdminApi();
    renderAdmin('/manageAllOrders');

    const table = await screen.findByRole('table', { name: '管理所有订单' }, { timeout: 15_000 });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['订单', '日期', '邮箱', '收件人', '状态', '总额']);
    const [, row] = within(table).getAllByRole('row');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([expect.stringContaining('2025年3月4日'), 'mimi@example.com', 'Mimi Rabbit', '待发货', '$22.99']);
    expect(screen.getByText('1 个订单 · 共 $22.99')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: '分页' }).textContent).toContain('第 1 / 1 页');
    expect(screen.getByRole('button', { name: '下一页' })).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('状态'), '申请取消');
    await waitFor(() => expect(requestedPaths(fetchStub)).toContain('/api/orders/getAllOrders/1?status=Request+Cancel'));
  });

  it('sends the creation days chosen, both included, with the other filters', async () => {
    const fetchStub = stubAdminApi();
    renderAdmin('/manageAllOrders?status=Paid');

    fireEvent.change(await screen.findByLabelText('创建日期起'), { target: { value: '2025-03-01' } });
    await waitFor(() => expect(requestedPaths(fetchStub)).toContain('/api/orders/getAllOrders/1?status=Paid&from=2025-03-01'));
    fireEvent.change(screen.getByLabelText('创建日期止'), { target: { value: '2025-03-31' } });

    await waitFor(() =>
      expect(requestedPaths(fetchStub)).toContain('/api/orders/getAllOrders/1?status=Paid&from=2025-03-01&to=2025-03-31'),
    );
    expect(screen.getByLabelText<HTMLInputElement>('创建日期起').value).toBe('2025-03-01');
  });

  it('asks for the delivered "yes" in a Chinese dialog whose field leaves case alone, and takes a capitalised "Yes"', async () => {
    const user = userEvent.setup();
    stubAdminApi((path) =>
      path.includes('reviseOrder') ? { body: { success: true, message: 'The order was marked as delivered.' } } : undefined,
    );
    renderAdmin(`/reviseOrder/${paid._id}`);

    await user.click(await screen.findByRole('button', { name: '设为已送达' }));
    const dialog = screen.getByRole('dialog', { name: '设为已送达' });
    const field = within(dialog).getByLabelText('输入 yes 确认订单已送达。');
    expect(field.getAttribute('autocapitalize')).toBe('off');
    await user.type(field, 'Yes');
    await user.click(within(dialog).getByRole('button', { name: '设为已送达' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [, init] = vi.mocked(fetch).mock.calls.find(([input]) => typeof input === 'string' && input.includes('reviseOrder'))!;
    expect(typeof init?.body === 'string' ? JSON.parse(init.body) : null).toMatchObject({ status: 'Delivered' });
  });

  it('says an answer that will not do in Chinese, inside the dialog, and sends nothing', async () => {
    const user = userEvent.setup();
    const fetchStub = stubAdminApi();
    renderAdmin(`/reviseOrder/${paid._id}`);

    await user.click(await screen.findByRole('button', { name: '设为已送达' }));
    await user.type(screen.getByLabelText('输入 yes 确认订单已送达。'), 'ok{Enter}');

    expect(within(screen.getByRole('dialog')).getByText('需要正确的确认。')).toBeTruthy();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '返回' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requestedPaths(fetchStub).some((path) => path.includes('reviseOrder'))).toBe(false);
  });

  it('shows the order detail in Chinese: status, date and the amounts', async () => {
    stubAdminApi(() => ({
      body: {
        success: true,
        order: { ...paid, Subtotal: 20, Discount: 2, DiscountCode: 'SPRING10', Shipping: 4.99 },
        message: 'Order loaded.',
      },
    }));
    renderAdmin(`/reviseOrder/${paid._id}`);

    const items = await screen.findByRole('table');
    expect(
      within(items.querySelector('tfoot')!)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['小计', '折扣（SPRING10）', '运费', '订单总额']);
    expect(screen.getByText('待发货', { selector: '.admin-badge' })).toBeTruthy();
    expect(screen.getByText(/2025年3月4日/)).toBeTruthy();
  });
});

describe('the back office header', () => {
  it('logs the admin out and leaves for the shop', async () => {
    const user = userEvent.setup();
    const fetchStub = stubAdminApi((path) =>
      path.endsWith('/users/logout') ? { body: { success: true, message: 'Logged out successfully.' } } : undefined,
    );
    renderAdmin('/manageAllOrders');

    await user.click(await screen.findByRole('button', { name: '退出登录' }));

    expect(await screen.findByText('Shop home')).toBeTruthy();
    expect(requestedPaths(fetchStub)).toContain('/api/users/logout');
  });
});

describe('the settings and discount screens in Chinese', () => {
  it('label the shipping and policy forms in Chinese', async () => {
    stubAdminApi((path) => {
      if (path.endsWith('/settings/shipping'))
        return { body: { success: true, shipping: { flatRate: 4.99, freeOver: 49 }, message: 'Shipping settings loaded.' } };
      if (path.endsWith('/settings/policies'))
        return {
          body: { success: true, policies: { shipping: 'Ships in 2 days.', returns: '', privacy: '' }, message: 'Policies loaded.' },
        };
    });
    renderAdmin('/shopSettings');

    expect(await screen.findByRole('heading', { name: '店铺设置' })).toBeTruthy();
    expect((await screen.findByLabelText<HTMLInputElement>('每单固定运费（美元）')).value).toBe('4.99');
    expect((await screen.findByLabelText<HTMLTextAreaElement>('配送政策')).value).toBe('Ships in 2 days.');
    expect(screen.getByRole('button', { name: '保存政策' })).toBeTruthy();
  });

  it('list and edit the discount codes in Chinese', async () => {
    stubAdminApi((path) =>
      path.includes('/admin/discounts')
        ? {
            body: discountListAnswer([makeDiscount()]),
          }
        : undefined,
    );
    renderAdmin('/discountCodes');

    const row = (await screen.findByRole('cell', { name: 'SPRING10' })).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['SPRING10', '减 10%', '已使用 3 / 50 次', '启用中', expect.stringContaining('编辑 SPRING10')]);
    expect(screen.getByRole('heading', { name: '新建优惠码' })).toBeTruthy();
    expect(screen.getByLabelText('类型')).toBeTruthy();
    expect(screen.getByRole('button', { name: '创建优惠码' })).toBeTruthy();
  });

  it("tell the server's refusal of a shipping rate in Chinese, from its messageKeys", async () => {
    const user = userEvent.setup();
    let loaded = false;
    stubAdminApi((path) => {
      if (path.endsWith('/settings/policies'))
        return { body: { success: true, policies: { shipping: '', returns: '', privacy: '' }, message: 'Policies loaded.' } };
      if (!path.endsWith('/settings/shipping')) return undefined;
      if (loaded)
        return {
          status: 400,
          body: {
            success: false,
            message: 'flatRate must be an amount in dollars from 0 to 1000, to the cent',
            messageKeys: [{ key: 'settingsRules.flatRate', params: { max: 1000 } }],
          },
        };
      loaded = true;
      return { body: { success: true, shipping: { flatRate: 4.99, freeOver: 49 }, message: 'Shipping settings loaded.' } };
    });
    renderAdmin('/shopSettings');
    const flatRate = await screen.findByLabelText('每单固定运费（美元）');
    await user.clear(flatRate);
    await user.type(flatRate, '-1');

    await user.click(screen.getByRole('button', { name: '保存运费' }));

    expect((await screen.findByRole('alert')).textContent).toBe('固定运费须为 0 到 1000 美元之间的金额（精确到分）');
  });

  it("tell the server's refusal of a discount code in Chinese, from its messageKeys", async () => {
    const user = userEvent.setup();
    let listed = false;
    stubAdminApi((path) => {
      if (!path.endsWith('/admin/discounts')) return undefined;
      const firstCall = !listed;
      listed = true;
      return !firstCall
        ? {
            status: 409,
            body: {
              success: false,
              message: 'A discount code with this name already exists',
              messageKeys: [{ key: 'discountRules.duplicate' }],
            },
          }
        : { body: { success: true, discounts: [], message: 'Discount codes loaded.' } };
    });
    renderAdmin('/discountCodes');
    await user.type(await screen.findByLabelText('优惠码'), 'SPRING10');
    await user.type(screen.getByLabelText('数值（百分比或美元）'), '10');

    await user.click(screen.getByRole('button', { name: '创建优惠码' }));

    expect((await screen.findByRole('alert')).textContent).toBe('已有同名的优惠码');
  });
});
