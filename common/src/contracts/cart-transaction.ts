import { z } from 'zod';
import { passengerSchema } from './companies.ts';
import { langSchema } from './lang.ts';
import { tripReplySchema, tripSchema, type Trip } from './trip.ts';
import { wireFlagSchema } from './wire-flag.ts';

/** A cart holds at most this many trips: more is not a booking a taxi company takes online. */
export const maxCartTrips = 20;

/** The personal fields (docs/reference/api.md#cart-transaction): the userinfo layout's field names and their values. */
export const personSchema = z
  .record(z.string().min(1).max(40), z.union([z.string().max(1000), z.number()]))
  .refine((person) => Object.keys(person).length <= 50, 'too many fields');
export type Person = z.infer<typeof personSchema>;

/**
 * Request of `POST /api/cart_transaction.json` (docs/reference/api.md#cart-transaction). `returnPath` is the page's
 * address without its hash; the server takes only its host name, to pick which of the tenant's configured origins the
 * customer returns to. `agreeTerms` goes beyond the original wire payload: the server is the authority on "terms must
 * be agreed".
 */
export const cartTransactionRequestSchema = z.strictObject({
  lang: langSchema,
  person: personSchema,
  trips: z.array(tripSchema).max(maxCartTrips),
  returnPath: z.string().max(2000),
  agreeTerms: wireFlagSchema.default(false),
  /**
   * Ours: someone other than the booker travels (a hotel's guest; docs/decisions/049-companies.md), their name and
   * phone on every trip of the order; null or absent: the booker travels.
   */
  passenger: passengerSchema.nullable().default(null),
});
/** The trips typed as the cart holds them (the inferred trip type admits no object literal; see trip.ts). */
export type CartTransactionRequest = Omit<z.input<typeof cartTransactionRequestSchema>, 'trips'> & { trips: Trip[] };

/**
 * Why a cart transaction did not go through; `error` of the reply. The SPA shows each by its key
 * (docs/reference/api.md#conventions and ours).
 * - tripRequired: the cart is empty;
 * - formIncomplete: a personal field or the passenger's phone (`passengerPhone`) fails its checks (`fielderrors` says
 *   which);
 * - termsRequired: the terms were not agreed;
 * - tripInvalid: a trip fails the server's checks now (`quotes[i].error` says which and why);
 * - priceChanged: a trip's price differs from the one the customer saw (`quotes` has the new prices);
 * - orderInProgress: the same cart is being paid for at this moment (HTTP 409);
 * - errGeneratingPayment: the payment provider refused or could not be reached (HTTP 502).
 */
export const cartTransactionErrors = [
  'tripRequired',
  'formIncomplete',
  'termsRequired',
  'tripInvalid',
  'priceChanged',
  'orderInProgress',
  'errGeneratingPayment',
] as const;
export type CartTransactionError = (typeof cartTransactionErrors)[number];

/**
 * Reply of `POST /api/cart_transaction.json` (docs/reference/api.md#cart-transaction): `success`, `form` (the payment
 * form's HTML, '' when the order needs no payment), `error` ('' on success), `klantNr`, `orderId`. Ours besides:
 * `orderHash` (what the return page compares; '' without an order), `fielderrors` (personal field → message key) and
 * `quotes`, the server's own quote of every trip in the order sent (empty when the trips were not quoted), and
 * `ritNrs`, the trip numbers the order's trips got, in the cart's order (empty without an order): the number each
 * booked trip is named by from then on (docs/reference/api.md#cart-transaction). HTTP 200 on success, 422 for the
 * customer's input, 409 orderInProgress, 502 errGeneratingPayment.
 */
export const cartTransactionReplySchema = z.strictObject({
  success: z.boolean(),
  form: z.string(),
  error: z.union([z.literal(''), z.enum(cartTransactionErrors)]),
  klantNr: z.number().int().nullable(),
  orderId: z.number().int().nullable(),
  orderHash: z.string(),
  fielderrors: z.record(z.string(), z.string()),
  quotes: z.array(tripReplySchema),
  ritNrs: z.array(z.number().int()).default([]),
});
export type CartTransactionReply = z.infer<typeof cartTransactionReplySchema>;

/** A reply without an order: a refusal adds its `error`, `fielderrors` or `quotes`. */
export const emptyCartTransactionReply: CartTransactionReply = {
  success: false,
  form: '',
  error: '',
  klantNr: null,
  orderId: null,
  orderHash: '',
  fielderrors: {},
  quotes: [],
  ritNrs: [],
};

/** The order a browser placed last, kept in local storage so the return page can check the provider's redirect. */
export const placedOrderSchema = z.strictObject({
  klantNr: z.number().int(),
  orderId: z.number().int(),
  orderHash: z.string().min(1),
});
export type PlacedOrder = z.infer<typeof placedOrderSchema>;
