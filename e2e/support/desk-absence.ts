import { randomUUID } from 'node:crypto';
import { openDatabase } from '#server/db/connect.ts';
import { instantOfWallTime, parseTripDatetime } from '#common/fields/trip-datetime.ts';

/** Drivers and their trips for the driver-unavailable journeys (docs/decisions/039-driver-absence-and-bulk.md). */

function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the browser tests through playwright.config.ts');
  return dir;
}

/**
 * An active driver of the demo tenant (or another) with a usual four-seat sedan of their own named after them, in the
 * database the test server runs on, as the drivers and vehicles pages add them: each journey has its own, so that no
 * other test's trips overlap theirs. Answers both ids.
 */
export async function storeDriverWithCar(
  name: string,
  tenantId = 'demo',
): Promise<{ driverId: number; vehicleId: number }> {
  const db = await openDatabase({ dataDir: dataDir(), databaseUrl: undefined });
  try {
    const now = new Date();
    const vehicle = await db
      .insertInto('vehicles')
      .values({
        tenant_id: tenantId,
        name: `Toyota Corolla ${name}`,
        plate: `E2-${randomUUID().slice(0, 4)}`.toUpperCase(),
        seats: 4,
        luggage: 4,
        vehicle_class: 'sedan',
        active: 1,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const driver = await db
      .insertInto('drivers')
      .values({
        tenant_id: tenantId,
        name,
        phone: '',
        usual_vehicle_id: vehicle.id,
        active: 1,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { driverId: driver.id, vehicleId: vehicle.id };
  } finally {
    await db.destroy();
  }
}

/** The stored trip assigned to the driver in the vehicle, as the assign dialog leaves it. */
export async function storeAssignment(tripId: number, driverId: number, vehicleId: number): Promise<void> {
  const db = await openDatabase({ dataDir: dataDir(), databaseUrl: undefined });
  try {
    await db
      .updateTable('order_trips')
      .set({ status: 'assigned', driver_id: driverId, vehicle_id: vehicleId })
      .where('id', '=', tripId)
      .execute();
  } finally {
    await db.destroy();
  }
}

/**
 * The driver away from `from` to `to` (`YYYY-MM-DD HH:mm`, Amsterdam), as the driver-unavailable screen records it, in
 * the name of the tenant's first staff member.
 */
export async function storeAbsence(driverId: number, from: string, to: string, reason: string): Promise<void> {
  const db = await openDatabase({ dataDir: dataDir(), databaseUrl: undefined });
  try {
    const staff = await db
      .selectFrom('staff')
      .select('id')
      .where('tenant_id', '=', 'demo')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const instant = (datetime: string) => instantOfWallTime(parseTripDatetime(datetime)!);
    await db
      .insertInto('driver_absences')
      .values({
        tenant_id: 'demo',
        driver_id: driverId,
        starts_at: instant(from),
        ends_at: instant(to),
        reason,
        request_key: randomUUID(),
        recorded_by: staff.id,
        recorded_at: new Date(),
        ended_by: null,
        ended_at: null,
      })
      .execute();
  } finally {
    await db.destroy();
  }
}
