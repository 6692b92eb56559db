import { isObjectIdString } from '../../common/object-id.js';
import { StringRules } from '../../common/validation/string-rules.decorator.js';

export const INVALID_PRODUCT_ID = 'Please provide a valid product id.';

export class ReviseFavDto {
  @StringRules(INVALID_PRODUCT_ID, [{ isMetBy: isObjectIdString, message: INVALID_PRODUCT_ID }])
  proID: string;
}
