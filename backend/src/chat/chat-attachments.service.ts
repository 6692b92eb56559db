import { Injectable, NotFoundException } from '@nestjs/common';
import type { Types } from 'mongoose';
import { fromCents, toCents } from '../common/money.js';
import { ORDER_NOT_FOUND } from '../orders/order-transitions.service.js';
import { OrderReadsService } from '../orders/order-reads.service.js';
import { ProductsService } from '../products/products.service.js';
import type { ProductRecord } from '../products/schemas/product.schema.js';
import type { ChatAttachmentInput } from '@shop/contracts/chat/chat-events';
import type { AttachmentSnapshot } from './schemas/chat-message.schema.js';

/** Checks what a message attaches and keeps a snapshot of it for the card. */
@Injectable()
export class ChatAttachmentsService {
  constructor(
    private readonly orders: OrderReadsService,
    private readonly products: ProductsService,
  ) {}

  /** An order must be the conversation's shopper's own (404 otherwise); a product must be listed. */
  async snapshot(attachment: ChatAttachmentInput, shopperId: Types.ObjectId): Promise<AttachmentSnapshot> {
    if (attachment.kind === 'product') return productSnapshot(await this.products.findListedProduct(attachment.id));
    const order = await this.orders.ownOrderHeadline(attachment.id, shopperId);
    if (!order) throw new NotFoundException(ORDER_NOT_FOUND);
    return { kind: 'order', refId: order._id, status: order.Status, totalPrice: order.TotalPrice, createDate: order.CreateDate };
  }
}

function productSnapshot(product: ProductRecord): AttachmentSnapshot {
  return { kind: 'product', refId: product._id, name: product.ProductName, cover: product.Cover, price: lowestPrice(product) };
}

/** What the product costs at least: the cheapest sub-type, at its sale price when it has one. */
function lowestPrice(product: ProductRecord): number {
  const prices = product.SubTypeSet.map((subType) => toCents(subType.SalePrice ?? subType.Price));
  return prices.length === 0 ? 0 : fromCents(Math.min(...prices));
}
