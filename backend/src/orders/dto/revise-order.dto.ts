import { IsIn, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { maxLength, StringRules } from '../../common/validation/string-rules.decorator.js';
import { Trimmed } from '../../common/validation/string-transforms.js';
import { DeliveryUrlRules, ExpectedReviseDateRules, NoteRules, ReviseReasonRules } from './admin-revision-rules.js';

/** What a shopper may ask for; every other status is an admin's to set. */
export const CUSTOMER_REQUEST = 'Request Cancel';
export const REVISED_STATUSES = ['Request Cancel', 'Deny', 'Canceled', 'Shipped', 'Delivered'] as const;
export type RevisedStatus = (typeof REVISED_STATUSES)[number];
export const REASON_REQUIRED = 'Please provide your reason';
const REASON_MAX_LENGTH = 500;

/**
 * Spec §7, PATCH reviseOrder. A shopper sends { status: "Request Cancel", email, cancelReason }; an admin
 * sends { status, reviseReason | deliveryURL | note, email }, or no status for a note-only update.
 */
export class ReviseOrderDto {
  @IsOptional()
  @IsIn(REVISED_STATUSES, { message: `status must be one of ${REVISED_STATUSES.join(', ')}` })
  status?: RevisedStatus;

  /** Sent by the PWA with every revision; who is asking is decided by the session, not by this. */
  @IsOptional()
  @MaxLength(254, { message: 'email is too long' })
  @IsString({ message: 'email must be text' })
  email?: string;

  @Trimmed()
  @ValidateIf((dto: ReviseOrderDto) => dto.status === CUSTOMER_REQUEST)
  @StringRules(REASON_REQUIRED, [maxLength(REASON_MAX_LENGTH, `Reason is too long; input max ${REASON_MAX_LENGTH}`)])
  cancelReason?: string;

  // The admin's fields (spec §5, admin order prompts); AdminRevisionGuard lets only admins send them.
  @ReviseReasonRules()
  reviseReason?: string;

  @DeliveryUrlRules()
  deliveryURL?: string;

  @NoteRules()
  note?: string;

  /**
   * Not in the spec's payload: the order's ReviseDate as the admin's page loaded it. When sent, the revision
   * applies only if nothing changed the order since (409 otherwise), so of two admins only one acts on what they saw.
   */
  @ExpectedReviseDateRules()
  expectedReviseDate?: string | null;
}
