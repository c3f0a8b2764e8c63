import { z } from 'zod';
import { parseTripDatetime } from '../fields/trip-datetime.ts';
import { suggestionSchema } from './destinations.ts';
import { langSchema } from './lang.ts';
import { orderStatuses } from './desk-trips.ts';
import { paymentWays } from './order-source.ts';
import { tripReplySchema } from './trip.ts';

/**
 * A booking taken by phone in the desk (docs/reference/api.md#admin-callers, docs/reference/api.md#admin-new-trip,
 * docs/decisions/034-desk-booking-payment-ways.md). Refusals are `adminErrorReplySchema` of `admin.ts`.
 */

/** `GET /api/admin/callers?q=`: a phone number in any spelling, an email, or (part of) a name; 2 to 100 characters. */
export const callerQuerySchema = z.strictObject({ q: z.string().trim().min(2).max(100) });
export type CallerQuery = z.infer<typeof callerQuerySchema>;

/** One earlier trip of a caller, with what "same as last time" and "return trip" fill in. */
export const callerTripSchema = z.strictObject({
  tripId: z.number().int(),
  /** `YYYY-MM-DD HH:mm`, Europe/Amsterdam. */
  datetime: z.string(),
  from: z.string(),
  to: z.string(),
  /** The stops as the address search finds them now (their ids book them again), null for one it no longer knows. */
  fromPlace: suggestionSchema.nullable(),
  toPlace: suggestionSchema.nullable(),
  passengers: z.number().int(),
  vehicleClass: z.string(),
  flightNumber: z.string(),
  extraInfo: z.string(),
  /** The tenant's own trip fields as booked (passengers, luggage, …). */
  fields: z.record(z.string(), z.union([z.string(), z.number()])),
  status: z.string(),
});
export type CallerTrip = z.infer<typeof callerTripSchema>;

/** A customer or earlier guest found by the lookup, newest trip first. */
export const callerSchema = z.strictObject({
  /** The customer number (`klantNr`) of their newest order. */
  klantNr: z.number().int(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  /** A business account (a customer with a login): the trip can be booked on it. */
  account: z.strictObject({ id: z.number().int(), username: z.string() }).nullable(),
  /** Their latest trips, newest first (at most 5). */
  trips: z.array(callerTripSchema),
});
export type Caller = z.infer<typeof callerSchema>;

export const callersReplySchema = z.strictObject({ callers: z.array(callerSchema) });
export type CallersReply = z.infer<typeof callersReplySchema>;

const phoneText = z.string().trim().max(250);

/**
 * `POST /api/admin/trips`: a trip taken by phone. `preview` only quotes it. The stops are ids of the address search;
 * `fields` the tenant's own trip fields (its `trip` record layout: passengers, luggage, vehicle class, …).
 */
export const newTripRequestSchema = z
  .strictObject({
    preview: z.boolean().default(false),
    lang: langSchema,
    caller: z.strictObject({
      name: z.string().trim().max(200),
      phone: phoneText,
      email: z.string().trim().max(254).default(''),
    }),
    passenger: z.strictObject({ name: z.string().trim().max(200), phone: phoneText.default('') }).nullable(),
    trip: z.strictObject({
      datetime: z.string().refine((value) => parseTripDatetime(value) !== null),
      fromPlaceId: z.string().min(1).max(100),
      toPlaceId: z.string().min(1).max(100),
      flightNumber: z.string().trim().max(10).default(''),
      extraInfo: z.string().max(1000).default(''),
      fields: z.record(z.string().max(50), z.union([z.string().max(500), z.number()])).default({}),
    }),
    payment: z.enum(paymentWays),
    /** The business account of `account`. */
    accountId: z.number().int().min(1).max(2_147_483_647).nullable().default(null),
    /**
     * Booked against the service rules (hours, closed dates, horizon, area, half-hour limit) for this reason, which the
     * trip's history keeps; '' keeps the rules (docs/decisions/043-service-rules.md).
     */
    overrideReason: z.string().trim().max(500).default(''),
  })
  .refine((body) => (body.payment === 'account') === (body.accountId !== null), {
    path: ['accountId'],
    message: 'an account for a booking on account, and only there',
  });
export type NewTripRequest = z.input<typeof newTripRequestSchema>;

/** The server's quote of the trip, and once booked what the desk shows and reads out. */
export const newTripReplySchema = z.strictObject({
  quote: tripReplySchema,
  priceCents: z.number().int(),
  /** `€ 42,50`. */
  price: z.string(),
  booked: z
    .strictObject({
      tripId: z.number().int(),
      orderId: z.number().int(),
      /** `D{klantNr}/{orderId}`. */
      reference: z.string(),
      orderStatus: z.enum(orderStatuses),
      payment: z.enum(paymentWays),
      /** What the driver collects in the car; 0 unless paid to the driver. */
      collectCents: z.number().int(),
      collect: z.string(),
      /** The payment link to read out, and when it expires (ISO 8601); null unless paid by a link. */
      link: z.strictObject({ url: z.string(), expiresAt: z.string() }).nullable(),
    })
    .nullable(),
});
export type NewTripReply = z.infer<typeof newTripReplySchema>;
