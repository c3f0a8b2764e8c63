import type { Kysely } from 'kysely';
import type { AlertKind } from '#common/contracts/desk-alerts.ts';
import type { TripStatus } from '#common/contracts/trip-status.ts';
import type { Database } from '../../db/tables.ts';
import type { Tenant } from '../tenants/tenant-registry.ts';
import { raiseAlerts, type RaisedAlert } from './alert-store.ts';

/** A trip still new this long after its pickup is no longer looked for: a desk's first scan raises no old history. */
const stillNewLookbackMs = 24 * 60 * 60 * 1000;

async function tripsOf(
  db: Kysely<Database>,
  tenant: Tenant,
  statuses: readonly TripStatus[],
  pickupAfter: Date,
  pickupUntil: Date,
) {
  return (
    db
      .selectFrom('order_trips')
      .innerJoin('orders', 'orders.id', 'order_trips.order_id')
      .select(['order_trips.id', 'order_trips.order_id'])
      .where('order_trips.tenant_id', '=', tenant.id)
      .where('order_trips.status', 'in', statuses)
      // A trip whose order still waits for its payment (or whose payment failed) is no one's to drive yet.
      .where('orders.status', 'in', ['paid', 'booked'])
      .where('order_trips.pickup_at', '>', pickupAfter)
      .where('order_trips.pickup_at', '<=', pickupUntil)
      .execute()
  );
}

/**
 * The tenant's alerts that time raises (docs/decisions/036-alerts-and-heartbeat.md): a trip without a driver (new or
 * confirmed) `alerts.unassignedMinutes` before its pickup, and a trip still new after its pickup. Every instance scans;
 * the alert's unique key lets one of them raise each, and only that one announces it.
 */
export async function scanTenantAlerts(db: Kysely<Database>, tenant: Tenant, now: Date): Promise<RaisedAlert[]> {
  const lead = new Date(now.getTime() + tenant.alerts.unassignedMinutes * 60_000);
  const unassigned = await tripsOf(db, tenant, ['new', 'confirmed'], now, lead);
  const stillNew = await tripsOf(db, tenant, ['new'], new Date(now.getTime() - stillNewLookbackMs), now);
  const alertsOf = (trips: typeof unassigned, kind: AlertKind) =>
    trips.map((trip) => ({ tenantId: tenant.id, tripId: trip.id, orderId: trip.order_id, kind }));
  return raiseAlerts(db, [...alertsOf(unassigned, 'unassigned'), ...alertsOf(stillNew, 'stillNew')], now);
}
