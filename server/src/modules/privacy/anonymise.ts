import type { Kysely } from 'kysely';
import { tripSearchText } from '../../db/trip-search.ts';
import type { Database } from '../../db/tables.ts';
import { throttleKeys } from '../accounts/throttle.ts';

/*
 * Removing a person's details (docs/decisions/054-personal-data.md): what an order keeps is what the operator's books
 * and figures need (when, how far, what it cost, who drove), never who travelled or where from and to at home.
 */

/** The address an erased account is given: unique, and under `.invalid` (RFC 2606), so no mail can reach it. */
export const erasedEmail = (customerId: number) => `erased-${customerId}@erased.invalid`;

/** Trip events whose values are kept: they say nothing about the person. */
const neutralEditFields: ReadonlySet<string> = new Set(['datetime', 'passengers', 'price', 'vehicleClass']);

interface StoredStop {
  address?: Record<string, unknown> | null;
  [key: string]: unknown;
}

/** A stop at a street address (`a:` ids: someone's home or work); stations, airports, hotels and places are public. */
const isStreetAddress = (stop: StoredStop | undefined): boolean =>
  typeof stop?.address?.id === 'string' && stop.address.id.startsWith('a:');

const cityOf = (stop: StoredStop | undefined): string =>
  typeof stop?.address?.cityName === 'string' ? stop.address.cityName : '';

/** About a kilometre: enough for figures per area, too coarse for a house. */
const coarse = (value: unknown) => (typeof value === 'number' ? Math.round(value * 100) / 100 : 0);

/** A stop without its street, house number and flight: a street address becomes its city and 4-digit postcode. */
function scrubStop(stop: StoredStop): StoredStop {
  const scrubbed: StoredStop = { ...stop, nr: '', flightNumber: '', flightOrigin: '', flightArrival: '' };
  if (isStreetAddress(stop) && stop.address) {
    const city = cityOf(stop);
    scrubbed.address = {
      ...stop.address,
      id: '',
      text: city,
      nr: '',
      street: '',
      streetShortName: '',
      postcode: typeof stop.address.postcode === 'string' ? stop.address.postcode.slice(0, 4) : '',
      lat: coarse(stop.address.lat),
      lng: coarse(stop.address.lng),
    };
  }
  return scrubbed;
}

/**
 * The stored trip without what is personal: the stops scrubbed, the notes cleared, and every text field of the
 * tenant's layout emptied but the vehicle class (what the figures count); numbers and yes/no fields stay.
 */
export function scrubTrip(trip: string, vehicleClassField: string): { trip: string; stops: StoredStop[] } {
  let stored: Record<string, unknown>;
  try {
    stored = JSON.parse(trip) as Record<string, unknown>;
  } catch {
    return { trip: '{}', stops: [] };
  }
  const stops = Array.isArray(stored.tour) ? (stored.tour as StoredStop[]) : [];
  const scrubbed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(stored)) {
    if (key === 'tour') scrubbed[key] = stops.map(scrubStop);
    else if (typeof value === 'string' && key !== vehicleClassField && key !== 'datetime') scrubbed[key] = '';
    else scrubbed[key] = value;
  }
  return { trip: JSON.stringify(scrubbed), stops };
}

/** A stop's text as kept: a street address's city, a public place's own text. */
const keptText = (stop: StoredStop | undefined, text: string) => (isStreetAddress(stop) ? cityOf(stop) : text);

/**
 * Removes the order's personal details, its trips' and what refers to them, in the caller's transaction: once, by a
 * conditional update (an erase and the retention job meeting on one order anonymise it once). Answers whether it did.
 */
export async function anonymiseOrder(
  trx: Kysely<Database>,
  order: { id: number; tenantId: string; customerId: number },
  vehicleClassField: string,
  now: Date,
): Promise<boolean> {
  // The claim is the transaction's first statement, a write: on SQLite a transaction that read first could not write
  // after another instance's commit, and on both only one of two meeting on the order gets it.
  const claimed = await trx
    .updateTable('orders')
    .set({ anonymized_at: now, checkout_url: null, updated_at: now })
    .where('id', '=', order.id)
    .where('tenant_id', '=', order.tenantId)
    .where('anonymized_at', 'is', null)
    .executeTakeFirst();
  if (claimed.numUpdatedRows !== 1n) return false;
  const row = await trx.selectFrom('orders').select('person').where('id', '=', order.id).executeTakeFirstOrThrow();
  let person: Record<string, unknown> = {};
  try {
    person = JSON.parse(row.person) as Record<string, unknown>;
  } catch {
    // A person that does not parse is replaced all the same.
  }
  const emptied = Object.fromEntries(Object.keys(person).map((key) => [key, '']));
  await trx
    .updateTable('orders')
    .set({ person: JSON.stringify(emptied) })
    .where('id', '=', order.id)
    .execute();

  const trips = await trx
    .selectFrom('order_trips')
    .select(['id', 'trip', 'from_text', 'to_text'])
    .where('order_id', '=', order.id)
    .execute();
  for (const trip of trips) {
    const { trip: scrubbed, stops } = scrubTrip(trip.trip, vehicleClassField);
    const fromText = keptText(stops[0], trip.from_text);
    const toText = keptText(stops[1], trip.to_text);
    await trx
      .updateTable('order_trips')
      .set({
        trip: scrubbed,
        from_text: fromText,
        to_text: toText,
        flight_number: '',
        extra_info: '',
        passenger_name: '',
        passenger_phone: '',
        search_text: tripSearchText({
          klantNr: order.customerId,
          orderId: order.id,
          contact: [],
          fromText,
          toText,
          flightNumber: '',
        }),
      })
      .where('id', '=', trip.id)
      .execute();
  }
  const tripIds = trips.map((trip) => trip.id);
  // The history keeps that a mail went and what changed, not to whom nor the personal values.
  await trx
    .updateTable('trip_events')
    .set({ to_value: null })
    .where('order_id', '=', order.id)
    .where('kind', '=', 'mail')
    .execute();
  await trx
    .updateTable('trip_events')
    .set({ from_value: null, to_value: null })
    .where('order_id', '=', order.id)
    .where('kind', '=', 'edit')
    .where('field', 'not in', [...neutralEditFields])
    .execute();
  await trx.updateTable('trip_changes').set({ changes: '{}' }).where('order_id', '=', order.id).execute();
  await trx.updateTable('alerts').set({ changes: '[]' }).where('order_id', '=', order.id).execute();
  await trx.deleteFrom('manage_links').where('order_id', '=', order.id).execute();
  if (tripIds.length > 0) {
    await trx.deleteFrom('driver_positions').where('trip_id', 'in', tripIds).execute();
    await trx.deleteFrom('driver_trip_notices').where('trip_id', 'in', tripIds).execute();
  }
  return true;
}

/**
 * Erases a customer record in the caller's transaction: no login, no address that reaches anyone, no phone; its
 * sessions, reset links and login counts gone. Once, by a conditional update. Answers the sessions it ended, or
 * undefined when it was erased already.
 */
export async function eraseCustomer(
  trx: Kysely<Database>,
  customer: { id: number; tenantId: string },
  now: Date,
): Promise<number | undefined> {
  const updated = await trx
    .updateTable('customers')
    .set({
      username: null,
      email: erasedEmail(customer.id),
      password_hash: null,
      phone: '',
      phone_digits: '',
      erased_at: now,
    })
    .where('id', '=', customer.id)
    .where('tenant_id', '=', customer.tenantId)
    .where('erased_at', 'is', null)
    .executeTakeFirst();
  if (updated.numUpdatedRows !== 1n) return undefined;
  const sessions = await trx.deleteFrom('sessions').where('customer_id', '=', customer.id).executeTakeFirst();
  await trx.deleteFrom('password_resets').where('customer_id', '=', customer.id).execute();
  // The counts and known addresses of its logins and resets: client addresses are personal data too.
  for (const kind of ['login', 'reset'] as const) {
    const key = throttleKeys.account(kind, customer.tenantId, customer.id, '');
    await trx
      .deleteFrom('login_counters')
      .where((eb) => eb.or([eb('key', '=', key), eb('key', 'like', `${key}@%`)]))
      .execute();
    await trx.deleteFrom('login_known_addresses').where('account_key', '=', key).execute();
  }
  return Number(sessions.numDeletedRows);
}
