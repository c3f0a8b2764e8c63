import type { Kysely } from 'kysely';
import { isValidEmail } from '#common/fields/email.ts';
import type { Database } from '../../db/tables.ts';
import { auditAction, driverTarget, may, type DeskActor } from './actor.ts';
import type { DeskDeps } from './deps.ts';
import { endAllDevices } from '../driver-sessions/sign-in.ts';

/** A vehicle as a driver's row names it. */
export interface VehicleRef {
  id: number;
  name: string;
  plate: string;
}

/** A driver as the desk lists and assigns them. */
export interface Driver {
  id: number;
  name: string;
  phone: string;
  /** Their own address for the sign-in link; '' none. */
  email: string;
  /** The vehicle assigning them offers first (docs/decisions/035-vehicles-and-assignment-checks.md). */
  usualVehicle: VehicleRef | null;
  active: boolean;
}

export interface DriverInput {
  name: string;
  phone: string;
  email: string;
  usualVehicleId: number | null;
}

/** A new driver: without an address until one is known. */
export type NewDriverInput = Omit<DriverInput, 'email'> & { email?: string };

/** What changes of a driver: each field given; `active` false takes them off the list to pick from, true back on. */
export type DriverChange = Partial<DriverInput> & { active?: boolean };

/** Limits of each text, in characters. */
const limits = { name: 100, phone: 40, email: 254 } as const;
type DriverField = keyof DriverInput;
const driverFields: DriverField[] = ['name', 'phone', 'email', 'usualVehicleId'];

export type DriverResult =
  | { ok: true; driver: Driver }
  | { ok: false; error: 'forbidden' | 'notFound' }
  | { ok: false; error: 'invalid'; fields: DriverField[] };

/** The tenant's drivers with their usual vehicle; the callers add the filter and the order. */
function driversQuery(db: Kysely<Database>, tenantId: string) {
  return db
    .selectFrom('drivers')
    .leftJoin('vehicles', (join) =>
      join.onRef('vehicles.id', '=', 'drivers.usual_vehicle_id').onRef('vehicles.tenant_id', '=', 'drivers.tenant_id'),
    )
    .selectAll('drivers')
    .select(['vehicles.name as vehicle_name', 'vehicles.plate as vehicle_plate'])
    .where('drivers.tenant_id', '=', tenantId);
}

type DriverQueryRow = Awaited<ReturnType<ReturnType<typeof driversQuery>['execute']>>[number];

const toDriver = (row: DriverQueryRow): Driver => ({
  id: row.id,
  name: row.name,
  phone: row.phone,
  email: row.email,
  usualVehicle:
    row.usual_vehicle_id === null
      ? null
      : { id: row.usual_vehicle_id, name: row.vehicle_name ?? '', plate: row.vehicle_plate ?? '' },
  active: row.active === 1,
});

/** The values as stored (trimmed), or the fields that break their rules (a name; a usual vehicle of the tenant's). */
async function checked(
  db: Kysely<Database>,
  tenantId: string,
  input: DriverInput,
): Promise<{ ok: true; values: DriverInput } | { ok: false; fields: DriverField[] }> {
  const values = {
    name: input.name.trim(),
    phone: input.phone.trim(),
    email: input.email.trim(),
    usualVehicleId: input.usualVehicleId,
  };
  const vehicle =
    values.usualVehicleId === null
      ? undefined
      : await db
          .selectFrom('vehicles')
          .select('id')
          .where('id', '=', values.usualVehicleId)
          .where('tenant_id', '=', tenantId)
          .executeTakeFirst();
  const wrong: Record<DriverField, boolean> = {
    name: values.name === '' || values.name.length > limits.name,
    phone: values.phone.length > limits.phone,
    email: values.email !== '' && (values.email.length > limits.email || !isValidEmail(values.email)),
    usualVehicleId: values.usualVehicleId !== null && !vehicle,
  };
  const fields = driverFields.filter((field) => wrong[field]);
  return fields.length > 0 ? { ok: false, fields } : { ok: true, values };
}

const columnsOf = (input: DriverInput) => ({
  name: input.name,
  phone: input.phone,
  email: input.email,
  usual_vehicle_id: input.usualVehicleId,
});

/** The tenant's drivers by name; the deactivated ones only when asked (the trips they drove still name them). */
export async function listDrivers(
  deps: DeskDeps,
  actor: DeskActor,
  options: { includeInactive?: boolean } = {},
): Promise<Driver[]> {
  let query = driversQuery(deps.db, actor.tenantId);
  if (!options.includeInactive) query = query.where('drivers.active', '=', 1);
  return (await query.orderBy('drivers.name').orderBy('drivers.id').execute()).map(toDriver);
}

async function driverById(db: Kysely<Database>, tenantId: string, driverId: number) {
  return driversQuery(db, tenantId).where('drivers.id', '=', driverId).executeTakeFirstOrThrow();
}

/** Adds a driver to the tenant's list (an admin's task), with its audit entry. */
export async function addDriver(deps: DeskDeps, actor: DeskActor, input: NewDriverInput): Promise<DriverResult> {
  if (!may(actor, 'drivers')) return { ok: false, error: 'forbidden' };
  const now = deps.now();
  return deps.db.transaction().execute(async (trx): Promise<DriverResult> => {
    const valid = await checked(trx, actor.tenantId, { ...input, email: input.email ?? '' });
    if (!valid.ok) return { ok: false, error: 'invalid', fields: valid.fields };
    const added = await trx
      .insertInto('drivers')
      .values({ tenant_id: actor.tenantId, ...columnsOf(valid.values), active: 1, created_at: now, updated_at: now })
      .returning(['id', 'name'])
      .executeTakeFirstOrThrow();
    await auditAction(
      trx,
      actor,
      { action: 'driver_created', target: driverTarget(added.id), detail: { name: added.name } },
      now,
    );
    return { ok: true, driver: toDriver(await driverById(trx, actor.tenantId, added.id)) };
  });
}

/**
 * Changes a driver of the tenant (an admin's task): the fields given, and whether they are offered for new trips;
 * trips already assigned keep their driver. The audit history gets what changed.
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
    const row = await driversQuery(trx, actor.tenantId).where('drivers.id', '=', driverId).executeTakeFirst();
    if (!row) return { ok: false, error: 'notFound' };
    const before: DriverInput = {
      name: row.name,
      phone: row.phone,
      email: row.email,
      usualVehicleId: row.usual_vehicle_id,
    };
    const valid = await checked(trx, actor.tenantId, {
      name: change.name ?? before.name,
      phone: change.phone ?? before.phone,
      email: change.email ?? before.email,
      usualVehicleId: change.usualVehicleId === undefined ? before.usualVehicleId : change.usualVehicleId,
    });
    if (!valid.ok) return { ok: false, error: 'invalid', fields: valid.fields };
    const active = change.active === undefined ? row.active : change.active ? 1 : 0;
    const changed = driverFields.filter((field) => valid.values[field] !== before[field]);
    if (changed.length === 0 && active === row.active) return { ok: true, driver: toDriver(row) };
    await trx
      .updateTable('drivers')
      .set({ ...columnsOf(valid.values), active, updated_at: now })
      .where('id', '=', driverId)
      .where('tenant_id', '=', actor.tenantId)
      .execute();
    const target = driverTarget(driverId);
    if (changed.length > 0)
      await auditAction(trx, actor, { action: 'driver_changed', target, detail: { fields: changed.join(',') } }, now);
    // A deactivated driver is signed out on every phone (docs/decisions/040-driver-sign-in-and-statuses.md).
    const devicesEnded =
      active === 0 && row.active === 1 ? await endAllDevices(trx, { tenantId: actor.tenantId, driverId }, now) : 0;
    if (active !== row.active)
      await auditAction(
        trx,
        actor,
        {
          action: active === 1 ? 'driver_activated' : 'driver_deactivated',
          target,
          detail: { name: valid.values.name, ...(devicesEnded > 0 ? { devicesEnded } : {}) },
        },
        now,
      );
    return { ok: true, driver: toDriver(await driverById(trx, actor.tenantId, driverId)) };
  });
}
