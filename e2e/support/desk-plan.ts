import { wallTimeAt } from '#common/fields/trip-datetime.ts';

/** Days for the plan's journeys (docs/reference/screens.md#desk-plan). */

/** Tomorrow in Amsterdam, `YYYY-MM-DD`, whatever the hour of the run. */
export function tomorrow(): string {
  const today = wallTimeAt(new Date());
  return new Date(Date.UTC(today.year, today.month - 1, today.day + 1)).toISOString().slice(0, 10);
}
