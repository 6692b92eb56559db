import { policySettingsResponseSchema } from '@shop/contracts/settings/policy-settings';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../../lib/api-client';
import { settingsQueryKeys } from './settings-query-keys';

export function useAdminPolicies() {
  return useQuery({
    queryKey: settingsQueryKeys.policies,
    queryFn: async ({ signal }) => (await apiGet('/admin/settings/policies', policySettingsResponseSchema, signal)).policies,
  });
}
