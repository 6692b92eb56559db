import type { ChatAttachmentCard, ChatOrderCard } from '@shop/contracts/chat/chat-events';
import { useQuery } from '@tanstack/react-query';
import { getProducts } from '../../catalogue/api/get-products';
import { chatQueryKeys } from '../api/chat-query-keys';
import { getShopperContext } from '../api/get-shopper-context';
import { useChatText } from '../chat-text-context';
import type { PickerTexts } from '../components/attachment-picker';
import type { ApiRead } from '../../../lib/query-client';
import { toProductCard } from './use-attachable-products';

interface AdminAttachableCards {
  orders: ApiRead<ChatOrderCard[]>;
  products: ApiRead<ChatAttachmentCard[]>;
  texts: PickerTexts;
}

/**
 * What an admin can attach in a conversation: its shopper's recent orders (the server accepts no one
 * else's) and the newest listed products (it accepts no unlisted one).
 */
export function useAdminAttachableCards(conversationId: string): AdminAttachableCards {
  const chatText = useChatText();
  // The shopper's context is the panel's read too: one request serves both.
  const orders = useQuery({
    queryKey: chatQueryKeys.shopperContext(conversationId),
    queryFn: ({ signal }) => getShopperContext(conversationId, signal),
    select: (context): ChatOrderCard[] =>
      context.recentOrders.map((order) => ({
        kind: 'order',
        id: order.id,
        status: order.status,
        totalPrice: order.totalPrice,
        createDate: order.createDate,
      })),
  });
  const products = useQuery({
    queryKey: chatQueryKeys.newProductCards,
    queryFn: async ({ signal }) => (await getProducts({ status: 'new', filter: 'all', page: 1 }, signal)).products.map(toProductCard),
  });
  return { orders, products, texts: { ...chatText.picker, ...chatText.adminPicker } };
}
