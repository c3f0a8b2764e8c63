import type { Caller, CallerTrip, NewTripRequest } from '#common/contracts/desk-booking.ts';
import type { Suggestion } from '#common/contracts/destinations.ts';
import type { PaymentWayKey } from '#common/contracts/order-source.ts';
import type { Language } from '#common/constants.ts';
import type { FieldDefinition } from '#common/fields/field-definition.ts';
import { parseTripDatetime } from '#common/fields/trip-datetime.ts';
import type { DeskError } from '../shared/desk-api.ts';
import { refusalProblems, type FieldProblem } from '../shared/desk-form.ts';
import type { EditStop } from '../shared/stop-fields.tsx';
import { tripFormFields } from '../shared/trip-form.ts';

/** The new trip form as typed (docs/reference/screens.md#desk-new-trip). */
export type NewTripForm = {
  callerName: string;
  callerPhone: string;
  callerEmail: string;
  /** Whether someone other than the caller rides. */
  otherPassenger: boolean;
  passengerName: string;
  passengerPhone: string;
  date: string;
  time: string;
  from: EditStop;
  to: EditStop;
  passengers: string;
  vehicleClass: string;
  flightNumber: string;
  extraInfo: string;
  /** The trip layout's other fields (luggage, …), by field name. */
  fields: Record<string, string | number>;
  /** Why the trip is booked against the operator's service rules; '' keeps them (docs/decisions/043-service-rules.md). */
  overrideReason: string;
  payment: PaymentWayKey;
  /** The business account of the caller found, for a booking on account. */
  account: { id: number; username: string } | null;
};

/** The form's fields in their order on the screen: the error summary lists them so. */
export const newTripFields = [
  'callerName',
  'callerPhone',
  'callerEmail',
  'passengerName',
  'passengerPhone',
  ...tripFormFields,
  'overrideReason',
  'payment',
] as const;
export type NewTripField = (typeof newTripFields)[number];

const emptyStop: EditStop = { atype: -1, text: '', picked: null };

/** An empty form: the first vehicle class of the layout, its default passengers, paid by a link. */
export function emptyNewTrip(definitions: readonly FieldDefinition[]): NewTripForm {
  return {
    callerName: '',
    callerPhone: '',
    callerEmail: '',
    otherPassenger: false,
    passengerName: '',
    passengerPhone: '',
    date: '',
    time: '',
    from: emptyStop,
    to: emptyStop,
    passengers: passengerDefinition(definitions)?.default || '1',
    vehicleClass: vehicleClassChoice(definitions)?.default ?? '',
    flightNumber: '',
    extraInfo: '',
    overrideReason: '',
    fields: Object.fromEntries(otherFields(definitions).map((definition) => [definition.field, definition.default])),
    payment: 'link',
    account: null,
  };
}

/**
 * The trip layout's fields other than the passengers and the vehicle class, which the form asks of their own: shown as
 * the customer's trip form shows them.
 */
export function otherFields(definitions: readonly FieldDefinition[]): FieldDefinition[] {
  const vehicleClass = vehicleClassChoice(definitions);
  return definitions.filter(
    (definition) =>
      definition.field !== 'passengerCount' &&
      definition !== vehicleClass &&
      !definition.hidden &&
      definition.type !== 'hidden',
  );
}

/** The trip layout's passenger count field. */
export const passengerDefinition = (definitions: readonly FieldDefinition[]) =>
  definitions.find((definition) => definition.field === 'passengerCount');

/** The trip layout's vehicle-class choice: its first choice field with options (the customer's form offers it so). */
export const vehicleClassChoice = (definitions: readonly FieldDefinition[]) =>
  definitions.find((definition) => definition.type === 'select' && definition.options.length > 0) ?? null;

/** The caller found, in the form: name, phone, email, and their account if they have one (then paid on account). */
export function withCaller(form: NewTripForm, caller: Caller): NewTripForm {
  return {
    ...form,
    callerName: caller.name,
    callerPhone: caller.phone,
    callerEmail: caller.email,
    account: caller.account,
    payment: caller.account ? 'account' : form.payment === 'account' ? 'link' : form.payment,
  };
}

/** A stop of an earlier trip as the form starts it: its place picked, when the address search still knows it. */
function stopOf(text: string, place: Suggestion | null): EditStop {
  return place ? { atype: place.atype, text: place.text, picked: place } : { ...emptyStop, text };
}

/**
 * "Same as last time" (`return` false) or "return trip" (`return` true): the caller and the earlier trip's stops (the
 * other way round for the return), passengers, vehicle class and extra information; the date and time are the
 * dispatcher's to type, the flight too (a return flies another flight).
 */
export function fromEarlierTrip(form: NewTripForm, caller: Caller, trip: CallerTrip, asReturn: boolean): NewTripForm {
  const from = stopOf(trip.from, trip.fromPlace);
  const to = stopOf(trip.to, trip.toPlace);
  return {
    ...withCaller(form, caller),
    from: asReturn ? to : from,
    to: asReturn ? from : to,
    passengers: String(trip.passengers),
    vehicleClass: trip.vehicleClass || form.vehicleClass,
    flightNumber: asReturn ? '' : trip.flightNumber,
    extraInfo: trip.extraInfo,
    fields: {
      ...form.fields,
      ...Object.fromEntries(Object.entries(trip.fields).filter(([field]) => Object.hasOwn(form.fields, field))),
    },
    date: '',
    time: asReturn ? '' : trip.datetime.slice(11, 16),
  };
}

/** The limits of `newTripRequestSchema` (common/src/contracts/desk-booking.ts), checked before anything is sent. */
export const newTripLimits = { name: 200, phone: 250, email: 254, flightNumber: 10, extraInfo: 1000 };

/** What the desk sees wrong before it asks the server; the server checks everything again. */
export function newTripProblems(form: NewTripForm): FieldProblem<NewTripField>[] {
  const problems: FieldProblem<NewTripField>[] = [];
  const required = (field: NewTripField, value: string) => {
    if (value.trim() === '') problems.push({ field, key: 'desk.newTrip.missing' });
  };
  required('callerName', form.callerName);
  required('callerPhone', form.callerPhone);
  // The link goes by mail too; without an address it is only read out, so the desk asks for one.
  if (form.payment === 'link') required('callerEmail', form.callerEmail);
  if (form.otherPassenger) required('passengerName', form.passengerName);
  const dateOk = /^\d{4}-\d{2}-\d{2}$/.test(form.date) && parseTripDatetime(`${form.date} 00:00`) !== null;
  if (!dateOk) problems.push({ field: 'date', key: 'deskEditDateMissing' });
  if (parseTripDatetime(`2000-01-01 ${form.time}`) === null)
    problems.push({ field: 'time', key: 'deskEditTimeMissing' });
  if (!form.from.picked) problems.push({ field: 'from', key: 'deskEditPickAddress' });
  if (!form.to.picked) problems.push({ field: 'to', key: 'deskEditPickAddress' });
  if (form.flightNumber.trim().length > newTripLimits.flightNumber)
    problems.push({ field: 'flightNumber', key: 'deskFieldError_tooLong' });
  if (form.extraInfo.length > newTripLimits.extraInfo)
    problems.push({ field: 'extraInfo', key: 'deskFieldError_tooLong' });
  if (form.payment === 'account' && !form.account) problems.push({ field: 'payment', key: 'desk.newTrip.noAccount' });
  return problems;
}

/** The request for the form (`preview` for the quote): call it on a form without problems (`newTripProblems`). */
export function newTripRequest(form: NewTripForm, lang: Language, preview: boolean): NewTripRequest {
  return {
    preview,
    lang,
    caller: { name: form.callerName.trim(), phone: form.callerPhone.trim(), email: form.callerEmail.trim() },
    passenger: form.otherPassenger ? { name: form.passengerName.trim(), phone: form.passengerPhone.trim() } : null,
    trip: {
      datetime: `${form.date} ${form.time}`,
      fromPlaceId: form.from.picked?.id ?? '',
      toPlaceId: form.to.picked?.id ?? '',
      flightNumber: form.flightNumber.trim(),
      extraInfo: form.extraInfo,
      fields: {
        ...form.fields,
        passengerCount: Number(form.passengers) || 1,
        ...(form.vehicleClass === '' ? {} : { vehicleClass: form.vehicleClass }),
      },
    },
    payment: form.payment,
    accountId: form.payment === 'account' ? (form.account?.id ?? null) : null,
    // Sent only when given: a booking within the rules asks exactly what it did before.
    ...(form.overrideReason.trim() === '' ? {} : { overrideReason: form.overrideReason.trim() }),
  };
}

/** The trip error keys of the service rules that staff may book against with a reason. */
const serviceRuleKeys: readonly string[] = [
  'closedDate',
  'beyondHorizon',
  'outsideOpeningHours',
  'outsideServiceArea',
  'halfHourFull',
];

/** The server's refusal at the field it is about: the caller's and the passenger's fields, the stops, the payment. */
export function newTripRefusalProblems(error: DeskError): FieldProblem<NewTripField>[] {
  if (error.key === 'invalidFields' && (error.fields.fromPlaceId || error.fields.toPlaceId)) {
    return [
      ...(error.fields.fromPlaceId ? [{ field: 'from' as const, key: 'deskEditPickAddress' }] : []),
      ...(error.fields.toPlaceId ? [{ field: 'to' as const, key: 'deskEditPickAddress' }] : []),
    ];
  }
  // The operator's service rules: the reason at the date, and the override's field to book against them.
  if (error.key === 'tripInvalid' && serviceRuleKeys.includes(error.quoteError)) {
    return [{ field: 'overrideReason', key: `desk.newTrip.rule_${error.quoteError}` }];
  }
  if (error.key === 'tripInvalid' && error.quoteError === 'vehicleClassTooSmall') {
    return [{ field: 'vehicleClass', key: 'desk.newTrip.rule_vehicleClassTooSmall' }];
  }
  return refusalProblems(error, newTripFields, {
    tripInvalid: 'date',
    accountNotFound: 'payment',
    paymentWayNotAvailable: 'payment',
    paymentNotCreated: 'payment',
    orderInProgress: 'payment',
  });
}
