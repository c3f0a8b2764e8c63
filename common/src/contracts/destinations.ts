import { z } from 'zod';
import { langSchema } from './lang.ts';

/** Address types of docs/reference/api.md#destinations: -1 address, 1 airport, 2 station, 3 hotel. */
export const addressTypes = { address: -1, airport: 1, station: 2, hotel: 3 } as const;
export type AddressTypeName = keyof typeof addressTypes;
export const atypeSchema = z.union([z.literal(-1), z.literal(1), z.literal(2), z.literal(3)]);
export type Atype = z.infer<typeof atypeSchema>;

/** Request of `POST /api/destinations.json`. */
export const destinationsRequestSchema = z.strictObject({
  lang: langSchema,
  atype: atypeSchema,
  /** The SPA sends no empty query: a blank one is the client's mistake (docs/reference/api.md#destinations). */
  query: z
    .string()
    .max(100, { abort: true })
    .refine((query) => query.trim() !== '', 'empty; type part of an address, station, airport or hotel'),
  nr: z.string().max(10).default(''),
  /** The street the customer already picked, to list its house numbers: docs/decisions/008-dbstreetprefix.md. */
  dbstreetprefix: z.string().max(200).default(''),
});
export type DestinationsRequest = z.infer<typeof destinationsRequestSchema>;

/**
 * One suggestion; the one the customer picks becomes the tour stop's `address` as it is.
 * `bookable` is false for a street or postcode without a house number: picking it asks for the number.
 */
export const suggestionSchema = z.strictObject({
  id: z.string().max(100),
  text: z.string().max(300),
  nr: z.string().max(20),
  street: z.string().max(200),
  streetShortName: z.string().max(200),
  cityName: z.string().max(200),
  postcode: z.string().max(10),
  lat: z.number(),
  lng: z.number(),
  flightInfo: z.boolean(),
  /**
   * Category code of docs/reference/api.md#suggestion (LH airport, NS train station, HO hotel, …); '' for a street
   * address.
   */
  category: z.string().max(10),
  atype: atypeSchema,
  bookable: z.boolean(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

/** Reply of `POST /api/destinations.json` (docs/reference/api.md#suggestion); `msg` is a translation key or ''. */
export const destinationsReplySchema = z.strictObject({
  ls: z.array(suggestionSchema).max(10),
  msg: z.string(),
  error: z.string(),
});
export type DestinationsReply = z.infer<typeof destinationsReplySchema>;
