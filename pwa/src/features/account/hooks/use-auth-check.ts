import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ApiError } from '../../../lib/api-client';
import { loginState } from '../../../lib/login-intent';
import { forgetEmail, readStoredEmail } from '../../../offline/session-store';
import { checkAuth } from '../api/check-auth';

/** `offline`: the server could not be asked, but an email is stored, so stored data may be shown. */
export type AuthCheck = 'checking' | 'passed' | 'offline';

/**
 * Asks the server whether the shopper is logged in, on load (spec §6); a refusal forgets the stale
 * stored email and goes to /login, which says why (the session expired, or this page needs a login) and
 * comes back here afterwards.
 */
export function useAuthCheck(): AuthCheck {
  const navigate = useNavigate();
  const location = useLocation();
  const [check, setCheck] = useState<AuthCheck>('checking');
  const here = useRef(location);

  useEffect(() => {
    const controller = new AbortController();
    const goToLogin = (hadSession: boolean) => {
      const reason = hadSession ? 'session' : here.current.pathname.startsWith('/checkout') ? 'checkout' : 'account';
      void navigate('/login', { replace: true, state: loginState(reason, here.current) });
    };
    checkAuth(controller.signal).then(
      () => setCheck('passed'),
      async (error: unknown) => {
        if (controller.signal.aborted) return;
        const unreachable = error instanceof ApiError && error.status === 0;
        const storedEmail = await readStoredEmail();
        if (unreachable && storedEmail) setCheck('offline');
        else if (unreachable) goToLogin(false);
        else await forgetEmail().then(() => goToLogin(Boolean(storedEmail)));
      },
    );
    return () => controller.abort();
  }, [navigate]);

  return check;
}
