import type { AdminMessage } from '@shop/contracts/admin-messages/admin-message';

/** A rule a form broke: which field (a key the form's fields know) and what to tell the admin. */
export interface FormProblem {
  field: string;
  message: AdminMessage;
}

/** The first message for each field, for the field's own error text. */
export function messagesByField(problems: FormProblem[]): Record<string, AdminMessage> {
  const byField: Record<string, AdminMessage> = {};
  for (const { field, message } of problems) byField[field] ??= message;
  return byField;
}
