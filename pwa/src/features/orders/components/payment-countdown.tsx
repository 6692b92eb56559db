import { ORDER_MESSAGES } from '../order-messages';
import { formatCountdown } from '../payment-window';
import './payment-countdown.css';

/** "Order expires in m:ss", or "Order has expired!" in red once the window has passed. */
export function PaymentCountdown({ remainingMs }: { remainingMs: number }) {
  if (remainingMs <= 0) {
    return (
      <p className="payment-countdown payment-countdown--expired" role="alert">
        {ORDER_MESSAGES.expired}
      </p>
    );
  }
  // The seconds tick silently; the timer role would have screen readers announce every one.
  return (
    <p className="payment-countdown" role="timer" aria-live="off">
      {ORDER_MESSAGES.expiresIn(formatCountdown(remainingMs))}
    </p>
  );
}
