import { readStoredEmail } from './session-store';
import { useStoredValue } from './use-stored-value';

/**
 * The email stored at login (spec §4 Session): a string, null when logged out, undefined while it
 * is being read. Logins and logouts in other tabs show up too.
 */
export function useStoredEmail(): string | null | undefined {
  return useStoredValue('session', readStoredEmail);
}
