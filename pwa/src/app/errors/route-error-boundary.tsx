import type { ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { Link, useLocation } from 'react-router-dom';
import { StatusMessage } from '../../components/ui/status-message';
import { isChunkLoadError } from './chunk-load-error';

function RouteErrorScreen({ error, resetErrorBoundary }: FallbackProps) {
  if (isChunkLoadError(error)) {
    return (
      <div className="page">
        <StatusMessage title="A new version is available — reload" detail="This page changed since you opened the shop.">
          <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
            Reload
          </button>
        </StatusMessage>
      </div>
    );
  }
  return (
    <div className="page">
      <StatusMessage tone="problem" title="Sorry, something went wrong on this page." detail="Please try again, or go back to the shop.">
        <button type="button" className="button button--soft" onClick={resetErrorBoundary}>
          Try again
        </button>
        <Link className="button button--primary" to="/main">
          Back to the shop
        </Link>
      </StatusMessage>
    </div>
  );
}

/**
 * Catches what a route throws while loading or drawing, so the page keeps its frame and says what to do.
 * The app uses declarative routes (no data router, see router.tsx), where a route's `errorElement` is never
 * rendered, so each layout wraps its outlet in this boundary. Going to another page clears the error.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary FallbackComponent={RouteErrorScreen} resetKeys={[pathname]}>
      {children}
    </ErrorBoundary>
  );
}
