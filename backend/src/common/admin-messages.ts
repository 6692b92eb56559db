import type { AdminMessage } from '@shop/contracts/admin-messages/admin-message';
import { ADMIN_NAMESPACE, type AdminMessageKey, type AdminMessageParams } from '@shop/contracts/admin-messages/catalogue';
import { adminEn } from '@shop/contracts/admin-messages/en';
import {
  discountRuleMessages,
  productFormMessages,
  settingsRuleMessages,
  welcomeBoardFormMessages,
  type SayAdminMessage,
} from '@shop/contracts/admin-messages/form-messages';
import i18next from 'i18next';

/**
 * The messages the server sends the back office. Each is a reference into the admin catalogue
 * (@shop/contracts), which holds the texts in Chinese and English; the references below are what
 * validators and handlers use, with the values each message needs.
 *
 * A reference travels as a marked string (a schema's message is a string) until it leaves the
 * server: the exception filter and AdminMessageInterceptor turn it into the English `message` plus
 * `messageKeys` (see withAdminMessageKeys), which the back office shows in the admin's language.
 */
const REFERENCE_START = '\u0002';
const REFERENCE_END = '\u0003';
// eslint-disable-next-line no-control-regex -- the control characters are the markers themselves, chosen because no text holds them
const REFERENCES = /\u0002([^\u0002\u0003]*)\u0003/g;
const JOINED_MESSAGES_SEPARATOR = '; ';

const sayReference: SayAdminMessage = ({ key, params }) => REFERENCE_START + JSON.stringify({ key, params }) + REFERENCE_END;

function reference<Key extends AdminMessageKey>(
  key: Key,
  ...[params]: object extends AdminMessageParams<Key> ? [] : [AdminMessageParams<Key>]
): string {
  return sayReference({ key, params } as AdminMessage);
}

/** The product and welcome board forms' rules speak the same catalogue messages in the back office and here. */
const productForm = productFormMessages(sayReference);

const english = i18next.createInstance();
void english.init({
  lng: 'en',
  ns: [ADMIN_NAMESPACE],
  defaultNS: ADMIN_NAMESPACE,
  resources: { en: { [ADMIN_NAMESPACE]: adminEn } },
  initAsync: false,
  interpolation: { escapeValue: false },
});

/**
 * The English text of a message that may hold catalogue references (several validation messages are
 * joined with "; "), and the references themselves when the whole message is made of them.
 */
export function withAdminMessageKeys(text: string): { message: string; messageKeys?: AdminMessage[] } {
  if (!text.includes(REFERENCE_START)) return { message: text };
  const messageKeys: AdminMessage[] = [];
  const message = text.replace(REFERENCES, (_marked, json: string) => {
    const referenced = JSON.parse(json) as AdminMessage;
    messageKeys.push(referenced);
    return english.t(referenced.key, referenced.params);
  });
  const onlyReferences = text.replace(REFERENCES, '').replaceAll(JOINED_MESSAGES_SEPARATOR, '') === '';
  return onlyReferences ? { message, messageKeys } : { message };
}

export const ADMIN_MESSAGES = {
  product: {
    added: reference('product.added'),
    revised: reference('product.revised'),
    loaded: reference('product.loaded'),
    listLoaded: reference('product.listLoaded'),
    listSearchNotText: reference('product.listSearchNotText'),
    listSearchTooLong: (max: number) => reference('product.listSearchTooLong', { max }),
    listStockInvalid: (choices: readonly string[]) => reference('product.listStockInvalid', { choices }),
    listListingInvalid: (choices: readonly string[]) => reference('product.listListingInvalid', { choices }),
    ...productForm.product,
    changedMeanwhile: reference('product.changedMeanwhile'),
    stockSoldMeanwhile: (subType: string, left: number) => reference('product.stockSoldMeanwhile', { subType, left }),
    loadedStockRequired: (subType: string) => reference('product.loadedStockRequired', { subType }),
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
  photo: productForm.photo,
  subType: productForm.subType,
  welcomeBoard: {
    added: reference('board.added'),
    revised: reference('board.revised'),
    loaded: reference('board.loaded'),
    listLoaded: reference('board.listLoaded'),
    ...welcomeBoardFormMessages(sayReference),
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
    denied: reference('order.denied'),
    canceled: reference('order.canceled'),
    canceledAndRefunded: reference('order.canceledAndRefunded'),
    canceledRefundPending: reference('order.canceledRefundPending'),
    shipped: reference('order.shipped'),
    delivered: reference('order.delivered'),
    noteSaved: reference('order.noteSaved'),
  },
  dashboard: {
    loaded: reference('dashboard.loaded'),
  },
  discount: {
    ...discountRuleMessages(sayReference),
    duplicate: reference('discountRules.duplicate'),
  },
  settings: settingsRuleMessages(sayReference),
} as const;
