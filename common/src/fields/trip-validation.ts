import type { TourStop, Trip } from '../contracts/trip.ts';
import type { FieldDefinition } from './field-definition.ts';
import { checkForm, fieldErrors, type FieldMessageKey } from './field-validation.ts';
import { flightArrivalProblem, normalizeFlightNumber, type FlightArrivalProblem } from './flight.ts';
import type { PhoneCheck } from './phone.ts';
import type { FixedDeparture } from '../tenant/settings.ts';
import { offeredDeparture } from './fixed-departures.ts';
import { bookedTripDatetime, minimumTripDatetime, tripTimeZone } from './trip-datetime.ts';

/**
 * Trip-level error keys (docs/reference/record-layout.md#trip-rules, docs/reference/api.md#conventions). Beyond the
 * wire's original catalogue: invalidDatetime (not `YYYY-MM-DD HH:mm`), datetimeTooEarly (before now + dateOffset; the
 * browser pushes such a value to the minimum, so a customer meets it only with a trip that waited too long in the cart)
 * formIncomplete (a dynamic trip field is invalid; `fielderrors` says which), noDeparture and departureNotOffered (a fixed-time
 * tenant's trip whose datetime is none of its departures, docs/reference/tenant-settings.md#hideTime) and the flight checks of
 * docs/reference/record-layout.md#flight-details.
 */
export type TripErrorKey =
  | 'noDatetime'
  | 'noDeparture'
  | 'departureNotOffered'
  | 'invalidDatetime'
  | 'datetimeTooEarly'
  | 'noFromAddress'
  | 'pickDepartFromList'
  | 'noToAddress'
  | 'pickDestinationFromList'
  | 'flightNumberInvalid'
  | FlightArrivalProblem
  | 'formIncomplete';

export interface TripValidationContext {
  /** The tenant's trip layout as field definitions. */
  fields: readonly FieldDefinition[];
  /** The tenant's `hideDestination`: a tour is its departure alone. */
  destinationHidden: boolean;
  /** The tenant's `bookingLeadMinutes`: minutes from now to the earliest pickup. */
  dateOffsetMinutes: number;
  /** With the tenant's `hideTime`: its offered departures, the only datetimes a trip may have. */
  fixedDepartures?: readonly FixedDeparture[];
  now: Date;
  checkPhone: PhoneCheck;
  timeZone?: string;
}

export interface TripValidation {
  /** The first trip-level problem, '' when there is none. */
  error: TripErrorKey | '';
  fielderrors: Record<string, FieldMessageKey>;
}

/** A stop's address counts only when it was picked from the suggestions: bookable, with coordinates. */
export function isPickedAddress(stop: TourStop | undefined): boolean {
  const address = stop?.address;
  if (!address || !address.bookable) return false;
  const { lat, lng } = address;
  return Number.isFinite(lat) && Number.isFinite(lng) && !(lat === 0 && lng === 0);
}

function datetimeError(trip: Trip, context: TripValidationContext): TripErrorKey | null {
  if (trip.datetime.trim() === '') return context.fixedDepartures ? 'noDeparture' : 'noDatetime';
  const timeZone = context.timeZone ?? tripTimeZone;
  const booked = bookedTripDatetime(trip.datetime, timeZone);
  if (booked === null) return 'invalidDatetime';
  if (context.fixedDepartures && !offeredDeparture(trip.datetime, context.fixedDepartures))
    return 'departureNotOffered';
  return booked < minimumTripDatetime(context.now, context.dateOffsetMinutes, timeZone) ? 'datetimeTooEarly' : null;
}

function stopError(stop: TourStop | undefined, missing: TripErrorKey, notPicked: TripErrorKey): TripErrorKey | null {
  if (!stop?.address) return missing;
  return isPickedAddress(stop) ? null : notPicked;
}

/** A stop's flight number that is not one (docs/reference/record-layout.md#flight-details). */
export const hasInvalidFlightNumber = (stop: TourStop | undefined): boolean =>
  stop !== undefined && normalizeFlightNumber(stop.flightNumber) === null;

function flightError(trip: Trip, context: TripValidationContext): TripErrorKey | null {
  const stops = context.destinationHidden ? trip.tour.slice(0, 1) : trip.tour;
  if (stops.some(hasInvalidFlightNumber)) return 'flightNumberInvalid';
  // The datetime was checked first: the pickup's clock time as booked.
  const pickup = bookedTripDatetime(trip.datetime, context.timeZone ?? tripTimeZone)?.slice(11) ?? '';
  return flightArrivalProblem(pickup, trip.tour[0]?.flightArrival ?? '');
}

/**
 * docs/reference/record-layout.md#trip-rules for a whole trip, the same in the browser (instant feedback, add-to-cart
 * enabled) and on the server (the authority): datetime, departure, arrival (unless the destination is hidden), the
 * flight details, then every visible trip field. `tour[0]` is the departure: the direction radio reorders the stops themselves.
 */
export function validateTrip(trip: Trip, context: TripValidationContext): TripValidation {
  const fielderrors = fieldErrors(checkForm(context.fields, trip, { checkPhone: context.checkPhone }));
  const error =
    datetimeError(trip, context) ??
    stopError(trip.tour[0], 'noFromAddress', 'pickDepartFromList') ??
    (context.destinationHidden ? null : stopError(trip.tour[1], 'noToAddress', 'pickDestinationFromList')) ??
    flightError(trip, context) ??
    (Object.keys(fielderrors).length > 0 ? 'formIncomplete' : '');
  return { error, fielderrors };
}
