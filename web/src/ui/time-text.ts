/**
 * A time typed as text (docs/decisions/027-combobox-and-date-input.md): hours and minutes with a colon, a dot, an `h`
 * or nothing between them (a phone's number pad has no colon), `9:05`, `09.05`, `0905` and `905` alike. Answers
 * `HH:mm`, or null for a text that names no time of day.
 */
export function parseTimeText(text: string): string | null {
  const match = /^(\d{1,2})\s*[:.h]?\s*(\d{2})$/i.exec(text.trim());
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  if (hour > 23 || minute > 59) return null;
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}
