import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../../lib/api-client';
import { forgetEmail, readStoredEmail } from '../../../offline/session-store';
import { checkAuth } from '../api/check-auth';

/** `offline`: the server could not be asked, but an email is stored, so stored data may be shown. */
export type AuthCheck = 'checking' | 'passed' | 'offline';

/**
 * Asks the server whether the shopper is logged in, on load (spec §6); a refusal forgets the stale
 * stored email and goes to /login.
 */
export function useAuthCheck(): AuthCheck {
  const navigate = useNavigate();
  const [check, setCheck] = useState<AuthCheck>('checking');

  useEffect(() => {
    const controller = new AbortController();
    const goToLogin = () => navigate('/login', { replace: true });
    checkAuth(controller.signal).then(
      () => setCheck('passed'),
      async (error: unknown) => {
        if (controller.signal.aborted) return;
        const unreachable = error instanceof ApiError && error.status === 0;
        if (unreachable && (await readStoredEmail())) setCheck('offline');
        else if (unreachable) goToLogin();
        else await forgetEmail().then(goToLogin);
      },
    );
    return () => controller.abort();
  }, [navigate]);

  return check;
}
