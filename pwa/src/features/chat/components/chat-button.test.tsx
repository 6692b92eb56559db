import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveEmail } from '../../../offline/session-store';
import { requestedPaths, stubApi } from '../../../test/api-stub';
import { ChatButton } from './chat-button';

const ownMessages = (unreadCount: number) => ({
  body: { success: true, conversation: { id: 'conversation-1', lastSeq: 4, unreadCount }, messages: [], hasMore: false, message: 'Messages loaded.' },
});

describe('ChatButton', () => {
  it("shows how many of the shop's replies the shopper has not read", async () => {
    await saveEmail('shopper@demo.shop');
    const fetchStub = stubApi(() => ownMessages(3));
    render(<ChatButton />);

    const button = await screen.findByRole('button', { name: 'Chat with us, 3 unread' });
    expect(button.textContent).toBe('3');
    expect(requestedPaths(fetchStub)).toEqual(['/api/chat/messages?limit=1']);
  });

  it('shows no badge when everything is read', async () => {
    await saveEmail('shopper@demo.shop');
    stubApi(() => ownMessages(0));
    render(<ChatButton />);

    expect((await screen.findByRole('button', { name: 'Chat with us' })).textContent).toBe('');
  });

  it('is not there for a shopper who is not logged in', async () => {
    const fetchStub = stubApi(() => ownMessages(2));
    const { container } = render(<ChatButton />);

    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.innerHTML).toBe('');
    expect(fetchStub).not.toHaveBeenCalled();
  });
});
