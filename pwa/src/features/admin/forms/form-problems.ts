/** A rule a form broke: which field (a key the form's fields know) and what to tell the admin. */
export interface FormProblem {
  field: string;
  message: string;
}

/** The first message for each field, for the field's own error text. */
export function messagesByField(problems: FormProblem[]): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const { field, message } of problems) byField[field] ??= message;
  return byField;
}
