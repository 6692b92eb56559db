import { describe, expect, it } from 'vitest';
import { errorResponseSchema, messageResponseSchema } from './message-response.js';

describe('message responses', () => {
  it('accepts a success with its message', () => {
    const answer = { success: true, message: 'Logged in successfully.' };
    expect(messageResponseSchema.parse(answer)).toEqual(answer);
  });

  it('tells a refusal from a success', () => {
    const refusal = { success: false, message: 'Please enter correct password.', requestId: 'b3f1c2d4' };
    expect(messageResponseSchema.safeParse(refusal).success).toBe(false);
    expect(errorResponseSchema.parse(refusal)).toEqual(refusal);
  });

  it('rejects an answer without a message', () => {
    expect(messageResponseSchema.safeParse({ success: true }).success).toBe(false);
  });
});
