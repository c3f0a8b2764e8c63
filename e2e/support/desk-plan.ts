import { randomUUID } from 'node:crypto';
import { wallTimeAt } from '#common/fields/trip-datetime.ts';
import { openDatabase } from '#server/db/connect.ts';

/** Drivers and days for the plan's journeys (docs/reference/screens.md#desk-plan). */

function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the browser tests through playwright.config.ts');
  return dir;
}

/** Tomorrow in Amsterdam, `YYYY-MM-DD`, whatever the hour of the run. */
export function tomorrow(): string {
  const today = wallTimeAt(new Date());
  return new Date(Date.UTC(today.year, today.month - 1, today.day + 1)).toISOString().slice(0, 10);
}

/**
 * An active driver of the demo tenant with a four-seat sedan of their own as their usual vehicle, in the database the
 * test server runs on, as the drivers and vehicles pages add them: each journey has its own, so that no other test's
 * trips overlap theirs. Answers the driver's id.
 */
export async function storeDriverWithVehicle(name: string): Promise<number> {
  const db = await openDatabase({ dataDir: dataDir(), databaseUrl: undefined });
  try {
    const now = new Date();
    const vehicle = await db
      .insertInto('vehicles')
      .values({
        tenant_id: 'demo',
        name: `Toyota Corolla ${name}`,
        plate: `PL-${randomUUID().slice(0, 3).toUpperCase()}-X`,
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
        tenant_id: 'demo',
        name,
        phone: '+31 6 11112222',
        usual_vehicle_id: vehicle.id,
        active: 1,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return driver.id;
  } finally {
    await db.destroy();
  }
}
