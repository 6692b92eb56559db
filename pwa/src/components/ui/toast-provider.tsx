import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { TOAST_DURATION_MS, TOAST_FADE_MS } from '../../config/constants';
import { ToastContext } from './use-toast';
import './toast.css';

interface ShownToast {
  id: number;
  message: string;
  isLeaving: boolean;
}

/** One toast bar: each message shows for 3.5 s, then fades; a newer message replaces it. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<ShownToast | null>(null);
  const timers = useRef<number[]>([]);
  const nextId = useRef(0);

  const clearTimers = () => {
    timers.current.forEach((timer) => window.clearTimeout(timer));
    timers.current = [];
  };

  const showToast = useCallback((message: string) => {
    clearTimers();
    nextId.current += 1;
    setToast({ id: nextId.current, message, isLeaving: false });
    timers.current = [
      window.setTimeout(() => setToast((shown) => shown && { ...shown, isLeaving: true }), TOAST_DURATION_MS),
      window.setTimeout(() => setToast(null), TOAST_DURATION_MS + TOAST_FADE_MS),
    ];
  }, []);

  useEffect(() => clearTimers, []);

  const api = useMemo(() => ({ showToast }), [showToast]);

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
