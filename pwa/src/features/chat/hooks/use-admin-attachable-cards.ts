import type { ChatOrderCard } from '@shop/contracts/chat/chat-events';
import { useApiRead } from '../../../lib/use-api-read';
import { getProducts } from '../../catalogue/api/get-products';
import { getShopperContext } from '../api/get-shopper-context';
import { useChatText } from '../chat-text-context';
import type { AttachableCards } from '../components/attachable-composer';
import { toProductCard } from './use-attachable-products';

/**
 * What an admin can attach in a conversation: its shopper's recent orders (the server accepts no one
 * else's) and the newest listed products (it accepts no unlisted one).
 */
export function useAdminAttachableCards(conversationId: string): AttachableCards {
  const chatText = useChatText();
  const orders = useApiRead(`attachable-orders ${conversationId}`, async (signal): Promise<ChatOrderCard[]> =>
    (await getShopperContext(conversationId, signal)).recentOrders.map((order) => ({
      kind: 'order',
      id: order.id,
      status: order.status,
      totalPrice: order.totalPrice,
      createDate: order.createDate,
    })),
  );
  const products = useApiRead('attachable-products', async (signal) =>
    (await getProducts({ status: 'new', filter: 'all', page: 1 }, signal)).products.map(toProductCard),
  );
  return { orders, products, texts: { ...chatText.picker, ...chatText.adminPicker } };
}
