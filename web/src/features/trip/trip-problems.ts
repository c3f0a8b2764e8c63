import type { Trip, TripReply } from '#common/contracts/trip.ts';
import { isPickedAddress, type TripValidation } from '#common/fields/trip-validation.ts';

/** One problem of the trip form: the control to fix and the message key that says how. */
export type TripProblem = { fieldId: string; key: string };

export const dateFieldId = 'trip-date';
/** The time picker's hour select. */
export const timeFieldId = 'trip-time';
export const stopFieldId = (index: number) => `${index === 0 ? 'departure' : 'destination'}-address`;
export const tripFieldId = (field: string) => `trip-${field}`;

const datetimeKeys: readonly string[] = ['noDatetime', 'invalidDatetime', 'datetimeTooEarly'];

/**
 * Where a trip-level error key of the server belongs (docs/reference/api.md#conventions keys and the field engine's);
 * null: to no field.
 */
function serverFieldId(key: string, date: string): string | null {
  if (datetimeKeys.includes(key)) return date === '' ? dateFieldId : timeFieldId;
  if (key === 'noFromAddress' || key === 'pickDepartFromList') return stopFieldId(0);
  if (key === 'noToAddress' || key === 'pickDestinationFromList') return stopFieldId(1);
  return null;
}

type TripProblemInput = {
  trip: Trip;
  date: string;
  time: string;
  /** What each stop's address input shows: a text without a pick asks to pick from the list. */
  stopTexts: readonly string[];
  validation: TripValidation;
  destinationHidden: boolean;
};

/**
 * Every problem of the trip at once, in the order of the form (issue 9 item 5): the time, each stop, then each
 * trip field. The field engine's verdict names only the first trip-level problem, so the stops are checked here.
 */
export function tripProblems({
  trip,
  date,
  time,
  stopTexts,
  validation,
  destinationHidden,
}: TripProblemInput): TripProblem[] {
  const problems: TripProblem[] = [];
  if (datetimeKeys.includes(validation.error)) {
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
  for (const [field, key] of Object.entries(validation.fielderrors))
    problems.push({ fieldId: tripFieldId(field), key });
  return problems;
}

/**
 * The server's verdict on a refused trip as problems of the form: those of fields that have no problem yet, and
 * the keys that belong to no field (shown apart).
 */
export function serverProblems(
  reply: TripReply,
  date: string,
  known: readonly TripProblem[],
): { problems: TripProblem[]; other: string[] } {
  const problems: TripProblem[] = [];
  const other: string[] = [];
  const taken = (fieldId: string) =>
    known.some((problem) => problem.fieldId === fieldId) || problems.some((problem) => problem.fieldId === fieldId);
  const fieldErrors = Object.entries(reply.fielderrors);
  if (reply.error !== '' && !(reply.error === 'formIncomplete' && fieldErrors.length > 0)) {
    const fieldId = serverFieldId(reply.error, date);
    if (fieldId === null) other.push(reply.error);
    else if (!taken(fieldId)) problems.push({ fieldId, key: reply.error });
  }
  for (const [field, key] of fieldErrors)
    if (!taken(tripFieldId(field))) problems.push({ fieldId: tripFieldId(field), key });
  return { problems, other };
}
