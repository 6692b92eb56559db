import { describe, expect, it } from 'vitest';
import {
  addWelcomeBoardResponseSchema,
  adminWelcomeBoardsPageResponseSchema,
  getAdminWelcomeBoardResponseSchema,
} from './admin-welcome-board.js';
import { getWelcomeBoardResponseSchema, welcomeBoardsPageResponseSchema } from './welcome-board.js';

const board = {
  _id: '665f1c2b9a1e4b0012345678',
  Title: 'Spring sale',
  subTitle: 'Up to 30% off',
  Description: 'Everything pink is on sale this week.',
  Cover: `/api/images/${'b'.repeat(64)}`,
  CreateDate: '2026-03-04T10:00:00.000Z',
  Display: true,
};

describe('welcome board responses', () => {
  it('accepts the storefront page', () => {
    const page = { success: true, welcomeBoards: [board], totalItemNum: 1 };
    expect(welcomeBoardsPageResponseSchema.parse(page)).toEqual(page);
  });

  it('rejects a board whose Display is text', () => {
    const answer = { success: true, welcomeBoard: { ...board, Display: 'true' } };
    expect(getWelcomeBoardResponseSchema.safeParse(answer).success).toBe(false);
  });

  it('rejects a board named with the request field names', () => {
    const { Title, ...rest } = board;
    const page = { success: true, welcomeBoards: [{ ...rest, title: Title }], totalItemNum: 1 };
    expect(welcomeBoardsPageResponseSchema.safeParse(page).success).toBe(false);
  });

  it('accepts the admin list and board with their catalogue message keys', () => {
    const page = {
      success: true,
      welcomeBoards: [{ ...board, Display: false }],
      totalItemNum: 1,
      message: 'Welcome boards loaded',
      messageKeys: [{ key: 'board.listLoaded' }],
    };
    expect(adminWelcomeBoardsPageResponseSchema.parse(page)).toEqual(page);
    const one = { success: true, welcomeBoard: board, message: 'Welcome board loaded' };
    expect(getAdminWelcomeBoardResponseSchema.parse(one)).toEqual(one);
  });

  it('rejects a message key the admin catalogue does not have', () => {
    const page = { success: true, welcomeBoards: [], totalItemNum: 0, message: '', messageKeys: [{ key: 'board.nope' }] };
    expect(adminWelcomeBoardsPageResponseSchema.safeParse(page).success).toBe(false);
  });

  it('needs the new board id after an add', () => {
    expect(addWelcomeBoardResponseSchema.safeParse({ success: true, message: 'Added' }).success).toBe(false);
    const answer = { success: true, message: 'Added', activityid: board._id };
    expect(addWelcomeBoardResponseSchema.parse(answer)).toEqual(answer);
  });
});
