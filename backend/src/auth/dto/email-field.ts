import { applyDecorators } from '@nestjs/common';
import { matches, maxLength, StringRules } from '../../common/validation/string-rules.decorator.js';
import { NormalisedEmail } from '../../common/validation/string-transforms.js';

/** The spec's rule: text, at, text, dot, text. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const EMAIL_MAX_LENGTH = 254; // the longest address SMTP can carry
const INCORRECT_EMAIL = 'Please enter correct email.';

/** An email address field with the spec's messages, trimmed and lower-cased as it is stored. */
export const EmailField = () =>
  applyDecorators(
    NormalisedEmail(),
    StringRules('Please enter your email.', [
      matches(EMAIL_SHAPE, INCORRECT_EMAIL),
      maxLength(EMAIL_MAX_LENGTH, INCORRECT_EMAIL),
    ]),
  );
