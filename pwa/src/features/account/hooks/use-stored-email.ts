import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '../../../config/constants';

function readStoredEmail(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.email) || null;
  } catch {
    return null;
  }
}

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/** The email stored at login (spec §4 Session); other tabs' logins and logouts show up too. */
export function useStoredEmail(): string | null {
  return useSyncExternalStore(subscribe, readStoredEmail, () => null);
}
