import type { ChatAttachmentCard, ChatRole } from '@shop/contracts/chat/chat-events';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../test/render-app';
import { makeChatMessage } from '../chat-test-factories';
import type { PendingMessage } from '../message-outbox';
import { MessageList } from './message-list';

const noActions = { retry: vi.fn(), discard: vi.fn() };

function pendingMessage(text: string, state: PendingMessage['state'], overrides: Partial<PendingMessage> = {}): PendingMessage {
  return {
    position: 1,
    owner: 'shopper@demo.shop',
    request: { conversationId: 'conversation-1', clientId: `client-${text}`, text },
    preview: null,
    failure: null,
    state,
    ...overrides,
  };
}

const productCard: ChatAttachmentCard = { kind: 'product', id: 'kitty', name: 'Kitty Desk Buddy', cover: '/api/images/kitty', price: 12.5 };
const orderCard: ChatAttachmentCard = {
  kind: 'order',
  id: '65f0c0ffee0000000000a1b2c3',
  status: 'Paid',
  totalPrice: 25.98,
  createDate: '2025-03-04T12:00:00.000Z',
};

function renderCards(viewer: ChatRole) {
  const thread = [
    makeChatMessage({ seq: 1, senderRole: 'customer', text: 'This one?', attachment: productCard }),
    makeChatMessage({ seq: 2, senderRole: 'customer', text: 'Where is it?', attachment: orderCard }),
  ];
  const { unmount } = renderWithRouter(<MessageList thread={thread} pending={[]} pendingActions={noActions} viewer={viewer} />);
  return { log: within(screen.getByRole('log')), unmount };
}

describe('MessageList', () => {
  it('shows markup in a message as the literal text that was typed', () => {
    const { container } = render(
      <MessageList
        thread={[makeChatMessage({ text: '<b>x</b><img src=x onerror=alert(1)>' })]}
        pending={[]}
        pendingActions={noActions}
        viewer="admin"
      />,
    );

    expect(screen.getByText('<b>x</b><img src=x onerror=alert(1)>').tagName).toBe('P');
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
  });

  it("shows the state of the viewer's own messages only, and those still waiting to be sent last", () => {
    const thread = [
      makeChatMessage({ seq: 1, text: 'Welcome!', senderRole: 'admin', status: 'read' }),
      makeChatMessage({ seq: 2, text: 'Is the pink one back?', senderRole: 'customer', status: 'read' }),
    ];
    const pending = [pendingMessage('Hello?', 'sending'), pendingMessage('Anyone there?', 'waiting', { position: 2 })];
    render(<MessageList thread={thread} pending={pending} pendingActions={noActions} viewer="customer" />);

    const items = within(screen.getByRole('log'))
      .getAllByRole('listitem')
      .filter((item) => item.textContent);
    expect(items.map((item) => item.querySelector('.chat-message__text')?.textContent)).toEqual([
      'Welcome!',
      'Is the pink one back?',
      'Hello?',
      'Anyone there?',
    ]);
    expect(items[0].textContent).not.toContain('Read');
    expect(items[1].textContent).toContain('Read');
    expect(items[2].querySelector('.chat-message__meta')?.textContent).toBe('Sending…');
    expect(items[3].querySelector('.chat-message__meta')?.textContent).toBe('Waiting to send');
  });

  it('does not show a queued message twice once the server has it in the thread', () => {
    const queued = pendingMessage('Hello?', 'sending');
    const stored = makeChatMessage({ clientId: queued.request.clientId, text: 'Hello?' });
    render(<MessageList thread={[stored]} pending={[queued]} pendingActions={noActions} viewer="customer" />);

    expect(screen.getAllByText('Hello?')).toHaveLength(1);
  });

  it('tells why a message was refused, and lets the sender try again or delete it', async () => {
    const actions = { retry: vi.fn(), discard: vi.fn() };
    const refused = pendingMessage('Hello?', 'failed', { failure: 'You are sending messages too fast. Please wait a moment.' });
    render(<MessageList thread={[]} pending={[refused]} pendingActions={actions} viewer="customer" />);

    expect(screen.getByText('Hello?').closest('li')?.querySelector('.chat-message__meta')?.textContent).toBe(
      'Not sent: You are sending messages too fast. Please wait a moment. Try again Delete',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(actions.retry).toHaveBeenCalledWith(refused);
    expect(actions.discard).toHaveBeenCalledWith(refused);
  });

  it("shows an attached product as a card with its picture, name and price, linking to the product's page", () => {
    const { log } = renderCards('admin');

    const card = log.getByRole('link', { name: 'Kitty Desk Buddy $12.50' });
    expect(card.getAttribute('href')).toBe('/product/kitty');
    expect(card.querySelector('img')?.getAttribute('src')).toBe('/api/images/kitty');
  });

  it('links an attached order to its page for the shopper and to its back-office page for an admin', () => {
    const orderText = 'Order …a1b2c3 March 4, 2025 · Pending for shippment · $25.98';
    const shopperView = renderCards('customer');
    expect(shopperView.log.getByRole('link', { name: orderText }).getAttribute('href')).toBe('/order/65f0c0ffee0000000000a1b2c3');
    shopperView.unmount();
    expect(renderCards('admin').log.getByRole('link', { name: orderText }).getAttribute('href')).toBe(
      '/reviseOrder/65f0c0ffee0000000000a1b2c3',
    );
  });

  it('shows what a waiting message attaches, as the card it will be', () => {
    renderWithRouter(
      <MessageList
        thread={[]}
        pending={[pendingMessage('About this', 'waiting', { preview: productCard })]}
        pendingActions={noActions}
        viewer="customer"
      />,
    );

    expect(within(screen.getByRole('log')).getByRole('link', { name: 'Kitty Desk Buddy $12.50' }).getAttribute('href')).toBe(
      '/product/kitty',
    );
  });

  it('keeps every message an item of a list inside the Messages log, as assistive technology expects', () => {
    const thread = [
      makeChatMessage({ seq: 1, text: 'Welcome!', senderRole: 'admin' }),
      makeChatMessage({ seq: 2, text: 'Hi', senderRole: 'customer' }),
    ];
    render(<MessageList thread={thread} pending={[]} pendingActions={noActions} viewer="customer" />);

    const list = within(screen.getByRole('log', { name: 'Messages' })).getByRole('list');
    for (const item of within(list).getAllByRole('listitem')) expect(item.parentElement).toBe(list);
  });
});
