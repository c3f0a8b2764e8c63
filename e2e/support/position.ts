import { openDatabase } from '#server/db/connect.ts';
import { newManageToken } from '#server/modules/orders/manage-link.ts';

/** The car's position journeys (docs/decisions/046-car-position.md). */

function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the browser tests through playwright.config.ts');
  return dir;
}

/** A manage link of the stored trip's order, as its confirmation mail would carry one: its path, `/manage/<token>`. */
export async function storeManageLink(tripId: number): Promise<string> {
  const db = await openDatabase({ dataDir: dataDir(), databaseUrl: undefined });
  try {
    const order = await db
      .selectFrom('order_trips')
      .innerJoin('orders', 'orders.id', 'order_trips.order_id')
      .select(['orders.id', 'orders.tenant_id'])
      .where('order_trips.id', '=', tripId)
      .executeTakeFirstOrThrow();
    return `/manage/${await newManageToken(db, order, new Date())}`;
  } finally {
    await db.destroy();
  }
}
