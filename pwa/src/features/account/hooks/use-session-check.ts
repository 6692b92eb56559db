import { useEffect } from 'react';
import { ApiError } from '../../../lib/api-client';
import { forgetEmail } from '../../../offline/session-store';
import { useStoredEmail } from '../../../offline/use-stored-email';
import { checkAuth } from '../api/check-auth';

/**
 * An email stored by a session the server has since forgotten (it expired) is forgotten too, once per app
 * start and login: the user icon then offers Log in, not a /profile that would only bounce to /login.
 */
export function useSessionCheck(): void {
  const email = useStoredEmail();
  useEffect(() => {
    if (!email) return;
    const controller = new AbortController();
    checkAuth(controller.signal).catch(async (error: unknown) => {
      if (error instanceof ApiError && error.status === 401) await forgetEmail();
    });
    return () => controller.abort();
  }, [email]);
}
