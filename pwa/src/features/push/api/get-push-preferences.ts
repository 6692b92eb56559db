import { useQuery } from '@tanstack/react-query';
import { type PushPreferences, pushPreferencesResponseSchema } from '@shop/contracts/push';
import { useToast } from '../../../components/ui/use-toast';
import { apiGet } from '../../../lib/api-client';
import { useReadFailure } from '../../../lib/use-read-failure';
import { pushQueryKeys } from './push-query-keys';

export async function getPushPreferences(signal?: AbortSignal): Promise<PushPreferences> {
  return (await apiGet('/push/preferences', pushPreferencesResponseSchema, signal)).preferences;
}

/** A refusal is told as the server says it; without a network the switches just stay off until it is back. */
export function usePushPreferences() {
  const { showToast } = useToast();
  const read = useQuery({ queryKey: pushQueryKeys.preferences, queryFn: ({ signal }) => getPushPreferences(signal) });
  useReadFailure(read, (error) => {
    if (error.status !== 0) showToast(error.message);
  });
  return read;
}
