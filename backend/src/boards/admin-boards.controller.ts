import { Body, Controller, Get, Param, Patch, Post, UseGuards } from '@nestjs/common';
import {
  type AddWelcomeBoardBody,
  INVALID_WELCOME_BOARD_ID_MESSAGE,
  type ReviseWelcomeBoardBody,
  welcomeBoardBodySchemas,
} from '@shop/contracts/boards/welcome-board-bodies';
import {
  type AddWelcomeBoardResponse,
  addWelcomeBoardResponseSchema,
  type AdminWelcomeBoardsPageResponse,
  adminWelcomeBoardsPageResponseSchema,
  type GetAdminWelcomeBoardResponse,
  getAdminWelcomeBoardResponseSchema,
} from '@shop/contracts/boards/admin-welcome-board';
import { type AdminMessageResponse, adminMessageResponseSchema } from '@shop/contracts/admin-messages/admin-answer';
import { welcomeBoardFormMessages } from '@shop/contracts/admin-messages/form-messages';
import { Contract } from '../common/api-contract.decorator.js';
import { AdminGuard } from '../common/auth/admin.guard.js';
import { ADMIN_MESSAGES, adminAnswerMessage } from '../common/admin-messages.js';
import { englishRuleWords } from '../common/admin-rule-words.js';
import { parseObjectId } from '../common/object-id.js';
import { INVALID_PAGE_MESSAGE } from '@shop/contracts/pagination';
import { parsePageNumber } from '../common/pagination.js';
import { ParseOrRejectPipe } from '../common/parse-or-reject.pipe.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { AdminBoardsService } from './admin-boards.service.js';
import { toWelcomeBoardResponse } from './welcome-board.mapper.js';

const messages = ADMIN_MESSAGES.welcomeBoard;
const boardWords = englishRuleWords();
const boardBodies = welcomeBoardBodySchemas(welcomeBoardFormMessages(boardWords.say));

/** The back office's welcome board calls; every one is for admins only. */
@Controller('welcomeBoards')
@UseGuards(AdminGuard)
export class AdminBoardsController {
  constructor(private readonly adminBoards: AdminBoardsService) {}

  @Post('addWelcomeBoard')
  @Contract({
    summary: 'Adds a welcome board',
    access: 'admin',
    errors: [400],
    body: boardBodies.add,
    answer: addWelcomeBoardResponseSchema,
  })
  async addWelcomeBoard(
    @Body(new ZodValidationPipe(boardBodies.add, boardWords)) body: AddWelcomeBoardBody,
  ): Promise<AddWelcomeBoardResponse> {
    const activityid = await this.adminBoards.addBoard(body);
    return { success: true, ...adminAnswerMessage(messages.added), activityid };
  }

  @Patch('reviseWelcomeBoard')
  @Contract({
    summary: 'Revises a welcome board',
    access: 'admin',
    errors: [400, 404, 409],
    body: boardBodies.revise,
    answer: adminMessageResponseSchema,
  })
  async reviseWelcomeBoard(
    @Body(new ZodValidationPipe(boardBodies.revise, boardWords)) body: ReviseWelcomeBoardBody,
  ): Promise<AdminMessageResponse> {
    await this.adminBoards.reviseBoard(body);
    return { success: true, ...adminAnswerMessage(messages.revised) };
  }

  /** Shown and hidden boards, newest first (the storefront's getWelcomeBoards only ever shows shown ones). */
  @Get('admin/getWelcomeBoards/:page')
  @Contract({ summary: 'A page of every welcome board', access: 'admin', errors: [400], answer: adminWelcomeBoardsPageResponseSchema })
  async getWelcomeBoards(
    @Param('page', new ParseOrRejectPipe(parsePageNumber, INVALID_PAGE_MESSAGE)) page: number,
  ): Promise<AdminWelcomeBoardsPageResponse> {
    const { items, total } = await this.adminBoards.findPage(page);
    return {
      success: true,
      welcomeBoards: items.map(toWelcomeBoardResponse),
      totalItemNum: total,
      ...adminAnswerMessage(messages.listLoaded),
    };
  }

  @Get('admin/getWelcomeBoard/:activityid')
  @Contract({ summary: 'Any welcome board', access: 'admin', errors: [400, 404], answer: getAdminWelcomeBoardResponseSchema })
  async getWelcomeBoard(
    @Param('activityid', new ParseOrRejectPipe(parseObjectId, INVALID_WELCOME_BOARD_ID_MESSAGE)) id: string,
  ): Promise<GetAdminWelcomeBoardResponse> {
    const board = await this.adminBoards.findBoard(id);
    return { success: true, welcomeBoard: toWelcomeBoardResponse(board), ...adminAnswerMessage(messages.loaded) };
  }
}
