import { z } from 'zod';
import { parseTripDatetime } from '../fields/trip-datetime.ts';
import { langSchema } from './lang.ts';

/**
 * A driver's run sheet for one day (docs/reference/api.md#admin-run-sheet, issue 20 item 5): `GET
 * /api/admin/drivers/:id/run-sheet?date=` for the desk's page, and `…/run-sheet.pdf?date=` the same as an A4 PDF. The
 * path's id is `deskIdParamsSchema` of desk-trips.ts.
 */

/** `?date=YYYY-MM-DD`, a real day in Europe/Amsterdam. */
export const runSheetQuerySchema = z.strictObject({
  date: z.string().refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && parseTripDatetime(`${value} 00:00`) !== null),
});
export type RunSheetQuery = z.infer<typeof runSheetQuerySchema>;

/** The PDF's query: the day, and the language of its words (default nl). */
export const runSheetPdfQuerySchema = runSheetQuerySchema.extend({ lang: langSchema.default('nl') });

/** One trip of the sheet: what the driver needs on the road, in pickup order. */
export const runSheetTripSchema = z.strictObject({
  /** The trip number (`ritNr`). */
  tripId: z.number().int(),
  /** The pickup, `YYYY-MM-DD HH:mm` in Europe/Amsterdam. */
  datetime: z.string(),
  from: z.string(),
  to: z.string(),
  passengers: z.number().int(),
  /** Pieces of luggage, null where the tenant's layout does not ask for them. */
  luggage: z.number().int().nullable(),
  flightNumber: z.string(),
  /** The flight's landing time `HH:mm` as the customer gave it, or ''. */
  landing: z.string(),
  /** What the customer wrote for the driver. */
  remarks: z.string(),
  /** The passenger: the booking's contact, name and phone. */
  passenger: z.strictObject({ name: z.string(), phone: z.string() }),
  /** What the driver collects from the passenger (`€ 12,50`); null when nothing. */
  toCollect: z.strictObject({ cents: z.number().int(), amount: z.string() }).nullable(),
});
export type RunSheetTrip = z.infer<typeof runSheetTripSchema>;

export const runSheetReplySchema = z.strictObject({
  driver: z.strictObject({
    id: z.number().int(),
    name: z.string(),
    phone: z.string(),
    vehicle: z.string(),
    plate: z.string(),
  }),
  /** The day, `YYYY-MM-DD`. */
  date: z.string(),
  /** The driver's trips of the day that are not cancelled, by pickup time. */
  trips: z.array(runSheetTripSchema),
});
export type RunSheetReply = z.infer<typeof runSheetReplySchema>;

/** The address of a driver's run sheet as a PDF (docs/reference/api.md#admin-run-sheet). */
export const runSheetPdfUrl = (driverId: number, date: string, lang: string) =>
  `/api/admin/drivers/${driverId}/run-sheet.pdf?date=${encodeURIComponent(date)}&lang=${encodeURIComponent(lang)}`;
