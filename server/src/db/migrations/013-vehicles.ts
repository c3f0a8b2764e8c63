import type { Kysely } from 'kysely';
import type { MigrationDialect } from '../dialect.ts';
import { createTenantTable } from '../tenant-table.ts';

/**
 * What a vehicle migrated from a driver's text is taken to hold until an admin says otherwise: a car of the common
 * kind (docs/decisions/035-vehicles-and-assignment-checks.md). Its class stays unknown ('').
 */
const migratedSeats = 4;
const migratedLuggage = 2;

// Migrations see the schema as it was when they were written, hence Kysely<any>.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: MigrationDialect): Promise<void> {
  // Vehicles as records (docs/decisions/035-vehicles-and-assignment-checks.md): what the assignment checks weigh.
  await createTenantTable(db, dialect, 'vehicles')
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('plate', 'text', (column) => column.notNull())
    .addColumn('seats', 'integer', (column) => column.notNull())
    .addColumn('luggage', 'integer', (column) => column.notNull())
    .addColumn('vehicle_class', 'text', (column) => column.notNull())
    .addColumn('active', 'integer', (column) => column.notNull())
    .addColumn('created_at', dialect.timestamp, (column) => column.notNull())
    .addColumn('updated_at', dialect.timestamp, (column) => column.notNull())
    .execute();
  await db.schema.createIndex('vehicles_tenant').on('vehicles').columns(['tenant_id', 'name']).execute();
  // Vehicles are deactivated, never deleted, and only the desk writes these after finding the vehicle.
  await db.schema.alterTable('drivers').addColumn('usual_vehicle_id', 'integer').execute();
  await db.schema.alterTable('order_trips').addColumn('vehicle_id', 'integer').execute();

  // Each driver's vehicle text becomes a vehicle, their usual one; the trips they have (had) are driven in it, so old
  // trips keep showing the car the customer was told of.
  const drivers = (await db
    .selectFrom('drivers')
    .select(['id', 'tenant_id', 'vehicle', 'plate', 'active', 'created_at'])
    .orderBy('id')
    .execute()) as Array<{
    id: number;
    tenant_id: string;
    vehicle: string;
    plate: string;
    active: number;
    created_at: unknown;
  }>;
  for (const driver of drivers) {
    if (driver.vehicle === '' && driver.plate === '') continue;
    const vehicle = (await db
      .insertInto('vehicles')
      .values({
        tenant_id: driver.tenant_id,
        name: driver.vehicle === '' ? driver.plate : driver.vehicle,
        plate: driver.plate,
        seats: migratedSeats,
        luggage: migratedLuggage,
        vehicle_class: '',
        active: driver.active,
        created_at: driver.created_at,
        updated_at: driver.created_at,
      })
      .returning('id')
      .executeTakeFirstOrThrow()) as { id: number };
    await db.updateTable('drivers').set({ usual_vehicle_id: vehicle.id }).where('id', '=', driver.id).execute();
    await db.updateTable('order_trips').set({ vehicle_id: vehicle.id }).where('driver_id', '=', driver.id).execute();
  }
  await db.schema.alterTable('drivers').dropColumn('vehicle').execute();
  await db.schema.alterTable('drivers').dropColumn('plate').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('drivers')
    .addColumn('vehicle', 'text', (column) => column.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('drivers')
    .addColumn('plate', 'text', (column) => column.notNull().defaultTo(''))
    .execute();
  const drivers = (await db
    .selectFrom('drivers')
    .innerJoin('vehicles', 'vehicles.id', 'drivers.usual_vehicle_id')
    .select(['drivers.id', 'vehicles.name', 'vehicles.plate'])
    .execute()) as Array<{ id: number; name: string; plate: string }>;
  for (const driver of drivers)
    await db
      .updateTable('drivers')
      .set({ vehicle: driver.name, plate: driver.plate })
      .where('id', '=', driver.id)
      .execute();
  await db.schema.alterTable('order_trips').dropColumn('vehicle_id').execute();
  await db.schema.alterTable('drivers').dropColumn('usual_vehicle_id').execute();
  await db.schema.dropTable('vehicles').execute();
}
