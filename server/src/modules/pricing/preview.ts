import type { z } from 'zod';
import type { FieldError } from '#common/contracts/admin.ts';
import type { TariffPreviewReply, TariffPreviewRequest, TariffPreviewRow } from '#common/contracts/admin-tariff.ts';
import type { Suggestion } from '#common/contracts/destinations.ts';
import { parseTripDatetime, type WallTime } from '#common/fields/trip-datetime.ts';
import { tariffSchema } from '#common/tenant/tenant-file.ts';
import type { Tenant } from '../tenants/tenant-registry.ts';
import { haversineKm, type Coordinate } from './distance.ts';
import { quoteFare, type Fare, type RouteLookup, type RouteSource, type Tariff } from './fare.ts';

/** What the preview reads: the tenant's places and the routing service. */
export interface PreviewDeps {
  places: {
    find(tenant: Tenant, id: string): Promise<Suggestion | null>;
    landmarks(tenant: Tenant): Suggestion[];
  };
  roads: RouteSource;
}

export type PreviewOutcome =
  { ok: true; value: TariffPreviewReply } | { ok: false; fields: Record<string, FieldError> };

/** The grid's size: the nearest airports, stations and own places, "nearby" within this many km, at most this many rows. */
export const gridLimits = { airports: 4, stations: 5, ownPlaces: 8, nearbyKm: 30, farAirports: 2, rows: 40 } as const;

const airportCategory = 'LH';
const stationCategory = 'NS';
const isAirport = (place: Suggestion): boolean => place.category === airportCategory || place.flightInfo;

interface Stop extends Coordinate {
  id: string;
  text: string;
  category: string;
  airport: boolean;
  postcode: string;
}

const stopOf = (place: Suggestion): Stop => ({
  id: place.id,
  text: place.text,
  category: place.category,
  lat: place.lat,
  lng: place.lng,
  airport: isAirport(place),
  postcode: place.postcode,
});

/** The tenant's base: its location, with the postcode its address names (for postcode zones). */
function baseOf(tenant: Tenant): Stop {
  const postcode = /\b[1-9]\d{3} ?[A-Z]{2}\b/.exec(tenant.info.address)?.[0] ?? '';
  return {
    id: 'base',
    text: tenant.info.address || tenant.info.company,
    category: '',
    lat: tenant.info.location.lat,
    lng: tenant.info.location.lng,
    airport: false,
    postcode,
  };
}

/** A zod issue as the desk's field error. */
function fieldErrorOf(issue: z.core.$ZodIssue): FieldError {
  if (issue.code === 'too_small') return 'tooSmall';
  if (issue.code === 'too_big') return 'tooLarge';
  if (issue.code === 'unrecognized_keys') return 'unknownField';
  return 'invalid';
}

/** The proposed tariff as the settings validate it, or its fields' errors under `tariff.…`. */
function proposedTariff(
  input: TariffPreviewRequest['tariff'],
  current: Tariff,
): { ok: true; tariff: Tariff } | { ok: false; fields: Record<string, FieldError> } {
  if (input === undefined) return { ok: true, tariff: current };
  const parsed = tariffSchema.safeParse(input);
  if (parsed.success) return { ok: true, tariff: parsed.data };
  const fields: Record<string, FieldError> = {};
  for (const issue of parsed.error.issues) {
    const keys = issue.code === 'unrecognized_keys' ? issue.keys : [undefined];
    for (const key of keys) {
      const path = ['tariff', ...issue.path.map(String), ...(key === undefined ? [] : [key])].join('.');
      fields[path] ??= fieldErrorOf(issue);
    }
  }
  return { ok: false, fields };
}

/** The sample trips: base → airports, stations and own places; then those nearby → the far airports. */
export function gridPairs(base: Stop, landmarks: readonly Suggestion[]): [Stop, Stop][] {
  const near = (places: Suggestion[]) =>
    places
      .map((place) => ({ stop: stopOf(place), km: haversineKm(base, place) }))
      .sort((a, b) => a.km - b.km || a.stop.id.localeCompare(b.stop.id));
  const airports = near(landmarks.filter(isAirport));
  const stations = near(landmarks.filter((place) => place.category === stationCategory && !isAirport(place)));
  const own = near(landmarks.filter((place) => place.id.startsWith('t:')));
  const targets = [
    ...airports.slice(0, gridLimits.airports),
    ...stations.slice(0, gridLimits.stations),
    ...own.slice(0, gridLimits.ownPlaces),
  ];
  const pairs: [Stop, Stop][] = targets.map(({ stop }) => [base, stop]);
  const farAirports = airports.filter(({ km }) => km > gridLimits.nearbyKm).slice(0, gridLimits.farAirports);
  for (const { stop: from, km } of targets) {
    if (km > gridLimits.nearbyKm) continue;
    for (const { stop: to } of farAirports) pairs.push([from, to]);
  }
  return pairs.slice(0, gridLimits.rows);
}

const view = (fare: Fare) => ({
  distanceKm: fare.distanceKm,
  durationMinutes: fare.durationMinutes,
  priceLines: fare.priceLines,
  totalCents: fare.totalCents,
});

function row(
  [from, to]: [Stop, Stop],
  tariffs: { current: Tariff; proposed: Tariff },
  request: { pickup: WallTime; vehicleClass: string; routes: RouteLookup },
): TariffPreviewRow {
  const route = request.routes(from, to);
  const quote = (tariff: Tariff) =>
    quoteFare(
      { departure: from, arrival: to, pickup: request.pickup, vehicleClass: request.vehicleClass, route },
      tariff,
    );
  const current = quote(tariffs.current);
  const proposed = quote(tariffs.proposed);
  const place = (stop: Stop) => ({ id: stop.id, text: stop.text, category: stop.category });
  return {
    from: place(from),
    to: place(to),
    routed: route !== null,
    current: view(current),
    proposed: view(proposed),
    differenceCents: proposed.totalCents - current.totalCents,
  };
}

/**
 * A proposed tariff beside the one in force (docs/decisions/042-tariff-routing-holidays.md): two places of the
 * tenant's address search with the full breakdown, and a grid of sample trips from the tenant's base, each quoted
 * under both, with the difference. The distances are the routing service's where it answers, as the quote's are; only
 * this tenant's places are used.
 */
export async function previewTariff(
  deps: PreviewDeps,
  tenant: Tenant,
  input: TariffPreviewRequest,
): Promise<PreviewOutcome> {
  const fields: Record<string, FieldError> = {};
  const proposed = proposedTariff(input.tariff, tenant.tariff);
  if (!proposed.ok) Object.assign(fields, proposed.fields);
  const pickup = parseTripDatetime(input.datetime);
  if (!pickup) fields.datetime = 'invalid';
  let pair: [Stop, Stop] | null = null;
  if (input.pair) {
    const [from, to] = await Promise.all([
      deps.places.find(tenant, input.pair.from),
      deps.places.find(tenant, input.pair.to),
    ]);
    if (!from) fields['pair.from'] = 'invalid';
    if (!to) fields['pair.to'] = 'invalid';
    if (from && to) pair = [stopOf(from), stopOf(to)];
  }
  if (!proposed.ok || !pickup || Object.keys(fields).length > 0) return { ok: false, fields };

  const base = baseOf(tenant);
  const grid = gridPairs(base, deps.places.landmarks(tenant));
  const routes = await deps.roads.lookup(pair ? [pair, ...grid] : grid);
  const tariffs = { current: tenant.tariff, proposed: proposed.tariff };
  const request = { pickup, vehicleClass: input.vehicleClass ?? '', routes };
  return {
    ok: true,
    value: {
      datetime: input.datetime,
      base: { text: base.text, lat: base.lat, lng: base.lng },
      pair: pair ? row(pair, tariffs, request) : null,
      grid: grid.map((each) => row(each, tariffs, request)),
    },
  };
}
