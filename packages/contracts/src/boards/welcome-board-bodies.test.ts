import { describe, expect, it } from 'vitest';
import { welcomeBoardBodySchemas, type WelcomeBoardMessages } from './welcome-board-bodies.js';

const messages: WelcomeBoardMessages = {
  titleRequired: 'title required',
  titleTooLong: (max) => `title over ${max}`,
  subTitleNotText: 'subtitle not text',
  subTitleTooLong: (max) => `subtitle over ${max}`,
  descriptionRequired: 'description required',
  descriptionTooLong: (max) => `description over ${max}`,
  coverRequired: 'cover required',
  coverNotStored: 'cover not stored',
  displayNotBoolean: 'display not boolean',
};
const { add, revise } = welcomeBoardBodySchemas(messages);
const cover = `/api/images/${'a'.repeat(64)}`;
const board = { title: ' Spring ', subTitle: 'Pastel', description: 'Blind boxes', cover };
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('welcome board bodies', () => {
  it('takes a board with its text trimmed', () => {
    expect(add.parse(board)).toEqual({ ...board, title: 'Spring' });
  });

  it.each([
    [{ title: '   ' }, 'title required'],
    [{ title: 'T'.repeat(201) }, 'title over 200'],
    [{ subTitle: 7 }, 'subtitle not text'],
    [{ description: undefined }, 'description required'],
    [{ cover: 'https://elsewhere.example/banner.jpg' }, 'cover not stored'],
    [{ display: true }, 'property display should not exist'],
  ])('refuses an added board with %j: %s', (change, message) => {
    expect(firstMessage(add.safeParse({ ...board, ...change }))).toBe(message);
  });

  it('keeps the cover of a revised board that sends none or an empty one', () => {
    const activityid = '665f1c2b9a1e4b0012345678';
    expect(revise.parse({ ...board, activityid, cover: '' }).cover).toBeUndefined();
    expect(revise.parse({ ...board, activityid, cover: undefined, display: false })).toMatchObject({ display: false });
  });

  it('refuses a revision of a malformed board id, or with a display that is not a boolean', () => {
    expect(firstMessage(revise.safeParse({ ...board, activityid: 'nope' }))).toBe('Invalid welcome board id');
    expect(firstMessage(revise.safeParse({ ...board, activityid: '665f1c2b9a1e4b0012345678', display: 'false' }))).toBe(
      'display not boolean',
    );
  });
});
