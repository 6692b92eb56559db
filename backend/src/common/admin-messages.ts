import type { AdminMessage } from '@shop/contracts/admin-messages/admin-message';
import { ADMIN_NAMESPACE, type AdminMessageKey, type AdminMessageParams } from '@shop/contracts/admin-messages/catalogue';
import { adminEn } from '@shop/contracts/admin-messages/en';
import i18next from 'i18next';

/**
 * The messages the server sends the back office. Each is a reference into the admin catalogue
 * (@shop/contracts), which holds the texts in Chinese and English: its key with the values it needs. It stays
 * this typed value until it leaves the server, where it becomes the English `message` plus `messageKeys`
 * (adminAnswerMessage for an answer, AdminMessageException for a refusal), which the back office shows in the
 * admin's language. The forms' rule messages come from the contracts' form-messages (see AdminRuleWords).
 */
function reference<Key extends AdminMessageKey>(
  key: Key,
  ...[params]: object extends AdminMessageParams<Key> ? [] : [AdminMessageParams<Key>]
): AdminMessage {
  return (params === undefined ? { key } : { key, params }) as AdminMessage;
}

const english = i18next.createInstance();
void english.init({
  lng: 'en',
  ns: [ADMIN_NAMESPACE],
  defaultNS: ADMIN_NAMESPACE,
  resources: { en: { [ADMIN_NAMESPACE]: adminEn } },
  initAsync: false,
  interpolation: { escapeValue: false },
});

/** A message's English text, as API clients and tests read it. */
export const inEnglish = (message: AdminMessage): string => english.t(message.key, message.params);

/** An answer's message fields: the English text and the message it was written from. */
export function adminAnswerMessage(message: AdminMessage): { message: string; messageKeys: AdminMessage[] } {
  return { message: inEnglish(message), messageKeys: [message] };
}

export const ADMIN_MESSAGES = {
  product: {
    added: reference('product.added'),
    revised: reference('product.revised'),
    loaded: reference('product.loaded'),
    listLoaded: reference('product.listLoaded'),
    changedMeanwhile: reference('product.changedMeanwhile'),
    stockSoldMeanwhile: (subType: string, left: number) => reference('product.stockSoldMeanwhile', { subType, left }),
    loadedStockRequired: (subType: string) => reference('product.loadedStockRequired', { subType }),
  },
  /** The rules of the admin's product list query. */
  productList: {
    listSearchNotText: reference('product.listSearchNotText'),
    listSearchTooLong: (max: number) => reference('product.listSearchTooLong', { max }),
    listStockInvalid: (choices: readonly string[]) => reference('product.listStockInvalid', { choices }),
    listListingInvalid: (choices: readonly string[]) => reference('product.listListingInvalid', { choices }),
  },
  catalogueFile: {
    imported: reference('catalogueFile.imported'),
    fileMissing: reference('catalogueFile.fileMissing'),
    fileTooLarge: (maxMegabytes: number) => reference('catalogueFile.fileTooLarge', { maxMegabytes }),
    notCsv: (row: number) => reference('catalogueFile.notCsv', { row }),
    columnsInvalid: (columns: readonly string[]) => reference('catalogueFile.columnsInvalid', { columns }),
    handleRequired: reference('catalogueFile.handleRequired'),
    handleTooLong: (max: number) => reference('catalogueFile.handleTooLong', { max }),
    listedInvalid: reference('catalogueFile.listedInvalid'),
  },
  welcomeBoard: {
    added: reference('board.added'),
    revised: reference('board.revised'),
    loaded: reference('board.loaded'),
    listLoaded: reference('board.listLoaded'),
  },
  image: {
    uploaded: reference('image.uploaded'),
    missing: reference('image.missing'),
    oneFileOnly: reference('image.oneFileOnly'),
    tooLarge: reference('image.tooLarge'),
    tooManyPixels: (maxMegapixels: number) => reference('image.tooManyPixels', { maxMegapixels }),
    notAnImage: reference('image.notAnImage'),
    damaged: reference('image.damaged'),
    notStored: reference('image.notStored'),
  },
  order: {
    listLoaded: reference('order.listLoaded'),
    denied: reference('order.denied'),
    canceled: reference('order.canceled'),
    canceledAndRefunded: reference('order.canceledAndRefunded'),
    canceledRefundPending: reference('order.canceledRefundPending'),
    shipped: reference('order.shipped'),
    delivered: reference('order.delivered'),
    noteSaved: reference('order.noteSaved'),
  },
  /** The rules of the admin's order list query and of an order's revision. */
  orderRules: {
    listStatusInvalid: (choices: readonly string[]) => reference('order.listStatusInvalid', { choices }),
    listSearchNotText: reference('order.listSearchNotText'),
    listSearchTooLong: (max: number) => reference('order.listSearchTooLong', { max }),
    listSortInvalid: (choices: readonly string[]) => reference('order.listSortInvalid', { choices }),
    listDateInvalid: (field: string) => reference('order.listDateInvalid', { field }),
    listDatesReversed: reference('order.listDatesReversed'),
    denyReasonRequired: reference('order.denyReasonRequired'),
    cancelReasonRequired: reference('order.cancelReasonRequired'),
    reasonTooLong: (max: number) => reference('order.reasonTooLong', { max }),
    deliveryUrlRequired: reference('order.deliveryUrlRequired'),
    deliveryUrlNotHttp: reference('order.deliveryUrlNotHttp'),
    deliveryUrlTooLong: (max: number) => reference('order.deliveryUrlTooLong', { max }),
    noteRequired: reference('order.noteRequired'),
    noteTooLong: (max: number) => reference('order.noteTooLong', { max }),
    expectedReviseDateInvalid: reference('order.expectedReviseDateInvalid'),
  },
  dashboard: {
    loaded: reference('dashboard.loaded'),
  },
  discount: {
    duplicate: reference('discountRules.duplicate'),
  },
} as const;
