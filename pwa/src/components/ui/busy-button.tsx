import type { ButtonHTMLAttributes, MouseEvent } from 'react';
import './busy-button.css';

interface BusyButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** While true the button shows a spinner and ignores presses. */
  busy: boolean;
}

/**
 * A button for a server call. While busy it stays focusable (a disabled button would drop a keyboard
 * user's focus) but ignores presses, including the form submit of Enter in a field.
 */
export function BusyButton({ busy, children, onClick, className = 'button button--primary', ...props }: BusyButtonProps) {
  const press = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) event.preventDefault();
    else onClick?.(event);
  };
  return (
    <button {...props} className={className} aria-disabled={busy || undefined} aria-busy={busy} onClick={press}>
      {busy && <span className="spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}
