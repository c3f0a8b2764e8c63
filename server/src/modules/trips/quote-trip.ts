import type { Suggestion } from '#common/contracts/destinations.ts';
import { unquotedTripReply, type Trip, type TripReply } from '#common/contracts/trip.ts';
import type { FieldDefinition } from '#common/fields/field-definition.ts';
import { bookedTripDatetime, formatTripDatetime, parseTripDatetime } from '#common/fields/trip-datetime.ts';
import { validateTrip, type TripErrorKey } from '#common/fields/trip-validation.ts';
import { centsToAmount } from '#common/format/amount.ts';
import type { Coordinate } from '../pricing/distance.ts';
import { quoteFare, type PricedStop, type RouteLookup, type RouteSource } from '../pricing/fare.ts';
import { layoutFields } from '../tenants/layout-fields.ts';
import type { Tenant } from '../tenants/tenant-registry.ts';
import { tripInArea } from '#common/tenant/service-rules.ts';
import { serverPhoneCheck } from './phone-check.ts';
import { isAirport, placeOfStop, type PlaceFinder } from './places.ts';

/** The tenant's trip fields. */
export const tripFields = (tenant: Tenant): FieldDefinition[] => layoutFields(tenant, 'trip');

/** The destination is hidden and a tour is its departure alone (docs/reference/tenant-settings.md#hideDestination). */
export const destinationHidden = (tenant: Tenant): boolean => tenant.settings.hideDestination;

export interface QuoteOptions {
  now: Date;
  findPlace: PlaceFinder;
  /** The routing service's legs (`app.roads.lookup` over `pricedLegs`); absent: the estimate prices every trip. */
  routes?: RouteLookup;
  /**
   * Staff booking against the service rules (opening hours, closed dates, horizon, area, half-hour limit) with a
   * reason the trip's history keeps (docs/decisions/043-service-rules.md); the vehicle capacity still holds.
   */
  overrideServiceRules?: boolean;
}

/** A reply with status 200 (quoted) or 422 (refused, `error` and `fielderrors` say why). */
export type TripQuote = TripReply & { status: 200 | 422 };

function refusal(
  error: TripErrorKey,
  fielderrors: Record<string, string> = {},
  fittingVehicleClass?: string,
): TripQuote {
  return {
    ...unquotedTripReply,
    error,
    fielderrors,
    ...(fittingVehicleClass === undefined ? {} : { fittingVehicleClass }),
  };
}

const priced = (place: Suggestion): PricedStop => ({
  lat: place.lat,
  lng: place.lng,
  airport: isAirport(place),
  postcode: place.postcode,
});

/** The vehicle class the trip asks for: its value of the tariff's field, else that field's default. */
export function vehicleClassOf(trip: Trip, tenant: Tenant): string {
  const field = tenant.tariff.vehicleClassField;
  const value = trip[field];
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return tripFields(tenant).find((definition) => definition.field === field)?.default ?? '';
}

/**
 * The pairs of places the trips would be priced over, as `quoteTrip` resolves them (a stop the server does not know
 * is left out: that trip is refused anyway), for the routing service to measure before the quote
 * (docs/decisions/042-tariff-routing-holidays.md).
 */
export function pricedLegs(trips: readonly Trip[], tenant: Tenant, findPlace: PlaceFinder): [Coordinate, Coordinate][] {
  const legs: [Coordinate, Coordinate][] = [];
  const fixedDestination = destinationHidden(tenant) ? tenant.info.fixedDestination : null;
  for (const trip of trips) {
    const departure = placeOfStop(trip.tour[0], findPlace);
    const arrival = destinationHidden(tenant) ? fixedDestination : placeOfStop(trip.tour[1], findPlace);
    if (departure && arrival) legs.push([departure, arrival]);
  }
  return legs;
}

/** The routing service's legs of the trips, for `QuoteOptions.routes`; none without a source. */
export async function routesOf(
  roads: RouteSource | undefined,
  trips: readonly Trip[],
  tenant: Tenant,
  findPlace: PlaceFinder,
): Promise<RouteLookup | undefined> {
  return roads?.enabled ? roads.lookup(pricedLegs(trips, tenant, findPlace)) : undefined;
}

/**
 * The server's answer to `trip_request.json` (docs/reference/record-layout.md#trip-rules,
 * docs/reference/api.md#trip-request): the trip validated by the shared field engine against the tenant's layout and
 * settings, its stops re-resolved by the server (the addresses the browser sends only identify places), and the price
 * from the tenant's tariff. A tenant that hides prices (`requiresLogin`) still gets the price: hiding it is the SPA's
 * business.
 */
export function quoteTrip(trip: Trip, tenant: Tenant, options: QuoteOptions): TripQuote {
  const oneStop = destinationHidden(tenant);
  const validation = validateTrip(trip, {
    fields: tripFields(tenant),
    destinationHidden: oneStop,
    dateOffsetMinutes: tenant.info.bookingLeadMinutes,
    ...(tenant.settings.hideTime ? { fixedDepartures: tenant.info.fixedDepartures } : {}),
    now: options.now,
    checkPhone: serverPhoneCheck,
    ...(options.overrideServiceRules ? {} : { serviceRules: tenant.serviceRules }),
    vehicleClasses: { field: tenant.tariff.vehicleClassField, classes: tenant.vehicleClasses },
  });
  if (validation.error !== '') return refusal(validation.error, validation.fielderrors, validation.fittingVehicleClass);

  const departure = placeOfStop(trip.tour[0], options.findPlace);
  if (!departure) return refusal('pickDepartFromList');
  const arrival = oneStop ? null : placeOfStop(trip.tour[1], options.findPlace);
  if (!oneStop && !arrival) return refusal('pickDestinationFromList');
  // The area is judged by the server's own places: their postcodes and coordinates (docs/decisions/043-service-rules.md).
  if (!options.overrideServiceRules && !tripInArea(departure, arrival, tenant.serviceRules.area, tenant.info.location))
    return refusal('outsideServiceArea');

  // The validation has refused a datetime that does not parse; this only narrows the type.
  const pickup = parseTripDatetime(bookedTripDatetime(trip.datetime) ?? '');
  if (!pickup) return refusal('invalidDatetime');
  const fixedtriptime = formatTripDatetime(pickup);

  // A fixed-time tenant's trips all go to its event: priced there, shown there (docs/decisions/023-fixed-time-trips.md).
  const fixedDestination = oneStop ? tenant.info.fixedDestination : null;
  const to = arrival
    ? priced(arrival)
    : fixedDestination && { lat: fixedDestination.lat, lng: fixedDestination.lng, airport: false };
  const fare = quoteFare(
    {
      departure: priced(departure),
      arrival: to,
      pickup,
      vehicleClass: vehicleClassOf(trip, tenant),
      route: to ? (options.routes?.(departure, to) ?? null) : null,
    },
    tenant.tariff,
  );
  return {
    status: 200,
    error: '',
    fielderrors: {},
    amounttopay: centsToAmount(fare.totalCents),
    fixedtriptime,
    fixedtripdeparturedisplay: departure.text,
    fixedtripdestdisplay: arrival?.text ?? fixedDestination?.text ?? '',
    distanceKm: fare.distanceKm,
    durationMinutes: fare.durationMinutes,
    priceLines: fare.priceLines,
  };
}
