import type { TourStop, Trip } from '../contracts/trip.ts';
import type { FieldDefinition } from './field-definition.ts';
import { checkForm, fieldErrors, type FieldMessageKey } from './field-validation.ts';
import { flightArrivalProblem, normalizeFlightNumber, type FlightArrivalProblem } from './flight.ts';
import type { PhoneCheck } from './phone.ts';
import type { FixedDeparture } from '../tenant/settings.ts';
import { offeredDeparture } from './fixed-departures.ts';
import {
  bookedTripDatetime,
  minimumTripDatetime,
  parseTripDatetime,
  tripTimeZone,
  wallTimeAt,
} from './trip-datetime.ts';
import type { ServiceRules, VehicleClasses } from '../tenant/settings.ts';
import { serviceTimeProblem, vehicleClassProblem, type ServiceTimeProblem } from '../tenant/service-rules.ts';
import { luggageField, luggageOf } from './luggage.ts';

/**
 * Trip-level error keys (docs/reference/record-layout.md#trip-rules, docs/reference/api.md#conventions). Beyond the
 * wire's original catalogue: invalidDatetime (not `YYYY-MM-DD HH:mm`), datetimeTooEarly (before now + dateOffset; the
 * browser pushes such a value to the minimum, so a customer meets it only with a trip that waited too long in the cart)
 * formIncomplete (a dynamic trip field is invalid; `fielderrors` says which), noDeparture and departureNotOffered (a fixed-time
 * tenant's trip whose datetime is none of its departures, docs/reference/tenant-settings.md#hideTime) and the flight checks of
 * docs/reference/record-layout.md#flight-details. The service rules (docs/decisions/043-service-rules.md) add
 * closedDate, beyondHorizon, outsideOpeningHours, vehicleClassTooSmall (the chosen class has too few seats or luggage
 * places), and on the server alone outsideServiceArea and halfHourFull.
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
  | ServiceTimeProblem
  | 'vehicleClassTooSmall'
  | 'outsideServiceArea'
  | 'halfHourFull'
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
  /** The tenant's service rules (docs/reference/tenant-settings.md#serviceRules); absent: none apply. */
  serviceRules?: ServiceRules;
  /** The tenant's vehicle capacities and the trip field that holds the class (docs/reference/tenant-settings.md#vehicleClasses). */
  vehicleClasses?: { field: string; classes: VehicleClasses };
}

export interface TripValidation {
  /** The first trip-level problem, '' when there is none. */
  error: TripErrorKey | '';
  fielderrors: Record<string, FieldMessageKey>;
  /** With `vehicleClassTooSmall`: the smallest class that takes the trip, '' when none does. */
  fittingVehicleClass?: string;
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
  if (booked < minimumTripDatetime(context.now, context.dateOffsetMinutes, timeZone)) return 'datetimeTooEarly';
  const pickup = parseTripDatetime(booked);
  if (!context.serviceRules || !pickup) return null;
  return serviceTimeProblem(pickup, wallTimeAt(context.now, timeZone), context.serviceRules);
}

/** The passengers of a trip: its `passengerCount`, 1 when absent or unusable. */
export function passengersOf(trip: Readonly<Record<string, unknown>>): number {
  const value = trip.passengerCount;
  const count =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : 1;
  return Number.isSafeInteger(count) && count > 0 ? count : 1;
}

/** The chosen vehicle class too small for the trip's passengers or luggage, with the class that fits. */
export function vehicleClassError(
  trip: Trip,
  context: Pick<TripValidationContext, 'fields' | 'vehicleClasses'>,
): { fitting: string } | null {
  if (!context.vehicleClasses) return null;
  const { field, classes } = context.vehicleClasses;
  const definition = context.fields.find((candidate) => candidate.field === field);
  const raw = trip[field];
  const chosen = typeof raw === 'string' || typeof raw === 'number' ? String(raw) : (definition?.default ?? '');
  const asksLuggage = context.fields.some((candidate) => candidate.field === luggageField);
  const problem = vehicleClassProblem(classes, definition?.options.map((option) => option.id) ?? [], {
    vehicleClass: chosen,
    passengers: passengersOf(trip),
    luggage: asksLuggage ? (luggageOf(trip) ?? 0) : null,
  });
  return problem && { fitting: problem.fitting ?? '' };
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
  if (error !== '') return { error, fielderrors };
  // The fields are each valid: only now is the class compared with the passengers and the luggage.
  const tooSmall = vehicleClassError(trip, context);
  return tooSmall
    ? { error: 'vehicleClassTooSmall', fielderrors, fittingVehicleClass: tooSmall.fitting }
    : { error, fielderrors };
}
