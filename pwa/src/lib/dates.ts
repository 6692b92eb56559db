/** A calendar date in the shop's language, e.g. "March 4, 2025" (or in `locale`); empty for a missing or bad date. */
export function formatDate(isoDate: string | undefined, locale = 'en-US'): string {
  if (!isoDate) return '';
  const date = new Date(isoDate);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString(locale, { year: 'numeric', month: 'long', day: 'numeric' });
}

/** A date with its time, e.g. "March 4, 2025 at 10:00 AM" (or in `locale`); empty for a missing or bad date. */
export function formatDateTime(isoDate: string | null | undefined, locale = 'en-US'): string {
  if (!isoDate) return '';
  const date = new Date(isoDate);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleString(locale, { dateStyle: 'long', timeStyle: 'short' });
}
