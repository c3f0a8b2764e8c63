import { z } from 'zod';
import { parseTripDatetime } from '../fields/trip-datetime.ts';
import { adminErrorReplySchema } from './admin.ts';
import { alertKinds } from './desk-alerts.ts';
import { assignmentWarningSchema } from './desk-vehicles.ts';
import { collectedMethods, driverSteps } from './driver.ts';
import { oneLine } from '../fields/one-line.ts';
import { orderSources } from './order-source.ts';
import { pathIdSchema } from './path-id.ts';
import { tripStatuses } from './trip-status.ts';
import { tourStopSchema } from './trip.ts';
import { layoutEntrySchema } from './layout.ts';

/**
 * The desk's trip calls, `/api/admin/trips…`, `/api/admin/orders…`, `/api/admin/drivers…` and `/api/admin/events`
 * (docs/reference/api.md#admin-board and what follows it; docs/decisions/020-trip-lifecycle-and-refunds.md). Their
 * refusals are `adminErrorReplySchema` of `admin.ts`. Money goes out twice: whole cents to reckon with, and the text
 * the desk shows (`€ 12,50`).
 */

const id = z.coerce.number().int().min(1).max(2_147_483_647);
/** A trip, order or driver named in the path. */
export const deskIdParamsSchema = z.strictObject({ id: pathIdSchema });

const tripStatusSchema = z.enum(tripStatuses);

/** An order's state (docs/reference/states.md#orders). */
export const orderStatuses = ['pending', 'paid', 'failed', 'canceled', 'expired', 'booked'] as const;
/** An order's payment as the desk shows it (docs/reference/states.md#payments). */
export const paymentStates = [
  'pending',
  'paid',
  'partially_refunded',
  'refunded',
  'on_account',
  'to_driver',
  'free',
  'failed',
  'canceled',
  'expired',
] as const;
export type PaymentState = (typeof paymentStates)[number];
export const refundStatuses = ['pending', 'refunded', 'failed'] as const;

/**
 * The board's marks of a trip's money, each a filter too (docs/decisions/048-owed-and-refund-follow-up.md): what a paid
 * order's trip still owes after a raised price, a refund on its way, a cancelled paid trip with money left and no refund.
 */
export const moneyMarks = ['toPay', 'refundOwed', 'refundPending'] as const;
export type MoneyMark = (typeof moneyMarks)[number];

/**
 * The board's ready-made date ranges in Europe/Amsterdam: today, today and tomorrow, tomorrow, and this week: today and
 * the six days after it (docs/decisions/037-words-dates-and-run-sheets.md).
 */
export const dateRangePresets = ['today', 'todayTomorrow', 'tomorrow', 'week'] as const;
export type DateRangePreset = (typeof dateRangePresets)[number];

/** A real date `YYYY-MM-DD`. */
const day = z.string().refine((value) => parseTripDatetime(`${value} 00:00`) !== null);

const statusListPattern = new RegExp(`^(${tripStatuses.join('|')})(,(${tripStatuses.join('|')}))*$`);

/**
 * `GET /api/admin/trips` and `GET /api/admin/trips.csv`: the board's filter. `status` a comma list of trip states (none:
 * all), `range` a ready-made range or `from`/`to` (Amsterdam days, pickups from the start of `from` up to the start of
 * `to`), `search` words that must each be found (reference, trip number, name, phone, email, address, flight), `driver`
 * a driver's id or `none` (the trips without a driver), `page` from 1, `pageSize` 1–200 (the export ignores both: it is every page).
 */
export const tripListQuerySchema = z
  .strictObject({
    status: z
      .string()
      .max(100)
      .regex(statusListPattern)
      .transform((value) => value.split(',') as Array<(typeof tripStatuses)[number]>)
      .optional(),
    range: z.enum(dateRangePresets).optional(),
    from: day.optional(),
    to: day.optional(),
    search: z.string().trim().max(200).optional(),
    driver: z
      .string()
      .regex(/^(none|[1-9]\d{0,9})$/)
      .transform((value) => (value === 'none' ? ('none' as const) : Number(value)))
      .optional(),
    /** Only the trips with this mark of their money. */
    money: z.enum(moneyMarks).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(200).default(50),
  })
  .refine((query) => query.range === undefined || (query.from === undefined && query.to === undefined), {
    path: ['range'],
    message: 'a ready-made range, or from and to',
  });
export type TripListQuery = z.input<typeof tripListQuerySchema>;

const contactSchema = z.strictObject({ name: z.string(), email: z.string(), phone: z.string() });

/** One row of the board. */
export const boardTripSchema = z.strictObject({
  /** The trip number (`ritNr`). */
  tripId: z.number().int(),
  orderId: z.number().int(),
  klantNr: z.number().int(),
  /** `D{klantNr}/{orderId}`. */
  reference: z.string(),
  /** The pickup, `YYYY-MM-DD HH:mm` in Europe/Amsterdam… */
  datetime: z.string(),
  /** …and as an instant, ISO 8601. */
  pickupAt: z.string(),
  from: z.string(),
  to: z.string(),
  passengers: z.number().int(),
  vehicleClass: z.string(),
  flightNumber: z.string(),
  /** Pieces of luggage (the trip layout's `bagage`), null where the tenant's layout does not ask for them. */
  luggage: z.number().int().nullable(),
  /** What the customer wrote for the driver. */
  extraInfo: z.string(),
  customer: contactSchema,
  /** Someone other than the customer who travels (a hotel's guest; docs/decisions/049-companies.md); null: the customer. */
  passenger: z.strictObject({ name: z.string(), phone: z.string() }).nullable(),
  priceCents: z.number().int(),
  price: z.string(),
  paymentState: z.enum(paymentStates),
  status: tripStatusSchema,
  /** The driver's own step of an assigned trip ('' not accepted yet; docs/reference/states.md#driver-steps). */
  driverStep: z.enum(driverSteps),
  driver: z.strictObject({ id: z.number().int(), name: z.string() }).nullable(),
  /** The vehicle it is driven in, set with the driver. */
  vehicle: z.strictObject({ id: z.number().int(), name: z.string(), plate: z.string() }).nullable(),
  /** Where the booking came from; for the phone, the staff member who took it (null when no longer known). */
  source: z.strictObject({ kind: z.enum(orderSources), staff: z.string().nullable() }),
  /** What the driver collects in the car (paid to the driver), 0 otherwise; and as the desk shows it. */
  collectCents: z.number().int(),
  collect: z.string(),
  /** What the driver recorded collecting at done: how, and how much; null when nothing was recorded. */
  collected: z
    .strictObject({ method: z.enum(collectedMethods), amountCents: z.number().int(), amount: z.string() })
    .nullable(),
  /** What the trip still owes of its raised price, 0 when nothing (docs/reference/states.md#paid-owed); and as shown. */
  owedCents: z.number().int(),
  owed: z.string(),
  /** What was paid for it above its price (all of it once cancelled) and may go back; and as shown. */
  overpaidCents: z.number().int(),
  overpaid: z.string(),
  money: z.enum(moneyMarks).nullable(),
});
export type BoardTrip = z.infer<typeof boardTripSchema>;

/** `GET /api/admin/trips`: a page of the board, the number of trips over all pages, and per state (the tabs). */
export const tripListReplySchema = z.strictObject({
  trips: z.array(boardTripSchema),
  /** Trips of the filter over all pages. */
  total: z.number().int(),
  /** Trips of each state within the filter's dates and search, whatever its `status`. */
  counts: z.record(tripStatusSchema, z.number().int()),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The dates the list is of (a ready-made range resolved), null when open. */
  from: z.string().nullable(),
  to: z.string().nullable(),
});
export type TripListReply = z.infer<typeof tripListReplySchema>;

/** A staff member as the history and the refunds name them; null for the customer or the system. */
const staffRefSchema = z.strictObject({ id: z.number().int(), name: z.string() }).nullable();

export const refundSchema = z.strictObject({
  id: z.number().int(),
  orderId: z.number().int(),
  tripId: z.number().int().nullable(),
  amountCents: z.number().int(),
  amount: z.string(),
  status: z.enum(refundStatuses),
  /** False while the provider has not accepted it (it is sent again with the same key). */
  accepted: z.boolean(),
  reason: z.string(),
  failure: z.string().nullable(),
  staff: staffRefSchema,
  /** ISO 8601. */
  createdAt: z.string(),
});
export type DeskRefund = z.infer<typeof refundSchema>;

/** Kinds of the trip's history (docs/reference/states.md#booked-trips). */
export const tripEventKinds = [
  'created',
  'status',
  'step',
  'driver',
  'edit',
  'price',
  'refund',
  'payment',
  'mail',
] as const;

/** One change of a trip: who (`actor`, and the staff member), when, what, from → to and why. */
export const historyEntrySchema = z.strictObject({
  /** ISO 8601. */
  at: z.string(),
  actor: z.enum(['staff', 'customer', 'system', 'driver']),
  staff: staffRefSchema,
  /** The driver who made the change (actor `driver`); null otherwise. */
  driver: z.strictObject({ id: z.number().int(), name: z.string() }).nullable(),
  kind: z.enum(tripEventKinds),
  /** Within the kind: the edited field, `manual` or `quote` for a price, the mail's kind, `<refund id>:<cents>`. */
  field: z.string().nullable(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  reason: z.string(),
});

/** A mail that went to the customer about the trip: the order's confirmation, or one of the desk's changes. */
export const sentMailSchema = z.strictObject({
  /** ISO 8601. */
  at: z.string(),
  /**
   * `confirmation`, `linkExpired` (a phone booking's link expired unpaid and its trip was released), or the change:
   * `confirmed`, `assigned`, `changed`, `canceled`.
   */
  kind: z.string(),
  /** The address it went to. */
  to: z.string(),
});

/**
 * The trip layout a trip was booked with and the operator's texts of its fields (`lbl-`, `i-`, `opt-` keys of `lang`),
 * which word its fields as they were when booked (docs/decisions/047-bookings-keep-their-fields.md).
 */
export const bookedTripLayoutSchema = z.strictObject({
  trip: z.array(layoutEntrySchema),
  lang: z.strictObject({ nl: z.record(z.string(), z.string()), en: z.record(z.string(), z.string()) }),
});
export type BookedTripLayout = z.infer<typeof bookedTripLayoutSchema>;

/** A link of what a paid order still owes: its amount, the address to pay at, until when (ISO 8601). */
const owedLinkSchema = z.strictObject({
  amountCents: z.number().int(),
  amount: z.string(),
  url: z.string(),
  expiresAt: z.string(),
});

/** `GET /api/admin/trips/:id`: everything the desk knows of one trip. */
export const tripDetailReplySchema = z.strictObject({
  trip: boardTripSchema.extend({
    durationMinutes: z.number().int(),
    tour: z.array(tourStopSchema),
    /** The tenant's own trip fields as the customer entered them (passengers, luggage, …). */
    fields: z.record(z.string(), z.unknown()),
    /** The layout that words `fields`: the one the trip was booked with. */
    booked: bookedTripLayoutSchema,
    /** The trip's version: send it back with an edit, which is refused (`conflict`) when the trip changed since. */
    version: z.string(),
  }),
  order: z.strictObject({
    id: z.number().int(),
    reference: z.string(),
    status: z.enum(orderStatuses),
    lang: z.string(),
    totalCents: z.number().int(),
    total: z.string(),
    paymentState: z.enum(paymentStates),
    provider: z.string().nullable(),
    providerPaymentId: z.string().nullable(),
    refundedCents: z.number().int(),
    refunded: z.string(),
    /** What may still be refunded. */
    remainingCents: z.number().int(),
    remaining: z.string(),
    /** The personal fields as the customer entered them. */
    person: z.record(z.string(), z.string()),
    contact: contactSchema,
    /** ISO 8601. */
    createdAt: z.string(),
    settledAt: z.string().nullable(),
    /** A phone booking's payment link to read out, and when it expires (ISO 8601); null for any other order. */
    link: z.strictObject({ url: z.string(), expiresAt: z.string() }).nullable(),
    /** What the paid order's trips still owe together (docs/reference/states.md#paid-owed); and as shown. */
    owedCents: z.number().int(),
    owed: z.string(),
    /** The open link of what it owes, when one was made: its amount, address and expiry (ISO 8601). */
    owedLink: owedLinkSchema.nullable(),
  }),
  refunds: z.array(refundSchema),
  mails: z.array(sentMailSchema),
  /** Every change, oldest first. */
  history: z.array(historyEntrySchema),
});
export type TripDetailReply = z.infer<typeof tripDetailReplySchema>;

const reason = z.string().trim().max(500);

/** A driver, a vehicle and an override reason go with an assignment, and only there (a transition, or a bulk one). */
function assignedOnly<
  T extends z.ZodType<{
    to: string;
    driverId?: number | undefined;
    vehicleId?: number | undefined;
    overrideReason?: string | undefined;
  }>,
>(schema: T) {
  return schema
    .refine((body) => (body.to === 'assigned') === (body.driverId !== undefined), {
      path: ['driverId'],
      message: 'a driver for assigned, and only there',
    })
    .refine((body) => body.to === 'assigned' || (body.vehicleId === undefined && body.overrideReason === undefined), {
      path: ['vehicleId'],
      message: 'a vehicle and an override for assigned only',
    });
}

/**
 * `POST /api/admin/trips/:id/transition`: move the trip to `to` (docs/reference/states.md#booked-trips); `driverId`
 * names the driver of `assigned` (and only there), `vehicleId` the vehicle (else the driver's usual one),
 * `overrideReason` why the assignment goes through over its warnings; `reason` goes into the history (a cancellation
 * and a no-show need one). A `new` trip may go straight to `assigned`.
 */
export const transitionRequestSchema = assignedOnly(
  z.strictObject({
    to: tripStatusSchema,
    driverId: id.optional(),
    vehicleId: id.optional(),
    overrideReason: reason.min(1).optional(),
    reason: reason.optional(),
  }),
).refine((body) => (body.to !== 'canceled' && body.to !== 'no_show') || (body.reason ?? '') !== '', {
  path: ['reason'],
  message: 'a cancellation and a no-show need a reason',
});
export type TransitionRequest = z.infer<typeof transitionRequestSchema>;

/** How many trips one bulk call moves at most: a board page's worth. */
export const bulkTripsMax = 100;

/**
 * `POST /api/admin/trips/bulk-transition` (docs/decisions/039-driver-absence-and-bulk.md): the selected trips of the
 * board confirmed (the new ones among them) or assigned to one driver, each in turn as its own transition.
 */
export const bulkTransitionRequestSchema = assignedOnly(
  z.strictObject({
    tripIds: z
      .array(id)
      .min(1)
      .max(bulkTripsMax)
      .refine((ids) => new Set(ids).size === ids.length, { message: 'each trip once' }),
    to: z.enum(['confirmed', 'assigned']),
    driverId: id.optional(),
    vehicleId: id.optional(),
    overrideReason: reason.min(1).optional(),
  }),
);
export type BulkTransitionRequest = z.infer<typeof bulkTransitionRequestSchema>;

/**
 * What became of one trip: `moved` (from `from`), `refused` (an assignment's refusal or another refusal by its key,
 * with the sentence in the request's language where there is one), `warned` (the warnings; the same call with an
 * `overrideReason` goes through them), `illegal` (the trip is in `from` and cannot move from there, a replay included),
 * `notFound` (no trip of this tenant).
 */
export const bulkOutcomes = ['moved', 'refused', 'warned', 'illegal', 'notFound'] as const;
export type BulkOutcome = (typeof bulkOutcomes)[number];
export const bulkTripResultSchema = z.strictObject({
  tripId: z.number().int(),
  outcome: z.enum(bulkOutcomes),
  from: tripStatusSchema.optional(),
  error: z.string().optional(),
  message: z.string().optional(),
  warnings: z.array(assignmentWarningSchema).optional(),
});
export type BulkTripResult = z.infer<typeof bulkTripResultSchema>;
export const bulkTransitionReplySchema = z.strictObject({ results: z.array(bulkTripResultSchema) });
export type BulkTransitionReply = z.infer<typeof bulkTransitionReplySchema>;

/** `POST /api/admin/trips/:id/undo-done`: why, for the history (may be empty). */
export const undoDoneRequestSchema = z.strictObject({ reason: reason.default('') });
export type UndoDoneRequest = z.input<typeof undoDoneRequestSchema>;

export const transitionReplySchema = z.strictObject({
  tripId: z.number().int(),
  from: tripStatusSchema,
  to: tripStatusSchema,
});
export type TransitionReply = z.infer<typeof transitionReplySchema>;

/** Made by the desk for one click of a refund button: the same key is the same refund. */
export const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);
const amountCents = z.number().int().min(1).max(100_000_000);

/** `POST /api/admin/trips/:id/cancel`: why, and (admins only) a refund of the trip's order with it. */
export const cancelRequestSchema = z.strictObject({
  reason: reason.min(1),
  refund: z.strictObject({ amountCents, idempotencyKey: idempotencyKeySchema }).optional(),
});
export type CancelRequest = z.infer<typeof cancelRequestSchema>;

/** A refund made or found again, and where the order's money stands after it. */
export const refundReplySchema = z.strictObject({
  refund: refundSchema,
  paymentState: z.enum(paymentStates),
  remainingCents: z.number().int(),
  remaining: z.string(),
});
export type RefundReply = z.infer<typeof refundReplySchema>;

/**
 * The trip is cancelled; `refund` the refund asked with it, or `refundError` why none was made (the cancellation stands
 * either way, and the refund can be asked again).
 */
export const cancelReplySchema = z.strictObject({
  tripId: z.number().int(),
  from: tripStatusSchema,
  to: z.literal('canceled'),
  refund: refundReplySchema.nullable(),
  refundError: adminErrorReplySchema.nullable(),
});
export type CancelReply = z.infer<typeof cancelReplySchema>;

/** `POST /api/admin/orders/:id/refunds`: `tripId` a trip of the order the refund is for (its history), else the order. */
export const refundRequestSchema = z.strictObject({
  amountCents,
  idempotencyKey: idempotencyKeySchema,
  reason: reason.default(''),
  tripId: id.optional(),
});
export type RefundRequest = z.input<typeof refundRequestSchema>;

/**
 * `POST /api/admin/trips/:id/owed-link`: the link of what the trip's paid order still owes, mailed to the customer
 * (docs/decisions/048-owed-and-refund-follow-up.md); `mailed` false when the customer has no address or the mail failed.
 */
export const owedLinkReplySchema = z.strictObject({ link: owedLinkSchema, mailed: z.boolean() });
export type OwedLinkReply = z.infer<typeof owedLinkReplySchema>;

/** `POST /api/admin/orders/:id/payment-status`: the provider asked; `known` false when it could not be. */
export const paymentStatusReplySchema = z.strictObject({
  orderStatus: z.enum(orderStatuses),
  paymentState: z.enum(paymentStates),
  remainingCents: z.number().int(),
  remaining: z.string(),
  known: z.boolean(),
});
export type PaymentStatusReply = z.infer<typeof paymentStatusReplySchema>;

/** What an edit may change; what is left out stays. Places are ids of the address search, as the customer picks. */
const tripChanges = {
  datetime: z
    .string()
    .refine((value) => parseTripDatetime(value) !== null)
    .optional(),
  fromPlaceId: z.string().min(1).max(100).optional(),
  toPlaceId: z.string().min(1).max(100).optional(),
  passengers: z.number().int().min(1).max(99).optional(),
  vehicleClass: z.string().max(50).optional(),
  flightNumber: z.string().trim().max(10).optional(),
  extraInfo: z.string().max(1000).optional(),
  /** A price by hand instead of the quote, with its reason (kept in the history). */
  priceCents: z.number().int().min(0).max(100_000_000).optional(),
  priceReason: reason.optional(),
};
const withReason = (body: { priceCents?: number | undefined; priceReason?: string | undefined }) =>
  body.priceCents === undefined || (body.priceReason ?? '') !== '';

/** `POST /api/admin/trips/:id/quote`: the changes priced, nothing saved. */
export const tripQuoteRequestSchema = z
  .strictObject(tripChanges)
  .refine(withReason, { path: ['priceReason'], message: 'a price by hand needs a reason' });
export type TripQuoteRequest = z.infer<typeof tripQuoteRequestSchema>;

/** `PATCH /api/admin/trips/:id`: the changes, and the `version` of the trip they were made on. */
export const tripEditRequestSchema = z
  .strictObject({ ...tripChanges, version: z.string().min(1).max(40) })
  .refine(withReason, { path: ['priceReason'], message: 'a price by hand needs a reason' });
export type TripEditRequest = z.infer<typeof tripEditRequestSchema>;

/**
 * The old price and the new: the tariff's quote for the trip as changed, and what it costs now (the quote, or the price
 * by hand).
 */
export const tripEditReplySchema = z.strictObject({
  oldPriceCents: z.number().int(),
  oldPrice: z.string(),
  quotedPriceCents: z.number().int(),
  quotedPrice: z.string(),
  priceCents: z.number().int(),
  price: z.string(),
  /** What differs: `datetime`, `from`, `to`, `passengers`, `vehicleClass`, `flightNumber`, `extraInfo`, `price`. */
  changed: z.array(z.string()),
  /** False for a quote, and for an edit that changes nothing. */
  saved: z.boolean(),
});
export type TripEditReply = z.infer<typeof tripEditReplySchema>;

export const driverSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  /** The vehicle assigning them offers first; null none. */
  usualVehicle: z.strictObject({ id: z.number().int(), name: z.string(), plate: z.string() }).nullable(),
  /** Their own address, where the sign-in link goes; '' none. */
  email: z.string(),
  /** A deactivated driver is offered for no new trip; the trips they drove still name them. */
  active: z.boolean(),
});
export type Driver = z.infer<typeof driverSchema>;

/** `GET /api/admin/drivers?all=`: the active drivers by name; with `all=true` the deactivated ones too. */
export const driverListQuerySchema = z.strictObject({
  all: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .default(false),
});
export const driverListReplySchema = z.strictObject({
  drivers: z.array(driverSchema),
  /** Whether sign-in links can go by SMS too (an SMS provider is configured). */
  smsLinks: z.boolean().optional(),
});
export type DriverListReply = z.infer<typeof driverListReplySchema>;

const driverFields = {
  /** One line: line breaks and control characters become one space (`oneLine`). */
  name: z.string().overwrite(oneLine).min(1).max(100),
  phone: z.string().trim().max(40),
  /** '' or an address (checked by the server, `invalid` field). */
  email: z.string().trim().max(254),
  /** A vehicle of the tenant; null none. */
  usualVehicleId: id.nullable(),
};

/** `POST /api/admin/drivers`: a new driver of the tenant; admins only. */
export const createDriverRequestSchema = z.strictObject({
  ...driverFields,
  phone: driverFields.phone.default(''),
  email: driverFields.email.default(''),
  usualVehicleId: driverFields.usualVehicleId.default(null),
});
export type CreateDriverRequest = z.input<typeof createDriverRequestSchema>;

/** `PATCH /api/admin/drivers/:id`: each field given is a change; `active` false takes them off the list to pick from. */
export const updateDriverRequestSchema = z.strictObject({
  name: driverFields.name.optional(),
  phone: driverFields.phone.optional(),
  email: driverFields.email.optional(),
  usualVehicleId: driverFields.usualVehicleId.optional(),
  active: z.boolean().optional(),
});
export type UpdateDriverRequest = z.infer<typeof updateDriverRequestSchema>;

/**
 * `GET /api/admin/events` (Server-Sent Events): the event's name is its `type`, its data the rest as JSON. Ids and
 * kinds only: the desk reads what it may see through the other calls. `tripCreated` comes when a checkout writes the
 * trip (`orderStatus` pending) and again when its order is paid or booked (the notice of a new booking);
 * `tripChanged` after any change of the trip (`change`: the history's kind); `alertRaised` when an alert was raised
 * (`desk-alerts.ts`: the desk reads it through `GET /api/admin/alerts`).
 */
export const deskEventSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('tripCreated'),
    tripId: z.number().int(),
    orderId: z.number().int(),
    orderStatus: z.enum(orderStatuses),
  }),
  z.strictObject({
    type: z.literal('tripChanged'),
    tripId: z.number().int(),
    orderId: z.number().int(),
    change: z.enum(tripEventKinds),
  }),
  z.strictObject({
    type: z.literal('alertRaised'),
    alertId: z.number().int(),
    tripId: z.number().int(),
    orderId: z.number().int(),
    kind: z.enum(alertKinds),
  }),
]);
export type DeskEvent = z.infer<typeof deskEventSchema>;
