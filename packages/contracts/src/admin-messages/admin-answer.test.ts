import { describe, expect, it } from 'vitest';
import { adminErrorResponseSchema, adminMessageResponseSchema } from './admin-answer.js';

describe('admin answers', () => {
  it('carry the catalogue keys of their message', () => {
    const revised = { success: true, message: 'Welcome board revised.', messageKeys: [{ key: 'board.revised' }] };
    expect(adminMessageResponseSchema.parse(revised)).toEqual(revised);
  });

  it('carry them on a refusal too, and only keys the catalogue has', () => {
    const refusal = {
      success: false,
      message: 'The title must not be empty.',
      requestId: 'b3f1c2d4',
      messageKeys: [{ key: 'board.titleRequired' }],
    };
    expect(adminErrorResponseSchema.parse(refusal)).toEqual(refusal);
    expect(adminErrorResponseSchema.safeParse({ ...refusal, messageKeys: [{ key: 'board.unknown' }] }).success).toBe(false);
  });
});
