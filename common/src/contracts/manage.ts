import { z } from 'zod';
import { pathIdSchema } from './path-id.ts';
import { parseTripDatetime } from '../fields/trip-datetime.ts';
import { orderStatuses, paymentStates } from './desk-trips.ts';
import { langSchema } from './lang.ts';
import { tripReplySchema } from './trip.ts';
import { driverSteps } from './driver.ts';
import { tripStatuses } from './trip-status.ts';

/**
 * The customer's own booking by its manage link (docs/reference/api.md#manage-booking,
 * docs/decisions/022-manage-booking.md): `/api/manage/:token`. A token of another shape is as unknown as a wrong one.
 */
export const manageParamsSchema = z.strictObject({ token: z.string().max(100) });

export const manageTripParamsSchema = z.strictObject({
  token: z.string().max(100),
  tripId: pathIdSchema,
});

/** What the tenant gives back when the customer cancels before the cutoff: everything the trip cost. */
export const refundPolicies = ['full'] as const;

/** A change waiting for its payment of the difference: it takes effect once that is paid. */
export const pendingChangeSchema = z.strictObject({
  id: z.number().int(),
  amountCents: z.number().int(),
  /** The payment form of the difference, as the checkout's (`cart_transaction.json`'s `form`). */
  form: z.string(),
});

/**
 * The car on its way to the pickup or waiting there (docs/decisions/046-car-position.md): only while the driver's step
 * is on the way or arrived and a position came in. `arrival` only on the way: the minutes by road from the car to the
 * pickup (the route's time when routing is set, else the estimate) and the moment that makes (ISO 8601).
 */
export const manageCarSchema = z.strictObject({
  position: z.strictObject({ lat: z.number(), lng: z.number() }),
  /** The pickup's coordinates, null where the stop has none. */
  pickup: z.strictObject({ lat: z.number(), lng: z.number() }).nullable(),
  /** When the phone measured the position (ISO 8601); `stale` when longer ago than `positionStaleMs`. */
  measuredAt: z.string(),
  /** How long ago that was, in seconds, by the server's clock. */
  ageSeconds: z.number().int().min(0),
  stale: z.boolean(),
  arrival: z.strictObject({ minutes: z.number().int().min(0), at: z.string() }).nullable(),
});
export type ManageCar = z.infer<typeof manageCarSchema>;

/** One trip of the booking as the customer sees it. */
export const manageTripSchema = z.strictObject({
  ritNr: z.number().int(),
  /** Pickup as `YYYY-MM-DD HH:mm`, Europe/Amsterdam. */
  datetime: z.string(),
  from: z.string(),
  to: z.string(),
  passengers: z.number().int(),
  vehicleClass: z.string(),
  flightNumber: z.string(),
  extraInfo: z.string(),
  /** Null for a tenant that hides prices from its customers (docs/reference/tenant-settings.md#requiresLogin). */
  priceCents: z.number().int().nullable(),
  status: z.enum(tripStatuses),
  /** The driver's own step while assigned ('' none yet): "on the way", "arrived", "on board" in words on the page. */
  driverStep: z.enum(driverSteps),
  /** Once a driver is assigned: their name and vehicle (not their phone: the operator gives that out). */
  driver: z.strictObject({ name: z.string(), vehicle: z.string() }).nullable(),
  /** When the trip last changed (ISO 8601): a change goes back with it. */
  version: z.string(),
  canCancel: z.boolean(),
  canChange: z.boolean(),
  /** The last moment it may be cancelled or changed (ISO 8601): the pickup less the tenant's cutoff. */
  changeableUntil: z.string(),
  pendingChange: pendingChangeSchema.nullable(),
  /** The car's position and arrival estimate, only between on the way and on board; null otherwise. */
  car: manageCarSchema.nullable(),
});
export type ManageTrip = z.infer<typeof manageTripSchema>;

/** `GET /api/manage/:token`: the order, its money, its trips and the tenant's policy. */
export const manageReplySchema = z.strictObject({
  /** `D{klantNr}/{orderId}`. */
  reference: z.string(),
  lang: langSchema,
  orderStatus: z.enum(orderStatuses),
  paymentState: z.enum(paymentStates),
  /**
   * What the order cost (null where the tenant hides prices, as `priceCents`) and was paid (0 for a booking on account
   * or a payment still open).
   */
  totalCents: z.number().int().nullable(),
  paidCents: z.number().int(),
  /** Paid back by the provider, and asked but not paid back yet. */
  refundedCents: z.number().int(),
  refundPendingCents: z.number().int(),
  /**
   * What the paid order still owes after a raised price (docs/reference/states.md#paid-owed), paid by
   * `POST /api/manage/:token/owed`'s link; 0 when nothing, null where the tenant hides prices.
   */
  owedCents: z.number().int().nullable(),
  /**
   * Whether the order has a receipt, `GET /api/manage/:token/receipt.pdf` (docs/decisions/051-receipts.md): paid online,
   * or a trip paid in the car done; false for a booking on account or one not paid yet.
   */
  receipt: z.boolean(),
  policy: z.strictObject({
    /** docs/reference/tenant-settings.md#cancellationCutoffHours: 0 is any time before the pickup. */
    cancellationCutoffHours: z.number(),
    refund: z.enum(refundPolicies),
  }),
  /** Until when this link works (ISO 8601): when the last trip is over. */
  validUntil: z.string(),
  trips: z.array(manageTripSchema),
});
export type ManageReply = z.infer<typeof manageReplySchema>;

/** `POST /api/manage/:token/owed` (no body): the link to pay what the order still owes, exactly that amount. */
export const manageOwedReplySchema = z.strictObject({ amountCents: z.number().int(), url: z.string() });
export type ManageOwedReply = z.infer<typeof manageOwedReplySchema>;

/** `POST /api/manage/:token/trips/:tripId/cancel` (no body): the trip cancelled (or found cancelled: a second click), with the refund it got. */
export const manageCancelReplySchema = z.strictObject({
  refund: z
    .strictObject({ amountCents: z.number().int(), status: z.enum(['pending', 'refunded', 'failed']) })
    .nullable(),
  booking: manageReplySchema,
});
export type ManageCancelReply = z.infer<typeof manageCancelReplySchema>;

/** `POST /api/manage/:token/trips/:tripId/change`: what the customer may change; what is left out stays. */
export const manageChangeRequestSchema = z.strictObject({
  /** The trip's `version` the customer changed. */
  version: z.string().min(1).max(40),
  datetime: z
    .string()
    .refine((value) => parseTripDatetime(value) !== null)
    .optional(),
  flightNumber: z.string().trim().max(10).optional(),
  passengers: z.number().int().min(1).max(99).optional(),
  extraInfo: z.string().max(1000).optional(),
  /**
   * Only quote the change (outcome `quoted`): the page shows the new price and what is to pay or comes back before the
   * customer confirms. Nothing is saved, paid or refunded.
   */
  preview: z.boolean().optional(),
});
export type ManageChangeRequest = z.infer<typeof manageChangeRequestSchema>;

/**
 * How a change went: `applied` (at once: the same price, or a lower one whose difference is refunded), `paymentRequired`
 * (a higher price: `pendingChange.form` pays the difference, and the change takes effect when it is paid), `unchanged`,
 * and `quoted` for a `preview` (the prices of the change, nothing done).
 */
export const manageChangeOutcomes = ['applied', 'paymentRequired', 'unchanged', 'quoted'] as const;

export const manageChangeReplySchema = z.strictObject({
  outcome: z.enum(manageChangeOutcomes),
  /** Null where the tenant hides prices, as in the booking. */
  oldPriceCents: z.number().int().nullable(),
  priceCents: z.number().int().nullable(),
  /** What changes, as the desk's edit names it: `datetime`, `passengers`, `flightNumber`, `extraInfo`, `price`. */
  changed: z.array(z.string()),
  /** The difference refunded for a lower price. */
  refund: z
    .strictObject({ amountCents: z.number().int(), status: z.enum(['pending', 'refunded', 'failed']) })
    .nullable(),
  pendingChange: pendingChangeSchema.nullable(),
  booking: manageReplySchema,
});
export type ManageChangeReply = z.infer<typeof manageChangeReplySchema>;

/**
 * The refusals of the manage calls, each `{ error }` (`quote` with `tripInvalid`), a translation key of the customer's
 * texts:
 * - manageNotFound (404): no order of this tenant has that link, or it expired (its last trip is over);
 * - manageTripNotFound (404): the order has no such trip;
 * - manageTooLate (409): within the tenant's cutoff before the pickup (for a change: the old or the new pickup);
 * - manageNotOpen (409): the trip was driven, or (for a change) cancelled;
 * - manageNotConfirmed (409): the order is not paid or booked (its payment is still open, or it failed);
 * - manageConflict (409): the trip changed since its `version`: read it again;
 * - tripInvalid (422): the trip as changed breaks the tenant's rules, `quote` says why as `trip_request.json` would;
 * - errGeneratingPayment (502): the payment of the difference (or of what is owed) could not be made; nothing changed;
 * - manageNothingOwed (409): the order owes nothing (any more): the pay button's page is out of date.
 */
export const manageErrors = [
  'manageNotFound',
  'manageNothingOwed',
  'manageTripNotFound',
  'manageTooLate',
  'manageNotOpen',
  'manageNotConfirmed',
  'manageConflict',
  'tripInvalid',
  'errGeneratingPayment',
] as const;
export type ManageError = (typeof manageErrors)[number];

export const manageErrorStatus = {
  manageNotFound: 404,
  manageNothingOwed: 409,
  manageTripNotFound: 404,
  manageTooLate: 409,
  manageNotOpen: 409,
  manageNotConfirmed: 409,
  manageConflict: 409,
  tripInvalid: 422,
  errGeneratingPayment: 502,
} as const satisfies Record<ManageError, number>;

export const manageErrorReplySchema = z.strictObject({
  error: z.enum(manageErrors),
  quote: tripReplySchema.optional(),
});
export type ManageErrorReply = z.infer<typeof manageErrorReplySchema>;
