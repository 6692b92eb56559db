import type { ReviseWelcomeBoardBody } from '@shop/contracts/boards/welcome-board-bodies';
import type { WelcomeBoard } from './schemas/welcome-board.schema.js';

/** The fields a board form sets; Cover and Display only when the form sends them (a revise may keep them). */
export type WelcomeBoardFields = Pick<WelcomeBoard, 'Title' | 'subTitle' | 'Description'> &
  Partial<Pick<WelcomeBoard, 'Cover' | 'Display'>>;

export function toWelcomeBoardFields(form: Omit<ReviseWelcomeBoardBody, 'activityid'>): WelcomeBoardFields {
  return {
    Title: form.title,
    subTitle: form.subTitle ?? '',
    Description: form.description,
    ...(form.cover !== undefined && { Cover: form.cover }),
    ...(form.display !== undefined && { Display: form.display }),
  };
}
