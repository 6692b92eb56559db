import { matches, maxLength, minLength, StringRules } from '../../common/validation/string-rules.decorator.js';
import { SendCodeDto } from './send-code.dto.js';

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
const SIX_DIGITS = /^\d{6}$/;

export class RegisterDto extends SendCodeDto {
  @StringRules('Please enter your verification code.', [
    matches(SIX_DIGITS, 'Please enter correct verification code.'),
  ])
  vcode: string;

  @StringRules('Please enter your password.', [
    minLength(PASSWORD_MIN_LENGTH, 'Please enter at least six digits for password.'),
    maxLength(PASSWORD_MAX_LENGTH, `Please enter at most ${PASSWORD_MAX_LENGTH} characters for password.`),
  ])
  password: string;
}
