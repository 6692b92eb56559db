import { IsBoolean, IsOptional } from 'class-validator';
import { ADMIN_MESSAGES } from '../../common/admin-messages.js';
import { isObjectIdString } from '../../common/object-id.js';
import { EmptyAsMissing } from '../../common/validation/empty-values.js';
import { StringRules } from '../../common/validation/string-rules.decorator.js';
import { storedImageUrl } from '../../uploads/stored-image-url.validator.js';
import { INVALID_WELCOME_BOARD_ID_MESSAGE } from '../boards.controller.js';
import { WelcomeBoardFormDto } from './welcome-board-form.dto.js';

/** The revise form: the add form's fields plus which board and whether it is shown; the cover may be left out. */
export class ReviseWelcomeBoardDto extends WelcomeBoardFormDto {
  @StringRules(INVALID_WELCOME_BOARD_ID_MESSAGE, [{ isMetBy: isObjectIdString, message: INVALID_WELCOME_BOARD_ID_MESSAGE }])
  activityid: string;

  /** Absent or empty: the board keeps its cover (spec §5: an existing cover suffices). */
  @StringRules(ADMIN_MESSAGES.welcomeBoard.coverRequired, [storedImageUrl(ADMIN_MESSAGES.welcomeBoard.coverNotStored)])
  @IsOptional()
  @EmptyAsMissing()
  cover?: string;

  /** Shown (true) or hidden (false); absent keeps the current setting. */
  @IsBoolean({ message: ADMIN_MESSAGES.welcomeBoard.displayNotBoolean })
  @IsOptional()
  display?: boolean;
}
