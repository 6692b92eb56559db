import type { WelcomeBoardResponse } from '@shop/contracts/boards/welcome-board';
import type { WelcomeBoardRecord } from './schemas/welcome-board.schema.js';

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
