import { z } from 'zod';
import { oneLine } from '../fields/one-line.ts';

/**
 * The desk's vehicles and the checks of an assignment, `/api/admin/vehicles…` and
 * `/api/admin/trips/:id/assignment-options` (docs/reference/api.md#admin-vehicles;
 * docs/decisions/035-vehicles-and-assignment-checks.md). Their refusals are `adminErrorReplySchema` of `admin.ts`.
 */

/** The tenant's vehicle: what the assignment checks weigh against the trip. */
export const vehicleSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  plate: z.string(),
  /** Passenger seats, the driver's not counted. */
  seats: z.number().int(),
  /** Suitcases and large bags. */
  luggage: z.number().int(),
  /** One of the tenant's vehicle classes (the options of its vehicle-class field); '' not known. */
  vehicleClass: z.string(),
  /** A deactivated vehicle is offered for no new trip; the trips driven in it still name it. */
  active: z.boolean(),
});
export type Vehicle = z.infer<typeof vehicleSchema>;

/**
 * `GET /api/admin/vehicles?all=`: the active vehicles by name; with `all=true` the deactivated ones too. `classes` the
 * tenant's vehicle classes from lowest to highest, what a vehicle's class may be.
 */
export const vehicleListQuerySchema = z.strictObject({
  all: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .default(false),
});
export const vehicleListReplySchema = z.strictObject({
  vehicles: z.array(vehicleSchema),
  classes: z.array(z.string()),
});
export type VehicleListReply = z.infer<typeof vehicleListReplySchema>;

/** Limits of a vehicle's fields: texts in characters, seats and luggage as counts. */
export const vehicleLimits = { name: 100, plate: 20, seatsMax: 99, luggageMax: 99, vehicleClass: 50 } as const;

const vehicleFields = {
  /** One line: line breaks and control characters become one space (`oneLine`). */
  name: z.string().overwrite(oneLine).min(1).max(vehicleLimits.name),
  plate: z.string().trim().max(vehicleLimits.plate),
  seats: z.number().int().min(1).max(vehicleLimits.seatsMax),
  luggage: z.number().int().min(0).max(vehicleLimits.luggageMax),
  vehicleClass: z.string().trim().max(vehicleLimits.vehicleClass),
};

/** `POST /api/admin/vehicles`: a new vehicle of the tenant; admins only. */
export const createVehicleRequestSchema = z.strictObject({
  ...vehicleFields,
  plate: vehicleFields.plate.default(''),
  vehicleClass: vehicleFields.vehicleClass.default(''),
});
export type CreateVehicleRequest = z.input<typeof createVehicleRequestSchema>;

/** `PATCH /api/admin/vehicles/:id`: each field given is a change; `active` false takes it off the list to pick from. */
export const updateVehicleRequestSchema = z.strictObject({
  name: vehicleFields.name.optional(),
  plate: vehicleFields.plate.optional(),
  seats: vehicleFields.seats.optional(),
  luggage: vehicleFields.luggage.optional(),
  vehicleClass: vehicleFields.vehicleClass.optional(),
  active: z.boolean().optional(),
});
export type UpdateVehicleRequest = z.infer<typeof updateVehicleRequestSchema>;

/**
 * What refuses an assignment (409, no override): fewer seats than passengers, a deactivated driver or vehicle, no
 * vehicle at all (none named and the driver has no usual one), a driver unavailable between the trip's pickup and its
 * drop-off (docs/decisions/039-driver-absence-and-bulk.md).
 */
export const assignmentRefusals = [
  'vehicleTooSmall',
  'driverInactive',
  'vehicleInactive',
  'vehicleRequired',
  'driverAbsent',
] as const;
export type AssignmentRefusal = (typeof assignmentRefusals)[number];

/**
 * What warns (409 `assignmentWarnings` unless the request gives an `overrideReason`): a lower class than booked, less
 * luggage room than the trip's luggage, the driver or the vehicle on another trip within the buffer.
 */
export const assignmentWarningKinds = ['lowerClass', 'luggage', 'driverOverlap', 'vehicleOverlap'] as const;
export type AssignmentWarningKind = (typeof assignmentWarningKinds)[number];

export const assignmentWarningSchema = z.strictObject({
  kind: z.enum(assignmentWarningKinds),
  /** The warning as a sentence in the request's language. */
  message: z.string(),
  /** driverOverlap, vehicleOverlap: the other trip. */
  tripId: z.number().int().optional(),
});
export type AssignmentWarning = z.infer<typeof assignmentWarningSchema>;

const checkSchema = z.strictObject({
  refusals: z.array(z.strictObject({ kind: z.enum(assignmentRefusals), message: z.string() })),
  warnings: z.array(assignmentWarningSchema),
});

/**
 * `GET /api/admin/trips/:id/assignment-options`: the active drivers and vehicles by name, each with what assigning it
 * would meet, so the assign dialog shows it before the click. The checks of a driver (another trip of theirs) and of a
 * vehicle (seats, class, luggage, another trip in it) are apart: a pair meets what both of them meet.
 */
export const assignmentOptionsReplySchema = z.strictObject({
  tripId: z.number().int(),
  passengers: z.number().int(),
  luggage: z.number().int(),
  vehicleClass: z.string(),
  drivers: z.array(
    checkSchema.extend({
      id: z.number().int(),
      name: z.string(),
      usualVehicleId: z.number().int().nullable(),
    }),
  ),
  vehicles: z.array(checkSchema.extend({ vehicle: vehicleSchema })),
});
export type AssignmentOptionsReply = z.infer<typeof assignmentOptionsReplySchema>;
