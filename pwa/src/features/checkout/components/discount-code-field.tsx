import { useId, useState, type SyntheticEvent } from 'react';

interface DiscountCodeFieldProps {
  /** The code the quote was asked with; '' for none. */
  applied: string;
  /** What the server said of it. */
  message: string | undefined;
  accepted: boolean;
  onApply: (code: string) => void;
}

/** The shopper's discount code: applied through the quote, which says whether and why not it applies. */
export function DiscountCodeField({ applied, message, accepted, onApply }: DiscountCodeFieldProps) {
  const [typed, setTyped] = useState(applied);
  const inputId = useId();
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply(typed.trim());
  };
  return (
    <form className="discount-code" onSubmit={submit}>
      <label htmlFor={inputId}>Discount code</label>
      <div className="discount-code__row">
        <input id={inputId} value={typed} autoCapitalize="characters" maxLength={32} onChange={(event) => setTyped(event.target.value)} />
        <button type="submit" className="button button--soft">
          Apply
        </button>
      </div>
      {applied && message && (
        <p className={accepted ? 'discount-code__message' : 'discount-code__message discount-code__message--problem'} role="status">
          {message}
        </p>
      )}
    </form>
  );
}
