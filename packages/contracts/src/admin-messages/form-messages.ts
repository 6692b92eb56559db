/**
 * The admin forms' validation messages as admin catalogue messages: the product, welcome board, discount and settings body schemas
 * take their words from here, each side turning a catalogue message into the string its schema carries (the
 * server its English text, whose key its validation pipe looks up, the back office one it says in the admin's language).
 */
import type { WelcomeBoardMessages } from '../boards/welcome-board-bodies.js';
import { DISCOUNT_RULE_LIMITS, type DiscountRuleMessages } from '../discounts/discount-code.js';
import type { ProductFormMessages } from '../products/product-bodies.js';
import { POLICY_MAX_LENGTH } from '../settings/policy-settings.js';
import { MAX_SHIPPING_DOLLARS, type ShippingRuleMessages } from '../settings/shipping-settings.js';
import type { AdminMessage } from './admin-message.js';

export type SayAdminMessage = (message: AdminMessage) => string;

export function productFormMessages(say: SayAdminMessage): ProductFormMessages {
  return {
    product: {
      nameRequired: say({ key: 'product.nameRequired' }),
      nameTooLong: (max) => say({ key: 'product.nameTooLong', params: { max } }),
      descriptionNotText: say({ key: 'product.descriptionNotText' }),
      descriptionTooLong: (max) => say({ key: 'product.descriptionTooLong', params: { max } }),
      coverRequired: say({ key: 'product.coverRequired' }),
      coverNotStored: say({ key: 'product.coverNotStored' }),
      listNotText: (field) => say({ key: 'product.listNotText', params: { field } }),
      listTooLong: (field, max) => say({ key: 'product.listTooLong', params: { field, max } }),
      listEntryTooLong: (field, max) => say({ key: 'product.listEntryTooLong', params: { field, max } }),
      photosNotList: say({ key: 'product.photosNotList' }),
      tooManyPhotos: (max) => say({ key: 'product.tooManyPhotos', params: { max } }),
      subTypesRequired: say({ key: 'product.subTypesRequired' }),
      subTypesNotList: say({ key: 'product.subTypesNotList' }),
      tooManySubTypes: (max) => say({ key: 'product.tooManySubTypes', params: { max } }),
      displayNotBoolean: say({ key: 'product.displayNotBoolean' }),
      updatedAtNotDate: say({ key: 'product.updatedAtNotDate' }),
    },
    photo: {
      nameNotText: (row) => say({ key: 'photo.nameNotText', params: { row } }),
      nameTooLong: (row, max) => say({ key: 'photo.nameTooLong', params: { row, max } }),
      imageRequired: (row) => say({ key: 'photo.imageRequired', params: { row } }),
      imageNotStored: (row) => say({ key: 'photo.imageNotStored', params: { row } }),
    },
    subType: {
      nameRequired: (row) => say({ key: 'subType.nameRequired', params: { row } }),
      nameTooLong: (row, max) => say({ key: 'subType.nameTooLong', params: { row, max } }),
      nameRepeated: (row, name) => say({ key: 'subType.nameRepeated', params: { row, name } }),
      imageRequired: (row) => say({ key: 'subType.imageRequired', params: { row } }),
      imageNotStored: (row) => say({ key: 'subType.imageNotStored', params: { row } }),
      priceRequired: (row) => say({ key: 'subType.priceRequired', params: { row } }),
      priceNotNumber: (row) => say({ key: 'subType.priceNotNumber', params: { row } }),
      priceNegative: (row) => say({ key: 'subType.priceNegative', params: { row } }),
      priceTooHigh: (row, max) => say({ key: 'subType.priceTooHigh', params: { row, max } }),
      salePriceNotNumber: (row) => say({ key: 'subType.salePriceNotNumber', params: { row } }),
      salePriceNegative: (row) => say({ key: 'subType.salePriceNegative', params: { row } }),
      salePriceAbovePrice: (row) => say({ key: 'subType.salePriceAbovePrice', params: { row } }),
      stockRequired: (row) => say({ key: 'subType.stockRequired', params: { row } }),
      stockNotWhole: (row) => say({ key: 'subType.stockNotWhole', params: { row } }),
      stockNegative: (row) => say({ key: 'subType.stockNegative', params: { row } }),
      loadedStockNotWhole: (row) => say({ key: 'subType.loadedStockNotWhole', params: { row } }),
      stockTooHigh: (row, max) => say({ key: 'subType.stockTooHigh', params: { row, max } }),
    },
  };
}

export function welcomeBoardFormMessages(say: SayAdminMessage): WelcomeBoardMessages {
  return {
    titleRequired: say({ key: 'board.titleRequired' }),
    titleTooLong: (max) => say({ key: 'board.titleTooLong', params: { max } }),
    subTitleNotText: say({ key: 'board.subTitleNotText' }),
    subTitleTooLong: (max) => say({ key: 'board.subTitleTooLong', params: { max } }),
    descriptionRequired: say({ key: 'board.descriptionRequired' }),
    descriptionTooLong: (max) => say({ key: 'board.descriptionTooLong', params: { max } }),
    coverRequired: say({ key: 'board.coverRequired' }),
    coverNotStored: say({ key: 'board.coverNotStored' }),
    displayNotBoolean: say({ key: 'board.displayNotBoolean' }),
  };
}

export function discountRuleMessages(say: SayAdminMessage): DiscountRuleMessages {
  return {
    code: say({ key: 'discountRules.code' }),
    kind: say({ key: 'discountRules.kind', params: { kinds: DISCOUNT_RULE_LIMITS.kinds } }),
    value: say({ key: 'discountRules.value' }),
    minSubtotal: say({ key: 'discountRules.minSubtotal' }),
    date: say({ key: 'discountRules.date' }),
    endsBeforeStart: say({ key: 'discountRules.endsBeforeStart' }),
    maxUses: say({ key: 'discountRules.maxUses' }),
    maxUsesPerShopper: say({ key: 'discountRules.maxUsesPerShopper' }),
    targets: say({ key: 'discountRules.targets', params: { max: DISCOUNT_RULE_LIMITS.maxTargets } }),
    combinesWithSale: say({ key: 'discountRules.combinesWithSale' }),
    active: say({ key: 'discountRules.active' }),
    kindWithValue: say({ key: 'discountRules.kindWithValue' }),
  };
}

export function settingsRuleMessages(say: SayAdminMessage): ShippingRuleMessages & { policyText: string } {
  return {
    flatRate: say({ key: 'settingsRules.flatRate', params: { max: MAX_SHIPPING_DOLLARS } }),
    freeOver: say({ key: 'settingsRules.freeOver' }),
    policyText: say({ key: 'settingsRules.policyText', params: { max: POLICY_MAX_LENGTH } }),
  };
}
