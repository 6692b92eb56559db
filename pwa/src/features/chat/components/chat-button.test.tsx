import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { saveEmail } from '../../../offline/session-store';
import { requestedPaths, stubApi } from '../../../test/api-stub';
import { type FakeChatServer, importAgainst, startFakeChatServer } from '../fake-chat-server';
import { ChatButton } from './chat-button';

const unread = (unreadCount: number) => ({ body: { success: true, unreadCount, message: 'Unread count loaded.' } });

describe('ChatButton', () => {
  let server: FakeChatServer | null = null;
  afterEach(async () => {
    await server?.close();
    server = null;
  });

  it("shows how many of the shop's replies the shopper has not read, asked without opening a conversation", async () => {
    await saveEmail('shopper@demo.shop');
    const fetchStub = stubApi(() => unread(3));
    render(<ChatButton />);

    const button = await screen.findByRole('button', { name: 'Chat with us, 3 unread' });
    expect(button.textContent).toBe('3');
    expect(requestedPaths(fetchStub)).toEqual(['/api/chat/unread']);
  });

  it('shows no badge when everything is read', async () => {
    await saveEmail('shopper@demo.shop');
    stubApi(() => unread(0));
    render(<ChatButton />);

    expect((await screen.findByRole('button', { name: 'Chat with us' })).textContent).toBe('');
  });

  it('reads the count again when the shopper comes back to the page', async () => {
    await saveEmail('shopper@demo.shop');
    const counts = [1, 4, 6];
    const fetchStub = stubApi(() => unread(counts.shift() ?? 0));
    render(<ChatButton />);
    await screen.findByRole('button', { name: 'Chat with us, 1 unread' });

    fireEvent.focus(window);
    await screen.findByRole('button', { name: 'Chat with us, 4 unread' });
    fireEvent(window, new Event('online'));
    await screen.findByRole('button', { name: 'Chat with us, 6 unread' });
    expect(requestedPaths(fetchStub)).toEqual(['/api/chat/unread', '/api/chat/unread', '/api/chat/unread']);
  });

  it('counts a reply of the shop the moment it arrives, over the chat socket started once the page is idle', async () => {
    server = await startFakeChatServer({ unreadCount: 2 });
    await saveEmail('shopper@demo.shop');
    stubApi(() => unread(2));
    const { ChatButton: LiveChatButton } = await importAgainst(server, () => import('./chat-button'));
    render(<LiveChatButton />);
    await screen.findByRole('button', { name: 'Chat with us, 2 unread' });
    await expect.poll(() => server!.connectedCount()).toBe(1);

    act(() => void server!.reply('Your parcel left this morning.'));

    expect((await screen.findByRole('button', { name: 'Chat with us, 3 unread' })).textContent).toBe('3');
  });

  it('is not there for a shopper who is not logged in', async () => {
    const fetchStub = stubApi(() => unread(2));
    const { container } = render(<ChatButton />);

    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.innerHTML).toBe('');
    expect(fetchStub).not.toHaveBeenCalled();
  });
});
