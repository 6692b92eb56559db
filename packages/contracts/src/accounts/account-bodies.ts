/**
 * The account forms' bodies (spec §5, §7: login, sendCode, register, resetPassword): the server validates
 * them and the PWA's forms check them with these schemas, so both answer with the spec's one message per field.
 */
import * as z from 'zod/mini';
import { strictBody } from '../strict-body.js';

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const VERIFICATION_CODE_LENGTH = 6;
/** The longest address SMTP can carry. */
const EMAIL_MAX_LENGTH = 254;
/** The spec's rule: text, at, text, dot, text. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const VERIFICATION_CODE = new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`);

export const ACCOUNT_MESSAGES = {
  emailMissing: 'Please enter your email.',
  emailIncorrect: 'Please enter correct email.',
  passwordMissing: 'Please enter your password.',
  passwordIncorrect: 'Please enter correct password.',
  passwordTooShort: 'Please enter at least six digits for password.',
  passwordTooLong: `Please enter at most ${PASSWORD_MAX_LENGTH} characters for password.`,
  codeMissing: 'Please enter your verification code.',
  codeIncorrect: 'Please enter correct verification code.',
} as const;

/**
 * A required text field: anything but a non-empty string (a number, `{ "$ne": "" }`) is "missing", and its
 * checks run in order, so that the first issue is the message to show.
 */
const requiredText = (missing: string) => z.string(missing).check(z.minLength(1, { error: missing, abort: true }));

/** Trimmed and lower-cased, as it is stored and looked up. */
export const emailSchema = z
  .string(ACCOUNT_MESSAGES.emailMissing)
  .check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(1, { error: ACCOUNT_MESSAGES.emailMissing, abort: true }),
    z.regex(EMAIL_SHAPE, ACCOUNT_MESSAGES.emailIncorrect),
    z.maxLength(EMAIL_MAX_LENGTH, ACCOUNT_MESSAGES.emailIncorrect),
  );

/** A new password (register, reset), kept exactly as typed. */
const newPasswordSchema = requiredText(ACCOUNT_MESSAGES.passwordMissing).check(
  z.minLength(PASSWORD_MIN_LENGTH, ACCOUNT_MESSAGES.passwordTooShort),
  z.maxLength(PASSWORD_MAX_LENGTH, ACCOUNT_MESSAGES.passwordTooLong),
);

export const loginBodySchema = strictBody({
  email: emailSchema,
  password: requiredText(ACCOUNT_MESSAGES.passwordMissing).check(
    z.minLength(PASSWORD_MIN_LENGTH, ACCOUNT_MESSAGES.passwordIncorrect),
    z.maxLength(PASSWORD_MAX_LENGTH, ACCOUNT_MESSAGES.passwordIncorrect),
  ),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const sendCodeBodySchema = strictBody({ email: emailSchema });
export type SendCodeBody = z.infer<typeof sendCodeBodySchema>;

/** Registering and resetting a password send the same fields: email, the mailed code and the new password. */
export const registerBodySchema = strictBody({
  email: emailSchema,
  vcode: requiredText(ACCOUNT_MESSAGES.codeMissing).check(z.regex(VERIFICATION_CODE, ACCOUNT_MESSAGES.codeIncorrect)),
  password: newPasswordSchema,
});
export type RegisterBody = z.infer<typeof registerBodySchema>;
/** @alias */
export const resetPasswordBodySchema = registerBodySchema;
export type ResetPasswordBody = RegisterBody;
