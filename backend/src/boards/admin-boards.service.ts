import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import type { AddWelcomeBoardBody, ReviseWelcomeBoardBody } from '@shop/contracts/boards/welcome-board-bodies';
import { ADMIN_PAGE_SIZE } from '@shop/contracts/pagination';
import { findPage, type Page } from '../common/pagination.js';
import { StorefrontCache } from '../products/storefront-cache.js';
import { ImageStoreService } from '../uploads/image-store.service.js';
import { WELCOME_BOARD_NOT_FOUND_MESSAGE } from './boards.service.js';
import { WelcomeBoard, type WelcomeBoardRecord } from './schemas/welcome-board.schema.js';
import { toWelcomeBoardFields } from './welcome-board-form.mapper.js';

const NEWEST_FIRST = { CreateDate: -1, _id: -1 } as const;

/** The back office's welcome boards: shown and hidden alike. */
@Injectable()
export class AdminBoardsService {
  constructor(
    @InjectModel(WelcomeBoard.name) private readonly boards: Model<WelcomeBoard>,
    private readonly images: ImageStoreService,
    private readonly cache: StorefrontCache,
  ) {}

  findPage(page: number): Promise<Page<WelcomeBoardRecord>> {
    return findPage(this.boards, {}, NEWEST_FIRST, page, ADMIN_PAGE_SIZE);
  }

  async findBoard(id: string): Promise<WelcomeBoardRecord> {
    const board = await this.boards.findById(id).lean<WelcomeBoardRecord>();
    if (!board) throw new NotFoundException(WELCOME_BOARD_NOT_FOUND_MESSAGE);
    return board;
  }

  /** Answers the new board's id. */
  async addBoard(form: AddWelcomeBoardBody): Promise<string> {
    await this.images.requireStoredImages([form.cover]);
    const board = await this.boards.create(toWelcomeBoardFields(form));
    await this.cache.invalidate();
    return board._id.toString();
  }

  /** Replaces the board's fields in one update; 404 for an unknown board. */
  async reviseBoard(form: ReviseWelcomeBoardBody): Promise<void> {
    if (form.cover) await this.images.requireStoredImages([form.cover]);
    const revised = await this.boards.updateOne({ _id: form.activityid }, { $set: toWelcomeBoardFields(form) }, { runValidators: true });
    if (revised.matchedCount === 0) throw new NotFoundException(WELCOME_BOARD_NOT_FOUND_MESSAGE);
    await this.cache.invalidate();
  }
}
