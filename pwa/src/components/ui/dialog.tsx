import { useEffect, useId, useRef, type ReactNode, type SyntheticEvent } from 'react';
import './dialog.css';

interface DialogProps {
  title: string;
  /** What the dialog asks, read with the title when it opens. */
  description?: ReactNode;
  /** Escape, the back gesture or a cancel button: the dialog's owner unmounts it. */
  onCancel: () => void;
  children: ReactNode;
}

/**
 * A modal question on the native <dialog>: showModal makes the page behind it inert (focus stays inside),
 * Escape cancels, and focus goes to its first field (or button) and back to where it was when it closes.
 * Mount it to open it.
 */
export function Dialog({ title, description, onCancel, children }: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement as HTMLElement | null;
    element.showModal();
    element.querySelector<HTMLElement>('input, textarea, button')?.focus();
    return () => {
      if (element.open) element.close();
      opener?.focus();
    };
  }, []);

  const cancel = (event: SyntheticEvent) => {
    // The owner closes it by unmounting, so that React's state and the dialog never disagree.
    event.preventDefault();
    onCancel();
  };

  return (
    <dialog
      ref={dialog}
      className="dialog"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={cancel}
      onKeyDown={(event) => {
        if (event.key === 'Escape') cancel(event);
      }}
    >
      <h2 id={titleId} className="dialog__title">
        {title}
      </h2>
      {description && (
        <p id={descriptionId} className="dialog__description">
          {description}
        </p>
      )}
      {children}
    </dialog>
  );
}

/** The dialog's buttons, the confirming one last (where the thumb and the eye end). */
export function DialogButtons({ children }: { children: ReactNode }) {
  return <div className="dialog__buttons">{children}</div>;
}
