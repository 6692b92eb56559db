import { useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { forgetEmail } from '../../../offline/session-store';
import { useStoredEmail } from '../../../offline/use-stored-email';
import { checkAuth } from '../api/check-auth';

/**
 * An email stored by a session the server has since forgotten (it expired) is forgotten too, once per app
 * start and login: the user icon then offers Log in, not a /profile that would only bounce to /login.
 * Answers whether the logged-in account is an admin's (the storefront then links the back office).
 */
export function useSessionCheck(): { admin: boolean } {
  const email = useStoredEmail();
  const [adminEmail, setAdminEmail] = useState<string | null>(null);
  useEffect(() => {
    if (!email) return;
    const controller = new AbortController();
    checkAuth(controller.signal).then(
      ({ admin }) => setAdminEmail(admin ? email : null),
      async (error: unknown) => {
        if (error instanceof ApiError && error.status === 401) await forgetEmail();
      },
    );
    return () => controller.abort();
  }, [email]);
  // Tied to the email it was answered for: after a logout (or another login) it no longer holds.
  return { admin: Boolean(email) && adminEmail === email };
}
