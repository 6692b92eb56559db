import { PASSWORD_MIN_CHARS, RECIPIENT_MAX_CHARS, VERIFICATION_CODE_CHARS } from '../../config/constants';

/** One message per offending field (spec §5); a field without a message is fine. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** Text, at, text, dot, text. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Optional +1, optional 3-digit area code, 3 digits, 4 digits, each set off by an optional space or dash. */
const US_PHONE_NUMBER = /^(\+1[ -]?)?(\d{3}[ -]?)?\d{3}[ -]?\d{4}$/;

export function emailErrors(email: string): FieldErrors<'email'> {
  if (!email.trim()) return { email: 'Please enter your email.' };
  if (!EMAIL_SHAPE.test(email.trim())) return { email: 'Please enter correct email.' };
  return {};
}

export function loginErrors({ email, password }: { email: string; password: string }): FieldErrors<'email' | 'password'> {
  return {
    ...emailErrors(email),
    ...(!password
      ? { password: 'Please enter your password.' }
      : password.length < PASSWORD_MIN_CHARS && { password: 'Please enter correct password.' }),
  };
}

export function codeErrors(vcode: string): FieldErrors<'vcode'> {
  if (!vcode) return { vcode: 'Please enter your verification code.' };
  if (vcode.length < VERIFICATION_CODE_CHARS) return { vcode: 'Please enter correct verification code.' };
  return {};
}

/** The new password of a register or a reset. */
export function newPasswordErrors(password: string): FieldErrors<'password'> {
  if (!password) return { password: 'Please enter your password.' };
  if (password.length < PASSWORD_MIN_CHARS) return { password: 'Please enter at least six digits for password.' };
  return {};
}

export interface RegisterValues {
  email: string;
  vcode: string;
  password: string;
  agreed: boolean;
}

export function registerErrors({ email, vcode, password, agreed }: RegisterValues): FieldErrors<keyof RegisterValues> {
  return {
    ...emailErrors(email),
    ...codeErrors(vcode),
    ...newPasswordErrors(password),
    ...(!agreed && { agreed: 'Please agree with the website policies.' }),
  };
}

export interface AddressValues {
  location: string;
  recipient: string;
  phone: string;
}

export function addressErrors({ location, recipient, phone }: AddressValues): FieldErrors<keyof AddressValues> {
  const name = recipient.trim();
  return {
    ...(!location.trim() && { location: 'Please provide your address' }),
    ...(!name
      ? { recipient: 'Please provide your name' }
      : Array.from(name).length > RECIPIENT_MAX_CHARS && { recipient: 'Name length is too long; input max 50' }),
    ...(!phone.trim()
      ? { phone: 'Please provide your phone' }
      : !US_PHONE_NUMBER.test(phone.trim()) && { phone: 'Please provide correct US phone num' }),
  };
}

export function hasErrors(errors: FieldErrors<string>): boolean {
  return Object.values(errors).some(Boolean);
}
