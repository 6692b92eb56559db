import { useApiRead } from '../../../lib/use-api-read';
import { getShopperContext } from '../api/get-shopper-context';

/** The shopper beside the open conversation: contact, address and recent orders. */
export function useShopperContext(conversationId: string | null) {
  return useApiRead(conversationId, (signal) => getShopperContext(conversationId!, signal));
}
