import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { TOAST_DURATION_MS, TOAST_FADE_MS } from '../../config/constants';
import { ToastContext, type ToastOptions } from './use-toast';
import './toast.css';

interface ShownToast {
  id: number;
  message: string;
  isLeaving: boolean;
  /** The page the message belongs to; null until the next page is entered (`forNextPage`). */
  page: string | null;
}

/** A message stays on its own page: entering another clears it, unless it was meant for that page. */
function onEntering(page: string) {
  return (shown: ShownToast | null): ShownToast | null => {
    if (shown?.page === null) return { ...shown, page };
    return shown?.page === page ? shown : null;
  };
}

/**
 * One toast bar: each message shows for 3.5 s, then fades; a newer message replaces it, and so does a
 * move to another page (see useToastsOfPage).
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<ShownToast | null>(null);
  const timers = useRef<number[]>([]);
  const nextId = useRef(0);
  const currentPage = useRef<string | null>(null);

  const clearTimers = () => {
    timers.current.forEach((timer) => window.clearTimeout(timer));
    timers.current = [];
  };

  const showToast = useCallback((message: string, options?: ToastOptions) => {
    clearTimers();
    nextId.current += 1;
    setToast({ id: nextId.current, message, isLeaving: false, page: options?.forNextPage ? null : currentPage.current });
    timers.current = [
      window.setTimeout(() => setToast((shown) => shown && { ...shown, isLeaving: true }), TOAST_DURATION_MS),
      window.setTimeout(() => setToast(null), TOAST_DURATION_MS + TOAST_FADE_MS),
    ];
  }, []);

  useEffect(() => clearTimers, []);

  const enterPage = useCallback((page: string) => {
    currentPage.current = page;
    setToast(onEntering(page));
  }, []);

  const api = useMemo(() => ({ showToast, enterPage }), [showToast, enterPage]);

  return (
    <ToastContext value={api}>
      {children}
      <div className="toast-region" role="status" aria-live="polite">
        {toast && (
          <p key={toast.id} className={toast.isLeaving ? 'toast toast--leaving' : 'toast'}>
            {toast.message}
          </p>
        )}
      </div>
    </ToastContext>
  );
}
