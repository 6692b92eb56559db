import type { PolicySettings } from '@shop/contracts/settings/policy-settings';
import { apiGet } from '../../../lib/api-client';
import { useCachedRead } from '../../../lib/use-cached-read';
import { policyQueryKeys } from './policy-query-keys';

/** The shipping, returns and privacy texts the back office wrote. */
export async function getPolicies(signal?: AbortSignal): Promise<PolicySettings> {
  return (
    await apiGet(
      '/settings/policies',
      () => import('@shop/contracts/settings/policy-settings').then((contract) => contract.policySettingsResponseSchema),
      signal,
    )
  ).policies;
}

export function usePolicies() {
  return useCachedRead(policyQueryKeys.policies, getPolicies);
}
