import { Types } from 'mongoose';
import { describe, expect, it } from 'vitest';
import type { WelcomeBoardRecord } from './schemas/welcome-board.schema.js';
import { toWelcomeBoardResponse } from './welcome-board.mapper.js';

describe('welcome board mapper', () => {
  it('answers a board with a string id, an ISO date and no mongoose internals', () => {
    const board = {
      _id: new Types.ObjectId('65a1b2c3d4e5f60718293a4b'),
      Title: 'Spring',
      subTitle: 'Pastels',
      Description: 'New things',
      Cover: '/api/images/banner',
      CreateDate: new Date('2025-04-02T08:30:00.000Z'),
      Display: true,
      __v: 0,
    } as unknown as WelcomeBoardRecord;
    expect(toWelcomeBoardResponse(board)).toEqual({
      _id: '65a1b2c3d4e5f60718293a4b',
      Title: 'Spring',
      subTitle: 'Pastels',
      Description: 'New things',
      Cover: '/api/images/banner',
      CreateDate: '2025-04-02T08:30:00.000Z',
      Display: true,
    });
  });
});
