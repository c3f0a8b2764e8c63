import { openDatabase } from '#server/db/connect.ts';
import { createLink } from '#server/modules/driver-sessions/sign-in.ts';

/** The driver's page offline and its pushes (docs/decisions/045-driver-offline-and-push.md). */

function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the browser tests through playwright.config.ts');
  return dir;
}

/**
 * A sign-in link for the driver, as the desk's "send sign-in link" makes it (sent by the tenant's first staff member):
 * its path and fragment, `/driver/sign-in#token=…`. The desk's sending is driver.spec.ts's journey; here it is the way in.
 */
export async function storeSignInLink(driverId: number, tenantId = 'demo'): Promise<string> {
  const db = await openDatabase({ dataDir: dataDir(), databaseUrl: undefined });
  try {
    const staff = await db
      .selectFrom('staff')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const { token } = await createLink(db, { tenantId, driverId, staffId: staff.id }, new Date());
    return `/driver/sign-in#token=${token}`;
  } finally {
    await db.destroy();
  }
}

/** Where the trip is in the database the server runs on: its status and the driver's step. */
export async function storedTripStep(tripId: number): Promise<string> {
  const db = await openDatabase({ dataDir: dataDir(), databaseUrl: undefined });
  try {
    const row = await db
      .selectFrom('order_trips')
      .select(['status', 'driver_step'])
      .where('id', '=', tripId)
      .executeTakeFirstOrThrow();
    return `${row.status}/${row.driver_step}`;
  } finally {
    await db.destroy();
  }
}

/** The push endpoints the server keeps for the driver. */
export async function storedPushEndpoints(driverId: number): Promise<string[]> {
  const db = await openDatabase({ dataDir: dataDir(), databaseUrl: undefined });
  try {
    const rows = await db
      .selectFrom('driver_push_subscriptions')
      .select('endpoint')
      .where('driver_id', '=', driverId)
      .execute();
    return rows.map((row) => row.endpoint);
  } finally {
    await db.destroy();
  }
}
