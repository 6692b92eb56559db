import { applyDecorators } from '@nestjs/common';
import { IsNotEmpty, IsString, MaxLength, ValidateBy, ValidateIf, type ValidationArguments } from 'class-validator';
import { ADMIN_MESSAGES } from '../../common/admin-messages.js';
import { Trimmed } from '../../common/validation/string-transforms.js';

export const REVISE_REASON_MAX_LENGTH = 500;
export const DELIVERY_URL_MAX_LENGTH = 2000;
export const NOTE_MAX_LENGTH = 2000;

const messages = ADMIN_MESSAGES.order;

/** The admin's side of reviseOrder (spec §5, admin order prompts); each field is checked only where its action needs it. */
interface AdminRevision {
  status?: string;
}

const isHttpUrl = (value: string) => URL.canParse(value) && ['http:', 'https:'].includes(new URL(value).protocol);

type Message = string | ((args: ValidationArguments) => string);

/**
 * A trimmed text field required when `when` holds, reporting its first broken rule: applyDecorators
 * registers its rules in the order given, and that is the order class-validator checks them in.
 */
function RequiredTextWhen(when: (revision: AdminRevision) => boolean, required: Message, max: number, tooLong: string) {
  return applyDecorators(
    Trimmed(),
    ValidateIf(when),
    IsString({ message: required }),
    IsNotEmpty({ message: required }),
    MaxLength(max, { message: tooLong }),
  );
}

/** Deny and Canceled need a reason. */
export const ReviseReasonRules = () =>
  RequiredTextWhen(
    (revision) => revision.status === 'Deny' || revision.status === 'Canceled',
    (args) => ((args.object as AdminRevision).status === 'Deny' ? messages.denyReasonRequired : messages.cancelReasonRequired),
    REVISE_REASON_MAX_LENGTH,
    messages.reasonTooLong(REVISE_REASON_MAX_LENGTH),
  );

/** Shipped needs where to follow the parcel: an http or https URL, so the order page never links to script. */
export const DeliveryUrlRules = () =>
  applyDecorators(
    RequiredTextWhen(
      (revision) => revision.status === 'Shipped',
      messages.deliveryUrlRequired,
      DELIVERY_URL_MAX_LENGTH,
      messages.deliveryUrlTooLong(DELIVERY_URL_MAX_LENGTH),
    ),
    ValidateBy({ name: 'httpUrl', validator: { validate: (value: string) => isHttpUrl(value) } }, { message: messages.deliveryUrlNotHttp }),
  );

const isIsoDate = (value: unknown) => typeof value === 'string' && !Number.isNaN(Date.parse(value)) && new Date(value).toISOString() === value;

/** Optional, but null is a value here: the ReviseDate of an order nobody has revised yet. */
export const ExpectedReviseDateRules = () =>
  applyDecorators(
    ValidateIf((revision: { expectedReviseDate?: unknown }) => revision.expectedReviseDate !== undefined),
    ValidateBy(
      { name: 'nullOrIsoDate', validator: { validate: (value: unknown) => value === null || isIsoDate(value) } },
      { message: messages.expectedReviseDateInvalid },
    ),
  );

/** A revision without a status is a note. */
export const NoteRules = () =>
  RequiredTextWhen((revision) => revision.status === undefined, messages.noteRequired, NOTE_MAX_LENGTH, messages.noteTooLong(NOTE_MAX_LENGTH));
