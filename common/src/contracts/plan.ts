import { z } from 'zod';
import { runSheetQuerySchema } from './run-sheet.ts';
import { driverSteps } from './driver.ts';
import { tripStatuses } from './trip-status.ts';

/**
 * The dispatcher's plan of one day (docs/reference/api.md#admin-plan, issue 20 item 3): `GET /api/admin/plan?day=`,
 * the tenant's drivers and vehicles with the day's trips, to lay out per driver or per vehicle and assign by dragging.
 */

/** `?day=YYYY-MM-DD`, a real day in Europe/Amsterdam (the run sheet's rule). */
export const planQuerySchema = z.strictObject({ day: runSheetQuerySchema.shape.date });
export type PlanQuery = z.infer<typeof planQuerySchema>;

const vehicleSummarySchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  plate: z.string(),
  seats: z.number().int(),
});

/** A driver's row: the active ones, and a deactivated one who still has a trip that day (no assigning to them). */
export const planDriverSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  active: z.boolean(),
  /** The vehicle a drag assigns with; null when the driver has none. */
  usualVehicle: vehicleSummarySchema.nullable(),
  /** Their absences overlapping the day (docs/reference/api.md#admin-absences), `YYYY-MM-DD HH:mm` in Europe/Amsterdam. */
  absences: z.array(z.strictObject({ from: z.string(), to: z.string(), reason: z.string() })),
});
export type PlanDriver = z.infer<typeof planDriverSchema>;

/** A vehicle's row: the active ones, and a deactivated one a trip of the day is driven in. */
export const planVehicleSchema = vehicleSummarySchema.extend({ active: z.boolean() });
export type PlanVehicle = z.infer<typeof planVehicleSchema>;

export const planTripSchema = z.strictObject({
  /** The trip number (`ritNr`). */
  tripId: z.number().int(),
  status: z.enum(tripStatuses),
  /** The driver's own step of an assigned trip ('' not accepted yet; docs/reference/states.md#driver-steps). */
  driverStep: z.enum(driverSteps),
  /** The pickup, `YYYY-MM-DD HH:mm` in Europe/Amsterdam. */
  datetime: z.string(),
  /** The estimated drop-off, the pickup plus the estimated duration, `YYYY-MM-DD HH:mm` in Europe/Amsterdam. */
  ends: z.string(),
  from: z.string(),
  to: z.string(),
  passengers: z.number().int(),
  /** Pieces of luggage, null where the tenant's layout does not ask for them. */
  luggage: z.number().int().nullable(),
  /** The booked vehicle class (a code of the tenant's vehicle-class field), '' when none. */
  vehicleClass: z.string(),
  /** The booking's contact: the customer or the guest. */
  customer: z.string(),
  driverId: z.number().int().nullable(),
  vehicleId: z.number().int().nullable(),
  /** What the driver collects (`€ 12,50`); null when nothing. */
  toCollect: z.strictObject({ cents: z.number().int(), amount: z.string() }).nullable(),
});
export type PlanTrip = z.infer<typeof planTripSchema>;

export const planReplySchema = z.strictObject({
  /** The day, `YYYY-MM-DD`. */
  day: z.string(),
  drivers: z.array(planDriverSchema),
  vehicles: z.array(planVehicleSchema),
  /** The day's trips but the cancelled ones, by pickup time. */
  trips: z.array(planTripSchema),
});
export type PlanReply = z.infer<typeof planReplySchema>;
