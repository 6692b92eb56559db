import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type PushPreferencesPatch, type PushPreferencesResponse, pushPreferencesResponseSchema } from '@shop/contracts/push';
import { useToast } from '../../../components/ui/use-toast';
import { MESSAGES } from '../../../config/constants';
import { apiPatch } from '../../../lib/api-client';
import { pushQueryKeys } from './push-query-keys';

/** Switches kinds on or off; resolves to the switches as saved. */
export async function updatePushPreferences(patch: PushPreferencesPatch): Promise<PushPreferencesResponse> {
  return apiPatch('/push/preferences', patch, pushPreferencesResponseSchema);
}

/** Saved: the switches as the server stored them, with its message; not saved: "Update failed". */
export function useUpdatePushPreferences() {
  const { showToast } = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePushPreferences,
    // A read still under way would otherwise show the switches as they were before this save.
    onMutate: () => queryClient.cancelQueries({ queryKey: pushQueryKeys.preferences }),
    onError: () => showToast(MESSAGES.updateFailed),
    onSuccess: (answer) => {
      queryClient.setQueryData(pushQueryKeys.preferences, answer.preferences);
      showToast(answer.message);
    },
  });
}
