import { describe, expect, it } from 'vitest';
import { CHAT_CLIENT_EVENTS, CHAT_ERRORS, CHAT_LIMITS, CHAT_SERVER_EVENTS } from './chat-events.js';

describe('the chat contract', () => {
  it('names every event once', () => {
    const names = [...Object.values(CHAT_CLIENT_EVENTS), ...Object.values(CHAT_SERVER_EVENTS)];
    expect(new Set(names).size).toBe(names.length);
  });

  it('states the length limit in its message', () => {
    expect(CHAT_ERRORS.messageTooLong).toBe(`Message is too long (max ${CHAT_LIMITS.messageMaxLength} characters).`);
  });
});
