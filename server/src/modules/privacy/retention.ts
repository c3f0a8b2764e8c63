import { amsterdamDay } from '#common/format/date.ts';
import { recordAudit } from '../staff/desk-audit.ts';
import { anonymiseOrder, eraseCustomer } from './anonymise.ts';
import { blockedOrders, type PrivacyDeps } from './personal-data.ts';

/** A claimed run not finished after this long is taken over (the instance holding it stopped). */
const staleClaimMs = 60 * 60_000;

/** Orders looked at per round: each anonymised in a transaction of its own. */
const batchSize = 200;

/** `now` less whole calendar months (a 31st going back to a shorter month ends on its last day). */
export function monthsBefore(now: Date, months: number): Date {
  const date = new Date(now);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return date;
}

/**
 * Anonymises the tenant's finished orders whose every pickup is older than its `privacy.retentionMonths`
 * (docs/decisions/054-personal-data.md): orders whose trips were all driven, no-shows or cancelled, or that were never
 * paid; never one with a trip still to be driven or money not settled. A guest's customer record, one per checkout,
 * goes with its order; an account stays (its owner may still use it). Idempotent: an order anonymised already is not
 * found again. Answers how many it anonymised.
 */
export async function retainTenant(deps: PrivacyDeps, tenantId: string): Promise<number> {
  const tenant = deps.tenant(tenantId);
  if (!tenant) return 0;
  const now = deps.now();
  const cutoff = monthsBefore(now, tenant.privacy.retentionMonths);
  let anonymised = 0;
  let after = 0;
  for (;;) {
    const candidates = await deps.db
      .selectFrom('orders as o')
      .select(['o.id', 'o.customer_id'])
      .where('o.tenant_id', '=', tenantId)
      .where('o.anonymized_at', 'is', null)
      .where('o.id', '>', after)
      .where('o.created_at', '<', cutoff)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('order_trips as t')
              .select('t.id')
              .whereRef('t.order_id', '=', 'o.id')
              .where('t.pickup_at', '>=', cutoff),
          ),
        ),
      )
      .orderBy('o.id')
      .limit(batchSize)
      .execute();
    if (candidates.length === 0) break;
    after = candidates.at(-1)!.id;
    const blocked = await blockedOrders(
      deps.db,
      tenantId,
      candidates.map((order) => order.id),
    );
    for (const order of candidates) {
      if (blocked.openTrips.has(order.id) || blocked.moneyOwed.has(order.id)) continue;
      const done = await deps.db.transaction().execute(async (trx) => {
        const changed = await anonymiseOrder(
          trx,
          { id: order.id, tenantId, customerId: order.customer_id },
          tenant.tariff.vehicleClassField,
          now,
        );
        const guest = await trx
          .selectFrom('customers')
          .select('id')
          .where('id', '=', order.customer_id)
          .where('username', 'is', null)
          .where('company_id', 'is', null)
          .executeTakeFirst();
        // A guest's record is its checkout's alone, unless another of its orders still keeps its details.
        const others = await trx
          .selectFrom('orders')
          .select('id')
          .where('customer_id', '=', order.customer_id)
          .where('anonymized_at', 'is', null)
          .executeTakeFirst();
        if (guest && !others) await eraseCustomer(trx, { id: guest.id, tenantId }, now);
        return changed;
      });
      if (done) anonymised += 1;
    }
  }
  return anonymised;
}

/**
 * The scheduled job: each tenant's retention once a day across instances, claimed by a conditional insert of its row
 * (a claim left unfinished for an hour is taken over), as the invoice run is claimed. A run that anonymised something
 * is recorded in the audit; every run in the log with its count.
 */
export async function scheduledRetention(deps: PrivacyDeps): Promise<Record<string, number>> {
  const now = deps.now();
  const day = amsterdamDay(now);
  const counts: Record<string, number> = {};
  for (const tenantId of deps.tenantIds()) {
    const inserted = await deps.db
      .insertInto('privacy_runs')
      .values({ tenant_id: tenantId, day, claimed_at: now, finished_at: null })
      .onConflict((conflict) => conflict.columns(['tenant_id', 'day']).doNothing())
      .executeTakeFirst();
    let claimed = inserted.numInsertedOrUpdatedRows === 1n;
    if (!claimed) {
      const retaken = await deps.db
        .updateTable('privacy_runs')
        .set({ claimed_at: now })
        .where('tenant_id', '=', tenantId)
        .where('day', '=', day)
        .where('finished_at', 'is', null)
        .where('claimed_at', '<', new Date(now.getTime() - staleClaimMs))
        .executeTakeFirst();
      claimed = retaken.numUpdatedRows === 1n;
    }
    if (!claimed) continue;
    const orders = await retainTenant(deps, tenantId);
    counts[tenantId] = orders;
    await deps.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('privacy_runs')
        .set({ finished_at: deps.now(), orders })
        .where('tenant_id', '=', tenantId)
        .where('day', '=', day)
        .execute();
      if (orders > 0)
        await recordAudit(
          trx,
          {
            tenantId,
            staffId: null,
            action: 'personal_data_retention',
            detail: { orders, months: deps.tenant(tenantId)?.privacy.retentionMonths ?? 0, via: 'schedule' },
          },
          now,
        );
    });
    deps.log.info({ tenantId, day, orders }, 'Retention run: personal details of old finished orders removed');
  }
  return counts;
}
