import { createContext, useContext } from 'react';

export interface ToastOptions {
  /** The message tells the outcome of a move to another page, and shows there. */
  forNextPage?: boolean;
}

export interface ToastApi {
  showToast: (message: string, options?: ToastOptions) => void;
  /** Called by the layouts on each navigation: clears the messages of the page left behind. */
  enterPage: (page: string) => void;
}

export const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const toast = useContext(ToastContext);
  if (!toast) throw new Error('useToast must be used inside <ToastProvider>');
  return toast;
}
