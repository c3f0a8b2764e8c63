import type { TourStop, Trip } from '#common/contracts/trip.ts';
import type { BookedTripLayout } from '#common/contracts/desk-trips.ts';
import { bookedTripLayout } from '../tenants/booked-layout.ts';
import { orderReference } from '#common/format/text.ts';
import { toDate, type OrderRow, type TripEventActor, type TripEventKind } from '../../db/tables.ts';
import type { Contact } from '../orders/person.ts';
import { parsePerson } from '../../db/trip-search.ts';
import type { DeskActor } from './actor.ts';
import type { DeskDeps } from './deps.ts';
import { owedOfOrder, type OwedLink } from './owed.ts';
import { refundsQuery, toRefundView, type RefundView } from './refunds.ts';
import type { PaymentState } from '#common/contracts/desk-trips.ts';
import { boardTripsQuery, paymentStateOf, toBoardTrip, type BoardTrip } from './trip-view.ts';

/** The fields every stored trip has; the rest are the tenant's own trip fields (the dynamic ones). */
const contractFields = new Set(['title', 'datetime', 'reverse', 'tour', 'extraTripInfo']);

export interface HistoryEntry {
  at: Date;
  actor: TripEventActor;
  /** The staff member, and their name as it is now; null for the customer or the system. */
  staffId: number | null;
  staffName: string | null;
  /** The driver of a driver's change (their name as it is now). */
  driver: { id: number; name: string } | null;
  kind: TripEventKind;
  field: string | null;
  from: string | null;
  to: string | null;
  reason: string;
}

export interface TripDetail {
  trip: BoardTrip & {
    durationMinutes: number;
    tour: TourStop[];
    /** The values of the tenant's trip fields as the customer entered them (passengers, luggage, …). */
    fields: Record<string, unknown>;
    /** The trip layout those fields were booked with, and its texts. */
    booked: BookedTripLayout;
    /** When the trip last changed: an edit made on an older version is refused (`conflict`). */
    updatedAt: Date;
  };
  order: {
    id: number;
    reference: string;
    status: OrderRow['status'];
    lang: string;
    totalCents: number;
    paymentState: PaymentState;
    provider: string | null;
    providerPaymentId: string | null;
    refundedCents: number;
    /** What may still be refunded. */
    remainingCents: number;
    /** The personal fields as the customer entered them. */
    person: Record<string, string>;
    contact: Contact;
    createdAt: Date;
    settledAt: Date | null;
    /** A phone booking's payment link and when it expires (docs/decisions/034-desk-booking-payment-ways.md). */
    link: { url: string; expiresAt: Date } | null;
    /** What its trips still owe together, and the open link of it (docs/decisions/048-owed-and-refund-follow-up.md). */
    owedCents: number;
    owedLink: OwedLink | null;
  };
  refunds: RefundView[];
  /** The mails the customer got about the trip, oldest first: the order's confirmation, then the desk's changes. */
  mails: Array<{ at: Date; kind: string; to: string }>;
  /** Every change, oldest first: who, when, from → to, why. */
  history: HistoryEntry[];
}

/** Everything the desk knows of one trip of the actor's tenant (issue 11, trip detail); undefined when none. */
export async function getTrip(deps: DeskDeps, actor: DeskActor, tripId: number): Promise<TripDetail | undefined> {
  const tenant = deps.tenants.byId(actor.tenantId);
  const row = await boardTripsQuery(deps.db, actor.tenantId)
    .select(['order_trips.duration_minutes', 'order_trips.updated_at'])
    .where('order_trips.id', '=', tripId)
    .executeTakeFirst();
  if (!row || !tenant) return undefined;
  const order = await deps.db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', row.order_id)
    .where('tenant_id', '=', actor.tenantId)
    .executeTakeFirstOrThrow();
  const [refunds, events] = await Promise.all([
    refundsQuery(deps.db).where('refunds.order_id', '=', order.id).orderBy('refunds.id').execute(),
    deps.db
      .selectFrom('trip_events')
      .leftJoin('staff', (join) =>
        join.onRef('staff.id', '=', 'trip_events.staff_id').onRef('staff.tenant_id', '=', 'trip_events.tenant_id'),
      )
      .selectAll('trip_events')
      .leftJoin('drivers', (join) =>
        join.onRef('drivers.id', '=', 'trip_events.driver_id').onRef('drivers.tenant_id', '=', 'trip_events.tenant_id'),
      )
      .select(['staff.name as staff_name', 'drivers.name as driver_name'])
      .where('trip_events.trip_id', '=', tripId)
      .orderBy('trip_events.id')
      .execute(),
  ]);
  const owed = await owedOfOrder(deps.db, order);
  const open = await deps.db
    .selectFrom('owed_links')
    .selectAll()
    .where('order_id', '=', order.id)
    .where('status', '=', 'open')
    .where('expires_at', '>', deps.now())
    .executeTakeFirst();
  const stored = JSON.parse(row.trip) as Trip;
  const booked = await bookedTripLayout(deps.db, tenant, order.config_version);
  const board = toBoardTrip(tenant, row);
  const history = events.map((event) => ({
    at: toDate(event.at),
    actor: event.actor,
    staffId: event.staff_id,
    staffName: event.staff_name,
    driver: event.driver_id === null ? null : { id: event.driver_id, name: event.driver_name ?? '' },
    kind: event.kind,
    field: event.field,
    from: event.from_value,
    to: event.to_value,
    reason: event.reason,
  }));
  return {
    trip: {
      ...board,
      durationMinutes: row.duration_minutes,
      tour: stored.tour,
      fields: Object.fromEntries(Object.entries(stored).filter(([field]) => !contractFields.has(field))),
      booked,
      updatedAt: toDate(row.updated_at),
    },
    order: {
      id: order.id,
      reference: orderReference(order.customer_id, order.id),
      status: order.status,
      lang: order.lang,
      totalCents: order.total_cents,
      paymentState: paymentStateOf(order),
      provider: order.provider,
      providerPaymentId: order.provider_payment_id,
      refundedCents: order.refunded_cents,
      remainingCents: order.status === 'paid' ? Math.max(0, order.total_cents - order.refund_reserved_cents) : 0,
      person: parsePerson(order.person),
      contact: board.customer,
      createdAt: toDate(order.created_at),
      settledAt: order.settled_at === null ? null : toDate(order.settled_at),
      link:
        order.payment_way === 'link' && order.checkout_url && order.link_expires_at
          ? { url: order.checkout_url, expiresAt: toDate(order.link_expires_at) }
          : null,
      owedCents: owed.totalCents,
      owedLink:
        open?.checkout_url && owed.totalCents > 0
          ? { amountCents: open.amount_cents, url: open.checkout_url, expiresAt: toDate(open.expires_at) }
          : null,
    },
    refunds: refunds.map(toRefundView),
    mails: [
      ...(order.mailed_at === null
        ? []
        : [
            {
              at: toDate(order.mailed_at),
              // An expired link's order was mailed that its trip was released (server/src/modules/orders/link-notice.ts).
              kind: order.status === 'expired' ? 'linkExpired' : 'confirmation',
              to: board.customer.email,
            },
          ]),
      ...history
        .filter((entry) => entry.kind === 'mail')
        .map((entry) => ({ at: entry.at, kind: entry.field ?? '', to: entry.to ?? '' })),
    ],
    history,
  };
}
