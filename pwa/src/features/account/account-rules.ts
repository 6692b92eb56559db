import { loginBodySchema, registerBodySchema, resetPasswordBodySchema, sendCodeBodySchema } from '@shop/contracts/accounts/account-bodies';
import { reviseLocationBodySchema } from '@shop/contracts/users/user-bodies';

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
  return contractErrors(reviseLocationBodySchema, { location, recipient, phone });
}

export function hasErrors(errors: FieldErrors<string>): boolean {
  return Object.values(errors).some(Boolean);
}
