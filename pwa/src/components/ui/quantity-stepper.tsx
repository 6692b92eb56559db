import { Icon } from './icon';
import './quantity-stepper.css';

interface QuantityStepperProps {
  label: string;
  value: number;
  max: number;
  min?: number;
  onChange: (value: number) => void;
  /** Called when plus is pressed at the maximum; the value is then set to the maximum. */
  onExceedMax?: (max: number) => void;
}

export function QuantityStepper({ label, value, max, min = 0, onChange, onExceedMax }: QuantityStepperProps) {
  const increase = () => {
    if (value + 1 > max) {
      onExceedMax?.(max);
      onChange(max);
      return;
    }
    onChange(value + 1);
  };

  return (
    <div className="stepper" role="group" aria-label={label}>
      <button
        type="button"
        className="icon-button stepper__button"
        aria-label="Decrease quantity"
        disabled={value <= min}
        onClick={() => onChange(Math.max(min, value - 1))}
      >
        <Icon name="minus" />
      </button>
      <output className="stepper__value" aria-live="polite" aria-label="Quantity">
        {value}
      </output>
      <button type="button" className="icon-button stepper__button" aria-label="Increase quantity" onClick={increase}>
        <Icon name="plus" />
      </button>
    </div>
  );
}
