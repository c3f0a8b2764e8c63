import type { TourStop, Trip, TripReply } from '#common/contracts/trip.ts';
import { flightArrivalProblem } from '#common/fields/flight.ts';
import { bookedTripDatetime } from '#common/fields/trip-datetime.ts';
import { hasInvalidFlightNumber, isPickedAddress, type TripValidation } from '#common/fields/trip-validation.ts';
import { isAirportStop } from './trip-draft.ts';

/** One problem of the trip form: the control to fix and the message key that says how. */
export type TripProblem = { fieldId: string; key: string };

export const dateFieldId = 'trip-date';
/** The time picker's hour select. */
export const timeFieldId = 'trip-time';
export const stopFieldId = (index: number) => `${index === 0 ? 'departure' : 'destination'}-address`;
export const tripFieldId = (field: string) => `trip-${field}`;
const stopRole = (index: number) => (index === 0 ? 'departure' : 'destination');
export const flightNumberFieldId = (index: number) => `${stopRole(index)}-flight-number`;
/** The landing time picker's hour select; only a pickup at an airport asks it. */
export const flightArrivalFieldId = (index: number) => `${stopRole(index)}-flight-arrival`;

const flightArrivalKeys: readonly string[] = ['flightArrivalAfterPickup', 'flightArrivalTooEarly'];

const datetimeKeys: readonly string[] = [
  'noDatetime',
  'noDeparture',
  'departureNotOffered',
  'invalidDatetime',
  'datetimeTooEarly',
  // The service rules' (docs/decisions/043-service-rules.md).
  'closedDate',
  'beyondHorizon',
  'outsideOpeningHours',
  'halfHourFull',
];

/**
 * The keys of the operator's service rules and the vehicle's capacity: said beside their field as soon as the trip
 * breaks them, not only after a submit (docs/reference/screens.md#trip).
 */
export const ruleKeys: readonly string[] = [
  'closedDate',
  'beyondHorizon',
  'outsideOpeningHours',
  'rulesDayNoTimes',
  'vehicleClassTooSmall',
  'vehicleClassNoneFits',
];

/**
 * Where a trip-level error key of the server belongs (docs/reference/api.md#conventions keys and the field engine's);
 * null: to no field.
 */
function serverFieldId(
  key: string,
  date: string,
  tour: readonly TourStop[],
  vehicleClassField: string | undefined,
): string | null {
  if (key === 'closedDate' || key === 'beyondHorizon') return dateFieldId;
  if (datetimeKeys.includes(key)) return date === '' ? dateFieldId : timeFieldId;
  if (key === 'noFromAddress' || key === 'pickDepartFromList') return stopFieldId(0);
  if (key === 'noToAddress' || key === 'pickDestinationFromList') return stopFieldId(1);
  if (key === 'flightNumberInvalid') return flightNumberFieldId(Math.max(0, tour.findIndex(hasInvalidFlightNumber)));
  if (flightArrivalKeys.includes(key)) return flightArrivalFieldId(0);
  if (key === 'vehicleClassTooSmall' && vehicleClassField) return tripFieldId(vehicleClassField);
  return null;
}

/** The flight details of the stops shown (docs/reference/record-layout.md#flight-details), as the server checks them. */
function flightProblems(trip: Trip, stops: readonly TourStop[]): TripProblem[] {
  const problems: TripProblem[] = [];
  stops.forEach((stop, index) => {
    if (!isAirportStop(stop)) return;
    if (hasInvalidFlightNumber(stop))
      problems.push({ fieldId: flightNumberFieldId(index), key: 'flightNumberInvalid' });
  });
  const pickup = bookedTripDatetime(trip.datetime)?.slice(11) ?? '';
  const [departure] = stops;
  const arrival = departure && isAirportStop(departure) ? flightArrivalProblem(pickup, departure.flightArrival) : null;
  if (arrival) problems.push({ fieldId: flightArrivalFieldId(0), key: arrival });
  return problems;
}

type TripProblemInput = {
  trip: Trip;
  date: string;
  time: string;
  /** What each stop's address input shows: a text without a pick asks to pick from the list. */
  stopTexts: readonly string[];
  validation: TripValidation;
  destinationHidden: boolean;
  /** The trip field that holds the vehicle class, where its capacity is said. */
  vehicleClassField?: string | undefined;
  /** Why no time of the picked date is bookable (`dayProblem`), said at the date field; null: none. */
  dayKey?: string | null;
};

/**
 * Every problem of the trip at once, in the order of the form (issue 9 item 5): the time, each stop, the flight
 * details, then each trip field. The field engine's verdict names only the first trip-level problem, so the stops are checked here.
 */
export function tripProblems({
  trip,
  date,
  time,
  stopTexts,
  validation,
  destinationHidden,
  vehicleClassField,
  dayKey = null,
}: TripProblemInput): TripProblem[] {
  const problems: TripProblem[] = [];
  if (date !== '' && !/^\d{4}-\d{2}-\d{2}$/.test(date)) {
    // A typed text that names no day (docs/decisions/027-combobox-and-date-input.md) is the date field's problem.
    problems.push({ fieldId: dateFieldId, key: 'invalidDatetime' });
  } else if (dayKey !== null) {
    problems.push({ fieldId: dateFieldId, key: dayKey });
  } else if (validation.error === 'outsideOpeningHours') {
    problems.push({ fieldId: timeFieldId, key: validation.error });
  } else if (datetimeKeys.includes(validation.error)) {
    problems.push({ fieldId: date !== '' && time === '' ? timeFieldId : dateFieldId, key: validation.error });
  }
  const stops = destinationHidden ? trip.tour.slice(0, 1) : trip.tour.slice(0, 2);
  stops.forEach((stop, index) => {
    if (isPickedAddress(stop)) return;
    const typed = stop.address !== null || (stopTexts[index] ?? '').trim() !== '';
    const key =
      index === 0
        ? typed
          ? 'pickDepartFromList'
          : 'noFromAddress'
        : typed
          ? 'pickDestinationFromList'
          : 'noToAddress';
    problems.push({ fieldId: stopFieldId(index), key });
  });
  problems.push(...flightProblems(trip, stops));
  for (const [field, key] of Object.entries(validation.fielderrors))
    problems.push({ fieldId: tripFieldId(field), key });
  if (validation.error === 'vehicleClassTooSmall' && vehicleClassField)
    problems.push({
      fieldId: tripFieldId(vehicleClassField),
      key: validation.fittingVehicleClass ? 'vehicleClassTooSmall' : 'vehicleClassNoneFits',
    });
  return problems;
}

/**
 * The server's verdict on a refused trip as problems of the form: those of fields that have no problem yet, and
 * the keys that belong to no field (shown apart).
 */
export function serverProblems(
  reply: TripReply,
  trip: Pick<Trip, 'tour'>,
  date: string,
  known: readonly TripProblem[],
  vehicleClassField?: string,
): { problems: TripProblem[]; other: string[] } {
  const problems: TripProblem[] = [];
  const other: string[] = [];
  const taken = (fieldId: string) =>
    known.some((problem) => problem.fieldId === fieldId) || problems.some((problem) => problem.fieldId === fieldId);
  const fieldErrors = Object.entries(reply.fielderrors);
  if (reply.error !== '' && !(reply.error === 'formIncomplete' && fieldErrors.length > 0)) {
    const fieldId = serverFieldId(reply.error, date, trip.tour, vehicleClassField);
    if (fieldId === null) other.push(reply.error);
    else if (!taken(fieldId)) problems.push({ fieldId, key: reply.error });
  }
  for (const [field, key] of fieldErrors)
    if (!taken(tripFieldId(field))) problems.push({ fieldId: tripFieldId(field), key });
  return { problems, other };
}
