import { type ReactNode, StrictMode } from 'react';
import { ToastProvider } from '../../components/ui/toast-provider';
import { type ServerAnswer, ServerAnswersProvider } from '../../lib/use-cached-read';
import { AppRoutes } from '../router';

/**
 * The app as both sides render it: the server into a storefront page's HTML (server-entry.tsx), the browser
 * when it hydrates that HTML or starts on the offline shell (mount-app.tsx). Only the router differs, so
 * the two trees match element for element.
 */
export function ShopApp({
  answers,
  router: Router,
}: {
  answers: ReadonlyMap<string, ServerAnswer>;
  router: (props: { children: ReactNode }) => ReactNode;
}) {
  return (
    <StrictMode>
      <ServerAnswersProvider value={answers}>
        <ToastProvider>
          <Router>
            <AppRoutes />
          </Router>
        </ToastProvider>
      </ServerAnswersProvider>
    </StrictMode>
  );
}
