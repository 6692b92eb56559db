import { matches, maxLength, StringRules } from '../../common/validation/string-rules.decorator.js';
import { Trimmed } from '../../common/validation/string-transforms.js';

/** Optional +1, optional 3-digit area code, 3 digits, 4 digits; each part may be set off by a space or a dash. */
export const US_PHONE_NUMBER = /^(\+1[ -]?)?(\d{3}[ -]?)?\d{3}[ -]?\d{4}$/;
const RECIPIENT_MAX_LENGTH = 49; // the spec: "under 50"
const LOCATION_MAX_LENGTH = 300;

export class ReviseLocationDto {
  @Trimmed()
  @StringRules('Please provide your address', [
    maxLength(LOCATION_MAX_LENGTH, `Address is too long; input max ${LOCATION_MAX_LENGTH}`),
  ])
  location: string;

  @Trimmed()
  @StringRules('Please provide your name', [
    maxLength(RECIPIENT_MAX_LENGTH, 'Name length is too long; input max 50'),
  ])
  recipient: string;

  @Trimmed()
  @StringRules('Please provide your phone', [matches(US_PHONE_NUMBER, 'Please provide correct US phone num')])
  phone: string;
}
