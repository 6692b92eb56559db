import { ADMIN_MESSAGES } from '../../common/admin-messages.js';
import { StringRules } from '../../common/validation/string-rules.decorator.js';
import { storedImageUrl } from '../../uploads/stored-image-url.validator.js';
import { WelcomeBoardFormDto } from './welcome-board-form.dto.js';

export class AddWelcomeBoardDto extends WelcomeBoardFormDto {
  @StringRules(ADMIN_MESSAGES.welcomeBoard.coverRequired, [storedImageUrl(ADMIN_MESSAGES.welcomeBoard.coverNotStored)])
  cover: string;
}
