import { Controller, Get, Param } from '@nestjs/common';
import { INVALID_WELCOME_BOARD_ID_MESSAGE } from '@shop/contracts/boards/welcome-board-bodies';
import {
  type GetWelcomeBoardResponse,
  getWelcomeBoardResponseSchema,
  type WelcomeBoardsPageResponse,
  welcomeBoardsPageResponseSchema,
} from '@shop/contracts/boards/welcome-board';
import { Contract } from '../common/api-contract.decorator.js';
import { parseObjectId } from '../common/object-id.js';
import { INVALID_PAGE_MESSAGE } from '@shop/contracts/pagination';
import { parsePageNumber } from '../common/pagination.js';
import { ParseOrRejectPipe } from '../common/parse-or-reject.pipe.js';
import { BoardsService } from './boards.service.js';
import { toWelcomeBoardResponse } from './welcome-board.mapper.js';

@Controller('welcomeBoards')
export class BoardsController {
  constructor(private readonly boards: BoardsService) {}

  @Get('getWelcomeBoards/:page')
  @Contract({ summary: 'A page of displayed welcome boards', access: 'public', errors: [400], answer: welcomeBoardsPageResponseSchema })
  async getWelcomeBoards(
    @Param('page', new ParseOrRejectPipe(parsePageNumber, INVALID_PAGE_MESSAGE)) page: number,
  ): Promise<WelcomeBoardsPageResponse> {
    const { items, total } = await this.boards.findShownPage(page);
    return { success: true, welcomeBoards: items.map(toWelcomeBoardResponse), totalItemNum: total };
  }

  @Get('getWelcomeBoard/:activityid')
  @Contract({ summary: 'A displayed welcome board', access: 'public', errors: [400, 404], answer: getWelcomeBoardResponseSchema })
  async getWelcomeBoard(
    @Param('activityid', new ParseOrRejectPipe(parseObjectId, INVALID_WELCOME_BOARD_ID_MESSAGE)) id: string,
  ): Promise<GetWelcomeBoardResponse> {
    const board = await this.boards.findShownBoard(id);
    return { success: true, welcomeBoard: toWelcomeBoardResponse(board) };
  }
}
