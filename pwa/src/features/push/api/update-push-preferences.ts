import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PushPreferences, PushPreferencesPatch, PushPreferencesResponse } from '@shop/contracts/push';
import { useToast } from '../../../components/ui/use-toast';
import { MESSAGES } from '../../../config/constants';
import { apiPatch } from '../../../lib/api-client';
import { pushQueryKeys } from './push-query-keys';

/** Switches kinds on or off; resolves to the switches as saved. */
export async function updatePushPreferences(patch: PushPreferencesPatch): Promise<PushPreferencesResponse> {
  return apiPatch<PushPreferencesResponse>('/push/preferences', patch);
}

/**
 * A switch moves at once and moves back when the shop could not save it ("Update failed"); a saved one
 * shows the switches as the server stored them, with its message.
 */
export function useUpdatePushPreferences() {
  const { showToast } = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePushPreferences,
    onMutate: async (patch) => {
      await queryClient.cancelQueries({ queryKey: pushQueryKeys.preferences });
      const previous = queryClient.getQueryData<PushPreferences>(pushQueryKeys.preferences);
      if (previous) queryClient.setQueryData<PushPreferences>(pushQueryKeys.preferences, { ...previous, ...patch });
      return { previous };
    },
    onError: (_error, _patch, context) => {
      if (context?.previous) queryClient.setQueryData(pushQueryKeys.preferences, context.previous);
      showToast(MESSAGES.updateFailed);
    },
    onSuccess: (answer) => {
      queryClient.setQueryData(pushQueryKeys.preferences, answer.preferences);
      showToast(answer.message);
    },
  });
}
