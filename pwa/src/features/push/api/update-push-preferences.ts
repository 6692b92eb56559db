import type { PushPreferencesPatch, PushPreferencesResponse } from '@shop/contracts/push';
import { useToast } from '../../../components/ui/use-toast';
import { MESSAGES } from '../../../config/constants';
import { apiPatch } from '../../../lib/api-client';
import { usePendingCall } from '../../../lib/use-pending-call';

/** Switches kinds on or off; resolves to the switches as saved. */
export async function updatePushPreferences(patch: PushPreferencesPatch): Promise<PushPreferencesResponse> {
  return apiPatch<PushPreferencesResponse>('/push/preferences', patch);
}

export function useUpdatePushPreferences() {
  const { showToast } = useToast();
  return usePendingCall(updatePushPreferences, () => showToast(MESSAGES.updateFailed));
}
