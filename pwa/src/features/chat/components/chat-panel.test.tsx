import type { ChatOrderCard } from '@shop/contracts/chat/chat-events';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { saveEmail } from '../../../offline/session-store';
import { orderHistoryAnswer, partProductsAnswer, unreadCountAnswer } from '../../../test/answers';
import { stubApi } from '../../../test/api-stub';
import { makeOrder, makeProduct, makeSubType } from '../../../test/factories';
import { FAKE_CONVERSATION_ID, type FakeChatServer, importAgainst, startFakeChatServer } from '../fake-chat-server';

const order = makeOrder({ Status: 'Paid', TotalPrice: 19.98, CreateDate: '2025-03-04T12:00:00.000Z' });
const orderCard: ChatOrderCard = { kind: 'order', id: order._id, status: 'Paid', totalPrice: 19.98, createDate: order.CreateDate };
const orderText = `Order …${order._id.slice(-6)} March 4, 2025 · Pending for shippment · $19.98`;
const kitty = makeProduct({ _id: 'kitty', ProductName: 'Kitty Desk Buddy', SubTypeSet: [makeSubType({ Price: 12 })] });

function stubShopApi() {
  return stubApi((path) => {
    if (path.endsWith('/chat/unread')) return { body: unreadCountAnswer() };
    if (path.includes('/chat/messages')) {
      return {
        body: {
          success: true,
          conversation: { id: FAKE_CONVERSATION_ID, lastSeq: 0, unreadCount: 0 },
          messages: [],
          hasMore: false,
          message: 'ok',
        },
      };
    }
    if (path.endsWith('/orders/getOrders?skip=0')) return { body: orderHistoryAnswer([order]) };
    if (path.endsWith('/products/getPartProducts')) return { body: partProductsAnswer([kitty]) };
    return { status: 404, body: { success: false, message: 'Not found.' } };
  });
}

describe('ChatPanel attachments', () => {
  let server: FakeChatServer;
  afterEach(() => server.close());

  async function openChatOn(path: string) {
    server = await startFakeChatServer({ cards: [orderCard] });
    await saveEmail('shopper@demo.shop');
    stubShopApi();
    const [{ ChatButton }, { renderWithRouter }] = await importAgainst(server, () =>
      Promise.all([import('./chat-button'), import('../../../test/render-app')]),
    );
    renderWithRouter(<ChatButton />, path);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Chat with us/ }));
    const panel = await screen.findByRole('dialog', { name: 'Chat with Kawaii Shop' }, { timeout: 10_000 });
    const attach = within(panel).getByRole('button', { name: 'Attach an order or a product' });
    await waitFor(() => expect((attach as HTMLButtonElement).disabled).toBe(false));
    return { user, panel, attach };
  }

  it('sends the picked order as { kind, id } and shows it as a card linking to the order', async () => {
    const { user, panel, attach } = await openChatOn('/main');
    await user.click(attach);

    expect(within(panel).getByRole('tab', { name: 'My orders' }).getAttribute('aria-selected')).toBe('true');
    await user.click(await within(panel).findByRole('button', { name: orderText }));

    expect(within(panel).queryByRole('tablist')).toBeNull();
    expect(document.activeElement).toBe(within(panel).getByRole('textbox', { name: 'Message' }));
    expect(panel.querySelector('.chat-attachment')?.textContent).toBe(
      `Attached: Order …${order._id.slice(-6)} March 4, 2025 · Pending for shippment · $19.98`,
    );
    await user.keyboard('Has this shipped?{Enter}');

    await waitFor(() => expect(server.received).toHaveLength(1));
    expect(server.received[0]).toEqual({
      conversationId: FAKE_CONVERSATION_ID,
      clientId: expect.any(String),
      text: 'Has this shipped?',
      attachment: { kind: 'order', id: order._id },
    });
    const card = await within(screen.getByRole('log')).findByRole('link', { name: orderText });
    expect(card.getAttribute('href')).toBe(`/order/${order._id}`);
    expect(panel.querySelector('.chat-attachment')).toBeNull();
  });

  it('offers the product on screen first, and is worked with the keyboard alone', async () => {
    const { user, panel, attach } = await openChatOn('/product/kitty');
    await user.click(attach);

    const productsTab = within(panel).getByRole('tab', { name: 'Products' });
    expect(productsTab.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(productsTab);
    await within(panel).findByRole('button', { name: 'This product Kitty Desk Buddy $12.00' });

    await user.keyboard('{ArrowLeft}');
    const ordersTab = within(panel).getByRole('tab', { name: 'My orders' });
    expect(document.activeElement).toBe(ordersTab);
    expect(ordersTab.getAttribute('aria-selected')).toBe('true');

    await user.keyboard('{Escape}');
    expect(within(panel).queryByRole('tablist')).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Chat with Kawaii Shop' })).not.toBeNull();
    expect(document.activeElement).toBe(attach);

    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(within(panel).getByRole('tab', { name: 'Products' }));
    await user.tab();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(panel.querySelector('.chat-attachment')?.textContent).toBe('Attached: Kitty Desk Buddy $12.00');

    await user.click(within(panel).getByRole('button', { name: 'Remove the attachment' }));
    expect(panel.querySelector('.chat-attachment')).toBeNull();
    await user.keyboard('Just a question{Enter}');
    await waitFor(() => expect(server.received).toHaveLength(1));
    expect(server.received[0]).not.toHaveProperty('attachment');
  });
});
