import type { DriverRow } from '../../db/tables.ts';
import { auditAction, driverTarget, may, type DeskActor } from './actor.ts';
import type { DeskDeps } from './deps.ts';

/** A driver as the desk lists and assigns them. */
export interface Driver {
  id: number;
  name: string;
  phone: string;
  vehicle: string;
  plate: string;
  active: boolean;
}

export interface DriverInput {
  name: string;
  phone: string;
  vehicle: string;
  plate: string;
}

/** What changes of a driver: each field given; `active` false takes them off the list to pick from, true back on. */
export type DriverChange = Partial<DriverInput> & { active?: boolean };

/** Limits of each text, in characters. */
const limits = { name: 100, phone: 40, vehicle: 100, plate: 20 } as const;
type DriverField = keyof typeof limits;
const driverFields = Object.keys(limits) as DriverField[];

export type DriverResult =
  | { ok: true; driver: Driver }
  | { ok: false; error: 'forbidden' | 'notFound' }
  | { ok: false; error: 'invalid'; fields: DriverField[] };

const toDriver = (row: DriverRow): Driver => ({
  id: row.id,
  name: row.name,
  phone: row.phone,
  vehicle: row.vehicle,
  plate: row.plate,
  active: row.active === 1,
});

/** The texts as stored (trimmed, plates in capitals), or the fields that break their limits (a name is required). */
function checked(input: DriverInput): { ok: true; values: DriverInput } | { ok: false; fields: DriverField[] } {
  const values = {
    name: input.name.trim(),
    phone: input.phone.trim(),
    vehicle: input.vehicle.trim(),
    plate: input.plate.trim().toUpperCase(),
  };
  const fields = driverFields.filter(
    (field) => values[field].length > limits[field] || (field === 'name' && values.name === ''),
  );
  return fields.length > 0 ? { ok: false, fields } : { ok: true, values };
}

/** The tenant's drivers by name; the deactivated ones only when asked (the trips they drove still name them). */
export async function listDrivers(
  deps: DeskDeps,
  actor: DeskActor,
  options: { includeInactive?: boolean } = {},
): Promise<Driver[]> {
  let query = deps.db.selectFrom('drivers').selectAll().where('tenant_id', '=', actor.tenantId);
  if (!options.includeInactive) query = query.where('active', '=', 1);
  return (await query.orderBy('name').orderBy('id').execute()).map(toDriver);
}

/** Adds a driver to the tenant's list (an admin's task), with its audit entry. */
export async function addDriver(deps: DeskDeps, actor: DeskActor, input: DriverInput): Promise<DriverResult> {
  if (!may(actor, 'drivers')) return { ok: false, error: 'forbidden' };
  const valid = checked(input);
  if (!valid.ok) return { ok: false, error: 'invalid', fields: valid.fields };
  const now = deps.now();
  const row = await deps.db.transaction().execute(async (trx) => {
    const added = await trx
      .insertInto('drivers')
      .values({ tenant_id: actor.tenantId, ...valid.values, active: 1, created_at: now, updated_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
    await auditAction(
      trx,
      actor,
      { action: 'driver_created', target: driverTarget(added.id), detail: { name: added.name } },
      now,
    );
    return added;
  });
  return { ok: true, driver: toDriver(row) };
}

/**
 * Changes a driver of the tenant (an admin's task): the texts given, and whether they are offered for new trips; trips
 * already assigned keep their driver. The audit history gets what changed.
 */
export async function changeDriver(
  deps: DeskDeps,
  actor: DeskActor,
  driverId: number,
  change: DriverChange,
): Promise<DriverResult> {
  if (!may(actor, 'drivers')) return { ok: false, error: 'forbidden' };
  const now = deps.now();
  return deps.db.transaction().execute(async (trx): Promise<DriverResult> => {
    const row = await trx
      .selectFrom('drivers')
      .selectAll()
      .where('id', '=', driverId)
      .where('tenant_id', '=', actor.tenantId)
      .executeTakeFirst();
    if (!row) return { ok: false, error: 'notFound' };
    const valid = checked({
      name: change.name ?? row.name,
      phone: change.phone ?? row.phone,
      vehicle: change.vehicle ?? row.vehicle,
      plate: change.plate ?? row.plate,
    });
    if (!valid.ok) return { ok: false, error: 'invalid', fields: valid.fields };
    const active = change.active === undefined ? row.active : change.active ? 1 : 0;
    const changed = driverFields.filter((field) => valid.values[field] !== row[field]);
    if (changed.length === 0 && active === row.active) return { ok: true, driver: toDriver(row) };
    const updated = await trx
      .updateTable('drivers')
      .set({ ...valid.values, active, updated_at: now })
      .where('id', '=', driverId)
      .where('tenant_id', '=', actor.tenantId)
      .returningAll()
      .executeTakeFirstOrThrow();
    const target = driverTarget(driverId);
    if (changed.length > 0)
      await auditAction(trx, actor, { action: 'driver_changed', target, detail: { fields: changed.join(',') } }, now);
    if (active !== row.active)
      await auditAction(
        trx,
        actor,
        { action: active === 1 ? 'driver_activated' : 'driver_deactivated', target, detail: { name: updated.name } },
        now,
      );
    return { ok: true, driver: toDriver(updated) };
  });
}
