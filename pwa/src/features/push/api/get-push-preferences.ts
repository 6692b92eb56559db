import type { PushPreferences, PushPreferencesResponse } from '@shop/contracts/push';
import { useToast } from '../../../components/ui/use-toast';
import { apiGet } from '../../../lib/api-client';
import { useApiRead } from '../../../lib/use-api-read';

export async function getPushPreferences(signal?: AbortSignal): Promise<PushPreferences> {
  return (await apiGet<PushPreferencesResponse>('/push/preferences', signal)).preferences;
}

export function usePushPreferences() {
  const { showToast } = useToast();
  return useApiRead('push-preferences', getPushPreferences, (error) => {
    if (error.status !== 0) showToast(error.message);
  });
}
