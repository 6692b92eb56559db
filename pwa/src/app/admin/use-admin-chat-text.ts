import { CHAT_LIMITS } from '@shop/contracts/chat/chat-events';
import { ORDER_STATUSES, type OrderStatus } from '@shop/contracts/orders/order-status';
import { useMemo } from 'react';
import { CHAT_TEXT, type ChatText } from '../../features/chat/chat-text';
import { useAdminText } from '../../features/admin/i18n/use-admin-text';
import { formatDate } from '../../lib/dates';

const isOrderStatus = (status: string): status is OrderStatus => ORDER_STATUSES.includes(status as OrderStatus);

/**
 * The chat's texts from the admin catalogue, in the admin's language (anew when it changes). The
 * shopper-only ones (the panel's title, agents online…) never show in the back office: CHAT_TEXT's stay.
 */
export function useAdminChatText(): ChatText {
  const { t, language } = useAdminText();
  return useMemo(() => {
    const picker = t('chat.picker', { returnObjects: true });
    return {
      ...CHAT_TEXT,
      connecting: t('chat.connecting'),
      empty: t('chat.empty'),
      messagesTitle: t('chat.messagesTitle'),
      messageLabel: t('chat.messageLabel'),
      send: t('chat.send'),
      lengthCount: (length) => t('chat.lengthCount', { length, max: CHAT_LIMITS.messageMaxLength }),
      keyboardHint: t('chat.keyboardHint'),
      shopperTyping: t('chat.shopperTyping'),
      waitingToSend: t('chat.waitingToSend'),
      sending: t('chat.sending'),
      notSent: (reason) => t('chat.notSent', { reason }),
      retrySend: t('chat.retrySend'),
      deleteUnsent: t('chat.deleteUnsent'),
      storageFailed: t('chat.storageFailed'),
      status: t('chat.status', { returnObjects: true }),
      attachedOrder: (orderId) => t('chat.attachedOrder', { orderId }),
      attachButton: t('chat.attachButton'),
      attach: t('chat.attach'),
      attaching: t('chat.attaching'),
      removeAttachment: t('chat.removeAttachment'),
      // An admin's picker is all admin wording: the conversation's shopper's orders, the shop's products.
      picker,
      adminPicker: picker,
      inbox: {
        listTitle: t('chat.inbox.listTitle'),
        noConversations: t('chat.inbox.noConversations'),
        listFailed: t('chat.inbox.listFailed'),
        tryAgain: t('chat.inbox.tryAgain'),
        pickOne: t('chat.inbox.pickOne'),
        threadTitle: t('chat.inbox.threadTitle'),
        online: t('chat.inbox.online'),
        unread: (count) => t('chat.inbox.unread', { count }),
        noMessages: t('chat.inbox.noMessages'),
        contextTitle: t('chat.inbox.contextTitle'),
        email: t('chat.inbox.email'),
        recipient: t('chat.inbox.recipient'),
        phone: t('chat.inbox.phone'),
        address: t('chat.inbox.address'),
        recentOrders: t('chat.inbox.recentOrders'),
        noOrders: t('chat.inbox.noOrders'),
        contextFailed: t('chat.inbox.contextFailed'),
        orderDate: (isoDate) => formatDate(isoDate, language),
        orderStatus: (status) => (isOrderStatus(status) ? t(`orderStatus.${status}`) : status),
      },
    };
  }, [t, language]);
}
