import type { Atype, Suggestion } from '#common/contracts/destinations.ts';
import type { TourStop, Trip } from '#common/contracts/trip.ts';
import type { FieldDefinition } from '#common/fields/field-definition.ts';
import { numberInputValue } from '#common/fields/number-input.ts';

/** The atype of an airport stop (docs/reference/api.md#destinations). */
export const airportAtype: Atype = 1;

export function emptyStop(atype: Atype = -1): TourStop {
  return { atype, nr: '', address: null, flightNumber: '', flightOrigin: '', flightArrival: '' };
}

/** The dynamic fields' starting values: each field's default, a number field's by the number rule. */
export function fieldDefaults(fields: readonly FieldDefinition[]): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  for (const field of fields) {
    if (field.type === 'number') values[field.field] = numberInputValue(field.default, field);
    else if (field.default !== '') values[field.field] = field.default;
  }
  return values;
}

/** A new trip: no time yet, empty stops (one when the destination is hidden), the fields' defaults. */
export function newTrip(fields: readonly FieldDefinition[], destinationHidden: boolean): Trip {
  return {
    ...fieldDefaults(fields),
    title: '',
    datetime: '',
    reverse: false,
    tour: destinationHidden ? [emptyStop()] : [emptyStop(), emptyStop()],
    extraTripInfo: '',
  };
}

/** docs/reference/states.md#browser: a type change clears the address and the flight data. */
export function changeStopType(stop: TourStop, atype: Atype): TourStop {
  return stop.atype === atype ? stop : emptyStop(atype);
}

/**
 * Picking a suggestion fixes the address: the suggestion goes into the stop as it is. A station, airport or hotel
 * found on the address type makes the stop that kind, as if its type had been chosen (an airport asks for the flight).
 */
export function pickAddress(stop: TourStop, suggestion: Suggestion): TourStop {
  const atype = stop.atype === -1 ? suggestion.atype : stop.atype;
  return { ...stop, atype, address: suggestion, nr: suggestion.nr };
}

export function clearAddress(stop: TourStop): TourStop {
  return stop.address === null && stop.nr === '' ? stop : { ...stop, address: null, nr: '' };
}

/** Flight details belong to airport stops. */
export function isAirportStop(stop: TourStop): boolean {
  return stop.atype === airportAtype || stop.address?.flightInfo === true;
}

/**
 * docs/reference/states.md#browser: the direction radio reverses the order of the two stops and of their settings.
 * `tour[0]` is always the departure, so the stops themselves change places.
 */
export function reverseDirection(trip: Trip): Trip {
  if (trip.tour.length < 2) return trip;
  return { ...trip, reverse: !trip.reverse, tour: [...trip.tour].reverse() };
}

/**
 * The return trip of a cart trip (beyond the spec, issue 3 item 7): the stops swapped, the same details, no
 * time yet, no price. The flight details go: the flight back is another flight.
 */
export function returnTrip(trip: Trip): Trip {
  const { meta: _meta, price: _price, ...details } = trip;
  const tour = [...trip.tour]
    .reverse()
    .map((stop) => ({ ...stop, flightNumber: '', flightOrigin: '', flightArrival: '' }));
  return { ...details, reverse: !trip.reverse, datetime: '', title: '', tour };
}

/**
 * The trip as it is sent and stored: a route title, and the landing details only where they apply (the
 * departure; a destination airport keeps its flight number only). Price and reply come from the server.
 */
export function tripToSend(trip: Trip): Trip {
  const { meta: _meta, price: _price, ...details } = trip;
  const tour = trip.tour.map((stop, index) =>
    !isAirportStop(stop)
      ? { ...stop, flightNumber: '', flightOrigin: '', flightArrival: '' }
      : index > 0
        ? { ...stop, flightOrigin: '', flightArrival: '' }
        : stop,
  );
  const title = tour
    .map((stop) => stop.address?.text ?? '')
    .filter(Boolean)
    .join(' → ');
  return { ...details, title, tour };
}

/** What the price depends on: the trip without its title, price and server reply. */
export function tripSignature(trip: Trip): string {
  const { meta: _meta, price: _price, title: _title, ...rest } = trip;
  return JSON.stringify(rest);
}
