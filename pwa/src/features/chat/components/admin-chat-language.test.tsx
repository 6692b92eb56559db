import type { ConversationSummary } from '@shop/contracts/chat/chat-events';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { FAKE_CONVERSATION_ID, type FakeChatServer, importAgainst, startFakeChatServer } from '../fake-chat-server';

const conversation: ConversationSummary = {
  id: FAKE_CONVERSATION_ID,
  shopper: { id: 'shopper-1', email: 'mia@example.com' },
  lastMessage: null,
  lastSeq: 0,
  unreadCount: 2,
  online: true,
};

function stubBackOfficeApi() {
  return stubApi((path) => {
    if (path.endsWith('/users/checkAdmin')) return { body: { success: true, message: 'ok' } };
    if (path.includes('/chat/conversations?'))
      return { body: { success: true, conversations: [conversation], totalItemNum: 1, message: 'ok' } };
    if (path.includes(`/chat/conversations/${FAKE_CONVERSATION_ID}/messages`))
      return { body: { success: true, messages: [], hasMore: false, message: 'ok' } };
    if (path.endsWith(`/chat/conversations/${FAKE_CONVERSATION_ID}/context`)) {
      const shopper = { id: 'shopper-1', email: 'mia@example.com', recipient: 'Mia Chen', phone: '', location: '' };
      const recentOrders = [{ id: 'order-1', createDate: '2025-03-04T10:00:00.000Z', status: 'Paid', totalPrice: 12.5 }];
      return { body: { success: true, context: { shopper, recentOrders }, message: 'ok' } };
    }
    return { status: 404, body: { success: false, message: 'Not found.' } };
  });
}

describe('the user chat page’s language', () => {
  let server: FakeChatServer;
  afterEach(() => server.close());

  it('shows the inbox, the conversation and the shopper in Chinese at first, and in English at once after the switch', async () => {
    server = await startFakeChatServer();
    stubBackOfficeApi();
    const { renderAdmin } = await importAgainst(server, () => import('../../../test/render-app'));
    renderAdmin('/onlineChat');
    const user = userEvent.setup();

    const inbox = await screen.findByRole('region', { name: '会话' }, { timeout: 10_000 });
    const shopper = await within(inbox).findByRole('button', { name: /mia@example.com, 在线/ });
    expect(within(shopper).getByLabelText('2 条未读')).toBeTruthy();
    expect(within(shopper).getByText('还没有消息')).toBeTruthy();
    expect(screen.getByText('选择一个会话来查看。')).toBeTruthy();

    await user.click(shopper);
    const thread = screen.getByRole('region', { name: '当前会话' });
    expect(await within(thread).findByText('还没有消息，打个招呼吧！')).toBeTruthy();
    expect(within(thread).getByLabelText('消息')).toBeTruthy();
    expect(within(thread).getByText('按 Enter 发送，Shift+Enter 换行。')).toBeTruthy();
    expect(within(thread).getByRole('button', { name: '附加订单或商品' })).toBeTruthy();
    expect(within(thread).getByRole('button', { name: '发送' })).toBeTruthy();
    const details = await screen.findByRole('complementary', { name: '顾客' });
    expect(within(details).getByText('收件人')).toBeTruthy();
    expect(within(details).getByText('2025年3月4日 · 待发货 · $12.50')).toBeTruthy();
    await user.click(within(thread).getByRole('button', { name: '附加订单或商品' }));
    expect(screen.getByRole('tab', { name: '顾客的订单' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'English' }));

    expect(screen.getByRole('region', { name: 'Conversations' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /mia@example.com, online/ })).toBeTruthy();
    const englishThread = screen.getByRole('region', { name: 'Conversation' });
    expect(within(englishThread).getByText('No messages yet. Say hello!')).toBeTruthy();
    expect(within(englishThread).getByLabelText('Message')).toBeTruthy();
    expect(within(englishThread).getByRole('button', { name: 'Send' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: "Shopper's orders" })).toBeTruthy();
    const englishDetails = screen.getByRole('complementary', { name: 'Shopper' });
    expect(within(englishDetails).getByText('Recipient')).toBeTruthy();
    expect(within(englishDetails).getByText('March 4, 2025 · Pending for shippment · $12.50')).toBeTruthy();
  });
});
