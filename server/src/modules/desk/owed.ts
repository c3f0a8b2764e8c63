import { sql, type Kysely } from 'kysely';
import { orderReference } from '#common/format/text.ts';
import { toDate, type Database, type OrderRow, type OwedLinkRow } from '../../db/tables.ts';
import { announceAlerts, raiseAlerts } from '../alerts/alert-store.ts';
import { owedLinkMail } from '../mail/money-mail.ts';
import { manageLink, newManageToken } from '../orders/manage-link.ts';
import { recordTripEvents } from '../orders/trip-history.ts';
import { owedOf } from './owed-amount.ts';
import type { PaymentState } from '../payments/providers/provider.ts';
import { auditAction, may, staffIdOf, tripTarget, type TripActor } from './actor.ts';
import { mailTripCustomer } from './customer-mail.ts';
import type { DeskDeps } from './deps.ts';

/** What an order's trips owe, each and together. */
export async function owedOfOrder(db: Kysely<Database>, order: Pick<OrderRow, 'id' | 'status'>) {
  const trips = await db
    .selectFrom('order_trips')
    .select(['id', 'status', 'price_cents', 'paid_cents', 'refund_reserved_cents', 'waived_cents'])
    .where('order_id', '=', order.id)
    .orderBy('position')
    .execute();
  const owed = trips
    .map((trip) => ({ tripId: trip.id, cents: owedOf(trip, order.status) }))
    .filter((trip) => trip.cents > 0);
  return { totalCents: owed.reduce((sum, trip) => sum + trip.cents, 0), trips: owed };
}

export interface OwedLink {
  amountCents: number;
  url: string;
  expiresAt: Date;
}

export type OwedLinkResult =
  | { ok: true; link: OwedLink; mailed: boolean }
  | { ok: false; error: 'forbidden' | 'notFound' | 'nothingOwed' | 'paymentNotCreated' };

/** The predicate of the partial unique index `owed_links_one_open`, spelled as migration 024 does. */
const openOnly = sql<boolean>`status = 'open'`;

const openLink = (db: Kysely<Database>, orderId: number) =>
  db
    .selectFrom('owed_links')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('status', '=', 'open')
    .executeTakeFirst();

const linkOf = (row: OwedLinkRow): OwedLink | undefined =>
  row.checkout_url
    ? { amountCents: row.amount_cents, url: row.checkout_url, expiresAt: toDate(row.expires_at) }
    : undefined;

/**
 * The payment link of what the order owes now (docs/decisions/048-owed-and-refund-follow-up.md): the open one when it is
 * for this amount and not expired, else a new one, made at the tenant's provider as a phone booking's link is (its
 * webhook the order's link webhook). One open per order: the insert meets the partial unique index when another
 * request made one at the same moment, and that one is the link.
 */
async function ensureLink(
  deps: DeskDeps,
  order: OrderRow,
  staffId: number | null,
): Promise<{ ok: true; link: OwedLink } | { ok: false; error: 'nothingOwed' | 'paymentNotCreated' }> {
  const tenant = deps.tenants.byId(order.tenant_id);
  const owed = await owedOfOrder(deps.db, order);
  if (!tenant || owed.totalCents <= 0) return { ok: false, error: 'nothingOwed' };
  const now = deps.now();
  const open = await openLink(deps.db, order.id);
  const usable = open && open.amount_cents === owed.totalCents && toDate(open.expires_at).getTime() > now.getTime();
  if (usable) {
    const link = linkOf(open);
    if (link) return { ok: true, link };
  }
  const provider = deps.payments.forTenant(tenant);
  const expiresAt = new Date(now.getTime() + tenant.payment.linkExpiryHours * 3_600_000);
  const row = await deps.db.transaction().execute(async (trx) => {
    if (open && !usable)
      await trx
        .updateTable('owed_links')
        .set({ status: 'superseded', updated_at: now })
        .where('id', '=', open.id)
        .where('status', '=', 'open')
        .execute();
    return trx
      .insertInto('owed_links')
      .values({
        tenant_id: order.tenant_id,
        order_id: order.id,
        amount_cents: owed.totalCents,
        trips: JSON.stringify(owed.trips),
        status: 'open',
        provider: provider.name,
        provider_payment_id: null,
        checkout_url: null,
        expires_at: expiresAt,
        staff_id: staffId,
        created_at: now,
        updated_at: now,
      })
      .onConflict((conflict) => conflict.column('order_id').where(openOnly).doNothing())
      .returningAll()
      .executeTakeFirst();
  });
  if (!row) {
    // Another request's link of this moment: it answers with it once made.
    const other = await openLink(deps.db, order.id);
    const link = other && linkOf(other);
    return link ? { ok: true, link } : { ok: false, error: 'paymentNotCreated' };
  }
  const created = await provider.createPaymentLink({
    orderId: order.id,
    amountCents: row.amount_cents,
    currency: 'EUR',
    description: `${tenant.info.company} ${orderReference(order.customer_id, order.id)}`,
    // Back to the order's manage page, which shows the amount gone once the webhook recorded it.
    redirectUrl: manageLink(order, await newManageToken(deps.db, order, now), tenant, deps.publicUrl),
    webhookUrl: `${deps.publicUrl}/api/payments/link-webhook/${order.id}`,
    expiresAt,
  });
  if (!created.ok) {
    await deps.db
      .updateTable('owed_links')
      .set({ status: 'failed', updated_at: deps.now() })
      .where('id', '=', row.id)
      .execute();
    deps.log.error({ orderId: order.id, error: created.error }, 'Payment link of what is owed not created');
    return { ok: false, error: 'paymentNotCreated' };
  }
  await deps.db
    .updateTable('owed_links')
    .set({
      provider_payment_id: created.value.providerPaymentId,
      checkout_url: created.value.checkoutUrl,
      updated_at: deps.now(),
    })
    .where('id', '=', row.id)
    .execute();
  return { ok: true, link: { amountCents: row.amount_cents, url: created.value.checkoutUrl, expiresAt } };
}

/** The order of a trip of the actor's tenant. */
async function orderOfTrip(deps: DeskDeps, tenantId: string, tripId: number) {
  return deps.db
    .selectFrom('order_trips')
    .innerJoin('orders', 'orders.id', 'order_trips.order_id')
    .selectAll('orders')
    .where('order_trips.id', '=', tripId)
    .where('order_trips.tenant_id', '=', tenantId)
    .executeTakeFirst();
}

/**
 * The desk's "send payment link" of a trip whose paid order owes more after a raised price, or the customer's pay
 * button on their manage page: the link of exactly what the order owes, mailed to the customer when staff send it. A
 * staff member's sending is audited.
 */
export async function sendOwedLink(
  deps: DeskDeps,
  actor: TripActor,
  tripId: number,
  options: { mail: boolean },
): Promise<OwedLinkResult> {
  if (!may(actor, 'tripActions')) return { ok: false, error: 'forbidden' };
  const order = await orderOfTrip(deps, actor.tenantId, tripId);
  if (!order) return { ok: false, error: 'notFound' };
  const made = await ensureLink(deps, order, staffIdOf(actor));
  if (!made.ok) return made;
  const mailed = options.mail
    ? await mailTripCustomer(deps, tripId, 'owed', (trip) => owedLinkMail(trip, made.link))
    : false;
  await auditAction(
    deps.db,
    actor,
    {
      action: 'owed_link_sent',
      target: tripTarget(tripId),
      detail: { orderId: order.id, amountCents: made.link.amountCents, mailed: mailed ? 'yes' : 'no' },
    },
    deps.now(),
  );
  return { ok: true, link: made.link, mailed };
}

/**
 * The link for the mail of a raised price (docs/reference/states.md#paid-owed): made when the order owes something
 * after the edit, undefined otherwise or when the provider would not make it (the mail then goes without).
 */
export async function owedLinkForMail(deps: DeskDeps, orderId: number): Promise<OwedLink | undefined> {
  const order = await deps.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
  if (order?.status !== 'paid') return undefined;
  const made = await ensureLink(deps, order, null);
  return made.ok ? made.link : undefined;
}

/**
 * A paid link's money into the order, once: the link's move out of `open` (or `superseded`: money that came is
 * money) is the one conditional update, in the transaction that grows the order's total and each trip's paid amount by
 * what it owed, writes a `payment` row in each trip's history and raises the desk's alert `owedPaid`.
 */
async function recordOwedPaid(deps: DeskDeps, link: OwedLinkRow, paid: PaymentState): Promise<boolean> {
  const now = deps.now();
  const split = JSON.parse(link.trips) as Array<{ tripId: number; cents: number }>;
  const raised = await deps.db.transaction().execute(async (trx) => {
    // The payment the link made is kept with it: its part of a refund goes against that payment (migration 029).
    const moved = await trx
      .updateTable('owed_links')
      .set({
        status: 'paid',
        updated_at: now,
        link_payment_id: paid.paymentId ?? null,
        payment_method: paid.method ?? null,
      })
      .where('id', '=', link.id)
      .where('status', 'in', ['open', 'superseded'])
      .executeTakeFirst();
    if (moved.numUpdatedRows !== 1n) return undefined;
    await trx
      .updateTable('orders')
      .set((eb) => ({ total_cents: eb('total_cents', '+', link.amount_cents), updated_at: now }))
      .where('id', '=', link.order_id)
      .execute();
    for (const part of split)
      await trx
        .updateTable('order_trips')
        .set((eb) => ({ paid_cents: eb('paid_cents', '+', part.cents) }))
        .where('id', '=', part.tripId)
        .where('order_id', '=', link.order_id)
        .execute();
    const common = { tenantId: link.tenant_id, orderId: link.order_id, by: { actor: 'customer' as const } };
    await recordTripEvents(
      trx,
      split.map((part) => ({
        ...common,
        tripId: part.tripId,
        kind: 'payment' as const,
        field: `owed:${link.id}:${part.cents}`,
        from: 'owed',
        to: 'paid',
      })),
      now,
    );
    const [first] = split;
    return first
      ? raiseAlerts(
          trx,
          [
            {
              tenantId: link.tenant_id,
              tripId: first.tripId,
              orderId: link.order_id,
              kind: 'owedPaid',
              occasion: `owed:${link.id}`,
            },
          ],
          now,
        )
      : [];
  });
  if (!raised) return false;
  for (const part of split)
    await deps.events.publish(link.tenant_id, {
      type: 'tripChanged',
      tripId: part.tripId,
      orderId: link.order_id,
      change: 'payment',
    });
  await announceAlerts(deps.events, raised);
  return true;
}

/**
 * The order's links of what is owed brought up to date with the provider (its link webhook): paid is recorded once,
 * expired is closed. False when the provider could not tell about one of them.
 */
export async function syncOwedLinks(deps: DeskDeps, orderId: number): Promise<boolean> {
  const links = await deps.db
    .selectFrom('owed_links')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('status', 'in', ['open', 'superseded'])
    .where('provider_payment_id', 'is not', null)
    .execute();
  let known = true;
  for (const link of links) {
    const tenant = deps.tenants.byId(link.tenant_id);
    const provider = tenant ? deps.payments.forTenant(tenant) : undefined;
    if (!provider || provider.name !== link.provider) continue;
    const state = await provider.getLinkStatus(link.provider_payment_id!);
    if (!state.ok) {
      deps.log.warn({ orderId, error: state.error }, 'Status of the link of what is owed not available');
      known = false;
      continue;
    }
    if (state.value.status === 'paid') {
      if (state.value.amountCents !== link.amount_cents) {
        deps.log.error({ orderId, paidCents: state.value.amountCents }, 'Paid amount differs from what was owed');
        continue;
      }
      await recordOwedPaid(deps, link, state.value);
    } else if (state.value.status === 'expired' && link.status === 'open') {
      await deps.db
        .updateTable('owed_links')
        .set({ status: 'superseded', updated_at: deps.now() })
        .where('id', '=', link.id)
        .where('status', '=', 'open')
        .execute();
    }
  }
  return known;
}
