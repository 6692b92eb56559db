import type { ShippingSettings } from '@shop/contracts/settings/shipping-settings';
import { apiGet } from '../../../lib/api-client';
import { useCachedRead } from '../../../lib/use-cached-read';

export async function getShippingRate(signal?: AbortSignal): Promise<ShippingSettings> {
  return (
    await apiGet(
      '/settings/shipping',
      () => import('@shop/contracts/settings/shipping-settings').then((contract) => contract.shippingSettingsResponseSchema),
      signal,
    )
  ).shipping;
}

/** The shop's shipping rate, for the cart's estimate; the checkout's quote is what is charged. */
export function useShippingRate() {
  return useCachedRead(['settings', 'shipping'], getShippingRate);
}
