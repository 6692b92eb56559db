import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { checkAdmin } from '../api/check-admin';

export type AdminAccess = 'checking' | 'granted';

/**
 * Asks the server on every admin page (spec §6) whether this is an admin; any failure goes to `/`.
 * Once granted, moving between admin pages keeps the page shown while the next check runs.
 */
export function useAdminAccess(): AdminAccess {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [granted, setGranted] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    checkAdmin(controller.signal).then(
      () => setGranted(true),
      () => {
        if (!controller.signal.aborted) void navigate('/', { replace: true });
      },
    );
    return () => controller.abort();
  }, [pathname, navigate]);

  return granted ? 'granted' : 'checking';
}
