import { Body, Controller, Delete, Get, Param, Patch, Post, UseGuards } from '@nestjs/common';
import {
  type CreateDiscountBody,
  DISCOUNT_ADMIN_MESSAGES,
  type DiscountAnswer,
  discountAnswerSchema,
  discountBodySchemas,
  type DiscountListResponse,
  discountListResponseSchema,
  type UpdateDiscountBody,
} from '@shop/contracts/discounts/discount-code';
import { discountRuleMessages } from '@shop/contracts/admin-messages/form-messages';
import { englishRuleWords } from '../common/admin-rule-words.js';
import { Contract } from '../common/api-contract.decorator.js';
import { AdminGuard } from '../common/auth/admin.guard.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { toDiscountResponse } from './discount.mapper.js';
import { DiscountsService } from './discounts.service.js';

const discountWords = englishRuleWords();
const bodies = discountBodySchemas(discountRuleMessages(discountWords.say));
const codePipe = new ZodValidationPipe(bodies.code, discountWords);

/** The back office's discount codes: create, list, edit, disable (a code orders name is never deleted). */
@Controller('admin/discounts')
@UseGuards(AdminGuard)
export class AdminDiscountsController {
  constructor(private readonly discounts: DiscountsService) {}

  @Get()
  @Contract({ summary: 'Every discount code with its uses', access: 'admin', errors: [], answer: discountListResponseSchema })
  async list(): Promise<DiscountListResponse> {
    const codes = await this.discounts.list();
    return { success: true, discounts: codes.map(toDiscountResponse), message: DISCOUNT_ADMIN_MESSAGES.listLoaded };
  }

  @Post()
  @Contract({
    summary: 'Creates a discount code (percent or fixed, with optional limits)',
    access: 'admin',
    errors: [400, 409],
    body: bodies.create,
    answer: discountAnswerSchema,
  })
  async create(@Body(new ZodValidationPipe(bodies.create, discountWords)) body: CreateDiscountBody): Promise<DiscountAnswer> {
    return { success: true, discount: toDiscountResponse(await this.discounts.create(body)), message: DISCOUNT_ADMIN_MESSAGES.created };
  }

  @Patch(':code')
  @Contract({
    summary: 'Edits a discount code',
    access: 'admin',
    errors: [400, 404],
    body: bodies.update,
    answer: discountAnswerSchema,
  })
  async update(
    @Param('code', codePipe) code: string,
    @Body(new ZodValidationPipe(bodies.update, discountWords)) body: UpdateDiscountBody,
  ): Promise<DiscountAnswer> {
    return {
      success: true,
      discount: toDiscountResponse(await this.discounts.update(code, body)),
      message: DISCOUNT_ADMIN_MESSAGES.updated,
    };
  }

  @Delete(':code')
  @Contract({
    summary: 'Disables a discount code (kept for the orders that used it)',
    access: 'admin',
    errors: [404],
    answer: discountAnswerSchema,
  })
  async disable(@Param('code', codePipe) code: string): Promise<DiscountAnswer> {
    return { success: true, discount: toDiscountResponse(await this.discounts.disable(code)), message: DISCOUNT_ADMIN_MESSAGES.disabled };
  }
}
