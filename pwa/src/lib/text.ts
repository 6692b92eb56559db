/** Cuts text longer than `maxChars` characters and adds dots, as the spec's cards and boards do. */
export function truncateText(text: string, maxChars: number): string {
  const characters = Array.from(text);
  if (characters.length <= maxChars) return text;
  return `${characters.slice(0, maxChars).join('').trimEnd()}...`;
}
