import { z } from 'zod';
import { oneLine } from '../fields/one-line.ts';
import { assignmentWarningSchema } from './desk-vehicles.ts';
import { boardTripSchema, idempotencyKeySchema } from './desk-trips.ts';

/**
 * A driver unavailable from … to … and the reassignment of their trips, `/api/admin/absences…` and
 * `/api/admin/drivers/:id/absences…` (docs/reference/api.md#admin-absences;
 * docs/decisions/039-driver-absence-and-bulk.md). Their refusals are `adminErrorReplySchema` of `admin.ts`.
 */

export const absenceLimits = { reason: 200, reassignments: 100 } as const;

const id = z.number().int().min(1).max(2_147_483_647);

/** An instant, ISO 8601 with its offset (what `Date#toISOString` writes). */
const instant = z.iso.datetime({ offset: true });

/** A driver's absence; `from` and `to` are instants, ISO 8601. */
export const absenceSchema = z.strictObject({
  id: z.number().int(),
  driver: z.strictObject({ id: z.number().int(), name: z.string() }),
  from: z.string(),
  to: z.string(),
  /** In words, as staff typed it ("ziek"); '' when none was given. */
  reason: z.string(),
  /** Who recorded it (null when no longer known) and when. */
  recordedBy: z.string().nullable(),
  recordedAt: z.string(),
});
export type Absence = z.infer<typeof absenceSchema>;

/** `GET /api/admin/absences`: the tenant's current and coming absences, the earliest first. */
export const absenceListReplySchema = z.strictObject({ absences: z.array(absenceSchema) });
export type AbsenceListReply = z.infer<typeof absenceListReplySchema>;

/** `GET /api/admin/drivers/:id/affected-trips?from=&to=`: a window of time, `from` before `to`. */
export const affectedTripsQuerySchema = z
  .strictObject({ from: instant, to: instant })
  .refine((query) => Date.parse(query.from) < Date.parse(query.to), { path: ['to'], message: 'after from' });
export type AffectedTripsQuery = z.infer<typeof affectedTripsQuerySchema>;

/** The driver's assigned trips that overlap the window (pickup to drop-off), by pickup. */
export const affectedTripsReplySchema = z.strictObject({ trips: z.array(boardTripSchema) });
export type AffectedTripsReply = z.infer<typeof affectedTripsReplySchema>;

/**
 * One of the driver's trips and where it goes: another driver (`driverId`, `vehicleId` else their usual one,
 * `overrideReason` over warnings), or back to confirmed without a driver (`driverId` null).
 */
export const reassignmentSchema = z.strictObject({
  tripId: id,
  driverId: id.nullable(),
  vehicleId: id.optional(),
  overrideReason: z.string().overwrite(oneLine).max(500).optional(),
});
export type Reassignment = z.infer<typeof reassignmentSchema>;

/**
 * `POST /api/admin/drivers/:id/absences`: the absence and, with it, its trips' reassignments. `requestKey` is the desk's
 * key of this request: sent again with the same key, the absence is not recorded twice (its reply says `replayed`) and
 * only the trips still the absent driver's are moved.
 */
export const createAbsenceRequestSchema = z
  .strictObject({
    from: instant,
    to: instant,
    reason: z.string().overwrite(oneLine).max(absenceLimits.reason).default(''),
    requestKey: idempotencyKeySchema,
    reassignments: z.array(reassignmentSchema).max(absenceLimits.reassignments).default([]),
  })
  .refine((body) => Date.parse(body.from) < Date.parse(body.to), { path: ['to'], message: 'after from' })
  .refine((body) => new Set(body.reassignments.map((each) => each.tripId)).size === body.reassignments.length, {
    path: ['reassignments'],
    message: 'each trip once',
  });
export type CreateAbsenceRequest = z.input<typeof createAbsenceRequestSchema>;

/**
 * What became of one trip: `assigned` to the new driver, `unassigned` (back to confirmed without a driver),
 * `unchanged` (no longer the absent driver's: moved by someone else, or by the first of a replayed request), or
 * `refused` with the refusal's key (an assignment's refusal, `assignmentWarnings`, `illegalTransition`,
 * `tripNotFound`, …) and, where there is one, its sentence or warnings in the request's language.
 */
export const reassignmentOutcomeSchema = z.strictObject({
  tripId: z.number().int(),
  result: z.enum(['assigned', 'unassigned', 'unchanged', 'refused']),
  error: z.string().optional(),
  message: z.string().optional(),
  warnings: z.array(assignmentWarningSchema).optional(),
});
export type ReassignmentOutcome = z.infer<typeof reassignmentOutcomeSchema>;

export const createAbsenceReplySchema = z.strictObject({
  absence: absenceSchema,
  /** The same request was recorded before: nothing recorded again. */
  replayed: z.boolean(),
  outcomes: z.array(reassignmentOutcomeSchema),
});
export type CreateAbsenceReply = z.infer<typeof createAbsenceReplySchema>;

/** `POST /api/admin/absences/:id/end`: ends it now (withdraws it, when it has not begun). */
export const endAbsenceReplySchema = z.strictObject({ absence: absenceSchema });
export type EndAbsenceReply = z.infer<typeof endAbsenceReplySchema>;
