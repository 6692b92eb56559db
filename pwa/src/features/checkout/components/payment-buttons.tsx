import type { PaymentMethod } from '@shop/contracts/orders/order-bodies';
import { BusyButton } from '../../../components/ui/busy-button';

const METHODS: { method: PaymentMethod; label: string }[] = [
  { method: 'card', label: 'Visa Card' },
  { method: 'alipay', label: 'Alipay' },
];

interface PaymentButtonsProps {
  workingMethod: PaymentMethod | null;
  onPay: (method: PaymentMethod) => void;
}

/** Visa Card and Alipay: the working one spins, and neither can be pressed until it is done. */
export function PaymentButtons({ workingMethod, onPay }: PaymentButtonsProps) {
  return (
    <div className="payment-buttons" role="group" aria-label="Pay with">
      {METHODS.map(({ method, label }) => (
        <BusyButton key={method} busy={workingMethod === method} disabled={workingMethod !== null} onClick={() => onPay(method)}>
          {label}
        </BusyButton>
      ))}
    </div>
  );
}
