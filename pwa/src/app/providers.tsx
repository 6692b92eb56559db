import type { ReactNode } from 'react';
import { ToastProvider } from '../components/ui/toast-provider';
import { QueryArea } from './query-area';

/**
 * Every provider a screen can need, for one rendered on its own (the tests). The app's entry mounts only the
 * toasts; each area brings the server-state cache with its own code (lazy-with-queries.tsx).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ToastProvider>
      <QueryArea>{children}</QueryArea>
    </ToastProvider>
  );
}
