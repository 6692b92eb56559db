import type { ButtonHTMLAttributes } from 'react';
import './busy-button.css';

interface BusyButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** While true the button shows a spinner and cannot be pressed again. */
  busy: boolean;
}

export function BusyButton({ busy, disabled, children, className = 'button button--primary', ...props }: BusyButtonProps) {
  return (
    <button {...props} className={className} disabled={busy || disabled} aria-busy={busy}>
      {busy && <span className="spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}
