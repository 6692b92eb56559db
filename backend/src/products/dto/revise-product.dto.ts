import { IsBoolean, IsISO8601, IsOptional } from 'class-validator';
import { ADMIN_MESSAGES } from '../../common/admin-messages.js';
import { isObjectIdString } from '../../common/object-id.js';
import { EmptyAsMissing } from '../../common/validation/empty-values.js';
import { StringRules } from '../../common/validation/string-rules.decorator.js';
import { storedImageUrl } from '../../uploads/stored-image-url.validator.js';
import { INVALID_PRODUCT_ID_MESSAGE } from '../products.controller.js';
import { ProductFormDto } from './product-form.dto.js';

/** The revise form: the add form's fields plus which product and its listing; the cover may be left out. */
export class ReviseProductDto extends ProductFormDto {
  @StringRules(INVALID_PRODUCT_ID_MESSAGE, [{ isMetBy: isObjectIdString, message: INVALID_PRODUCT_ID_MESSAGE }])
  proID: string;

  /** Absent or empty: the product keeps its cover. */
  @StringRules(ADMIN_MESSAGES.product.coverRequired, [storedImageUrl(ADMIN_MESSAGES.product.coverNotStored)])
  @IsOptional()
  @EmptyAsMissing()
  cover?: string;

  /** Listed (true) or unlisted (false); absent keeps the current listing. */
  @IsBoolean({ message: ADMIN_MESSAGES.product.displayNotBoolean })
  @IsOptional()
  display?: boolean;

  /**
   * Not in the spec's payload: the product's updatedAt as the revise page loaded it, its version. The revise
   * applies only if no admin saved the product since (sales do not change it: their stock is kept, see LoadedLeftNum).
   */
  @IsISO8601({ strict: true }, { message: ADMIN_MESSAGES.product.updatedAtNotDate })
  updatedAt: string;
}
