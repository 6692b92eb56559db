import { IsOptional, IsString, MaxLength } from 'class-validator';
import { ADMIN_MESSAGES } from '../../common/admin-messages.js';
import { maxLength, StringRules } from '../../common/validation/string-rules.decorator.js';
import { Trimmed } from '../../common/validation/string-transforms.js';

export const TITLE_MAX_LENGTH = 200;
export const SUBTITLE_MAX_LENGTH = 200;
export const DESCRIPTION_MAX_LENGTH = 5000;

const messages = ADMIN_MESSAGES.welcomeBoard;

/** What the add and revise welcome board forms both send (spec §7). */
export class WelcomeBoardFormDto {
  @StringRules(messages.titleRequired, [maxLength(TITLE_MAX_LENGTH, messages.titleTooLong(TITLE_MAX_LENGTH))])
  @Trimmed()
  title: string;

  @MaxLength(SUBTITLE_MAX_LENGTH, { message: messages.subTitleTooLong(SUBTITLE_MAX_LENGTH) })
  @IsString({ message: messages.subTitleNotText })
  @IsOptional()
  @Trimmed()
  subTitle?: string;

  @StringRules(messages.descriptionRequired, [maxLength(DESCRIPTION_MAX_LENGTH, messages.descriptionTooLong(DESCRIPTION_MAX_LENGTH))])
  @Trimmed()
  description: string;
}
