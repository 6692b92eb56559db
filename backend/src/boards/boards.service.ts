import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { WELCOME_BOARD_PAGE_SIZE } from '@shop/contracts/pagination';
import { findPage, type Page } from '../common/pagination.js';
import { seedIfEmpty } from '../products/catalogue-seeding.js';
import { StorefrontCache } from '../products/storefront-cache.js';
import { WelcomeBoard, type WelcomeBoardRecord } from './schemas/welcome-board.schema.js';

export const WELCOME_BOARD_NOT_FOUND_MESSAGE = 'Welcome board not found';

@Injectable()
export class BoardsService {
  constructor(
    @InjectModel(WelcomeBoard.name) private readonly boards: Model<WelcomeBoard>,
    private readonly cache: StorefrontCache,
  ) {}

  /** Shown boards, newest first. */
  findShownPage(page: number): Promise<Page<WelcomeBoardRecord>> {
    return findPage(this.boards, { Display: true }, { CreateDate: -1, _id: -1 }, page, WELCOME_BOARD_PAGE_SIZE);
  }

  async findShownBoard(id: string): Promise<WelcomeBoardRecord> {
    const board = await this.boards.findOne({ _id: id, Display: true }).lean<WelcomeBoardRecord>();
    if (!board) throw new NotFoundException(WELCOME_BOARD_NOT_FOUND_MESSAGE);
    return board;
  }

  /** The welcome boards of a new shop (demo data): stores those `make` gives if there are none yet; answers how many. */
  seedIfEmpty(make: () => Promise<Partial<WelcomeBoard>[]>): Promise<number> {
    return seedIfEmpty(this.boards, this.cache, make);
  }
}
