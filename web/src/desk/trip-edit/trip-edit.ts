import type { Suggestion } from '#common/contracts/destinations.ts';
import type { EditStop } from '../shared/stop-fields.tsx';
import type { TripDetailReply, TripEditRequest, TripQuoteRequest } from '#common/contracts/desk-trips.ts';
import type { FieldDefinition } from '#common/fields/field-definition.ts';
import { parseTripDatetime } from '#common/fields/trip-datetime.ts';
import { DeskError } from '../shared/desk-api.ts';
import { refusalProblems, type FieldProblem } from '../shared/desk-form.ts';
import { centsOfEuros } from '../shared/euros.ts';
import { tripFormFields } from '../shared/trip-form.ts';

type DetailTrip = TripDetailReply['trip'];

/** The desk's trip edit form as typed (docs/reference/screens.md#desk-trip-edit). */
export type TripEditForm = {
  date: string;
  time: string;
  from: EditStop;
  /** Null for a trip without a destination (a tenant that hides it). */
  to: EditStop | null;
  passengers: string;
  vehicleClass: string;
  flightNumber: string;
  extraInfo: string;
  /** A price by hand in euros as typed, '' for the tariff's. */
  price: string;
  priceReason: string;
};

/** The form's fields in their order on the screen: the error summary lists them so. */
export const tripEditFields = [...tripFormFields, 'price', 'priceReason'] as const;
export type TripEditField = (typeof tripEditFields)[number];

/** The limits of `tripEditRequestSchema` (common/src/contracts/desk-trips.ts), checked before anything is sent. */
export const tripEditLimits = { passengers: { min: 1, max: 99 }, flightNumber: 10, extraInfo: 1000, priceReason: 500 };

/** The stop of the tour at `index` as the form starts it: the address as it is, nothing picked. */
function stopOf(trip: DetailTrip, index: 0 | 1, text: string): EditStop | null {
  const stop = trip.tour[index];
  if (!stop) return null;
  return { atype: stop.atype, text, picked: null };
}

/** The form of a trip as it is: every field its current value, no price by hand. */
export function editFormOf(trip: DetailTrip): TripEditForm {
  return {
    date: trip.datetime.slice(0, 10),
    time: trip.datetime.slice(11, 16),
    from: stopOf(trip, 0, trip.from) ?? { atype: -1, text: trip.from, picked: null },
    to: stopOf(trip, 1, trip.to),
    passengers: String(trip.passengers),
    vehicleClass: trip.vehicleClass,
    flightNumber: trip.flightNumber,
    extraInfo: trip.extraInfo,
    price: '',
    priceReason: '',
  };
}

/** Whether a stop was changed: a new place picked. */
const stopPicked = (stop: EditStop | null): Suggestion | null => stop?.picked ?? null;

/**
 * The changes of `POST /api/admin/trips/:id/quote` for the form: only what differs from the trip as it is, and the
 * price by hand with its reason when one is given. Call it on a form without problems (`tripEditProblems`).
 */
export function tripChanges(form: TripEditForm, trip: DetailTrip): TripQuoteRequest {
  const changes: TripQuoteRequest = {};
  const datetime = `${form.date} ${form.time}`;
  if (datetime !== trip.datetime) changes.datetime = datetime;
  const from = stopPicked(form.from);
  if (from) changes.fromPlaceId = from.id;
  const to = stopPicked(form.to);
  if (to) changes.toPlaceId = to.id;
  const passengers = Number(form.passengers.trim());
  if (passengers !== trip.passengers) changes.passengers = passengers;
  if (form.vehicleClass !== trip.vehicleClass) changes.vehicleClass = form.vehicleClass;
  const flightNumber = form.flightNumber.trim();
  if (flightNumber !== trip.flightNumber) changes.flightNumber = flightNumber;
  if (form.extraInfo !== trip.extraInfo) changes.extraInfo = form.extraInfo;
  const priceCents = form.price.trim() === '' ? null : centsOfEuros(form.price);
  if (priceCents !== null) {
    changes.priceCents = priceCents;
    changes.priceReason = form.priceReason.trim();
  }
  return changes;
}

/** `PATCH /api/admin/trips/:id`: the changes, on the trip's `version` the form was made on. */
export function tripEditRequest(form: TripEditForm, trip: DetailTrip): TripEditRequest {
  return { ...tripChanges(form, trip), version: trip.version };
}

/** A stop whose text was changed without a place picked from the suggestions. */
function unpicked(stop: EditStop | null, text: string): boolean {
  return stop !== null && stop.picked === null && stop.text.trim() !== text.trim();
}

/** What is wrong with the form before it is sent, field by field in the form's order. */
export function tripEditProblems(form: TripEditForm, trip: DetailTrip): FieldProblem<TripEditField>[] {
  const problems: FieldProblem<TripEditField>[] = [];
  const dateOk = /^\d{4}-\d{2}-\d{2}$/.test(form.date) && parseTripDatetime(`${form.date} 00:00`) !== null;
  if (!dateOk) problems.push({ field: 'date', key: 'deskEditDateMissing' });
  if (parseTripDatetime(`2000-01-01 ${form.time}`) === null)
    problems.push({ field: 'time', key: 'deskEditTimeMissing' });
  if (unpicked(form.from, trip.from)) problems.push({ field: 'from', key: 'deskEditPickAddress' });
  if (unpicked(form.to, trip.to)) problems.push({ field: 'to', key: 'deskEditPickAddress' });
  const { min, max } = tripEditLimits.passengers;
  const passengers = form.passengers.trim();
  if (!/^\d+$/.test(passengers) || Number(passengers) < min || Number(passengers) > max)
    problems.push({ field: 'passengers', key: 'deskEditPassengersWrong', values: { min, max } });
  if (form.flightNumber.trim().length > tripEditLimits.flightNumber)
    problems.push({ field: 'flightNumber', key: 'deskFieldError_tooLong' });
  if (form.extraInfo.length > tripEditLimits.extraInfo)
    problems.push({ field: 'extraInfo', key: 'deskFieldError_tooLong' });
  const priced = form.price.trim() !== '';
  if (priced && centsOfEuros(form.price) === null) problems.push({ field: 'price', key: 'deskEditPriceWrong' });
  const reason = form.priceReason.trim();
  if (priced && reason === '') problems.push({ field: 'priceReason', key: 'deskEditReasonMissing' });
  else if (reason.length > tripEditLimits.priceReason)
    problems.push({ field: 'priceReason', key: 'deskFieldError_tooLong' });
  return problems;
}

/** The request's field names of a 422 (`tripEditRequestSchema`) as the form's. */
const formFieldOfRequest: Record<string, TripEditField> = {
  datetime: 'date',
  fromPlaceId: 'from',
  toPlaceId: 'to',
  passengers: 'passengers',
  vehicleClass: 'vehicleClass',
  flightNumber: 'flightNumber',
  extraInfo: 'extraInfo',
  priceCents: 'price',
  priceReason: 'priceReason',
};

/**
 * Where the form shows a refusal of the quote or the save: a 422's fields each at their own field, a trip the tenant's
 * rules refuse at the pickup date, any other refusal there too. A conflict is no field's: the screen offers a reload.
 */
export function tripEditRefusalProblems(error: DeskError): FieldProblem<TripEditField>[] {
  const fields = Object.fromEntries(
    Object.entries(error.fields).flatMap(([name, what]) => {
      const field = formFieldOfRequest[name];
      return field ? [[field, what]] : [];
    }),
  );
  const asForm = error.key === 'invalidFields' ? new DeskError('invalidFields', fields) : error;
  return refusalProblems(asForm, tripEditFields);
}

const sameStop = (a: EditStop | null, b: EditStop | null) =>
  a === b || (a !== null && b !== null && a.atype === b.atype && a.text === b.text && a.picked === b.picked);

/**
 * The form on the trip as read again (after a conflict): what the member changed stays as typed, every other field
 * takes the trip's value of now, so that a save does not undo what someone else changed.
 */
export function rebaseEditForm(form: TripEditForm, before: DetailTrip, now: DetailTrip): TripEditForm {
  const was = editFormOf(before);
  const next = editFormOf(now);
  const keep = <K extends keyof TripEditForm>(field: K): TripEditForm[K] =>
    form[field] === was[field] ? next[field] : form[field];
  return {
    date: keep('date'),
    time: keep('time'),
    from: sameStop(form.from, was.from) ? next.from : form.from,
    to: sameStop(form.to, was.to) ? next.to : form.to,
    passengers: keep('passengers'),
    vehicleClass: keep('vehicleClass'),
    flightNumber: keep('flightNumber'),
    extraInfo: keep('extraInfo'),
    price: form.price,
    priceReason: form.priceReason,
  };
}

/**
 * The tenant's vehicle-class field of the trip layout, whose options the form offers as the customer's trip form does:
 * the choice field that holds the trip's vehicle class; null when the layout has none (the class is then typed).
 */
export function vehicleClassDefinition(
  definitions: readonly FieldDefinition[],
  trip: DetailTrip,
): FieldDefinition | null {
  const choices = definitions.filter((definition) => definition.type === 'select' && definition.options.length > 0);
  return (
    choices.find((definition) => trip.fields[definition.field] === trip.vehicleClass) ??
    choices.find((definition) => definition.options.some((option) => option.id === trip.vehicleClass)) ??
    null
  );
}
