import { minLength, maxLength, StringRules } from '../../common/validation/string-rules.decorator.js';
import { EmailField } from './email-field.js';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './register.dto.js';

const INCORRECT_PASSWORD = 'Please enter correct password.';

export class LoginDto {
  @EmailField()
  email: string;

  @StringRules('Please enter your password.', [
    minLength(PASSWORD_MIN_LENGTH, INCORRECT_PASSWORD),
    maxLength(PASSWORD_MAX_LENGTH, INCORRECT_PASSWORD),
  ])
  password: string;
}
