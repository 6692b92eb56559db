/** The shopper's own writes (spec §7: reviseLocation, reviseFav); checkout takes the same delivery details. */
import * as z from 'zod/mini';
import { OBJECT_ID_PATTERN } from '../object-id.js';
import { strictBody } from '../strict-body.js';
import { requiredText } from '../text.js';

/** The spec's "under 50". */
export const RECIPIENT_MAX_LENGTH = 49;
export const LOCATION_MAX_LENGTH = 300;
/**
 * Optional +1, optional 3-digit area code, 3 digits, 4 digits; each part may be set off by a space or a dash
 * (the spec), and also as US numbers are usually written: the area code in parentheses, dots between the parts.
 */
export const US_PHONE_NUMBER = /^(\+1[ .-]?)?(\(\d{3}\)[ .-]?|\d{3}[ .-]?)?\d{3}[ .-]?\d{4}$/;

/** "(512) 555-0100" → "512 555-0100", "512.555.0100" → "512-555-0100": stored in the spec's own form. */
function normaliseUsPhone(phone: string): string {
  return phone.replace(/\((\d{3})\)[ .-]?/, '$1 ').replaceAll('.', '-');
}

export const USER_MESSAGES = {
  locationMissing: 'Please provide your address',
  locationTooLong: `Address is too long; input max ${LOCATION_MAX_LENGTH}`,
  recipientMissing: 'Please provide your name',
  recipientTooLong: 'Name length is too long; input max 50',
  phoneMissing: 'Please provide your phone',
  phoneIncorrect: 'Please provide correct US phone num',
  invalidProductId: 'Please provide a valid product id.',
} as const;

export const reviseLocationBodySchema = strictBody({
  location: requiredText(USER_MESSAGES.locationMissing).check(z.maxLength(LOCATION_MAX_LENGTH, USER_MESSAGES.locationTooLong)),
  recipient: requiredText(USER_MESSAGES.recipientMissing).check(z.maxLength(RECIPIENT_MAX_LENGTH, USER_MESSAGES.recipientTooLong)),
  phone: requiredText(USER_MESSAGES.phoneMissing).check(
    z.regex(US_PHONE_NUMBER, USER_MESSAGES.phoneIncorrect),
    z.overwrite(normaliseUsPhone),
  ),
});
export type ReviseLocationBody = z.infer<typeof reviseLocationBodySchema>;

export const reviseFavBodySchema = strictBody({
  proID: z.string(USER_MESSAGES.invalidProductId).check(z.regex(OBJECT_ID_PATTERN, USER_MESSAGES.invalidProductId)),
});
export type ReviseFavBody = z.infer<typeof reviseFavBodySchema>;
