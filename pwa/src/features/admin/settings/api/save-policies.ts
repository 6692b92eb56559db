import { type PolicySettings, policySettingsResponseSchema } from '@shop/contracts/settings/policy-settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '../../../../lib/api-client';
import { settingsQueryKeys } from './settings-query-keys';

/** Saves the texts; the storefront's /policy reads them again (its key is the shop's `policies`). */
export function useSavePolicies() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (policies: PolicySettings) => apiPut('/admin/settings/policies', policies, policySettingsResponseSchema),
    onSuccess: () => Promise.all([settingsQueryKeys.policies, ['policies']].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
