import type { Trip, TourStop } from '#common/contracts/trip.ts';
import type { Suggestion } from '#common/contracts/destinations.ts';
import { phoneDigits } from '#common/fields/phone-digits.ts';
import type { Language } from '#common/constants.ts';
import { foldForSearch, parsePerson } from '../../db/trip-search.ts';
import type { PaymentWay } from '../../db/tables.ts';
import type { DeskBookingOutcome } from '../orders/desk-booking.ts';
import type { Tenant } from '../tenants/tenant-registry.ts';
import { stopIds, type PlaceFinder } from '../trips/places.ts';
import { tripFields } from '../trips/quote-trip.ts';
import { may, type DeskActor } from './actor.ts';
import type { DeskDeps } from './deps.ts';
import { contactOfPerson } from '../orders/person.ts';
import { contactOfRow } from './trip-view.ts';

/** A trip as the dispatcher types it in the desk's new trip page. */
export interface PhoneTrip {
  /** `YYYY-MM-DD HH:mm`, Europe/Amsterdam. */
  datetime: string;
  /** The address search's ids of pickup and destination. */
  fromPlaceId: string;
  toPlaceId: string;
  flightNumber: string;
  extraInfo: string;
  /** The tenant's own trip fields (passengers, luggage, vehicle class, …). */
  fields: Record<string, string | number>;
}

export interface PhoneBookingRequest {
  preview: boolean;
  lang: Language;
  caller: { name: string; phone: string; email: string };
  passenger: { name: string; phone: string } | null;
  trip: PhoneTrip;
  payment: PaymentWay;
  accountId: number | null;
  /** Booked against the service rules for this reason; '' keeps them (docs/decisions/043-service-rules.md). */
  overrideReason?: string;
}

export type PhoneBookingResult =
  DeskBookingOutcome | { ok: false; error: 'forbidden' } | { ok: false; error: 'placeNotFound'; field: 'from' | 'to' };

const stopAt = (address: Suggestion, flightNumber: string): TourStop => ({
  atype: address.atype,
  nr: address.nr,
  address,
  flightNumber,
  flightOrigin: '',
  flightArrival: '',
});

/**
 * The trip as the customer's trip form would send it, its stops the server's own places: the flight goes with the
 * airport (the first stop that is one), else with the pickup.
 */
function tripOf(
  findPlace: PlaceFinder,
  tenant: Tenant,
  typed: PhoneTrip,
): { ok: true; trip: Trip } | { ok: false; missing: 'from' | 'to' } {
  const from = findPlace(typed.fromPlaceId);
  if (!from) return { ok: false, missing: 'from' };
  const to = findPlace(typed.toPlaceId);
  if (!to) return { ok: false, missing: 'to' };
  const flightAt = !from.flightInfo && to.flightInfo ? 1 : 0;
  const fields = Object.fromEntries(
    tripFields(tenant)
      .filter((definition) => Object.hasOwn(typed.fields, definition.field))
      .map((definition) => [definition.field, typed.fields[definition.field]]),
  );
  const trip: Trip = {
    ...fields,
    title: '',
    datetime: typed.datetime,
    reverse: false,
    tour: [
      stopAt(from, flightAt === 0 ? typed.flightNumber : ''),
      stopAt(to, flightAt === 1 ? typed.flightNumber : ''),
    ],
    extraTripInfo: typed.extraInfo,
  };
  return { ok: true, trip };
}

/**
 * A booking taken by phone (docs/decisions/034-desk-booking-payment-ways.md), by a staff member who may act on trips,
 * for their own tenant only: an account of another tenant is not found.
 */
export async function bookByPhone(
  deps: DeskDeps,
  actor: DeskActor,
  request: PhoneBookingRequest,
): Promise<PhoneBookingResult> {
  if (!may(actor, 'tripActions')) return { ok: false, error: 'forbidden' };
  const tenant = deps.tenants.byId(actor.tenantId);
  if (!tenant) return { ok: false, error: 'forbidden' };
  const findPlace = await deps.findPlaces(tenant, [request.trip.fromPlaceId, request.trip.toPlaceId]);
  const typed = tripOf(findPlace, tenant, request.trip);
  if (!typed.ok) return { ok: false, error: 'placeNotFound', field: typed.missing };
  return deps.orders.bookByPhone({
    tenant,
    staffId: actor.staffId,
    lang: request.lang,
    caller: request.caller,
    passenger: request.passenger,
    accountId: request.accountId,
    trip: typed.trip,
    paymentWay: request.payment,
    preview: request.preview,
    overrideReason: request.overrideReason ?? '',
    now: deps.now(),
  });
}

/** A caller the lookup found: who, their account if any, and their latest trips. */
export interface FoundCaller {
  klantNr: number;
  name: string;
  phone: string;
  email: string;
  account: { id: number; username: string } | null;
  trips: Array<{
    tripId: number;
    datetime: string;
    from: string;
    to: string;
    fromPlace: Suggestion | null;
    toPlace: Suggestion | null;
    passengers: number;
    vehicleClass: string;
    flightNumber: string;
    extraInfo: string;
    fields: Record<string, string | number>;
    status: string;
  }>;
}

/** Callers at most, and trips per caller. */
const maxCallers = 8;
const tripsPerCaller = 5;
/** Trips read to find the callers among. */
const maxTripRows = 200;

/** A phone number is digits and the usual separators, with at least six digits. */
const looksLikePhone = (q: string) => /^\+?[\d\s().\-/]+$/.test(q) && phoneDigits(q) !== '';

/**
 * `GET /api/admin/callers?q=` (docs/reference/api.md#admin-callers): the tenant's customers and earlier guests by a
 * phone number in any spelling (its digits, through the customers' `phone_digits` index, and in the trips' search
 * text), an email, or a name (the trips' search text), with their latest trips. A guest is a customer of their own for each order, so the same
 * number's guests are one caller.
 */
export async function findCallers(deps: DeskDeps, actor: DeskActor, q: string): Promise<FoundCaller[]> {
  const tenant = deps.tenants.byId(actor.tenantId);
  if (!tenant) return [];
  let query = deps.db
    .selectFrom('order_trips')
    .innerJoin('orders', 'orders.id', 'order_trips.order_id')
    .innerJoin('customers', 'customers.id', 'orders.customer_id')
    .where('order_trips.tenant_id', '=', actor.tenantId)
    .select([
      'order_trips.id',
      'order_trips.datetime',
      'order_trips.from_text',
      'order_trips.to_text',
      'order_trips.trip',
      'order_trips.passengers',
      'order_trips.vehicle_class',
      'order_trips.flight_number',
      'order_trips.extra_info',
      'order_trips.status',
      'orders.customer_id',
      'orders.person',
      'customers.username',
      'customers.email',
      'customers.phone',
      'customers.phone_digits',
    ]);
  const text = q.trim();
  if (looksLikePhone(text)) {
    const digits = phoneDigits(text);
    const ids = deps.db
      .selectFrom('customers')
      .select('id')
      .where('tenant_id', '=', actor.tenantId)
      .where('phone_digits', '=', digits);
    // The number without its country code or leading 0 is in every spelling the search text holds of the personal
    // fields (server/src/db/trip-search.ts): a caller booked on an account is found by their own number too.
    const national = digits.startsWith('31') ? digits.slice(2) : digits;
    query = query.where((eb) =>
      eb.or([eb('orders.customer_id', 'in', ids), eb('order_trips.search_text', 'like', `%${national}%`)]),
    );
  } else if (text.includes('@')) {
    query = query.where((eb) => eb(eb.fn('lower', ['customers.email']), '=', text.toLowerCase()));
  } else {
    for (const word of foldForSearch(text)
      .split(/[\s%\\]+/)
      .filter(Boolean)
      .slice(0, 4))
      query = query.where('order_trips.search_text', 'like', `%${word}%`);
  }
  // The latest bookings first: "same as last time" is the trip booked last.
  const rows = await query.orderBy('order_trips.id', 'desc').limit(maxTripRows).execute();

  // Each earlier stop as the address search knows it now, resolved at once.
  const findPlace = await deps.findPlaces(
    tenant,
    rows.flatMap((row) => stopIds([JSON.parse(row.trip) as Trip])),
  );
  const callers = new Map<string, FoundCaller>();
  for (const row of rows) {
    const contact = contactOfRow(tenant, row);
    const key =
      row.username !== null
        ? `account:${row.customer_id}`
        : row.phone_digits ||
          phoneDigits(contact.phone) ||
          contact.email.toLowerCase() ||
          `customer:${row.customer_id}`;
    let caller = callers.get(key);
    if (!caller) {
      if (callers.size >= maxCallers) continue;
      // On an account, the caller is who the personal fields name (a phone booking's caller): the account is the business.
      const who = row.username !== null ? contactOfPerson(tenant, parsePerson(row.person)) : contact;
      caller = {
        klantNr: row.customer_id,
        name: who.name,
        phone: who.phone,
        email: who.email,
        account: row.username !== null ? { id: row.customer_id, username: row.username } : null,
        trips: [],
      };
      callers.set(key, caller);
    }
    if (caller.trips.length >= tripsPerCaller) continue;
    const stored = JSON.parse(row.trip) as Trip;
    const placeAt = (index: number) => {
      const id = stored.tour[index]?.address?.id;
      return id ? findPlace(id) : null;
    };
    const fields = Object.fromEntries(
      tripFields(tenant)
        .map((definition) => [definition.field, stored[definition.field]] as const)
        .filter(
          (entry): entry is [string, string | number] => typeof entry[1] === 'string' || typeof entry[1] === 'number',
        ),
    );
    caller.trips.push({
      tripId: row.id,
      datetime: row.datetime,
      from: row.from_text,
      to: row.to_text,
      fromPlace: placeAt(0),
      toPlace: placeAt(1),
      passengers: row.passengers,
      vehicleClass: row.vehicle_class,
      flightNumber: row.flight_number,
      extraInfo: row.extra_info,
      fields,
      status: row.status,
    });
  }
  return [...callers.values()];
}
