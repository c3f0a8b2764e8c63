import type { ManageChangeReply, ManageChangeRequest, ManageError } from '#common/contracts/manage.ts';
import { instantOfWallTime, parseTripDatetime } from '#common/fields/trip-datetime.ts';
import { orderReference } from '#common/format/text.ts';
import { isOpenTripStatus } from '#common/contracts/trip-status.ts';
import type { TripReply } from '#common/contracts/trip.ts';
import { toDate, type TripChangeRow } from '../../db/tables.ts';
import { cancelCutoff } from '../accounts/bookings.ts';
import type { Customer } from '../customers/customers.ts';
import type { CustomerActor } from '../desk/actor.ts';
import type { EditResult, TripChanges } from '../desk/edit-trip.ts';
import { announceAlerts, raiseAlerts } from '../alerts/alert-store.ts';
import { recordTripEvents } from '../orders/trip-history.ts';
import { newManageToken } from '../orders/manage-link.ts';
import { paymentFormHtml } from '../orders/payment-form.ts';
import type { PaymentProvider, WebhookHeaders } from '../payments/providers/provider.ts';
import type { Tenant } from '../tenants/tenant-registry.ts';
import {
  bookingTrips,
  bookingView,
  findBooking,
  findCustomerBooking,
  isConfirmed,
  pricesShown,
  type Booking,
} from './booking.ts';
import type { ManageDeps } from './deps.ts';

export type ChangeOutcome =
  | { ok: true; reply: ManageChangeReply }
  | { ok: false; error: Exclude<ManageError, 'tripInvalid'> }
  | { ok: false; error: 'tripInvalid'; quote: TripReply | undefined };

type Refused = Exclude<ChangeOutcome, { ok: true }>;

/** The desk edit's refusal as the customer's. */
function refusalOf(failure: Exclude<EditResult, { ok: true }>): Refused {
  switch (failure.error) {
    case 'notEditable':
      return { ok: false, error: 'manageNotOpen' };
    case 'conflict':
      return { ok: false, error: 'manageConflict' };
    case 'tripInvalid':
      return { ok: false, error: 'tripInvalid', quote: failure.quote };
    default:
      return { ok: false, error: 'manageTripNotFound' };
  }
}

const pickupOf = (datetime: string): Date | undefined => {
  const wall = parseTripDatetime(datetime);
  return wall ? instantOfWallTime(wall) : undefined;
};

/** The changes a customer asked for, as the desk's edit takes them. */
function changesOf(request: Omit<ManageChangeRequest, 'version'>): TripChanges {
  return {
    ...(request.datetime === undefined ? {} : { datetime: request.datetime }),
    ...(request.flightNumber === undefined ? {} : { flightNumber: request.flightNumber }),
    ...(request.passengers === undefined ? {} : { passengers: request.passengers }),
    ...(request.extraInfo === undefined ? {} : { extraInfo: request.extraInfo }),
  };
}

/** The refund of a lower price's difference: one per change, keyed by the trip and the version it was made on. */
const changeRefundKey = (tripId: number, version: string) => `manage-change-${tripId}-${Date.parse(version)}`;

async function reload(deps: ManageDeps, booking: Booking): Promise<Booking> {
  const order =
    (await deps.db.selectFrom('orders').selectAll().where('id', '=', booking.order.id).executeTakeFirst()) ??
    booking.order;
  return { ...booking, order, trips: await bookingTrips(deps.db, booking.order.id) };
}

/** A change the customer asked before that waits for its payment is dropped: the newest is the one they want. */
async function supersede(deps: ManageDeps, tripId: number) {
  await deps.db
    .updateTable('trip_changes')
    .set({ status: 'superseded', updated_at: deps.now() })
    .where('trip_id', '=', tripId)
    .where('status', '=', 'pending')
    .execute();
}

/**
 * The customer changes a trip of their booking (docs/reference/api.md#manage-booking): pickup time, flight, passengers,
 * extra information, while both the old and the new pickup are after the tenant's cutoff. The desk's edit quotes it
 * again with the checkout's code (under the customer's lead time) and saves it with the customer as actor, on the
 * trip's `version`. The same price or a lower one takes effect at once, the difference of a lower one refunded; a
 * higher price of a paid order is kept as a pending change with a payment of the difference, applied when that is
 * paid (`syncChange`).
 */
export async function changeTrip(
  deps: ManageDeps,
  tenant: Tenant,
  token: string,
  tripId: number,
  request: ManageChangeRequest,
): Promise<ChangeOutcome> {
  const booking = await findBooking(deps.db, tenant, token, deps.now());
  if (!booking) return { ok: false, error: 'manageNotFound' };
  return changeBookingTrip(deps, tenant, booking, tripId, request, token);
}

/**
 * The logged-in customer changes one of their trips from their bookings (docs/reference/api.md#bookings-change): the
 * same change as by the link, the order found by the customer instead. Another customer's trip is as unknown as one
 * that does not exist.
 */
export async function changeCustomerTrip(
  deps: ManageDeps,
  tenant: Tenant,
  customer: Pick<Customer, 'id' | 'companyId'>,
  tripId: number,
  request: ManageChangeRequest,
): Promise<ChangeOutcome> {
  const booking = await findCustomerBooking(deps.db, tenant, customer, tripId);
  if (!booking) return { ok: false, error: 'manageTripNotFound' };
  return changeBookingTrip(deps, tenant, booking, tripId, request);
}

async function changeBookingTrip(
  deps: ManageDeps,
  tenant: Tenant,
  booking: Booking,
  tripId: number,
  request: ManageChangeRequest,
  /** The link the customer came by; none from their bookings (a dearer change's payment then makes one). */
  token?: string,
): Promise<ChangeOutcome> {
  const now = deps.now();
  const trip = booking.trips.find((candidate) => candidate.id === tripId);
  if (!trip) return { ok: false, error: 'manageTripNotFound' };
  if (!isOpenTripStatus(trip.status)) return { ok: false, error: 'manageNotOpen' };
  const { order } = booking;
  if (!isConfirmed(order)) return { ok: false, error: 'manageNotConfirmed' };
  const cutoff = cancelCutoff(tenant, now);
  const newPickup = request.datetime === undefined ? undefined : pickupOf(request.datetime);
  if (
    toDate(trip.pickup_at).getTime() <= cutoff.getTime() ||
    (newPickup !== undefined && newPickup.getTime() <= cutoff.getTime())
  )
    return { ok: false, error: 'manageTooLate' };
  if (request.version !== toDate(trip.updated_at).toISOString()) return { ok: false, error: 'manageConflict' };

  const actor: CustomerActor = { tenantId: tenant.id, role: 'customer' };
  const changes = changesOf(request);
  const quoted = await deps.desk.editTrip(actor, tripId, changes, { preview: true, version: request.version });
  if (!quoted.ok) return refusalOf(quoted);
  const shown = pricesShown(tenant);
  const base = {
    oldPriceCents: shown ? quoted.oldPriceCents : null,
    priceCents: shown ? quoted.priceCents : null,
    changed: shown ? quoted.changed : quoted.changed.filter((field) => field !== 'price'),
  };
  if (quoted.changed.length === 0) {
    const reply = await bookingView(deps.db, tenant, booking, now);
    return {
      ok: true,
      reply: { outcome: 'unchanged', ...base, refund: null, pendingChange: null, booking: reply },
    };
  }
  // The customer sees the new price, and what that means to pay or get back, before confirming (issue 19).
  if (request.preview === true) {
    const reply = await bookingView(deps.db, tenant, booking, now);
    return { ok: true, reply: { outcome: 'quoted', ...base, refund: null, pendingChange: null, booking: reply } };
  }
  const difference = quoted.priceCents - quoted.oldPriceCents;
  if (difference > 0 && order.status === 'paid')
    return askPayment(deps, tenant, booking, {
      tripId,
      changes,
      version: request.version,
      oldPriceCents: quoted.oldPriceCents,
      priceCents: quoted.priceCents,
      reply: base,
      token,
    });

  const saved = await deps.desk.editTrip(actor, tripId, changes, { version: request.version, pickupAfter: cutoff });
  if (!saved.ok) {
    const refused = refusalOf(saved);
    // The cutoff passed between the look and the update.
    if (
      refused.error === 'manageConflict' &&
      toDate(trip.pickup_at).getTime() <= cancelCutoff(tenant, deps.now()).getTime()
    )
      return { ok: false, error: 'manageTooLate' };
    return refused;
  }
  await supersede(deps, tripId);
  let refund: ManageChangeReply['refund'] = null;
  // A lower price refunds its difference, but never more than was paid for the trip above its new price (net of the
  // trip's refunds): a price the desk raised and nobody paid is owed, not refundable (decision 031). The refund's
  // conditional update on the trip holds this too.
  const refundCents = Math.min(
    -difference,
    trip.paid_cents - trip.refund_reserved_cents - quoted.priceCents,
    order.total_cents - order.refund_reserved_cents,
  );
  if (refundCents > 0 && order.status === 'paid') {
    const refunded = await deps.desk.refund(
      actor,
      { tripId },
      {
        amountCents: refundCents,
        idempotencyKey: changeRefundKey(tripId, request.version),
        reason: '',
      },
    );
    if (refunded.ok) refund = { amountCents: refunded.refund.amountCents, status: refunded.refund.status };
    else deps.log.warn({ ritNr: tripId, error: refunded.error }, 'Lower price of a change not refunded');
  }
  return {
    ok: true,
    reply: {
      outcome: 'applied',
      ...base,
      refund,
      pendingChange: null,
      booking: await bookingView(deps.db, tenant, await reload(deps, booking), deps.now()),
    },
  };
}

async function askPayment(
  deps: ManageDeps,
  tenant: Tenant,
  booking: Booking,
  change: {
    tripId: number;
    changes: TripChanges;
    version: string;
    oldPriceCents: number;
    priceCents: number;
    reply: Pick<ManageChangeReply, 'oldPriceCents' | 'priceCents' | 'changed'>;
    token: string | undefined;
  },
): Promise<ChangeOutcome> {
  const { order } = booking;
  const now = deps.now();
  // The payment returns to the order's manage page: by the link the customer came by, else by a link made for this
  // return (only hashes are stored, docs/decisions/031-paid-per-trip-and-link-hashes.md).
  const token = change.token ?? (await newManageToken(deps.db, order, now));
  await supersede(deps, change.tripId);
  const row = await deps.db
    .insertInto('trip_changes')
    .values({
      tenant_id: tenant.id,
      order_id: order.id,
      trip_id: change.tripId,
      changes: JSON.stringify(change.changes),
      base_version: change.version,
      old_price_cents: change.oldPriceCents,
      new_price_cents: change.priceCents,
      status: 'pending',
      provider: null,
      provider_payment_id: null,
      checkout_url: null,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const amountCents = row.new_price_cents - row.old_price_cents;
  const provider = deps.payments.forTenant(tenant);
  const created = await provider.createPayment({
    orderId: order.id,
    amountCents,
    currency: 'EUR',
    description: `${tenant.info.company} ${orderReference(order.customer_id, order.id)}`,
    // The manage page again, through a return that asks the provider first (`changeReturnPage`).
    redirectUrl: `${order.return_origin}/api/manage/${token}/changes/${row.id}/return`,
    webhookUrl: `${deps.publicUrl}/api/payments/webhook/${provider.name}`,
    locale: order.lang === 'en' ? 'en_US' : 'nl_NL',
    metadata: { tenant: tenant.id, klantNr: order.customer_id, tripChange: row.id },
  });
  if (!created.ok) {
    await deps.db
      .updateTable('trip_changes')
      .set({ status: 'failed', updated_at: now })
      .where('id', '=', row.id)
      .execute();
    deps.log.error({ changeId: row.id, error: created.error }, 'Payment of a change not created');
    return { ok: false, error: 'errGeneratingPayment' };
  }
  await deps.db
    .updateTable('trip_changes')
    .set({
      provider: provider.name,
      provider_payment_id: created.value.providerPaymentId,
      checkout_url: created.value.checkoutUrl,
      updated_at: deps.now(),
    })
    .where('id', '=', row.id)
    .execute();
  return {
    ok: true,
    reply: {
      outcome: 'paymentRequired',
      ...change.reply,
      refund: null,
      pendingChange: { id: row.id, amountCents, form: paymentFormHtml(created.value.checkoutUrl) },
      booking: await bookingView(deps.db, tenant, await reload(deps, booking), deps.now()),
    },
  };
}

/** False when the provider could not tell how the payment went: its webhook should call again. */
export interface ChangeSync {
  known: boolean;
}

async function markChange(deps: ManageDeps, id: number, from: TripChangeRow['status'], to: TripChangeRow['status']) {
  const moved = await deps.db
    .updateTable('trip_changes')
    .set({ status: to, updated_at: deps.now() })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return moved.numUpdatedRows === 1n;
}

/** A change's payment that came in: a history row, and the order's total grows by it (what may be refunded later). */
async function recordPaid(deps: ManageDeps, change: TripChangeRow, amountCents: number) {
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    await recordTripEvents(
      trx,
      [
        {
          tenantId: change.tenant_id,
          tripId: change.trip_id,
          orderId: change.order_id,
          by: { actor: 'customer' },
          kind: 'payment',
          field: `change:${change.id}:${amountCents}`,
          from: 'pending',
          to: 'paid',
        },
      ],
      now,
    );
    await trx
      .updateTable('orders')
      .set((eb) => ({ total_cents: eb('total_cents', '+', amountCents), updated_at: now }))
      .where('id', '=', change.order_id)
      .execute();
    // What was paid for the trip grows as well: what a refund of the trip may give back (decision 031).
    await trx
      .updateTable('order_trips')
      .set((eb) => ({ paid_cents: eb('paid_cents', '+', amountCents) }))
      .where('id', '=', change.trip_id)
      .execute();
  });
}

/** Whether the paid change may still be made: the old and the new pickup after the cutoff. */
async function inTime(deps: ManageDeps, tenant: Tenant, change: TripChangeRow, changes: TripChanges) {
  const cutoff = cancelCutoff(tenant, deps.now());
  const trip = await deps.db
    .selectFrom('order_trips')
    .select('pickup_at')
    .where('id', '=', change.trip_id)
    .executeTakeFirst();
  const newPickup = changes.datetime === undefined ? undefined : pickupOf(changes.datetime);
  return (
    trip !== undefined &&
    toDate(trip.pickup_at).getTime() > cutoff.getTime() &&
    (newPickup === undefined || newPickup.getTime() > cutoff.getTime())
  );
}

/**
 * Brings a change up to date with its payment, asking the provider. Paid: whoever moves it out of `pending` records
 * the payment (the order's total grows by it) and applies the change, by the desk's edit on the version it was priced
 * on and while the pickup is after the cutoff. A change the trip no longer allows (changed meanwhile, within the
 * cutoff, priced otherwise now), one the customer replaced by a newer change, and one whose request died between the
 * two steps stay `unapplied` and are logged: the operator settles them (refunds the difference, say). A payment that
 * failed, was cancelled or expired drops the change.
 */
export async function syncChange(deps: ManageDeps, change: TripChangeRow): Promise<ChangeSync> {
  const open = change.status === 'pending' || change.status === 'superseded';
  if (!open || !change.provider || !change.provider_payment_id) return { known: true };
  const tenant = deps.tenants.byId(change.tenant_id);
  const provider = tenant ? deps.payments.forTenant(tenant) : undefined;
  if (!tenant || !provider || provider.name !== change.provider) {
    deps.log.error({ changeId: change.id }, 'A change paid through a provider its tenant no longer uses');
    return { known: true };
  }
  const state = await provider.getStatus(change.provider_payment_id);
  if (!state.ok) {
    deps.log.warn({ changeId: change.id, error: state.error }, 'Payment status of a change not available');
    return { known: false };
  }
  const amountCents = change.new_price_cents - change.old_price_cents;
  const { status } = state.value;
  if (status === 'failed' || status === 'canceled' || status === 'expired') {
    await markChange(deps, change.id, change.status, 'failed');
    return { known: true };
  }
  if (status !== 'paid') return { known: true };
  if (state.value.amountCents !== amountCents) {
    deps.log.error({ changeId: change.id, paidCents: state.value.amountCents, amountCents }, 'Paid amount differs');
    return { known: true };
  }
  // Claimed as unapplied first: a request that dies before the edit leaves it for the operator, never applied twice.
  if (!(await markChange(deps, change.id, change.status, 'unapplied'))) return { known: true };
  await recordPaid(deps, change, amountCents);
  const changes = JSON.parse(change.changes) as TripChanges;
  const actor: CustomerActor = { tenantId: tenant.id, role: 'customer' };
  const quoted =
    change.status === 'pending' && (await inTime(deps, tenant, change, changes))
      ? await deps.desk.editTrip(actor, change.trip_id, changes, { preview: true, version: change.base_version })
      : undefined;
  const saved =
    quoted?.ok && quoted.priceCents === change.new_price_cents
      ? await deps.desk.editTrip(actor, change.trip_id, changes, {
          version: change.base_version,
          pickupAfter: cancelCutoff(tenant, deps.now()),
        })
      : undefined;
  if (!saved?.ok) {
    deps.log.error(
      { changeId: change.id, ritNr: change.trip_id, orderId: change.order_id },
      'A change was paid but could not be made: the operator settles it',
    );
    // A payment that came too late for its change: the desk's alert, once per change (decision 036).
    const late = { tenantId: change.tenant_id, tripId: change.trip_id, orderId: change.order_id };
    await announceAlerts(
      deps.events,
      await raiseAlerts(deps.db, [{ ...late, kind: 'latePayment', occasion: `change:${change.id}` }], deps.now()),
    );
    return { known: true };
  }
  await markChange(deps, change.id, 'unapplied', 'applied');
  deps.log.info({ changeId: change.id, ritNr: change.trip_id }, 'Paid change made');
  return { known: true };
}

/** A provider's webhook for a change's payment; `handled` false when the payment is not one of a change. */
export async function changeWebhook(
  deps: ManageDeps,
  providerName: PaymentProvider['name'],
  body: unknown,
  headers: WebhookHeaders,
): Promise<{ handled: boolean; known: boolean }> {
  const parsed = deps.payments.parseWebhook(providerName, body, headers);
  if (!parsed.ok) return { handled: false, known: true };
  const change = await deps.db
    .selectFrom('trip_changes')
    .selectAll()
    .where('provider', '=', providerName)
    .where('provider_payment_id', '=', parsed.value.providerPaymentId)
    .executeTakeFirst();
  if (!change) return { handled: false, known: true };
  const synced = await syncChange(deps, change);
  // Mollie calls a payment's webhook when one of its refunds changes too, and a change's payment may be refunded.
  const refunds = await deps.desk.syncRefunds({ id: change.order_id, tenant_id: change.tenant_id });
  return { handled: true, known: synced.known && refunds };
}

/**
 * The customer back from paying a change: the change settled as the provider says, and the manage page's path. A link
 * that is no longer valid, or a change of another order, is not looked at.
 */
export async function changeReturnPage(
  deps: ManageDeps,
  tenant: Tenant,
  token: string,
  changeId: number,
): Promise<string> {
  const booking = await findBooking(deps.db, tenant, token, deps.now());
  if (booking) {
    const change = await deps.db
      .selectFrom('trip_changes')
      .selectAll()
      .where('id', '=', changeId)
      .where('order_id', '=', booking.order.id)
      .executeTakeFirst();
    if (change) await syncChange(deps, change);
  }
  return `/manage/${encodeURIComponent(token)}`;
}
