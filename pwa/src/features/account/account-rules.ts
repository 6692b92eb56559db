import { loginBodySchema, registerBodySchema, resetPasswordBodySchema, sendCodeBodySchema } from '@shop/contracts/accounts/account-bodies';
import { RECIPIENT_MAX_CHARS } from '../../config/constants';

/** One message per offending field (spec §5); a field without a message is fine. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

interface BodySchema {
  safeParse(value: unknown): { error?: { issues: readonly { message: string; path: readonly PropertyKey[] }[] } };
}

/** The first message of each field the contract's schema finds wrong: the words the server would answer. */
function contractErrors<Field extends string>(schema: BodySchema, values: Record<Field, string>): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const { path, message } of schema.safeParse(values).error?.issues ?? []) errors[path[0] as Field] ??= message;
  return errors;
}

/** Optional +1, optional 3-digit area code, 3 digits, 4 digits, each set off by an optional space or dash. */
const US_PHONE_NUMBER = /^(\+1[ -]?)?(\d{3}[ -]?)?\d{3}[ -]?\d{4}$/;

export function emailErrors(email: string): FieldErrors<'email'> {
  return contractErrors(sendCodeBodySchema, { email });
}

export function loginErrors({ email, password }: { email: string; password: string }): FieldErrors<'email' | 'password'> {
  return contractErrors(loginBodySchema, { email, password });
}

export function resetPasswordErrors({ email, vcode, password }: { email: string; vcode: string; password: string }): FieldErrors<'email' | 'vcode' | 'password'> {
  return contractErrors(resetPasswordBodySchema, { email, vcode, password });
}

export interface RegisterValues {
  email: string;
  vcode: string;
  password: string;
  agreed: boolean;
}

export function registerErrors({ email, vcode, password, agreed }: RegisterValues): FieldErrors<keyof RegisterValues> {
  return {
    ...contractErrors(registerBodySchema, { email, vcode, password }),
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
