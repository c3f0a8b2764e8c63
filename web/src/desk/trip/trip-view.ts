import type { TripDetailReply } from '#common/contracts/desk-trips.ts';

/** An instant of the desk (ISO 8601) as the operator reads it: day and time in Europe/Amsterdam, in `lang`. */
export function deskDateTime(iso: string, lang: string): string {
  return new Intl.DateTimeFormat(lang === 'nl' ? 'nl-NL' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Amsterdam',
  }).format(new Date(iso));
}

type Trip = TripDetailReply['trip'];
type HistoryEntry = TripDetailReply['history'][number];

/** Where the values of a history entry are states, the prefix of their texts; other values are shown as they are. */
const stateTexts: Partial<Record<HistoryEntry['kind'], string>> = {
  created: 'tripStatus_',
  status: 'tripStatus_',
  payment: 'deskPayment_',
  refund: 'deskRefund_',
};

/** A history entry's from → to in words: states by their texts (`text` looks a key up), names and values as they are. */
export function historyChange(
  entry: Pick<HistoryEntry, 'kind' | 'from' | 'to'>,
  text: (key: string, fallback: string) => string,
): string {
  const prefix = stateTexts[entry.kind];
  return [entry.from, entry.to]
    .filter((value) => value !== null)
    .map((value) => (prefix === undefined ? value : text(`${prefix}${value}`, value)))
    .join(' → ');
}

/** The tour's stops as addresses, in the order they are driven; a stop without an address yet is left out. */
export function tourAddresses(trip: Trip): string[] {
  return trip.tour.flatMap((stop) => {
    if (!stop.address) return [];
    return [stop.nr === '' ? stop.address.text : `${stop.address.text} (${stop.nr})`];
  });
}

/** The tenant's own trip fields with a value, as label → value text; `labelOf` names a field by its key. */
export function dynamicFieldRows(
  fields: Trip['fields'],
  labelOf: (name: string) => string,
): Array<{ name: string; label: string; value: string }> {
  return Object.entries(fields).flatMap(([name, value]) => {
    if (value === null || value === undefined || value === '') return [];
    const text = typeof value === 'string' || typeof value === 'number' ? String(value) : JSON.stringify(value);
    return [{ name, label: labelOf(name), value: text }];
  });
}

/**
 * What the desk changed of what the customer booked, field by field in the order first changed: the value as booked (the
 * first edit's `from`) and as it is now (the last edit's `to`), read from the history's `edit` rows.
 */
export function bookedAndNow(
  history: readonly Pick<HistoryEntry, 'kind' | 'field' | 'from' | 'to'>[],
): Array<{ field: string; booked: string; now: string }> {
  const changed = new Map<string, { field: string; booked: string; now: string }>();
  for (const entry of history) {
    if (entry.kind !== 'edit' || entry.field === null) continue;
    const known = changed.get(entry.field);
    if (known) known.now = entry.to ?? '';
    else changed.set(entry.field, { field: entry.field, booked: entry.from ?? '', now: entry.to ?? '' });
  }
  return [...changed.values()];
}
