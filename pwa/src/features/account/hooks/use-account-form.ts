import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type * as z from 'zod/mini';

/**
 * An account form on react-hook-form, checked with the contract's schema on submit, so each field shows the
 * words the server would answer (spec §5). The first offending field takes the focus; editing a field clears
 * its message until the next submit. The values stay as typed: the calls trim what they send.
 */
export function useAccountForm<Values extends FieldValues>(schema: z.ZodMiniType<unknown, Values>, defaultValues: DefaultValues<Values>) {
  const form = useForm<Values>({
    resolver: zodResolver(schema, undefined, { raw: true }),
    defaultValues,
    reValidateMode: 'onSubmit',
  });

  /** Props for a field: registered with the form, its message, and cleared as soon as it is edited. */
  const field = (name: Path<Values>) => ({
    ...form.register(name, { onChange: () => form.clearErrors(name) }),
    error: form.formState.errors[name]?.message as string | undefined,
  });

  return { ...form, field };
}
