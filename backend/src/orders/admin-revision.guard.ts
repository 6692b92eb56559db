import { type ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { CUSTOMER_REQUEST } from '@shop/contracts/orders/order-bodies';
import { AdminGuard } from '../common/auth/admin.guard.js';

/**
 * reviseOrder is one path for two callers: a shopper's cancel request (status "Request Cancel") and an
 * admin's every other revision. The latter must pass AdminGuard before its body is even validated, so
 * that a customer learns nothing about the admin's rules (403, not 400).
 */
@Injectable()
export class AdminRevisionGuard extends AdminGuard {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const body: unknown = context.switchToHttp().getRequest<Request>().body;
    const isCustomerRequest = (body as { status?: unknown } | undefined)?.status === CUSTOMER_REQUEST;
    return isCustomerRequest || super.canActivate(context);
  }
}
