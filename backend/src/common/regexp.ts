/** Makes user text match itself literally inside a regular expression ("(a+)+$" stays harmless). */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
