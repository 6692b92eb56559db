/** A field's own error message, referenced by the field's aria-describedby; nothing when there is none. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={id} className="field__error">
      {error}
    </p>
  );
}
