import { shippingSettingsResponseSchema } from '@shop/contracts/settings/shipping-settings';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../../lib/api-client';
import { settingsQueryKeys } from './settings-query-keys';

export function useShippingSettings() {
  return useQuery({
    queryKey: settingsQueryKeys.shipping,
    queryFn: async ({ signal }) => (await apiGet('/admin/settings/shipping', shippingSettingsResponseSchema, signal)).shipping,
  });
}
