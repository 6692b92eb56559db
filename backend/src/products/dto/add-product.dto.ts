import { ADMIN_MESSAGES } from '../../common/admin-messages.js';
import { StringRules } from '../../common/validation/string-rules.decorator.js';
import { storedImageUrl } from '../../uploads/stored-image-url.validator.js';
import { ProductFormDto } from './product-form.dto.js';

export class AddProductDto extends ProductFormDto {
  @StringRules(ADMIN_MESSAGES.product.coverRequired, [storedImageUrl(ADMIN_MESSAGES.product.coverNotStored)])
  cover: string;
}
