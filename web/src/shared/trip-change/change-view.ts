import { z } from 'zod';
import { bookingsChangeErrors } from '#common/contracts/bookings-change.ts';
import {
  manageErrorReplySchema,
  type ManageChangeReply,
  type ManageChangeRequest,
  type ManageTrip,
} from '#common/contracts/manage.ts';
import { parseTripDatetime } from '#common/fields/trip-datetime.ts';
import { datePart, joinDatetime, timePart } from '../trip/trip-datetime.ts';

/**
 * What the change form needs of a trip: the manage page's trips have it, and so have the logged-in customer's bookings
 * (docs/reference/screens.md#manage, docs/reference/screens.md#bookings).
 */
export type ChangeableTrip = Pick<
  ManageTrip,
  'ritNr' | 'datetime' | 'flightNumber' | 'passengers' | 'extraInfo' | 'version'
>;

/** The change form as typed: kept as text, so nothing typed is lost when the server refuses it. */
export type ChangeInput = { date: string; time: string; flightNumber: string; passengers: string; extraInfo: string };
export type ChangeField = 'datetime' | 'flightNumber' | 'passengers' | 'extraInfo';
/** Message keys of the customer's texts, by field; `other` for a refusal that belongs to no field. */
export type ChangeProblems = Partial<Record<ChangeField | 'other', string>>;

export function changeInputOf(trip: ChangeableTrip): ChangeInput {
  return {
    date: datePart(trip.datetime),
    time: timePart(trip.datetime),
    flightNumber: trip.flightNumber,
    passengers: String(trip.passengers),
    extraInfo: trip.extraInfo,
  };
}

/** The limits of `manageChangeRequestSchema`, checked before sending so the customer sees them at the field. */
export function changeProblems(input: ChangeInput): ChangeProblems {
  const problems: ChangeProblems = {};
  const datetime = joinDatetime(input.date, input.time);
  if (datetime === '') problems.datetime = 'noDatetime';
  else if (parseTripDatetime(datetime) === null) problems.datetime = 'invalidDatetime';
  if (input.flightNumber.trim().length > 10) problems.flightNumber = 'manageFlightTooLong';
  const passengers = Number(input.passengers);
  if (!/^\d+$/.test(input.passengers.trim()) || passengers < 1 || passengers > 99)
    problems.passengers = 'managePassengersRange';
  if (input.extraInfo.length > 1000) problems.extraInfo = 'manageExtraInfoTooLong';
  return problems;
}

/** The change to send: the trip's version and only what differs from the trip as it is. */
export function changeRequest(trip: ChangeableTrip, input: ChangeInput): ManageChangeRequest {
  const request: ManageChangeRequest = { version: trip.version };
  const datetime = joinDatetime(input.date, input.time);
  if (datetime !== trip.datetime) request.datetime = datetime;
  if (input.flightNumber.trim() !== trip.flightNumber) request.flightNumber = input.flightNumber.trim();
  if (Number(input.passengers) !== trip.passengers) request.passengers = Number(input.passengers);
  if (input.extraInfo !== trip.extraInfo) request.extraInfo = input.extraInfo;
  return request;
}

/** The manage call's refusals, and the logged-in customer's call's (which adds `loginRequired`). */
const refusalSchema = manageErrorReplySchema.extend({ error: z.enum(bookingsChangeErrors) });

const datetimeKeys: readonly string[] = [
  'noDatetime',
  'invalidDatetime',
  'datetimeTooEarly',
  'noDeparture',
  'departureNotOffered',
  // The operator's service rules (docs/decisions/043-service-rules.md).
  'closedDate',
  'beyondHorizon',
  'outsideOpeningHours',
  'halfHourFull',
];

/** Which change field a field of the tenant's trip rules is (their names are the tenant's own). */
function changeFieldOf(name: string): ChangeField | null {
  const lower = name.toLowerCase();
  if (lower.includes('flight')) return 'flightNumber';
  if (lower.includes('person') || lower.includes('passenger')) return 'passengers';
  if (lower.includes('info') || lower.includes('remark')) return 'extraInfo';
  return null;
}

/**
 * A refused change as problems of the form (docs/reference/api.md#manage-booking-change, the same for #bookings-change): a 422 `tripInvalid`'s quote
 * at the fields it names, any other refusal as its own key. Null for an answer that is no refusal of the call.
 */
export function refusedChangeProblems(body: unknown): ChangeProblems | null {
  const parsed = refusalSchema.safeParse(body);
  if (!parsed.success) return null;
  const { error, quote } = parsed.data;
  if (error !== 'tripInvalid' || !quote) return { other: error };
  const problems: ChangeProblems = {};
  if (quote.error !== '') {
    if (datetimeKeys.includes(quote.error)) problems.datetime = quote.error;
    else if (quote.error === 'vehicleClassTooSmall') problems.passengers = quote.error;
    else problems.other = quote.error;
  }
  for (const [name, key] of Object.entries(quote.fielderrors)) {
    const field = changeFieldOf(name) ?? 'other';
    problems[field] ??= key;
  }
  return Object.keys(problems).length > 0 ? problems : { other: error };
}

/** A change's new price, and what of it is to pay or comes back, as the form shows it before it is confirmed. */
export type ChangePrice = { priceCents: number; payCents: number; refundCents: number };

/**
 * What a quoted change does to the price (docs/decisions/022-manage-booking.md): paid online, a dearer one pays the
 * difference and a cheaper one refunds it, at most what of the order may still be refunded (`refundableCents`; null
 * when nothing was paid online, and then only the new price shows). Null when there is nothing to weigh: the price
 * stays the same, or the tenant hides prices.
 */
export function changePrice(
  reply: Pick<ManageChangeReply, 'oldPriceCents' | 'priceCents'>,
  refundableCents: number | null,
): ChangePrice | null {
  const { oldPriceCents, priceCents } = reply;
  if (oldPriceCents === null || priceCents === null || oldPriceCents === priceCents) return null;
  const difference = priceCents - oldPriceCents;
  if (refundableCents === null) return { priceCents, payCents: 0, refundCents: 0 };
  return {
    priceCents,
    payCents: Math.max(0, difference),
    refundCents: Math.max(0, Math.min(-difference, refundableCents)),
  };
}
