import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { WELCOME_BOARD_PAGE_SIZE } from '@shop/contracts/pagination';
import { findPage, type Page } from '../common/pagination.js';
import { WelcomeBoard, type WelcomeBoardRecord } from './schemas/welcome-board.schema.js';

export const WELCOME_BOARD_NOT_FOUND_MESSAGE = 'Welcome board not found';

@Injectable()
export class BoardsService {
  constructor(@InjectModel(WelcomeBoard.name) private readonly boards: Model<WelcomeBoard>) {}

  /** Shown boards, newest first. */
  findShownPage(page: number): Promise<Page<WelcomeBoardRecord>> {
    return findPage(this.boards, { Display: true }, { CreateDate: -1, _id: -1 }, page, WELCOME_BOARD_PAGE_SIZE);
  }

  async findShownBoard(id: string): Promise<WelcomeBoardRecord> {
    const board = await this.boards.findOne({ _id: id, Display: true }).lean<WelcomeBoardRecord>();
    if (!board) throw new NotFoundException(WELCOME_BOARD_NOT_FOUND_MESSAGE);
    return board;
  }
}
