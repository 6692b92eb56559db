import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeChatMessage } from '../chat-test-factories';
import { MessageList } from './message-list';

describe('MessageList', () => {
  it('shows markup in a message as the literal text that was typed', () => {
    const { container } = render(
      <MessageList thread={[makeChatMessage({ text: '<b>x</b><img src=x onerror=alert(1)>' })]} pending={[]} viewer="admin" />,
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
    render(<MessageList thread={thread} pending={[{ clientId: 'c-1', conversationId: 'conversation-1', text: 'Hello?' }]} viewer="customer" />);

    const items = within(screen.getByRole('log')).getAllByRole('listitem').filter((item) => item.textContent);
    expect(items.map((item) => item.querySelector('.chat-message__text')?.textContent)).toEqual(['Welcome!', 'Is the pink one back?', 'Hello?']);
    expect(items[0].textContent).not.toContain('Read');
    expect(items[1].textContent).toContain('Read');
    expect(items[2].textContent).toContain('Waiting to send');
  });
});
