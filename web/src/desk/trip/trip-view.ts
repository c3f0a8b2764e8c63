import type { TripDetailReply } from '#common/contracts/desk-trips.ts';
import type { Language } from '#common/constants.ts';
import { formatDayTime } from '#common/format/date.ts';
import { formatCents, formatPrice } from '#common/format/text.ts';

/** An instant of the desk (ISO 8601) in the one date format with the weekday, Europe/Amsterdam, in `lang`. */
export function deskDateTime(iso: string, lang: Language): string {
  return formatDayTime(iso, lang);
}

type Trip = TripDetailReply['trip'];
type HistoryEntry = TripDetailReply['history'][number];

/** What the history needs to say its codes in words: the page's texts, its language and the tenant's vehicle classes. */
export interface HistoryWords {
  /** The text of a key, or `fallback` where the texts have none (a value newer than this version of the SPA). */
  text: (key: string, fallback: string, values?: Record<string, string>) => string;
  lang: Language;
  /** A vehicle class by its label in the tenant's trip layout. */
  vehicleClass: (value: string) => string;
}

/** Where the values of a history entry are states, the prefix of their texts. */
const stateTexts: Partial<Record<HistoryEntry['kind'], string>> = {
  created: 'tripStatus_',
  status: 'tripStatus_',
  step: 'driverStep_',
  payment: 'deskPayment_',
  refund: 'deskRefund_',
};

/** One value of an entry in words: a state, a price, a pickup time, a vehicle class; an emptied field says so. */
function historyValue(entry: Pick<HistoryEntry, 'kind' | 'field'>, value: string, words: HistoryWords): string {
  const prefix = stateTexts[entry.kind];
  // A driver's first step is from the trip as assigned, not accepted yet (docs/reference/states.md#driver-steps).
  if (entry.kind === 'step' && value === '') return words.text('tripStatus_assigned', value);
  if (prefix !== undefined) return words.text(`${prefix}${value}`, value);
  if (entry.kind === 'price') return formatPrice(value);
  if (entry.kind === 'edit') {
    if (value === '') return words.text('deskWordsEmpty', value);
    if (entry.field === 'datetime') return formatDayTime(value, words.lang);
    if (entry.field === 'vehicleClass') return words.vehicleClass(value);
  }
  return value;
}

/**
 * A history entry's from → to in words (docs/reference/states.md#booked-trips): "Nieuw → Bevestigd", "€ 244,00 →
 * € 338,60", "Sedan → Busje", "vr 27 nov 2026 05:00 → …"; names and typed text as they are.
 */
export function historyChange(
  entry: Pick<HistoryEntry, 'kind' | 'field' | 'from' | 'to'>,
  words: HistoryWords,
): string {
  // A mail's `to` is the address it went to, which the "what" column does not hold.
  return [entry.from, entry.to]
    .filter((value) => value !== null)
    .map((value) => historyValue(entry, value, words))
    .join(' → ');
}

/** The amount in a refund's or a paid change's `field` (`<refund id>:<cents>`, `change:<id>:<cents>`), as a price. */
function amountOfField(field: string | null): string | null {
  const cents = /:(\d+)$/.exec(field ?? '')?.[1];
  return cents === undefined ? null : formatCents(Number(cents));
}

/**
 * What an entry changed, in words: "Gewijzigd: bestemming", "Prijs met de hand", "Terugbetaling € 10,00", "Mail: rit
 * bevestigd".
 */
export function historyWhat(entry: Pick<HistoryEntry, 'kind' | 'field'>, words: HistoryWords): string {
  const { text } = words;
  const amount = amountOfField(entry.field);
  switch (entry.kind) {
    case 'edit':
      return entry.field
        ? text('deskHistory_editOf', entry.kind, { field: text(`deskEditField_${entry.field}`, entry.field) })
        : text('deskHistory_edit', entry.kind);
    case 'price':
      return entry.field === 'manual'
        ? text('deskHistory_priceManual', entry.kind)
        : text('deskHistory_price', entry.kind);
    case 'refund':
    case 'payment':
      return amount === null
        ? text(`deskHistory_${entry.kind}`, entry.kind)
        : `${text(`deskHistory_${entry.kind}`, entry.kind)} ${amount}`;
    case 'mail':
      return entry.field
        ? `${text('deskHistory_mail', entry.kind)}: ${text(`deskMail_${entry.field}`, entry.field)}`
        : text('deskHistory_mail', entry.kind);
    default:
      return text(`deskHistory_${entry.kind}`, entry.kind);
  }
}

/**
 * Why: as typed by staff or the customer; the system's own reason (`payment failed`) and how a trip booked by phone is
 * paid (`phone: link`, docs/reference/states.md#booked-trips) in words.
 */
export function historyReason(entry: Pick<HistoryEntry, 'actor' | 'kind' | 'reason'>, words: HistoryWords): string {
  const payment = entry.actor === 'system' ? /^payment (\w+)$/.exec(entry.reason)?.[1] : undefined;
  if (payment !== undefined) return words.text(`deskWordsReason_payment_${payment}`, entry.reason);
  const phone = entry.kind === 'created' ? /^phone: (\w+)$/.exec(entry.reason)?.[1] : undefined;
  return phone === undefined ? entry.reason : words.text(`deskWordsReason_phone_${phone}`, entry.reason);
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

/**
 * Whether the trip's order has a receipt (docs/decisions/051-receipts.md): paid online, or this trip paid in the car and
 * done with what was collected. The server decides again when it is opened.
 */
export function hasReceipt({ order, trip }: Pick<TripDetailReply, 'order' | 'trip'>): boolean {
  return order.status === 'paid' || (trip.status === 'done' && (trip.collected?.amountCents ?? 0) > 0);
}
