import type { AdminMessage } from '@shop/contracts/admin-messages/admin-message';
import { useToast } from '../../../components/ui/use-toast';
import { noticeOfError, type AdminNotice } from './admin-notice';
import { useAdminText } from './use-admin-text';

/** A failed read says the server's message, or the spec's "failed to fetch data" (§8). */
export const FETCH_FAILED: AdminMessage = { key: 'area.fetchFailed' };

/** Toasts in the admin's language: a notice, or why a call failed. */
export function useAdminToast() {
  const { showToast } = useToast();
  const { say } = useAdminText();
  return {
    toastNotice: (notice: AdminNotice, options?: Parameters<typeof showToast>[1]) => showToast(say(notice), options),
    toastError: (error: unknown, fallback: AdminMessage = FETCH_FAILED) => showToast(say(noticeOfError(error, fallback))),
  };
}
