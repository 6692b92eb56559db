import { type ShippingSettings, shippingSettingsResponseSchema } from '@shop/contracts/settings/shipping-settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '../../../../lib/api-client';
import { settingsQueryKeys } from './settings-query-keys';

export function useSaveShippingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: ShippingSettings) => apiPut('/admin/settings/shipping', settings, shippingSettingsResponseSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsQueryKeys.shipping }),
  });
}
