import type { VehicleRow } from '../../db/tables.ts';
import { auditAction, may, vehicleTarget, type DeskActor } from './actor.ts';
import type { DeskDeps } from './deps.ts';
import { vehicleClassesOf } from './vehicle-classes.ts';

/** A vehicle as the desk lists and assigns it (docs/decisions/035-vehicles-and-assignment-checks.md). */
export interface Vehicle {
  id: number;
  name: string;
  plate: string;
  seats: number;
  luggage: number;
  vehicleClass: string;
  active: boolean;
}

export interface VehicleInput {
  name: string;
  plate: string;
  seats: number;
  luggage: number;
  vehicleClass: string;
}

/** What changes of a vehicle: each field given; `active` false takes it off the list to pick from, true back on. */
export type VehicleChange = Partial<VehicleInput> & { active?: boolean };

type VehicleField = keyof VehicleInput;
const vehicleFields: VehicleField[] = ['name', 'plate', 'seats', 'luggage', 'vehicleClass'];

export type VehicleResult =
  | { ok: true; vehicle: Vehicle }
  | { ok: false; error: 'forbidden' | 'notFound' }
  | { ok: false; error: 'invalid'; fields: VehicleField[] };

export const toVehicle = (row: VehicleRow): Vehicle => ({
  id: row.id,
  name: row.name,
  plate: row.plate,
  seats: row.seats,
  luggage: row.luggage,
  vehicleClass: row.vehicle_class,
  active: row.active === 1,
});

const columnsOf = (input: VehicleInput) => ({
  name: input.name,
  plate: input.plate,
  seats: input.seats,
  luggage: input.luggage,
  vehicle_class: input.vehicleClass,
});

/**
 * The values as stored (trimmed, plates in capitals), or the fields that break their rules: a name, 1–99 seats, 0–99
 * luggage places, a class of the tenant's or none.
 */
function checked(
  deps: DeskDeps,
  actor: DeskActor,
  input: VehicleInput,
): { ok: true; values: VehicleInput } | { ok: false; fields: VehicleField[] } {
  const tenant = deps.tenants.byId(actor.tenantId);
  const classes = tenant ? vehicleClassesOf(tenant) : [];
  const values = {
    name: input.name.trim(),
    plate: input.plate.trim().toUpperCase(),
    seats: input.seats,
    luggage: input.luggage,
    vehicleClass: input.vehicleClass.trim(),
  };
  const wrong: Record<VehicleField, boolean> = {
    name: values.name === '' || values.name.length > 100,
    plate: values.plate.length > 20,
    seats: !Number.isSafeInteger(values.seats) || values.seats < 1 || values.seats > 99,
    luggage: !Number.isSafeInteger(values.luggage) || values.luggage < 0 || values.luggage > 99,
    vehicleClass: values.vehicleClass !== '' && !classes.includes(values.vehicleClass),
  };
  const fields = vehicleFields.filter((field) => wrong[field]);
  return fields.length > 0 ? { ok: false, fields } : { ok: true, values };
}

/** The tenant's vehicles by name; the deactivated ones only when asked (the trips driven in them still name them). */
export async function listVehicles(
  deps: DeskDeps,
  actor: DeskActor,
  options: { includeInactive?: boolean } = {},
): Promise<Vehicle[]> {
  let query = deps.db.selectFrom('vehicles').selectAll().where('tenant_id', '=', actor.tenantId);
  if (!options.includeInactive) query = query.where('active', '=', 1);
  return (await query.orderBy('name').orderBy('id').execute()).map(toVehicle);
}

/** Adds a vehicle to the tenant's list (an admin's task), with its audit entry. */
export async function addVehicle(deps: DeskDeps, actor: DeskActor, input: VehicleInput): Promise<VehicleResult> {
  if (!may(actor, 'drivers')) return { ok: false, error: 'forbidden' };
  const valid = checked(deps, actor, input);
  if (!valid.ok) return { ok: false, error: 'invalid', fields: valid.fields };
  const now = deps.now();
  const row = await deps.db.transaction().execute(async (trx) => {
    const added = await trx
      .insertInto('vehicles')
      .values({ tenant_id: actor.tenantId, ...columnsOf(valid.values), active: 1, created_at: now, updated_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
    await auditAction(
      trx,
      actor,
      { action: 'vehicle_created', target: vehicleTarget(added.id), detail: { name: added.name } },
      now,
    );
    return added;
  });
  return { ok: true, vehicle: toVehicle(row) };
}

/**
 * Changes a vehicle of the tenant (an admin's task): the fields given, and whether it is offered for new trips; trips
 * already assigned keep it. The audit history gets what changed.
 */
export async function changeVehicle(
  deps: DeskDeps,
  actor: DeskActor,
  vehicleId: number,
  change: VehicleChange,
): Promise<VehicleResult> {
  if (!may(actor, 'drivers')) return { ok: false, error: 'forbidden' };
  const now = deps.now();
  return deps.db.transaction().execute(async (trx): Promise<VehicleResult> => {
    const row = await trx
      .selectFrom('vehicles')
      .selectAll()
      .where('id', '=', vehicleId)
      .where('tenant_id', '=', actor.tenantId)
      .executeTakeFirst();
    if (!row) return { ok: false, error: 'notFound' };
    const before = toVehicle(row);
    const valid = checked(deps, actor, {
      name: change.name ?? before.name,
      plate: change.plate ?? before.plate,
      seats: change.seats ?? before.seats,
      luggage: change.luggage ?? before.luggage,
      vehicleClass: change.vehicleClass ?? before.vehicleClass,
    });
    if (!valid.ok) return { ok: false, error: 'invalid', fields: valid.fields };
    const active = change.active === undefined ? row.active : change.active ? 1 : 0;
    const changed = vehicleFields.filter((field) => valid.values[field] !== before[field]);
    if (changed.length === 0 && active === row.active) return { ok: true, vehicle: before };
    const updated = await trx
      .updateTable('vehicles')
      .set({ ...columnsOf(valid.values), active, updated_at: now })
      .where('id', '=', vehicleId)
      .where('tenant_id', '=', actor.tenantId)
      .returningAll()
      .executeTakeFirstOrThrow();
    const target = vehicleTarget(vehicleId);
    if (changed.length > 0)
      await auditAction(trx, actor, { action: 'vehicle_changed', target, detail: { fields: changed.join(',') } }, now);
    if (active !== row.active)
      await auditAction(
        trx,
        actor,
        { action: active === 1 ? 'vehicle_activated' : 'vehicle_deactivated', target, detail: { name: updated.name } },
        now,
      );
    return { ok: true, vehicle: toVehicle(updated) };
  });
}
