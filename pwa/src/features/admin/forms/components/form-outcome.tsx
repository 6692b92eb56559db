import { ApiError } from '../../../../lib/api-client';
import { noticeOfError } from '../../i18n/admin-notice';
import { useAdminText } from '../../i18n/use-admin-text';

/** The server's answer to a save: its message, or why it refused, in the admin's language when it names catalogue messages. */
export function FormOutcome({ error, saved }: { error: Error | null; saved: string | undefined }) {
  const { say } = useAdminText();
  if (error)
    return <p role="alert">{error instanceof ApiError ? say(noticeOfError(error, { key: 'area.fetchFailed' })) : error.message}</p>;
  return saved ? <p role="status">{saved}</p> : null;
}
