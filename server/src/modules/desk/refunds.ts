import type { Kysely } from 'kysely';
import { orderReference } from '#common/format/text.ts';
import { toDate, type Database, type OrderRow, type RefundRow, type RefundStatus } from '../../db/tables.ts';
import { announceAlerts, raiseAlerts } from '../alerts/alert-store.ts';
import { refundedMail } from '../mail/money-mail.ts';
import { recordTripEvents, type ChangedBy } from '../orders/trip-history.ts';
import type { PaymentError, PaymentProvider, RefundState } from '../payments/providers/provider.ts';
import {
  auditAction,
  changedBy,
  may,
  orderTarget,
  staffIdOf,
  tripTarget,
  type DeskActor,
  type TripActor,
} from './actor.ts';
import { mailTripCustomer } from './customer-mail.ts';
import type { DeskDeps } from './deps.ts';
import type { PaymentState } from '#common/contracts/desk-trips.ts';
import { paymentStateOf } from './trip-view.ts';

/** A refund as the desk shows it. */
export interface RefundView {
  id: number;
  orderId: number;
  tripId: number | null;
  amountCents: number;
  status: RefundStatus;
  /** The payment it goes against: the order's, or a paid change's. */
  providerPaymentId: string;
  /** False while the provider has not accepted it yet (it is sent again with the same key). */
  accepted: boolean;
  reason: string;
  failure: string | null;
  staffId: number | null;
  /** The staff member's name as it is now; null for a refund of no staff member. */
  staffName: string | null;
  createdAt: Date;
}

export type RefundResult =
  | {
      ok: true;
      /** The refund asked, as one (`wholeOf` its parts). */
      refund: RefundView;
      /** What it was made of: one refund per payment it took money from, newest payment first. */
      parts: RefundView[];
      paymentState: PaymentState;
      remainingCents: number;
    }
  | { ok: false; error: 'forbidden' | 'notFound' | 'invalidAmount' | 'invalidKey' | 'idempotencyKeyReused' }
  /** Only a paid order, paid through the tenant's provider, can be refunded. */
  | { ok: false; error: 'notRefundable' }
  | { ok: false; error: 'amountTooHigh'; remainingCents: number };

/** A key the browser made for one click of the refund button: the same key is the same refund. */
const keyPattern = /^[A-Za-z0-9_-]{8,64}$/;

/** A request that claimed sending a refund and then died leaves a claim others may take over after this long. */
const submitClaimMs = 60_000;

/** Refusals that settle it: the provider will not refund this. Others (unreachable, timeout) may have gone through. */
const definiteRefusals: ReadonlySet<PaymentError['code']> = new Set(['invalid_request', 'unauthorized', 'not_found']);

/** The refunds with the name of the staff member who asked for each. */
export const refundsQuery = (db: Kysely<Database>) =>
  db
    .selectFrom('refunds')
    .leftJoin('staff', (join) =>
      join.onRef('staff.id', '=', 'refunds.staff_id').onRef('staff.tenant_id', '=', 'refunds.tenant_id'),
    )
    .selectAll('refunds')
    .select('staff.name as staff_name');

export const toRefundView = (row: RefundRow & { staff_name: string | null }): RefundView => ({
  id: row.id,
  orderId: row.order_id,
  tripId: row.trip_id,
  amountCents: row.amount_cents,
  status: row.status,
  providerPaymentId: row.provider_payment_id,
  accepted: row.provider_refund_id !== null,
  reason: row.reason,
  failure: row.failure,
  staffId: row.staff_id,
  staffName: row.staff_name,
  createdAt: toDate(row.created_at),
});

/**
 * A refund split over payments as the one refund it was asked as: its first part with the parts' amount and state.
 * The parts the provider refused count only when all were refused (then nothing was refunded); else the amount is what
 * is (being) refunded, pending while a part is, and `failure` names a refused part.
 */
export function wholeOf(parts: readonly RefundView[]): RefundView {
  const [first, ...rest] = parts;
  if (!first) throw new Error('A refund of no parts');
  if (rest.length === 0) return first;
  const live = parts.filter((part) => part.status !== 'failed');
  const failure = parts.find((part) => part.failure !== null)?.failure ?? null;
  const sum = (of: readonly RefundView[]) => of.reduce((cents, part) => cents + part.amountCents, 0);
  if (live.length === 0) return { ...first, amountCents: sum(parts), failure };
  return {
    ...first,
    amountCents: sum(live),
    status: live.some((part) => part.status === 'pending') ? 'pending' : 'refunded',
    accepted: live.every((part) => part.accepted),
    failure,
  };
}

/** The key of a refund's part: the first keeps the key asked with, the others `<key>:<n>` (no key asked has a colon). */
const partKey = (key: string, index: number) => (index === 0 ? key : `${key}:${index + 1}`);

/** The refunds made for an idempotency key: the row of the key itself and its further parts, oldest first. */
export async function refundParts(db: Kysely<Database>, tenantId: string, key: string) {
  const first = await db
    .selectFrom('refunds')
    .select(['id', 'order_id'])
    .where('tenant_id', '=', tenantId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  if (!first) return undefined;
  const rows = await refundsQuery(db)
    .where('refunds.order_id', '=', first.order_id)
    .where('refunds.id', '>=', first.id)
    .orderBy('refunds.id')
    .execute();
  return {
    orderId: first.order_id,
    parts: rows.filter((row) => row.idempotency_key === key || row.idempotency_key.startsWith(`${key}:`)),
  };
}

/** A payment of an order and what it took. */
interface OrderPayment {
  providerPaymentId: string;
  amountCents: number;
}

/** A payment of an order and the link that made it, whose id refunds of before migration 029 may name. */
interface PaidPayment extends OrderPayment {
  linkId: string;
}

/**
 * The payments of a paid order, newest first: each paid link of what was owed, each paid change's payment of its
 * difference (`applied`, or `unapplied` and left to the operator), then the order's own, which is the total less
 * theirs (their payments grew it).
 */
async function paymentsOf(db: Kysely<Database>, order: OrderRow): Promise<PaidPayment[]> {
  const changes = await db
    .selectFrom('trip_changes')
    .select(['provider_payment_id', 'old_price_cents', 'new_price_cents'])
    .where('order_id', '=', order.id)
    .where('status', 'in', ['applied', 'unapplied'])
    .where('provider', '=', order.provider)
    .where('provider_payment_id', 'is not', null)
    .orderBy('id', 'desc')
    .execute();
  // What was owed and paid by its link (decision 048) is a payment of its own too.
  const owed = await db
    .selectFrom('owed_links')
    .select(['provider_payment_id', 'link_payment_id', 'amount_cents'])
    .where('order_id', '=', order.id)
    .where('status', '=', 'paid')
    .where('provider', '=', order.provider)
    .where('provider_payment_id', 'is not', null)
    .orderBy('id', 'desc')
    .execute();
  // A link is not a payment (Mollie refunds only `tr_…`): a paid link's part goes against the payment it made.
  const paid = [
    ...owed.map((link) => ({
      providerPaymentId: link.link_payment_id ?? link.provider_payment_id!,
      linkId: link.provider_payment_id!,
      amountCents: link.amount_cents,
    })),
    ...changes.map((change) => ({
      providerPaymentId: change.provider_payment_id!,
      linkId: change.provider_payment_id!,
      amountCents: change.new_price_cents - change.old_price_cents,
    })),
  ];
  const changed = paid.reduce((cents, payment) => cents + payment.amountCents, 0);
  return [
    ...paid,
    {
      providerPaymentId: ownPaymentOf(order),
      linkId: order.provider_payment_id!,
      amountCents: order.total_cents - changed,
    },
  ];
}

/** What the order's own refunds go against: the payment its link made, else its own payment. */
const ownPaymentOf = (order: OrderRow) => order.link_payment_id ?? order.provider_payment_id!;

/**
 * A link paid before migration 029 kept no payment of its own: asked of the provider when it is refunded, and kept, so
 * the refund goes against the payment. A provider that cannot tell now leaves the link's id, which it refuses: the
 * refund fails and its amount is free again.
 */
async function findLinkPayments(deps: DeskDeps, provider: PaymentProvider, order: OrderRow): Promise<OrderRow> {
  const lookUp = async (linkId: string) => {
    const state = await provider.getLinkStatus(linkId);
    if (state.ok && state.value.paymentId) return state.value;
    deps.log.warn({ orderId: order.id, linkId, state }, 'The payment a paid link made is not known');
    return undefined;
  };
  if (order.payment_way === 'link' && order.link_payment_id === null && order.provider_payment_id) {
    const paid = await lookUp(order.provider_payment_id);
    if (paid)
      await deps.db
        .updateTable('orders')
        .set((eb) => ({
          link_payment_id: paid.paymentId!,
          payment_method: eb.fn.coalesce('payment_method', eb.val(paid.method ?? null)),
        }))
        .where('id', '=', order.id)
        .where('link_payment_id', 'is', null)
        .execute();
  }
  const links = await deps.db
    .selectFrom('owed_links')
    .select(['id', 'provider_payment_id'])
    .where('order_id', '=', order.id)
    .where('status', '=', 'paid')
    .where('provider', '=', order.provider)
    .where('provider_payment_id', 'is not', null)
    .where('link_payment_id', 'is', null)
    .execute();
  for (const link of links) {
    const paid = await lookUp(link.provider_payment_id!);
    if (paid)
      await deps.db
        .updateTable('owed_links')
        .set({ link_payment_id: paid.paymentId!, payment_method: paid.method ?? null })
        .where('id', '=', link.id)
        .where('link_payment_id', 'is', null)
        .execute();
  }
  return (await findOrder(deps.db, order.tenant_id, order.id)) ?? order;
}

/**
 * An amount split over the order's payments with money left, newest payment first
 * (docs/decisions/022-manage-booking.md): a provider refunds at most what remains of a payment. Read after the order's
 * reservation in the same transaction, whose row lock (PostgreSQL) or write lock (SQLite) makes concurrent refunds
 * split one after the other, each seeing the parts of those before. What no payment seems to hold (the order's own
 * reckoned short: a change whose request died before it grew the total) goes against the order's own payment, where
 * refunds went before; should that be too much, the provider refuses it and its amount is free again.
 */
async function splitOverPayments(db: Kysely<Database>, order: OrderRow, amountCents: number) {
  const payments = await paymentsOf(db, order);
  const taken = await db
    .selectFrom('refunds')
    .select(['provider_payment_id', 'amount_cents'])
    .where('order_id', '=', order.id)
    .where('status', '!=', 'failed')
    .execute();
  const parts: OrderPayment[] = [];
  let left = amountCents;
  for (const payment of payments) {
    const used = taken
      .filter(
        (refund) =>
          refund.provider_payment_id === payment.providerPaymentId || refund.provider_payment_id === payment.linkId,
      )
      .reduce((cents, refund) => cents + refund.amount_cents, 0);
    const part = Math.min(left, payment.amountCents - used);
    if (part <= 0) continue;
    parts.push({ providerPaymentId: payment.providerPaymentId, amountCents: part });
    left -= part;
    if (left === 0) return parts;
  }
  const own = parts.find((part) => part.providerPaymentId === ownPaymentOf(order));
  if (own) own.amountCents += left;
  else parts.push({ providerPaymentId: ownPaymentOf(order), amountCents: left });
  return parts;
}

const remainingOf = (order: Pick<OrderRow, 'total_cents' | 'refund_reserved_cents'>) =>
  Math.max(0, order.total_cents - order.refund_reserved_cents);

async function findOrder(db: Kysely<Database>, tenantId: string, orderId: number) {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', orderId)
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
}

/** The order a refund is for, and its trip: the trip's order, or the order named (and a trip of it, when named). */
async function targetOrder(deps: DeskDeps, tenantId: string, target: RefundTarget) {
  if ('orderId' in target && target.tripId === undefined) {
    const order = await findOrder(deps.db, tenantId, target.orderId);
    return order && { order, tripId: null };
  }
  const trip = await deps.db
    .selectFrom('order_trips')
    .select(['id', 'order_id'])
    .where('id', '=', target.tripId!)
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
  if (!trip || ('orderId' in target && trip.order_id !== target.orderId)) return undefined;
  const order = await findOrder(deps.db, tenantId, trip.order_id);
  return order && { order, tripId: trip.id };
}

/** The provider the order was paid through, while its tenant still uses it. */
function providerOf(deps: DeskDeps, order: OrderRow): PaymentProvider | undefined {
  const tenant = deps.tenants.byId(order.tenant_id);
  const provider = tenant ? deps.payments.forTenant(tenant) : undefined;
  return provider && provider.name === order.provider && order.provider_payment_id ? provider : undefined;
}

/** The trips whose history a refund goes into: its own trip, or every trip of the order. */
async function tripsOfRefund(db: Kysely<Database>, refund: Pick<RefundRow, 'order_id' | 'trip_id'>) {
  if (refund.trip_id !== null) return [refund.trip_id];
  const trips = await db.selectFrom('order_trips').select('id').where('order_id', '=', refund.order_id).execute();
  return trips.map((trip) => trip.id);
}

async function refundEvents(
  db: Kysely<Database>,
  refund: RefundRow,
  by: ChangedBy,
  change: { from: RefundStatus | null; to: RefundStatus; reason: string },
  now: Date,
) {
  const trips = await tripsOfRefund(db, refund);
  await recordTripEvents(
    db,
    trips.map((tripId) => ({
      tenantId: refund.tenant_id,
      tripId,
      orderId: refund.order_id,
      by,
      kind: 'refund',
      field: `${refund.id}:${refund.amount_cents}`,
      from: change.from,
      to: change.to,
      reason: change.reason,
    })),
    now,
  );
}

async function announce(deps: DeskDeps, refund: Pick<RefundRow, 'tenant_id' | 'order_id' | 'trip_id'>) {
  for (const tripId of await tripsOfRefund(deps.db, refund))
    await deps.events.publish(refund.tenant_id, {
      type: 'tripChanged',
      tripId,
      orderId: refund.order_id,
      change: 'refund',
    });
}

/**
 * Settles a pending refund as the provider says, in one transaction: the refund's conditional move, the order's
 * amounts (refunded adds to `refunded_cents`; failed gives its reservation back, so the amount can be refunded again)
 * and the history. True for the one call that moved it.
 */
async function settleRefund(
  deps: DeskDeps,
  refund: RefundRow,
  status: 'refunded' | 'failed',
  failure: string | null,
): Promise<boolean> {
  const now = deps.now();
  const moved = await deps.db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('refunds')
      .set({ status, failure, updated_at: now, submitted_at: null, next_check_at: null })
      .where('id', '=', refund.id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (result.numUpdatedRows !== 1n) return undefined;
    await trx
      .updateTable('orders')
      .set((eb) =>
        status === 'refunded'
          ? { refunded_cents: eb('refunded_cents', '+', refund.amount_cents), updated_at: now }
          : { refund_reserved_cents: eb('refund_reserved_cents', '-', refund.amount_cents), updated_at: now },
      )
      .where('id', '=', refund.order_id)
      .execute();
    if (status === 'failed' && refund.trip_id !== null)
      await trx
        .updateTable('order_trips')
        .set((eb) => ({
          refund_reserved_cents: eb('refund_reserved_cents', '-', refund.amount_cents),
          waived_cents: eb('waived_cents', '-', refund.waived_cents),
        }))
        .where('id', '=', refund.trip_id)
        .execute();
    await refundEvents(trx, refund, { actor: 'system' }, { from: 'pending', to: status, reason: failure ?? '' }, now);
    // A refund that failed is the desk's to look at (decision 048): an alert in words, once per refund.
    if (status === 'refunded') return [];
    const [tripId] = await tripsOfRefund(trx, refund);
    return tripId === undefined
      ? []
      : raiseAlerts(
          trx,
          [
            {
              tenantId: refund.tenant_id,
              tripId,
              orderId: refund.order_id,
              kind: 'refundFailed',
              occasion: `refund:${refund.id}`,
            },
          ],
          now,
        );
  });
  if (!moved) return false;
  await announce(deps, refund);
  await announceAlerts(deps.events, moved);
  if (status === 'refunded') await mailRefunded(deps, refund);
  return true;
}

/**
 * The customer's mail that the money is on its way back (decision 048), once: only the call whose conditional update
 * settled the refund gets here, and the mail is claimed (`customer_mailed_at`) by one more conditional update.
 */
async function mailRefunded(deps: DeskDeps, refund: RefundRow): Promise<void> {
  const claimed = await deps.db
    .updateTable('refunds')
    .set({ customer_mailed_at: deps.now() })
    .where('id', '=', refund.id)
    .where('status', '=', 'refunded')
    .where('customer_mailed_at', 'is', null)
    .executeTakeFirst();
  if (claimed.numUpdatedRows !== 1n) return;
  const [tripId] = await tripsOfRefund(deps.db, refund);
  if (tripId !== undefined)
    await mailTripCustomer(deps, tripId, 'refunded', (trip) => refundedMail(trip, refund.amount_cents));
}

/** What the provider said about a refund it was sent or asked about. */
async function applyProviderState(deps: DeskDeps, refund: RefundRow, state: RefundState): Promise<void> {
  if (refund.provider_refund_id === null) {
    await deps.db
      .updateTable('refunds')
      .set({ provider_refund_id: state.refundId, submitted_at: null, updated_at: deps.now() })
      .where('id', '=', refund.id)
      .where('provider_refund_id', 'is', null)
      .execute();
  }
  if (state.status === 'refunded') await settleRefund(deps, refund, 'refunded', null);
  if (state.status === 'failed') await settleRefund(deps, refund, 'failed', 'The provider reports the refund failed');
}

/**
 * Sends a refund the provider has not accepted yet, claimed so that one request at a time sends it. The provider gets
 * the refund's own idempotency key every time, so a refund sent twice (a timeout, then a retry) is made once. A
 * definite refusal fails the refund; trouble reaching the provider leaves it pending, to be sent again.
 */
async function submit(deps: DeskDeps, refund: RefundRow): Promise<boolean> {
  if (refund.status !== 'pending' || refund.provider_refund_id !== null) return true;
  const now = deps.now();
  const claimed = await deps.db
    .updateTable('refunds')
    .set({ submitted_at: now })
    .where('id', '=', refund.id)
    .where('status', '=', 'pending')
    .where('provider_refund_id', 'is', null)
    .where((eb) =>
      eb.or([eb('submitted_at', 'is', null), eb('submitted_at', '<', new Date(now.getTime() - submitClaimMs))]),
    )
    .executeTakeFirst();
  if (claimed.numUpdatedRows !== 1n) return true;
  const order = await findOrder(deps.db, refund.tenant_id, refund.order_id);
  const provider = order && providerOf(deps, order);
  if (!order || !provider) {
    await settleRefund(deps, refund, 'failed', 'The order is no longer paid through its tenant’s provider');
    return true;
  }
  const tenant = deps.tenants.byId(order.tenant_id);
  const sent = await provider.refund(refund.provider_payment_id, refund.amount_cents, {
    idempotencyKey: `${refund.tenant_id}:${refund.idempotency_key}`,
    description: `${tenant?.info.company ?? ''} ${orderReference(order.customer_id, order.id)}`.trim(),
  });
  if (sent.ok) {
    await applyProviderState(deps, refund, sent.value);
    return true;
  }
  if (definiteRefusals.has(sent.error.code)) {
    deps.log.warn({ refundId: refund.id, error: sent.error }, 'Refund refused by the provider');
    await settleRefund(deps, refund, 'failed', sent.error.message);
    return true;
  }
  deps.log.warn({ refundId: refund.id, error: sent.error }, 'Refund not sent; it is sent again with the same key');
  await deps.db.updateTable('refunds').set({ submitted_at: null }).where('id', '=', refund.id).execute();
  return false;
}

/** A trip (its order's money, its history), or an order (every trip's history) or a trip of that order. */
export type RefundTarget = { tripId: number } | { orderId: number; tripId?: number | undefined };

export interface RefundRequest {
  amountCents: number;
  /** Made by the browser for one click: a double click, or the same form sent by two people, refunds once. */
  idempotencyKey: string;
  reason: string;
}

async function outcome(deps: DeskDeps, tenantId: string, key: string): Promise<RefundResult> {
  const found = await refundParts(deps.db, tenantId, key);
  const order = found && (await findOrder(deps.db, tenantId, found.orderId));
  if (!found || !order) return { ok: false, error: 'notFound' };
  const parts = found.parts.map(toRefundView);
  return {
    ok: true,
    refund: wholeOf(parts),
    parts,
    paymentState: paymentStateOf(order),
    remainingCents: remainingOf(order),
  };
}

/**
 * Refunds (part of) a paid order through its provider (issue 11, cancel with refund): an admin's, or the customer's by
 * the tenant's policy (docs/decisions/022-manage-booking.md), at most what remains.
 * The amount is reserved on the order by one conditional update (`… WHERE total_cents - refund_reserved_cents >=
 * amount`) in the transaction that writes the refund, so concurrent refunds never add up to more than was paid; the
 * idempotency key is unique per tenant, so the same key is the same refund. An order paid in more than one payment (a
 * change's difference) has the amount split over them, one refund per payment (`splitOverPayments`).
 */
export async function refund(
  deps: DeskDeps,
  actor: TripActor,
  target: RefundTarget,
  request: RefundRequest,
): Promise<RefundResult> {
  if (!may(actor, 'refund')) return { ok: false, error: 'forbidden' };
  if (!keyPattern.test(request.idempotencyKey)) return { ok: false, error: 'invalidKey' };
  const found = await targetOrder(deps, actor.tenantId, target);
  if (!found) return { ok: false, error: 'notFound' };
  const { order, tripId } = found;

  const same = async (): Promise<RefundResult | undefined> => {
    const existing = await refundParts(deps.db, actor.tenantId, request.idempotencyKey);
    if (!existing) return undefined;
    if (existing.orderId !== order.id) return { ok: false, error: 'idempotencyKeyReused' };
    for (const part of existing.parts) await submit(deps, part);
    return outcome(deps, actor.tenantId, request.idempotencyKey);
  };
  const earlier = await same();
  if (earlier) return earlier;

  if (!Number.isSafeInteger(request.amountCents) || request.amountCents <= 0)
    return { ok: false, error: 'invalidAmount' };
  const provider = order.status === 'paid' ? providerOf(deps, order) : undefined;
  if (!provider) return { ok: false, error: 'notRefundable' };
  const paidOrder = await findLinkPayments(deps, provider, order);

  const now = deps.now();
  const written = await deps.db
    .transaction()
    .execute(async (trx) => {
      const reserved = await trx
        .updateTable('orders')
        .set((eb) => ({
          refund_reserved_cents: eb('refund_reserved_cents', '+', request.amountCents),
          updated_at: now,
        }))
        .where('id', '=', order.id)
        .where('status', '=', 'paid')
        .where((eb) => eb(eb('total_cents', '-', eb.ref('refund_reserved_cents')), '>=', request.amountCents))
        .executeTakeFirst();
      if (reserved.numUpdatedRows !== 1n) return 'tooMuch' as const;
      // A trip's refund is reserved on the trip too (decision 031); the customer's only within what was paid for it
      // and not refunded yet, so no price the desk raised, nor a replay or a race, gives back more than was paid.
      let waived = 0;
      if (tripId !== null) {
        // Read under a lock on PostgreSQL, so two refunds at once see each other; SQLite writes one at a time.
        const tripQuery = trx
          .selectFrom('order_trips')
          .select(['status', 'price_cents', 'paid_cents', 'refund_reserved_cents', 'waived_cents'])
          .where('id', '=', tripId);
        const trip = await (deps.dialect === 'postgres' ? tripQuery.forUpdate() : tripQuery).executeTakeFirst();
        // What goes back beyond what was paid above the price, the trip staying booked, is waived (decision 048):
        // a goodwill refund is not a price left unpaid. A price lowered first is paid above, so its refund is not.
        if (trip && trip.status !== 'canceled')
          waived = Math.max(
            0,
            request.amountCents -
              Math.max(0, trip.paid_cents - trip.refund_reserved_cents - (trip.price_cents - trip.waived_cents)),
          );
        const onTrip = await trx
          .updateTable('order_trips')
          .set((eb) => ({
            refund_reserved_cents: eb('refund_reserved_cents', '+', request.amountCents),
            waived_cents: eb('waived_cents', '+', waived),
          }))
          .where('id', '=', tripId)
          .$if(actor.role === 'customer', (update) =>
            update.where((eb) => eb(eb('paid_cents', '-', eb.ref('refund_reserved_cents')), '>=', request.amountCents)),
          )
          .executeTakeFirst();
        if (onTrip.numUpdatedRows !== 1n) throw new TripTooMuch();
      }
      const rows: RefundRow[] = [];
      for (const [index, part] of (await splitOverPayments(trx, paidOrder, request.amountCents)).entries()) {
        // The waived cents go with the first parts, so a part that fails gives back what it held.
        const partWaived = Math.min(waived, part.amountCents);
        waived -= partWaived;
        const row = await trx
          .insertInto('refunds')
          .values({
            waived_cents: partWaived,
            tenant_id: actor.tenantId,
            order_id: order.id,
            trip_id: tripId,
            amount_cents: part.amountCents,
            status: 'pending',
            provider: provider.name,
            provider_payment_id: part.providerPaymentId,
            provider_refund_id: null,
            idempotency_key: partKey(request.idempotencyKey, index),
            staff_id: staffIdOf(actor),
            reason: request.reason.trim(),
            submitted_at: null,
            failure: null,
            created_at: now,
            updated_at: now,
            next_check_at: nextCheckAt(now, 0, now),
            customer_mailed_at: null,
          })
          .onConflict((conflict) => conflict.columns(['tenant_id', 'idempotency_key']).doNothing())
          .returningAll()
          .executeTakeFirst();
        // The same key at the same moment: the other request's refund is the one; this reservation rolls back.
        if (!row) throw new SameKey();
        await refundEvents(trx, row, changedBy(actor), { from: null, to: 'pending', reason: row.reason }, now);
        rows.push(row);
      }
      const [first] = rows;
      if (!first) throw new Error('A refund split into no parts');
      await auditAction(
        trx,
        actor,
        {
          action: 'refund_requested',
          target: first.trip_id === null ? orderTarget(first.order_id) : tripTarget(first.trip_id),
          detail: {
            orderId: first.order_id,
            amountCents: request.amountCents,
            refundId: first.id,
            reason: first.reason,
          },
        },
        now,
      );
      return rows;
    })
    .catch((error: unknown) => {
      if (error instanceof SameKey) return 'sameKey' as const;
      if (error instanceof TripTooMuch) return 'tooMuch' as const;
      throw error;
    });
  if (written === 'sameKey') return (await same()) ?? { ok: false, error: 'notFound' };
  if (written === 'tooMuch') {
    // A double click of all that remains: the twin took the reservation first, and its refund is this one.
    const twin = await same();
    if (twin) return twin;
    const now = await findOrder(deps.db, actor.tenantId, order.id);
    return { ok: false, error: 'amountTooHigh', remainingCents: now ? remainingOf(now) : 0 };
  }
  await announce(deps, written[0]!);
  for (const part of written) await submit(deps, part);
  return outcome(deps, actor.tenantId, request.idempotencyKey);
}

class SameKey extends Error {}

/** More than the trip has left to refund: the order's reservation rolls back. */
class TripTooMuch extends Error {}

/**
 * Brings the order's pending refunds up to date with the provider (its webhook, or "fetch status"): each is sent again
 * when the provider never accepted it, else asked about. False when the provider could not tell about one of them.
 */
export async function syncRefunds(deps: DeskDeps, order: Pick<OrderRow, 'id' | 'tenant_id'>): Promise<boolean> {
  const pending = await deps.db
    .selectFrom('refunds')
    .selectAll()
    .where('order_id', '=', order.id)
    .where('status', '=', 'pending')
    .orderBy('id')
    .execute();
  if (pending.length === 0) return true;
  const full = await findOrder(deps.db, order.tenant_id, order.id);
  const provider = full && providerOf(deps, full);
  let known = true;
  for (const refund of pending) known = (await syncOne(deps, refund, provider)) && known;
  return known;
}

/** A pending refund asked about: sent again when the provider never accepted it, else its state asked. */
async function syncOne(deps: DeskDeps, refund: RefundRow, provider: PaymentProvider | undefined): Promise<boolean> {
  if (refund.provider_refund_id === null) return submit(deps, refund);
  if (!provider) return true;
  const state = await provider.getRefund(refund.provider_payment_id, refund.provider_refund_id);
  if (!state.ok) {
    deps.log.warn({ refundId: refund.id, error: state.error }, 'Refund status not available');
    return false;
  }
  await applyProviderState(deps, refund, state.value);
  return true;
}

/** The follow-up's waits after a refund is asked, one per look, then `refundCheckEveryMs` (docs/reference/constants.md). */
export const refundCheckDelaysMs = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000] as const;
export const refundCheckEveryMs = 12 * 3_600_000;
/** A refund still pending this long after it was asked is left to the desk ("fetch status"). */
export const refundFollowUpSpanMs = 14 * 24 * 3_600_000;

/** When a refund asked at `createdAt` and looked at `checks` times is asked about next; null after the follow-up's end. */
export function nextCheckAt(createdAt: Date, checks: number, now: Date): Date | null {
  const next = new Date(now.getTime() + (refundCheckDelaysMs[checks] ?? refundCheckEveryMs));
  return next.getTime() > createdAt.getTime() + refundFollowUpSpanMs ? null : next;
}

/**
 * The refund follow-up (decision 048): every pending refund whose time came is asked about, with back-off, until the
 * provider says refunded or failed. Every instance runs it; each look is claimed by one conditional update on the
 * refund's `checks` (the look it was due for), so of instances ticking at once one asks the provider. How many it asked.
 */
export async function followUpRefunds(deps: DeskDeps, now: Date): Promise<number> {
  const due = await deps.db
    .selectFrom('refunds')
    .selectAll()
    .where('status', '=', 'pending')
    .where('next_check_at', '<=', now)
    .orderBy('next_check_at')
    .limit(100)
    .execute();
  let asked = 0;
  for (const refund of due) {
    const claimed = await deps.db
      .updateTable('refunds')
      .set({ next_check_at: nextCheckAt(toDate(refund.created_at), refund.checks + 1, now), checks: refund.checks + 1 })
      .where('id', '=', refund.id)
      .where('status', '=', 'pending')
      .where('checks', '=', refund.checks)
      .executeTakeFirst();
    if (claimed.numUpdatedRows !== 1n) continue;
    asked += 1;
    const order = await findOrder(deps.db, refund.tenant_id, refund.order_id);
    await syncOne(deps, refund, order && providerOf(deps, order));
  }
  return asked;
}

export type PaymentStatusResult =
  | {
      ok: true;
      orderStatus: OrderRow['status'];
      paymentState: PaymentState;
      remainingCents: number;
      /** False when the provider could not be asked (the state shown is the one known before). */
      known: boolean;
    }
  | { ok: false; error: 'notFound' | 'forbidden' };

/**
 * "Fetch status" (issue 11, trip detail): asks the provider how the order's payment and refunds stand and settles
 * them, which also settles an order left pending by a lost webhook.
 */
export async function fetchPaymentStatus(
  deps: DeskDeps,
  actor: DeskActor,
  orderId: number,
): Promise<PaymentStatusResult> {
  if (!may(actor, 'tripActions')) return { ok: false, error: 'forbidden' };
  const order = await findOrder(deps.db, actor.tenantId, orderId);
  if (!order) return { ok: false, error: 'notFound' };
  const payment = await deps.orders.syncPayment(order);
  const refunds = await syncRefunds(deps, order);
  const now = (await findOrder(deps.db, actor.tenantId, orderId)) ?? order;
  return {
    ok: true,
    orderStatus: now.status,
    paymentState: paymentStateOf(now),
    remainingCents: now.status === 'paid' ? remainingOf(now) : 0,
    known: payment.known && refunds,
  };
}
