import { ApiError } from '../../../../lib/api-client';

/** The server's answer to a save: its message, or why it refused. */
export function FormOutcome({ error, saved }: { error: Error | null; saved: string | undefined }) {
  if (error) return <p role="alert">{error instanceof ApiError ? (error.serverMessage ?? error.message) : error.message}</p>;
  return saved ? <p role="status">{saved}</p> : null;
}
