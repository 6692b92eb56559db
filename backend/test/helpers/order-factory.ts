import type { NestExpressApplication } from '@nestjs/platform-express';
import { Types } from 'mongoose';
import type { OrderStatus } from '../../src/orders/order-state-machine.js';
import type { OrderItem, OrderRecord } from '../../src/orders/schemas/order.schema.js';
import { orderModel } from './shoppers.js';

type OrderInput = Partial<Omit<OrderRecord, 'Status'>> & { Status?: OrderStatus };

/**
 * Orders written straight to the collection, with the dates and statuses a test needs (the checkout
 * would stamp them now and start them at Paying).
 */
export async function insertOrders(app: NestExpressApplication, inputs: OrderInput[]): Promise<OrderRecord[]> {
  const orders = inputs.map((input) => {
    const BuyItem: OrderItem[] = input.BuyItem ?? [
      { proid: new Types.ObjectId(), proname: 'Kitty Charm', proprice: 10, subType: 'Pink', buyNum: 1, totalPrice: '10.00', maxLeft: 5 },
    ];
    return {
      CreateDate: new Date(),
      OwnerId: new Types.ObjectId(),
      Email: 'mia@example.com',
      UserName: 'Mia Chen',
      Phone: '+1 555-123-4567',
      Location: '1 Main St, Springfield, IL 62701',
      Status: 'Paying',
      TotalPrice: BuyItem.reduce((sum, line) => sum + Number(line.totalPrice), 0),
      PaymentMethod: 'card',
      PaymentProvider: 'test',
      PaymentDeadline: new Date(Date.now() + 300_000),
      ...input,
      BuyItem,
    };
  });
  const inserted = await orderModel(app).insertMany(orders);
  return inserted.map((order) => order.toObject() as OrderRecord);
}

export function orderLine(proid: Types.ObjectId, proname: string, proprice: number, buyNum: number): OrderItem {
  return { proid, proname, proprice, subType: 'Pink', buyNum, totalPrice: (proprice * buyNum).toFixed(2), maxLeft: 10 };
}
