import { describe, expect, it } from 'vitest';
import { getUserResponseSchema, reviseFavResponseSchema } from './user.js';

const user = {
  Email: 'mia@example.com',
  UserName: 'Mia Chen',
  Phone: '555-010-2030',
  Location: '12 Sunny Lane',
  Fav: ['665f1c2b9a1e4b0012345678'],
};

describe('user responses', () => {
  it('accepts the profile as getUser sends it', () => {
    const answer = { success: true, user, message: 'User details loaded.' };
    expect(getUserResponseSchema.parse(answer)).toEqual(answer);
  });

  it('drops what a profile must never carry', () => {
    const answer = { success: true, user: { ...user, Password: 'hash', role: 'admin' }, message: '' };
    expect(getUserResponseSchema.parse(answer).user).toEqual(user);
  });

  it('rejects a profile whose favourites are not a list', () => {
    expect(getUserResponseSchema.safeParse({ success: true, user: { ...user, Fav: 'abc' }, message: '' }).success).toBe(false);
  });

  it('knows the two favourite modes only', () => {
    expect(reviseFavResponseSchema.parse({ success: true, message: 'Added to favourites.', mode: 'update' }).mode).toBe('update');
    expect(reviseFavResponseSchema.safeParse({ success: true, message: '', mode: 'add' }).success).toBe(false);
  });
});
