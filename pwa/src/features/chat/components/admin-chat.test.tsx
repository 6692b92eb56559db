import type { ChatProductCard, ConversationSummary } from '@shop/contracts/chat/chat-events';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { makeProduct, makeSubType } from '../../../test/factories';
import { FAKE_CONVERSATION_ID, type FakeChatServer, importAgainst, startFakeChatServer } from '../fake-chat-server';

const kitty = makeProduct({ _id: 'kitty', ProductName: 'Kitty Desk Buddy', SubTypeSet: [makeSubType({ Price: 12 })] });
const kittyCard: ChatProductCard = { kind: 'product', id: 'kitty', name: 'Kitty Desk Buddy', cover: kitty.Cover, price: 12 };
const recentOrder = { id: '65f000000000000000000abc', createDate: '2025-03-04T12:00:00.000Z', status: 'Paid', totalPrice: 19.98 };
const conversation: ConversationSummary = {
  id: FAKE_CONVERSATION_ID,
  shopper: { id: 'shopper-1', email: 'mia@example.com' },
  lastMessage: null,
  lastSeq: 0,
  unreadCount: 0,
  online: true,
};

function stubBackOfficeApi() {
  return stubApi((path) => {
    if (path.includes('/chat/conversations?'))
      return { body: { success: true, conversations: [conversation], totalItemNum: 1, message: 'ok' } };
    if (path.includes(`/chat/conversations/${FAKE_CONVERSATION_ID}/messages`))
      return { body: { success: true, messages: [], hasMore: false, message: 'ok' } };
    if (path.endsWith(`/chat/conversations/${FAKE_CONVERSATION_ID}/context`)) {
      const shopper = { id: 'shopper-1', email: 'mia@example.com', recipient: 'Mia Chen', phone: '', location: '' };
      return { body: { success: true, context: { shopper, recentOrders: [recentOrder] }, message: 'ok' } };
    }
    if (path.endsWith('/products/getProducts/new/all/1'))
      return { body: { success: true, products: [kitty], totalItemNum: 1, message: 'ok' } };
    return { status: 404, body: { success: false, message: 'Not found.' } };
  });
}

describe('AdminChat attachments', () => {
  let server: FakeChatServer;
  afterEach(() => server.close());

  it('shows a shopper online or offline as the shop tells of shoppers coming and going, several at once', async () => {
    server = await startFakeChatServer();
    stubBackOfficeApi();
    const [{ AdminChat }, { renderWithRouter }] = await importAgainst(server, () =>
      Promise.all([import('./admin-chat'), import('../../../test/render-app')]),
    );
    renderWithRouter(<AdminChat />, '/onlineChat');
    const miaIsOnline = async (online: boolean) =>
      waitFor(() => {
        const names = screen.getAllByRole('button', { name: /mia@example\.com/ }).map((button) => button.textContent);
        expect(names.length).toBeGreaterThan(0);
        for (const name of names) expect(name.includes(', online')).toBe(online);
      });
    await miaIsOnline(true);
    await waitFor(() => expect(server.connectedCount()).toBe(1));

    server.shoppersCameAndWent([
      { conversationId: 'conversation-of-someone-else', online: true },
      { conversationId: FAKE_CONVERSATION_ID, online: false },
    ]);
    await miaIsOnline(false);
    server.shoppersCameAndWent([{ conversationId: FAKE_CONVERSATION_ID, online: true }]);
    await miaIsOnline(true);
  });

  it('attaches a listed product to an admin’s message, which shows as a card linking to the product', async () => {
    server = await startFakeChatServer({ cards: [kittyCard] });
    stubBackOfficeApi();
    const [{ AdminChat }, { renderWithRouter }] = await importAgainst(server, () =>
      Promise.all([import('./admin-chat'), import('../../../test/render-app')]),
    );
    renderWithRouter(<AdminChat />, '/onlineChat');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: /mia@example.com/ }, { timeout: 10_000 }));
    await user.click(screen.getByRole('button', { name: 'Attach an order or a product' }));
    const picker = screen.getByRole('region', { name: 'Attach an order or a product' });
    // The conversation's shopper's orders come first; products are the shop's newest listed ones.
    expect(within(picker).getByRole('tab', { name: "Shopper's orders" }).getAttribute('aria-selected')).toBe('true');
    expect(await within(picker).findByRole('button', { name: /Order …000abc/ })).toBeTruthy();
    await user.click(within(picker).getByRole('tab', { name: /products/i }));
    await user.click(await within(picker).findByRole('button', { name: 'Kitty Desk Buddy $12.00' }));
    await user.keyboard('This one is back in stock{Enter}');

    await waitFor(() => expect(server.received).toHaveLength(1));
    expect(server.received[0]).toMatchObject({
      conversationId: FAKE_CONVERSATION_ID,
      text: 'This one is back in stock',
      attachment: { kind: 'product', id: 'kitty' },
    });
    const card = await within(screen.getByRole('log')).findByRole('link', { name: 'Kitty Desk Buddy $12.00' });
    expect(card.getAttribute('href')).toBe('/product/kitty');
  });
});
