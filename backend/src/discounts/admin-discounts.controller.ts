import { Body, Controller, Delete, Get, Param, Patch, Post, UseGuards } from '@nestjs/common';
import {
  type CreateDiscountBody,
  createDiscountBodySchema,
  DISCOUNT_ADMIN_MESSAGES,
  discountCodeSchema,
  type UpdateDiscountBody,
  updateDiscountBodySchema,
} from '@shop/contracts/discounts/discount-code';
import { AdminGuard } from '../common/auth/admin.guard.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { toDiscountResponse } from './discount.mapper.js';
import { DiscountsService } from './discounts.service.js';

const codePipe = new ZodValidationPipe(discountCodeSchema);

/** The back office's discount codes: create, list, edit, disable (a code orders name is never deleted). */
@Controller('admin/discounts')
@UseGuards(AdminGuard)
export class AdminDiscountsController {
  constructor(private readonly discounts: DiscountsService) {}

  @Get()
  async list() {
    const codes = await this.discounts.list();
    return { success: true, discounts: codes.map(toDiscountResponse), message: DISCOUNT_ADMIN_MESSAGES.listLoaded };
  }

  @Post()
  async create(@Body(new ZodValidationPipe(createDiscountBodySchema)) body: CreateDiscountBody) {
    return { success: true, discount: toDiscountResponse(await this.discounts.create(body)), message: DISCOUNT_ADMIN_MESSAGES.created };
  }

  @Patch(':code')
  async update(@Param('code', codePipe) code: string, @Body(new ZodValidationPipe(updateDiscountBodySchema)) body: UpdateDiscountBody) {
    return {
      success: true,
      discount: toDiscountResponse(await this.discounts.update(code, body)),
      message: DISCOUNT_ADMIN_MESSAGES.updated,
    };
  }

  @Delete(':code')
  async disable(@Param('code', codePipe) code: string) {
    return { success: true, discount: toDiscountResponse(await this.discounts.disable(code)), message: DISCOUNT_ADMIN_MESSAGES.disabled };
  }
}
