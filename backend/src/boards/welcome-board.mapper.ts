import type { WelcomeBoardRecord } from './schemas/welcome-board.schema.js';

export interface WelcomeBoardResponse {
  _id: string;
  Title: string;
  subTitle: string;
  Description: string;
  Cover: string;
  CreateDate: string;
  Display: boolean;
}

export function toWelcomeBoardResponse(board: WelcomeBoardRecord): WelcomeBoardResponse {
  return {
    _id: board._id.toString(),
    Title: board.Title,
    subTitle: board.subTitle,
    Description: board.Description,
    Cover: board.Cover,
    CreateDate: board.CreateDate.toISOString(),
    Display: board.Display,
  };
}
