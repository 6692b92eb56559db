import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { startAdminTestsIn } from '../../test/admin-language';
import type { AdminDashboard } from '@shop/contracts/admin-dashboard/admin-dashboard';
import type { AdminOrderResponse } from '@shop/contracts/orders/admin-order';
import {
  adminDashboardAnswer,
  adminOrderAnswer,
  adminOrdersPageAnswer,
  adminProductAnswer,
  adminProductsPageAnswer,
  messageAnswer,
} from '../../test/answers';
import { sentJson, urlOf, type StubbedAnswer } from '../../test/api-stub';
import { makeAdminOrder, makeProduct, makeSubType } from '../../test/factories';
import { AppProviders } from '../providers';
import { adminRoutes } from './admin-routes';

startAdminTestsIn('en');

// The admin screens are a lazy chunk: its first import in a worker transforms the whole admin area, which on a busy
// machine outlasted the first test's wait (over 15 s at load 16). Loaded here, the tests' waits time the screens.
beforeAll(async () => {
  await Promise.all([import('./admin-screens'), import('../query-area')]);
}, 120_000);

const admin: StubbedAnswer = { body: messageAnswer('You are an admin.') };

function renderAdmin(path: string) {
  const router = createMemoryRouter([{ path: '/', element: <p>Shop home</p> }, adminRoutes], { initialEntries: [path] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

/** A shop with nothing to report: what the menu page's dashboard shows unless a test says otherwise. */
const quietDashboard: AdminDashboard = {
  days: [],
  revenue: 0,
  paidOrders: 0,
  waiting: [],
  topProducts: [],
  lowStockThreshold: 5,
  lowStock: [],
  lowStockTotal: 0,
  unreadChats: { conversations: 0, messages: 0 },
};

/** An API where checkAdmin answers `access`, the menu page's dashboard `dashboard`, and the other reads `answer`. */
function stubAdminApi(answer: (path: string, init?: RequestInit) => StubbedAnswer, access = admin, dashboard = quietDashboard) {
  const fetchStub = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const path = decodeURIComponent(urlOf(input));
    const { status = 200, body } = path.endsWith('/users/checkAdmin')
      ? access
      : path.endsWith('/admin/dashboard')
        ? { body: adminDashboardAnswer(dashboard) }
        : answer(path, init);
    return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
  });
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

function requestedPaths(fetchStub: ReturnType<typeof stubAdminApi>): string[] {
  return fetchStub.mock.calls.map(([input]) => decodeURIComponent(urlOf(input)));
}

/** Answers the action's dialog (named by the action) with `answer`, as an admin types it, and submits it. */
async function answerDialog(user: ReturnType<typeof userEvent.setup>, action: string, answer: string) {
  const dialog = await screen.findByRole('dialog', { name: action });
  if (answer) await user.type(within(dialog).getByRole('textbox'), answer);
  await user.click(within(dialog).getByRole('button', { name: action }));
  return dialog;
}

function makeOrder(overrides: Partial<AdminOrderResponse> = {}): AdminOrderResponse {
  return makeAdminOrder({
    _id: '65f000000000000000000001',
    CreateDate: '2025-03-04T10:00:00.000Z',
    OwnerId: '65f0000000000000000000aa',
    UserName: 'Mimi Rabbit',
    Phone: '555-123-4567',
    Location: '1 Carrot Lane, Springfield, IL',
    Status: 'Paid',
    CancelReason: 'Changed my mind',
    Email: 'mimi@example.com',
    IfPaid: true,
    BuyItem: [{ proid: 'p1', proname: 'Kitty keychain', proprice: 6.5, subType: 'Pink', buyNum: 2, totalPrice: '13.00', maxLeft: 4 }],
    TotalPrice: 13,
    Subtotal: 13,
    PaymentDeadline: '2025-03-04T10:05:00.000Z',
    StatusHistory: [{ at: '2025-03-04T10:05:00.000Z', by: 'webhook', from: 'Paying', to: 'Paid', reason: 'Payment confirmed' }],
    AllowedStatuses: ['Shipped', 'Canceled'],
    ...overrides,
  });
}

describe('admin access', () => {
  it.each([
    ['a visitor', 401],
    ['a customer', 403],
  ])('sends %s to /', async (_who, status) => {
    stubAdminApi(() => ({ body: {} }), { status, body: { success: false, message: 'Only admins can do this.' } });
    const router = renderAdmin('/adminOperation');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 15_000 });
    expect(await screen.findByText('Shop home')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Admin operations' })).toBeNull();
  });

  it('checks again on every admin page', async () => {
    const user = userEvent.setup();
    const fetchStub = stubAdminApi(() => ({ body: adminProductsPageAnswer([]) }));
    renderAdmin('/adminOperation');

    await user.click(await screen.findByRole('link', { name: /^Manage products/ }, { timeout: 15_000 }));

    expect(await screen.findByText('No products yet.')).toBeTruthy();
    expect(requestedPaths(fetchStub).filter((path) => path.endsWith('/users/checkAdmin'))).toHaveLength(2);
  });
});

describe('admin menu', () => {
  it('links to the six admin screens of the spec, then the catalogue file, shop settings and discount codes', async () => {
    stubAdminApi(() => ({ body: {} }));
    renderAdmin('/adminOperation');
    const menu = await screen.findByRole('navigation', { name: 'Admin operations' }, { timeout: 15_000 });
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => [link.querySelector('.admin-menu__label')?.textContent, link.getAttribute('href')])).toEqual([
      ['Add product', '/addProduct'],
      ['Manage products', '/manageProduct'],
      ['Add welcome board', '/addWelcomeBoard'],
      ['Manage welcome boards', '/manageWelcomeBoard'],
      ['Manage all orders', '/manageAllOrders'],
      ['User chat', '/onlineChat'],
      ['Import and export', '/importExport'],
      ['Shop settings', '/shopSettings'],
      ['Discount codes', '/discountCodes'],
    ]);
  });
});

describe('manage screens', () => {
  it('lists products, listed and unlisted, 12 a page, each opening its revise page', async () => {
    const user = userEvent.setup();
    const listed = makeProduct({ ProductName: 'Kitty keychain', Display: true });
    const unlisted = makeProduct({ ProductName: 'Old sticker', Display: false });
    const fetchStub = stubAdminApi((path) => ({
      body: adminProductsPageAnswer(path.endsWith('/2') ? [unlisted] : [listed], 13),
    }));
    renderAdmin('/manageProduct');

    const list = await screen.findByRole('list', { name: 'Manage products' }, { timeout: 15_000 });
    expect(
      within(list)
        .getByRole('link', { name: /Kitty keychain/ })
        .getAttribute('href'),
    ).toBe(`/reviseProduct/${listed._id}`);
    expect(within(list).getByText('Listed')).toBeTruthy();
    expect(screen.getByText('page 1 / 2')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Old sticker')).toBeTruthy();
    expect(screen.getByText('Unlisted', { selector: '.admin-badge' })).toBeTruthy();
    expect(screen.getByText('page 2 / 2')).toBeTruthy();
    expect(requestedPaths(fetchStub)).toContain('/api/products/admin/getProducts/2');
  });

  it('lists orders as a table: id linking to the order, date, e-mail, recipient, status and total', async () => {
    const order = makeOrder({ Status: 'Shipped', TotalPrice: 17.99 });
    stubAdminApi(() => ({ body: adminOrdersPageAnswer([order], 1, 17.99) }));
    renderAdmin('/manageAllOrders');

    const table = await screen.findByRole('table', { name: 'Manage all orders' }, { timeout: 15_000 });
    const [header, row] = within(table).getAllByRole('row');
    expect(
      within(header)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Order', 'Date', 'E-mail', 'Recipient', 'Status', 'Total']);
    expect(within(row).getByRole('link', { name: order._id }).getAttribute('href')).toBe(`/reviseOrder/${order._id}`);
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([expect.stringContaining('March 4, 2025'), 'mimi@example.com', 'Mimi Rabbit', 'Shipped', '$17.99']);
    expect(screen.getByText('page 1 / 1')).toBeTruthy();
  });

  it('says the list failed to load and offers to try again', async () => {
    stubAdminApi(() => ({ status: 500, body: { success: false, message: 'boom' } }));
    renderAdmin('/manageWelcomeBoard');
    expect(await screen.findByText("We couldn't load this.", undefined, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('revise product screen', () => {
  it('sends the revision with the product id, listing, version and sale price', async () => {
    const user = userEvent.setup();
    const product = {
      ...makeProduct({
        ProductName: 'Kitty keychain',
        SubTypeSet: [makeSubType({ Name: 'Pink', Price: 12, LeftNum: 3, Img: `/api/images/${'c'.repeat(64)}` })],
      }),
      updatedAt: '2025-03-04T10:00:00.000Z',
    };
    const fetchStub = stubAdminApi((_path, init) =>
      init?.method === 'PATCH' ? { body: messageAnswer('Product revised.') } : { body: adminProductAnswer(product) },
    );
    renderAdmin(`/reviseProduct/${product._id}`);

    await user.type(await screen.findByLabelText('Sale price (USD, optional)', undefined, { timeout: 15_000 }), '9');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Product revised.')).toBeTruthy();
    const [, init] = fetchStub.mock.calls.find(([, call]) => call?.method === 'PATCH')!;
    expect(sentJson(init)).toMatchObject({
      proID: product._id,
      proName: 'Kitty keychain',
      display: true,
      updatedAt: product.updatedAt,
      cover: product.Cover,
      subTypeInfo: [{ Name: 'Pink', Price: 12, SalePrice: 9, LeftNum: 3, LoadedLeftNum: 3 }],
    });
    await waitFor(() => expect(requestedPaths(fetchStub).filter((path) => path.includes('/admin/getProduct/'))).toHaveLength(2));
  });
});

describe('revise order screen', () => {
  it('shows the items, the order fields, the flags and the history; the cancel reason only on Request Cancel', async () => {
    stubAdminApi(() => ({ body: adminOrderAnswer(makeOrder({ Status: 'Request Cancel' })) }));
    renderAdmin('/reviseOrder/65f000000000000000000001');

    const items = await screen.findByRole('table', undefined, { timeout: 15_000 });
    expect(within(items).getByRole('row', { name: /Kitty keychain Pink 2 \$6\.50 \$13\.00/ })).toBeTruthy();
    expect(screen.getByText('Changed my mind')).toBeTruthy();
    expect(screen.getByText('Paid: Yes')).toBeTruthy();
    expect(screen.getByText('Shipped: No')).toBeTruthy();
    expect(screen.getByText('Pending for paying → Pending for shippment')).toBeTruthy();
    expect(screen.getByText('Payment confirmed')).toBeTruthy();
  });

  it("shows the shopper's e-mail and the amounts the order was placed with: subtotal, discount with its code, shipping, total", async () => {
    const order = makeOrder({ Subtotal: 20, Discount: 2, DiscountCode: 'SPRING10', Shipping: 4.99, TotalPrice: 22.99 });
    stubAdminApi(() => ({ body: adminOrderAnswer(order) }));
    renderAdmin('/reviseOrder/65f000000000000000000001');

    const items = await screen.findByRole('table', undefined, { timeout: 15_000 });
    const footer = items.querySelector('tfoot')!;
    expect(
      within(footer)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['Subtotal$20.00', 'Discount (SPRING10)−$2.00', 'Shipping$4.99', 'Order total$22.99']);
    expect(screen.getByRole('link', { name: 'mimi@example.com' }).getAttribute('href')).toBe('mailto:mimi@example.com');
  });

  it('hides the cancel reason when the status is not Request Cancel', async () => {
    stubAdminApi(() => ({ body: adminOrderAnswer(makeOrder({ Status: 'Paid' })) }));
    renderAdmin('/reviseOrder/65f000000000000000000001');
    await screen.findByRole('table', undefined, { timeout: 15_000 });
    expect(screen.queryByText('Changed my mind')).toBeNull();
  });

  it.each([
    ['Deny cancellation request', '', 'Deny requires a reason.'],
    ['Cancel order', ' ', 'Cancellation requires a reason.'],
    ['Set to shipped', '', 'Need DeliveryURL.'],
    ['Set to delivered', 'no', 'Need right confirmation.'],
    ['Add note', '', 'Note is empty.'],
  ])('"%s" with the answer "%s" says "%s" and sends nothing', async (action, answer, message) => {
    const user = userEvent.setup();
    const everyAction = makeOrder({ AllowedStatuses: ['Shipped', 'Delivered', 'Canceled', 'Deny'] });
    const fetchStub = stubAdminApi(() => ({ body: adminOrderAnswer(everyAction) }));
    renderAdmin('/reviseOrder/65f000000000000000000001');

    await user.click(await screen.findByRole('button', { name: action }, { timeout: 15_000 }));
    const dialog = await answerDialog(user, action, answer);

    expect(within(dialog).getByText(message)).toBeTruthy();
    expect(within(dialog).getByRole('textbox').getAttribute('aria-invalid')).toBe('true');
    expect(fetchStub.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
  });

  it('ships with the delivery URL, tells the outcome and reads the order again', async () => {
    const user = userEvent.setup();
    let shipped = false;
    const fetchStub = stubAdminApi((_path, init) => {
      if (init?.method === 'PATCH') {
        shipped = true;
        return { body: messageAnswer('The order was marked as shipped.') };
      }
      const order = shipped ? makeOrder({ Status: 'Shipped', IfShipped: true, DeliveryURL: 'https://track.example/7' }) : makeOrder();
      return { body: adminOrderAnswer(order) };
    });
    renderAdmin('/reviseOrder/65f000000000000000000001');

    await user.click(await screen.findByRole('button', { name: 'Set to shipped' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Set to shipped' });
    await user.type(within(dialog).getByLabelText('Delivery URL (the parcel tracking link):'), 'https://track.example/7{Enter}');

    expect(await screen.findByText('The order was marked as shipped.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    const [path, init] = fetchStub.mock.calls.find(([, call]) => call?.method === 'PATCH')!;
    expect(urlOf(path)).toBe('/api/orders/reviseOrder/65f000000000000000000001');
    expect(sentJson(init)).toEqual({
      status: 'Shipped',
      deliveryURL: 'https://track.example/7',
      email: 'mimi@example.com',
      expectedReviseDate: null,
    });
    expect(await screen.findByRole('link', { name: 'https://track.example/7' })).toBeTruthy();
    expect(screen.getByText('Shipped: Yes')).toBeTruthy();
  });

  it("shows the server's refusal and still reads the order again", async () => {
    const user = userEvent.setup();
    const fetchStub = stubAdminApi((_path, init) =>
      init?.method === 'PATCH'
        ? { status: 409, body: { success: false, message: 'This order cannot be denied now.' } }
        : { body: adminOrderAnswer(makeOrder({ Status: 'Request Cancel', AllowedStatuses: ['Canceled', 'Deny'] })) },
    );
    renderAdmin('/reviseOrder/65f000000000000000000001');

    await user.click(await screen.findByRole('button', { name: 'Deny cancellation request' }, { timeout: 15_000 }));
    await answerDialog(user, 'Deny cancellation request', 'No reason to cancel');

    expect(await screen.findByText('This order cannot be denied now.')).toBeTruthy();
    await waitFor(() => expect(requestedPaths(fetchStub).filter((path) => path.includes('/orders/getOrder/'))).toHaveLength(2));
  });

  it.each([
    ['Paid', ['Shipped', 'Canceled'], ['Cancel order', 'Set to shipped', 'Add note']],
    ['Request Cancel', ['Canceled', 'Deny'], ['Deny cancellation request', 'Cancel order', 'Add note']],
    ['Canceled', [], ['Add note']],
  ] as const)('offers on a %s order only the changes its status allows', async (status, allowed, buttons) => {
    stubAdminApi(() => ({ body: adminOrderAnswer(makeOrder({ Status: status, AllowedStatuses: [...allowed] })) }));
    renderAdmin('/reviseOrder/65f000000000000000000001');

    const actions = await screen.findByRole('region', { name: 'Actions' }, { timeout: 15_000 });

    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(buttons);
  });

  it('asks again before canceling a paid order, since that refunds it at once', async () => {
    const user = userEvent.setup();
    const fetchStub = stubAdminApi((_path, init) =>
      init?.method === 'PATCH' ? { body: messageAnswer('The order was canceled and refunded.') } : { body: adminOrderAnswer(makeOrder()) },
    );
    renderAdmin('/reviseOrder/65f000000000000000000001');
    const cancel = await screen.findByRole('button', { name: 'Cancel order' }, { timeout: 15_000 });

    await user.click(cancel);
    await answerDialog(user, 'Cancel order', 'Out of stock');
    const refund = await screen.findByRole('dialog', { name: 'Cancel order' });
    expect(refund.textContent).toContain('This order is paid: canceling it refunds the shopper at once. Cancel the order and refund it?');
    await user.click(within(refund).getByRole('button', { name: 'Go back' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchStub.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);

    await user.click(cancel);
    await answerDialog(user, 'Cancel order', 'Out of stock');
    await user.click(await screen.findByRole('button', { name: 'Cancel and refund' }));
    expect(await screen.findByText('The order was canceled and refunded.')).toBeTruthy();
    const patch = fetchStub.mock.calls.find(([, call]) => call?.method === 'PATCH')?.[1];
    expect(JSON.parse(patch?.body as string)).toMatchObject({ status: 'Canceled', reviseReason: 'Out of stock' });
  });

  it('lists every note with its author and time, oldest first', async () => {
    const notes = [
      { at: '2025-03-05T09:00:00.000Z', by: 'admin-1', text: 'Gift wrap requested' },
      { at: '2025-03-05T10:00:00.000Z', by: 'admin-2', text: 'Shopper called: ship Friday' },
    ];
    stubAdminApi(() => ({ body: adminOrderAnswer(makeOrder({ Notes: notes })) }));
    renderAdmin('/reviseOrder/65f000000000000000000001');

    const panel = await screen.findByRole('region', { name: 'Notes' }, { timeout: 15_000 });

    const items = within(panel)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      expect.stringMatching(/By: admin-1Gift wrap requested$/),
      expect.stringMatching(/By: admin-2Shopper called: ship Friday$/),
    ]);
  });

  it('says a page past the end of the list is past the end, and links back to its last page', async () => {
    const user = userEvent.setup();
    stubAdminApi((path) =>
      path.endsWith('/getAllOrders/99') ? { body: adminOrdersPageAnswer([], 13) } : { body: adminOrdersPageAnswer([makeOrder()], 13) },
    );
    const router = renderAdmin('/manageAllOrders?page=99');

    expect(
      await screen.findByText('This page is past the end of the list, which has 2 pages.', undefined, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(screen.queryByText('No orders yet.')).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Go to page 2' }));

    expect(router.state.location.search).toBe('?page=2');
    expect(await screen.findByText('page 2 / 2')).toBeTruthy();
  });

  it('gives each order status its own badge', async () => {
    stubAdminApi(() => ({
      body: adminOrdersPageAnswer([makeOrder({ _id: 'a', Status: 'Paid' }), makeOrder({ _id: 'b', Status: 'Request Cancel' })]),
    }));
    renderAdmin('/manageAllOrders');

    expect((await screen.findByText('Request Cancel', { selector: '.admin-badge' }, { timeout: 15_000 })).className).toContain(
      'admin-badge--request-cancel',
    );
    expect(screen.getByText('Pending for shippment', { selector: '.admin-badge' }).className).toContain('admin-badge--paid');
  });
});

describe('back office at volume', () => {
  const emptyDay = (date: string) => ({ date, orders: 0, revenue: 0 });
  const dashboard: AdminDashboard = {
    days: [{ date: '2025-03-03', orders: 1, revenue: 12.5 }, emptyDay('2025-03-04'), { date: '2025-03-05', orders: 2, revenue: 1234.5 }],
    revenue: 1247,
    paidOrders: 3,
    waiting: [
      { status: 'Paid', count: 2 },
      { status: 'Request Cancel', count: 1 },
      { status: 'Deny', count: 0 },
      { status: 'Shipped', count: 4 },
    ],
    topProducts: [{ proid: 'p1', name: 'Kitty keychain', units: 7, revenue: 45.5 }],
    lowStockThreshold: 5,
    lowStock: [{ proid: 'p2', name: 'Melody sticker', subType: 'Sheet', left: 0 }],
    lowStockTotal: 3,
    unreadChats: { conversations: 2, messages: 5 },
  };

  it('keeps the order filters in the address, sends them with each page and shows the totals of the filtered list', async () => {
    const user = userEvent.setup();
    const fetchStub = stubAdminApi(() => ({
      body: adminOrdersPageAnswer(
        Array.from({ length: 12 }, (_, n) => makeOrder({ _id: `order-${n}` })),
        14,
        1234.5,
      ),
    }));
    const router = renderAdmin('/manageAllOrders');
    expect(await screen.findByText('14 orders · $1,234.50 in all', undefined, { timeout: 15_000 })).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Status'), 'Request Cancel');
    await waitFor(() => expect(router.state.location.search).toBe('?status=Request+Cancel'));
    await user.type(screen.getByLabelText('Order id, e-mail or recipient'), ' mimi {Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?status=Request+Cancel&q=mimi'));
    await user.selectOptions(screen.getByLabelText('Sort'), 'oldest');
    await user.click(await screen.findByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=Request+Cancel&q=mimi&sort=oldest&page=2'));
    await waitFor(() => expect(requestedPaths(fetchStub)).toContain('/api/orders/getAllOrders/2?status=Request+Cancel&q=mimi&sort=oldest'));

    // A new filter starts again from the first page; Back returns to the page before it.
    await user.selectOptions(screen.getByLabelText('Sort'), '');
    await waitFor(() => expect(router.state.location.search).toBe('?status=Request+Cancel&q=mimi'));
    await router.navigate(-1);
    await waitFor(() => expect(screen.getByLabelText<HTMLSelectElement>('Sort').value).toBe('oldest'));
    expect(screen.getByLabelText<HTMLInputElement>('Order id, e-mail or recipient').value).toBe('mimi');
  });

  it('says nothing matches a filtered list and clears the filters', async () => {
    const user = userEvent.setup();
    stubAdminApi((path) => ({
      body: path.includes('?') ? adminOrdersPageAnswer([]) : adminOrdersPageAnswer([makeOrder()], 1, 13),
    }));
    const router = renderAdmin('/manageAllOrders?status=Deny');

    expect(await screen.findByText('Nothing matches these filters.', undefined, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByText('No orders yet.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Clear the filters' }));
    expect(await screen.findByText('1 order · $13.00 in all')).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });

  it('keeps the filters when a page past the end leads back to the last page', async () => {
    const user = userEvent.setup();
    stubAdminApi((path) => ({
      body: adminOrdersPageAnswer(path.includes('/99') ? [] : [makeOrder()], 13),
    }));
    const router = renderAdmin('/manageAllOrders?status=Paid&page=99');

    await user.click(await screen.findByRole('link', { name: 'Go to page 2' }, { timeout: 15_000 }));
    expect(router.state.location.search).toBe('?status=Paid&page=2');
  });

  it('shows each product’s lowest stock and filters by low stock and listing', async () => {
    const user = userEvent.setup();
    const fetchStub = stubAdminApi(() => ({
      body: adminProductsPageAnswer([
        { ...makeProduct({ ProductName: 'Kitty keychain' }), LowestStock: 3 },
        { ...makeProduct({ ProductName: 'Cover only' }), LowestStock: null },
      ]),
    }));
    const router = renderAdmin('/manageProduct');

    expect(await screen.findByText('Lowest stock: 3', undefined, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText('No sub-type for sale')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Stock'), 'low');
    await user.selectOptions(screen.getByLabelText('Listing'), 'unlisted');
    await user.type(screen.getByLabelText('Product name'), 'kitty{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?stock=low&listing=unlisted&q=kitty'));
    await waitFor(() =>
      expect(requestedPaths(fetchStub)).toContain('/api/products/admin/getProducts/1?q=kitty&stock=low&listing=unlisted'),
    );
  });

  it('shows the dashboard above the menu: the chart with its table, waiting orders linking to the filtered list, top products, low stock and chats', async () => {
    const user = userEvent.setup();
    const fetchStub = stubAdminApi(
      () => ({ body: adminOrdersPageAnswer([makeOrder({ Status: 'Request Cancel' })], 1, 13) }),
      admin,
      dashboard,
    );
    const router = renderAdmin('/adminOperation');

    expect(await screen.findByRole('img', { name: 'Revenue' }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText('3 paid orders, $1,247.00 revenue')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Orders' }).querySelectorAll('rect[height="0"]')).toHaveLength(1);
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['DayOrdersRevenue', 'Mar 31$12.50', 'Mar 40$0.00', 'Mar 52$1,234.50']);
    expect(screen.getByRole('link', { name: /Kitty keychain/ }).getAttribute('href')).toBe('/reviseProduct/p1');
    expect(screen.getByText('7 sold · $45.50')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Melody sticker · Sheet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'and 2 more' }).getAttribute('href')).toBe('/manageProduct?stock=low');
    expect(screen.getByText('5 unread messages in 2 chats')).toBeTruthy();
    expect(requestedPaths(fetchStub).filter((path) => path.includes('/admin/dashboard'))).toHaveLength(1);

    await user.click(screen.getByRole('link', { name: 'Request Cancel 1 order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/manageAllOrders'));
    expect(router.state.location.search).toBe('?status=Request+Cancel');
    expect((await screen.findByLabelText<HTMLSelectElement>('Status', undefined, { timeout: 15_000 })).value).toBe('Request Cancel');
  });
});
