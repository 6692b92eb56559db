import { ORDER_PAYMENT_WINDOW_MS } from '../../config/constants';
import type { ShopperOrder } from './order-model';
import { awaitsPayment } from './order-status';

/** The end of the order's payment window in epoch ms: the server's deadline, else 300 s after creation. */
export function paymentDeadline(order: Pick<ShopperOrder, 'CreateDate' | 'PaymentDeadline'>): number {
  const deadline = order.PaymentDeadline ? Date.parse(order.PaymentDeadline) : Number.NaN;
  return Number.isNaN(deadline) ? Date.parse(order.CreateDate) + ORDER_PAYMENT_WINDOW_MS : deadline;
}

/** Time left as m:ss, rounded up so that "0:00" never shows while time remains. */
export function formatCountdown(remainingMs: number): string {
  const totalSeconds = Math.max(0, Math.ceil(remainingMs / 1000));
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = String(totalSeconds % 60).padStart(2, '0');
  return `${minutes}:${seconds}`;
}

/** The countdown concerns unpaid orders: it runs while payment is awaited, then says the order expired. */
export function showsPaymentWindow(order: Pick<ShopperOrder, 'IfPaid' | 'Status'>, remainingMs: number): boolean {
  return !order.IfPaid && (awaitsPayment(order.Status) || remainingMs <= 0);
}
