import { z } from 'zod';
import { atypeSchema, suggestionSchema } from './destinations.ts';
import { langSchema } from './lang.ts';
import { wireFlagSchema } from './wire-flag.ts';

/** A tour stop (docs/reference/api.md#tour-stop); `address` is the picked suggestion, null until one is picked. */
export const tourStopSchema = z.strictObject({
  atype: atypeSchema,
  nr: z.string().max(10),
  address: suggestionSchema.nullable(),
  flightNumber: z.string().max(10),
  flightOrigin: z.string().max(100),
  /** Landing time HH:mm, or ''. */
  flightArrival: z.union([z.literal(''), z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/)]),
});
export type TourStop = z.infer<typeof tourStopSchema>;

/**
 * Values of the tenant's dynamic trip fields sit on the trip itself, keyed by their field name
 * (docs/reference/api.md#trip).
 */
const dynamicFieldValue = z.union([z.string().max(500), z.number()]);

const tripBaseSchema = z.object({
  title: z.string().max(200).default(''),
  /** YYYY-MM-DD HH:mm, or '' before one is chosen. */
  datetime: z.string().max(16),
  reverse: wireFlagSchema,
  tour: z.array(tourStopSchema).min(1).max(2),
  /** The last quote as shown; never trusted by the server. */
  price: z.union([z.string().max(12), z.number()]).optional(),
  extraTripInfo: z.string().max(1000).default(''),
  /** The server's reply to the last quote (docs/reference/api.md#trip-request). */
  meta: z.unknown().optional(),
});

/** A trip as the cart keeps it and as it goes over the wire (docs/reference/api.md#trip). */
export const tripSchema = tripBaseSchema.catchall(dynamicFieldValue);
/**
 * Written by hand rather than inferred: the inferred type's index signature (string | number) would cover
 * `reverse` and `tour` too, and no object literal could be a Trip. A parsed trip is assignable to this one.
 */
export type Trip = z.infer<typeof tripBaseSchema> & { [field: string]: unknown };

/** Request of `POST /api/trip_request.json`: a quote (`proforma` set) that also validates every field ('*'). */
export const tripRequestSchema = z.strictObject({
  lang: langSchema,
  proforma: wireFlagSchema.refine((proforma) => proforma, 'only quotes are asked here: proforma must be set'),
  validate: z.literal('*'),
  trip: tripSchema,
});
export type TripRequest = Omit<z.input<typeof tripRequestSchema>, 'trip'> & { trip: Trip };

/**
 * Reply of `POST /api/trip_request.json`. `status` 200–299 is success. On a validation failure (HTTP 422) `error` is
 * the key of docs/reference/api.md#conventions (noDatetime, noFromAddress, …) and `fielderrors` maps a dynamic field to
 * its message key (warnToShort, …). `amounttopay` is euros with two decimals ('42.50'), '' when there is no price.
 */
export const tripReplySchema = z.strictObject({
  status: z.number().int(),
  error: z.string(),
  fielderrors: z.record(z.string(), z.string()),
  amounttopay: z.string(),
  fixedtriptime: z.string(),
  fixedtripdeparturedisplay: z.string(),
  fixedtripdestdisplay: z.string(),
  /** Road distance in km, one decimal: routed when a routing service answers, else the estimate. */
  distanceKm: z.number(),
  /** Travel time in minutes, the same way. */
  durationMinutes: z.number().int(),
  /** What made up the price, for the customer and the operator: ordered list of (translation key, cents). */
  priceLines: z.array(z.strictObject({ key: z.string(), cents: z.number().int() })),
  /**
   * With `vehicleClassTooSmall`: the smallest vehicle class that takes the trip, '' when none does
   * (docs/reference/api.md#trip-request, docs/decisions/043-service-rules.md).
   */
  fittingVehicleClass: z.string().optional(),
});
export type TripReply = z.infer<typeof tripReplySchema>;

/** A reply that quotes nothing: HTTP 422 with no price and no figures; the refusal adds its `error` and `fielderrors`. */
export const unquotedTripReply: TripReply & { status: 422 } = {
  status: 422,
  error: '',
  fielderrors: {},
  amounttopay: '',
  fixedtriptime: '',
  fixedtripdeparturedisplay: '',
  fixedtripdestdisplay: '',
  distanceKm: 0,
  durationMinutes: 0,
  priceLines: [],
};
