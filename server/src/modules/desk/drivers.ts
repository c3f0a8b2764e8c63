import type { DriverRow } from '../../db/tables.ts';
import { mayManageDrivers, type DeskActor } from './actor.ts';
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
  /** An existing driver of the tenant to change; absent for a new one. */
  id?: number;
  name: string;
  phone: string;
  vehicle: string;
  plate: string;
}

/** Limits of each text, in characters. */
const limits = { name: 100, phone: 40, vehicle: 100, plate: 20 } as const;

export type DriverResult =
  | { ok: true; driver: Driver }
  | { ok: false; error: 'forbidden' | 'notFound' }
  | { ok: false; error: 'invalid'; fields: Array<keyof typeof limits> };

const toDriver = (row: DriverRow): Driver => ({
  id: row.id,
  name: row.name,
  phone: row.phone,
  vehicle: row.vehicle,
  plate: row.plate,
  active: row.active === 1,
});

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

/** Adds a driver, or changes one of the tenant's (an admin's task); a name is required, the rest may be empty. */
export async function saveDriver(deps: DeskDeps, actor: DeskActor, input: DriverInput): Promise<DriverResult> {
  if (!mayManageDrivers(actor)) return { ok: false, error: 'forbidden' };
  const values = {
    name: input.name.trim(),
    phone: input.phone.trim(),
    vehicle: input.vehicle.trim(),
    plate: input.plate.trim().toUpperCase(),
  };
  const fields = (Object.keys(limits) as Array<keyof typeof limits>).filter(
    (field) => values[field].length > limits[field] || (field === 'name' && values.name === ''),
  );
  if (fields.length > 0) return { ok: false, error: 'invalid', fields };
  const now = deps.now();
  const row =
    input.id === undefined
      ? await deps.db
          .insertInto('drivers')
          .values({ tenant_id: actor.tenantId, ...values, active: 1, created_at: now, updated_at: now })
          .returningAll()
          .executeTakeFirstOrThrow()
      : await deps.db
          .updateTable('drivers')
          .set({ ...values, updated_at: now })
          .where('id', '=', input.id)
          .where('tenant_id', '=', actor.tenantId)
          .returningAll()
          .executeTakeFirst();
  return row ? { ok: true, driver: toDriver(row) } : { ok: false, error: 'notFound' };
}

/** No longer offered for assignment; trips already assigned keep their driver. */
export async function deactivateDriver(deps: DeskDeps, actor: DeskActor, driverId: number): Promise<DriverResult> {
  if (!mayManageDrivers(actor)) return { ok: false, error: 'forbidden' };
  const row = await deps.db
    .updateTable('drivers')
    .set({ active: 0, updated_at: deps.now() })
    .where('id', '=', driverId)
    .where('tenant_id', '=', actor.tenantId)
    .returningAll()
    .executeTakeFirst();
  return row ? { ok: true, driver: toDriver(row) } : { ok: false, error: 'notFound' };
}
