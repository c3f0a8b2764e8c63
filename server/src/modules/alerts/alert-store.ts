import type { ExpressionBuilder, Kysely } from 'kysely';
import { alertListLimit, alertWindowDays } from '#common/constants.ts';
import type { AlertChange, AlertKind, DeskAlert } from '#common/contracts/desk-alerts.ts';
import { orderReference } from '#common/format/text.ts';
import { toDate, type Database } from '../../db/tables.ts';
import type { DeskActor } from '../desk/actor.ts';
import type { DeskEvents } from '../desk-events/events.ts';

/** An alert to raise: once per (tenant, trip, kind, occasion) (docs/decisions/036-alerts-and-heartbeat.md). */
export interface NewAlert {
  tenantId: string;
  tripId: number;
  orderId: number;
  kind: AlertKind;
  /** '' for a kind that comes once per trip; what tells a customer's changes of one trip apart. */
  occasion?: string;
  changes?: readonly AlertChange[];
}

/** An alert this call made (not one that was there already): it goes on the event stream once committed. */
export interface RaisedAlert {
  id: number;
  tenantId: string;
  tripId: number;
  orderId: number;
  kind: AlertKind;
}

/**
 * Inserts the alerts, each only if its key is new: of two instances (or two requests) raising the same alert one
 * inserts it and the other nothing, so it is announced once. Given the transaction of the change that raises it.
 */
export async function raiseAlerts(
  db: Kysely<Database>,
  alerts: readonly NewAlert[],
  now: Date,
): Promise<RaisedAlert[]> {
  const raised: RaisedAlert[] = [];
  for (const alert of alerts) {
    const row = await db
      .insertInto('alerts')
      .values({
        tenant_id: alert.tenantId,
        trip_id: alert.tripId,
        order_id: alert.orderId,
        kind: alert.kind,
        occasion: alert.occasion ?? '',
        changes: JSON.stringify(alert.changes ?? []),
        created_at: now,
      })
      .onConflict((conflict) => conflict.columns(['tenant_id', 'trip_id', 'kind', 'occasion']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (row) {
      const { tenantId, tripId, orderId, kind } = alert;
      raised.push({ id: row.id, tenantId, tripId, orderId, kind });
    }
  }
  return raised;
}

/** Tells every desk page of the tenant, on every instance, of each alert raised (after its transaction committed). */
export async function announceAlerts(events: Pick<DeskEvents, 'publish'>, raised: readonly RaisedAlert[]) {
  for (const alert of raised)
    await events.publish(alert.tenantId, {
      type: 'alertRaised',
      alertId: alert.id,
      tripId: alert.tripId,
      orderId: alert.orderId,
      kind: alert.kind,
    });
}

const windowStart = (now: Date) => new Date(now.getTime() - alertWindowDays * 24 * 60 * 60 * 1000);

/** The alerts of the staff member's tenant and of the window that they have not marked seen. */
function unseenBy(actor: DeskActor, now: Date) {
  return (eb: ExpressionBuilder<Database, 'alerts'>) =>
    eb.and([
      eb('alerts.tenant_id', '=', actor.tenantId),
      eb('alerts.created_at', '>=', windowStart(now)),
      eb.not(
        eb.exists(
          eb
            .selectFrom('alert_seen')
            .select('alert_seen.alert_id')
            .whereRef('alert_seen.alert_id', '=', 'alerts.id')
            .where('alert_seen.staff_id', '=', actor.staffId),
        ),
      ),
    ]);
}

/** The tenant's alerts of the window that the staff member has not marked seen. */
export async function unseenCount(db: Kysely<Database>, actor: DeskActor, now: Date): Promise<number> {
  const row = await db
    .selectFrom('alerts')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
    .where(unseenBy(actor, now))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The newest alerts of the tenant's window, each with its trip as it is now and whether this staff member saw it. */
export async function listAlerts(
  db: Kysely<Database>,
  actor: DeskActor,
  now: Date,
): Promise<{ alerts: DeskAlert[]; unseen: number }> {
  const rows = await db
    .selectFrom('alerts')
    .innerJoin('order_trips', 'order_trips.id', 'alerts.trip_id')
    .innerJoin('orders', 'orders.id', 'alerts.order_id')
    .leftJoin('alert_seen', (join) =>
      join.onRef('alert_seen.alert_id', '=', 'alerts.id').on('alert_seen.staff_id', '=', actor.staffId),
    )
    .select([
      'alerts.id',
      'alerts.kind',
      'alerts.trip_id',
      'alerts.order_id',
      'alerts.changes',
      'alerts.created_at',
      'order_trips.datetime',
      'order_trips.from_text',
      'order_trips.to_text',
      'orders.customer_id',
      'alert_seen.seen_at',
    ])
    .where('alerts.tenant_id', '=', actor.tenantId)
    .where('order_trips.tenant_id', '=', actor.tenantId)
    .where('alerts.created_at', '>=', windowStart(now))
    .orderBy('alerts.id', 'desc')
    .limit(alertListLimit)
    .execute();
  return {
    alerts: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      tripId: row.trip_id,
      orderId: row.order_id,
      reference: orderReference(row.customer_id, row.order_id),
      datetime: row.datetime,
      from: row.from_text,
      to: row.to_text,
      changes: JSON.parse(row.changes) as AlertChange[],
      createdAt: toDate(row.created_at).toISOString(),
      seen: row.seen_at !== null,
    })),
    unseen: await unseenCount(db, actor, now),
  };
}

/** Marks the alerts seen by the staff member; one marked before stays as it was (its first time). */
async function insertSeen(db: Kysely<Database>, actor: DeskActor, alertIds: readonly number[], now: Date) {
  if (alertIds.length === 0) return;
  await db
    .insertInto('alert_seen')
    .values(alertIds.map((id) => ({ alert_id: id, staff_id: actor.staffId, tenant_id: actor.tenantId, seen_at: now })))
    .onConflict((conflict) => conflict.columns(['alert_id', 'staff_id']).doNothing())
    .execute();
}

/** One alert seen by the staff member; undefined when the tenant has no such alert (another tenant's included). */
export async function markSeen(
  db: Kysely<Database>,
  actor: DeskActor,
  alertId: number,
  now: Date,
): Promise<{ unseen: number } | undefined> {
  const alert = await db
    .selectFrom('alerts')
    .select('id')
    .where('id', '=', alertId)
    .where('tenant_id', '=', actor.tenantId)
    .executeTakeFirst();
  if (!alert) return undefined;
  await insertSeen(db, actor, [alert.id], now);
  return { unseen: await unseenCount(db, actor, now) };
}

/** Every alert of the window up to `upTo` seen by the staff member: one that came after the page's list stays unseen. */
export async function markAllSeen(
  db: Kysely<Database>,
  actor: DeskActor,
  upTo: number,
  now: Date,
): Promise<{ unseen: number }> {
  const unseen = await db
    .selectFrom('alerts')
    .select('alerts.id')
    .where('alerts.id', '<=', upTo)
    .where(unseenBy(actor, now))
    .execute();
  await insertSeen(
    db,
    actor,
    unseen.map((row) => row.id),
    now,
  );
  return { unseen: await unseenCount(db, actor, now) };
}
