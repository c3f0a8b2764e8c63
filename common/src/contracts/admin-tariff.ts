import { z } from 'zod';

/**
 * `POST /api/admin/tariff/preview` (docs/reference/api.md#admin-tariff-preview, docs/decisions/042-tariff-routing-holidays.md):
 * a proposed tariff quoted beside the one in force, for two places and for a grid of sample trips from the tenant's
 * base. Nothing is saved.
 */
export const tariffPreviewRequestSchema = z.strictObject({
  /** The proposed tariff, whole, as the tenant's settings hold it; absent: the tariff in force is quoted twice. */
  tariff: z.record(z.string(), z.unknown()).optional(),
  /** The pickup as wall time in Europe/Amsterdam, `YYYY-MM-DD HH:mm`: night, weekend and holidays are judged on it. */
  datetime: z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
  /** An option of the tariff's vehicle-class field; absent: the standard class. */
  vehicleClass: z.string().max(40).optional(),
  /** Two places by the ids the address search gives them (`a:9711LJ-12`, `l:AMS`, `t:umcg`). */
  pair: z.strictObject({ from: z.string().min(1).max(100), to: z.string().min(1).max(100) }).optional(),
});
export type TariffPreviewRequest = z.infer<typeof tariffPreviewRequestSchema>;

const farePreviewSchema = z.strictObject({
  distanceKm: z.number(),
  durationMinutes: z.number().int(),
  /** What made up the price, as a quote's `priceLines` (docs/decisions/009-pricing.md). */
  priceLines: z.array(z.strictObject({ key: z.string(), cents: z.number().int() })),
  totalCents: z.number().int(),
});

const previewPlaceSchema = z.strictObject({
  /** The address search's id; `base` for the tenant's own location. */
  id: z.string(),
  text: z.string(),
  /** The search's category code (`LH` airport, `NS` station, …); '' for an address or the base. */
  category: z.string(),
});

/** One trip quoted under both tariffs. */
export const tariffPreviewRowSchema = z.strictObject({
  from: previewPlaceSchema,
  to: previewPlaceSchema,
  /** Whether the routing service measured the trip (else the estimate did). */
  routed: z.boolean(),
  current: farePreviewSchema,
  proposed: farePreviewSchema,
  /** proposed − current, in cents. */
  differenceCents: z.number().int(),
});
export type TariffPreviewRow = z.infer<typeof tariffPreviewRowSchema>;

export const tariffPreviewReplySchema = z.strictObject({
  datetime: z.string(),
  /** Where the grid's trips start: the tenant's location, with its address. */
  base: z.strictObject({ text: z.string(), lat: z.number(), lng: z.number() }),
  /** The two places asked for; null when none were. */
  pair: tariffPreviewRowSchema.nullable(),
  /** From the base to the airports, the nearest stations and the tenant's own places, then from those nearby to the far airports. */
  grid: z.array(tariffPreviewRowSchema),
});
export type TariffPreviewReply = z.infer<typeof tariffPreviewReplySchema>;
