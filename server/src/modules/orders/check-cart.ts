import { createHash } from 'node:crypto';
import { stringify } from 'safe-stable-stringify';
import type { Trip, TripReply } from '#common/contracts/trip.ts';
import { isQuoted } from '#common/contracts/trip-quote.ts';
import { amountToCents } from '#common/format/amount.ts';
import { normalizeFlightNumber } from '#common/fields/flight.ts';
import { instantOfWallTime, parseTripDatetime } from '#common/fields/trip-datetime.ts';
import type { Tenant } from '../tenants/tenant-registry.ts';
import { placeOfStop, type PlaceFinder } from '../trips/places.ts';
import { quoteTrip, tripFields, vehicleClassOf, type QuoteOptions } from '../trips/quote-trip.ts';

/** A trip as the order keeps it: priced and checked by the server, its stops the server's own places. */
export interface CheckedTrip {
  /** The trip as sent, only its contract's and the tenant's trip fields, each picked address the server's own. */
  trip: Trip;
  datetime: string;
  pickupAt: Date;
  fromText: string;
  toText: string;
  passengers: number;
  /** The value of the tenant's vehicle-class field. */
  vehicleClass: string;
  flightNumber: string;
  extraInfo: string;
  priceCents: number;
  durationMinutes: number;
}

export type CartCheck =
  | { ok: true; trips: CheckedTrip[]; quotes: TripReply[]; totalCents: number }
  /**
   * A trip the rules refuse now (its time passed, the tenant's layout changed), or a price the customer did not see.
   */
  | { ok: false; error: 'tripInvalid' | 'priceChanged'; quotes: TripReply[] };

export interface CartCheckOptions extends QuoteOptions {
  /**
   * Login-required tenants hide prices (docs/reference/tenant-settings.md#requiresLogin): there is no price the
   * customer saw to compare.
   */
  pricesShown: boolean;
}

/**
 * Every trip checked and priced by the server, as `trip_request.json` does (docs/architecture.md#one-request). The
 * price the browser sends is only compared: a trip whose price differs from the server's, or that was never quoted,
 * makes the whole cart `priceChanged`, so the customer sees the new price before paying it.
 */
export function checkCart(trips: readonly Trip[], tenant: Tenant, options: CartCheckOptions): CartCheck {
  const quotes: TripReply[] = trips.map((trip) => quoteTrip(trip, tenant, options));
  if (!quotes.every(isQuoted)) return { ok: false, error: 'tripInvalid', quotes };

  const checked = trips.map((trip, index) => checkedTrip(trip, tenant, quotes[index] as TripReply, options.findPlace));
  if (options.pricesShown && trips.some((trip, index) => sentCents(trip) !== checked[index]?.priceCents)) {
    return { ok: false, error: 'priceChanged', quotes };
  }
  return { ok: true, trips: checked, quotes, totalCents: checked.reduce((total, trip) => total + trip.priceCents, 0) };
}

function sentCents(trip: Trip): number | undefined {
  return trip.price === undefined ? undefined : amountToCents(trip.price);
}

/**
 * What the order keeps of a trip: the contract's own fields and the values of the tenant's trip fields, nothing else
 * the browser sent (the price and meta are the server's to work out, unknown keys nobody's).
 */
function keptFields(trip: Trip, tenant: Tenant): Trip {
  const kept: Trip = {
    title: trip.title,
    datetime: trip.datetime,
    reverse: trip.reverse,
    tour: trip.tour,
    extraTripInfo: trip.extraTripInfo,
  };
  for (const { field } of tripFields(tenant)) {
    if (Object.hasOwn(trip, field) && !Object.hasOwn(kept, field)) kept[field] = trip[field];
  }
  return kept;
}

function checkedTrip(trip: Trip, tenant: Tenant, quote: TripReply, findPlace: PlaceFinder): CheckedTrip {
  // The quote accepted the trip: its datetime parses and every picked stop is a place the server knows.
  const wall = parseTripDatetime(quote.fixedtriptime);
  if (!wall) throw new Error(`a quoted trip has no pickup time: ${quote.fixedtriptime}`);
  const kept = keptFields(trip, tenant);
  // The quote accepted every flight number: each is kept in its one spelling (docs/reference/record-layout.md#flight-details).
  const tour = trip.tour.map((stop) => ({
    ...stop,
    address: placeOfStop(stop, findPlace),
    flightNumber: normalizeFlightNumber(stop.flightNumber) ?? '',
  }));
  const flightNumber = tour.map((stop) => stop.flightNumber).find((number) => number !== '') ?? '';
  const passengers =
    typeof trip.passengerCount === 'number' || typeof trip.passengerCount === 'string'
      ? Number(trip.passengerCount)
      : 1;
  return {
    trip: { ...kept, tour },
    datetime: quote.fixedtriptime,
    pickupAt: instantOfWallTime(wall),
    fromText: quote.fixedtripdeparturedisplay,
    toText: quote.fixedtripdestdisplay,
    passengers: Number.isSafeInteger(passengers) && passengers > 0 ? passengers : 1,
    vehicleClass: vehicleClassOf(trip, tenant),
    flightNumber,
    extraInfo: trip.extraTripInfo.trim(),
    priceCents: amountToCents(quote.amounttopay) ?? 0,
    durationMinutes: quote.durationMinutes,
  };
}

/**
 * What makes two submissions the same cart: the tenant's checked trips, the person (or the logged-in customer) and
 * the language, in a canonical JSON (keys sorted), hashed. The same cart sent again finds the order that is still
 * waiting for it.
 */
export function cartFingerprint(input: {
  lang: string;
  person: Record<string, string>;
  customerId?: number | null;
  /** Someone other than the booker; absent or null leaves the fingerprint as it was before passengers. */
  passenger?: { name: string; phone: string } | null;
  trips: readonly CheckedTrip[];
  totalCents: number;
}): string {
  const canonical = stringify({
    lang: input.lang,
    person: input.person,
    // Absent for a guest, so a guest's fingerprint is what it was before accounts.
    ...(input.customerId == null ? {} : { customerId: input.customerId }),
    ...(input.passenger ? { passenger: input.passenger } : {}),
    trips: input.trips.map((trip) => trip.trip),
    totalCents: input.totalCents,
  });
  return createHash('sha256')
    .update(canonical ?? '')
    .digest('hex');
}
