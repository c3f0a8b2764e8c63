import { randomBytes } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { isOpenTripStatus, openTripStatuses } from '#common/contracts/trip-status.ts';
import {
  toDate,
  type Database,
  type OrderRow,
  type OrderSource,
  type OrderStatus,
  type OrderTripRow,
  type PaymentWay,
} from '../../db/tables.ts';
import { phoneDigits } from '#common/fields/phone-digits.ts';
import { recordAudit } from '../staff/desk-audit.ts';
import type { CheckedTrip } from './check-cart.ts';
import type { Contact, Passenger } from './person.ts';
import type { RaisedAlert } from '../alerts/alert-store.ts';
import { recordTripEvents } from './trip-history.ts';
import { tripSearchText } from '../../db/trip-search.ts';
import { parseTripDatetime } from '#common/fields/trip-datetime.ts';
import { halfHourOf } from '#common/tenant/service-rules.ts';
import { HalfHourFull, lockHalfHours, tripsInHalfHour } from '../trips/half-hour.ts';

/** The states an order ends in; `pending` goes to one of them once and stays there (docs/decisions/010). */
export const settledStatuses = [
  'paid',
  'failed',
  'canceled',
  'expired',
  'booked',
] as const satisfies readonly OrderStatus[];
export type SettledStatus = (typeof settledStatuses)[number];

/**
 * A request that claims the payment creation and then dies leaves a claim that others may take over after this long.
 */
const paymentClaimMs = 60_000;
/** Likewise for sending the confirmation mail. */
const mailClaimMs = 5 * 60_000;

export interface NewOrder {
  tenantId: string;
  /** The logged-in customer; null for a guest, who becomes a customer of their own for this order. */
  customerId: number | null;
  /** The company the order is booked for (its user's, fixed at booking; docs/decisions/049-companies.md). */
  companyId?: number | null;
  /** Someone other than the booker who travels, on every trip; absent or null: the booker. */
  passenger?: Passenger | null;
  contact: Contact;
  person: Record<string, string>;
  lang: string;
  trips: readonly CheckedTrip[];
  totalCents: number;
  fingerprint: string;
  returnOrigin: string;
  /**
   * The tenant's `maxTripsPerHalfHour` (docs/reference/tenant-settings.md#maxTripsPerHalfHour); null or absent: no
   * limit. A trip that would be one too many throws `HalfHourFull` and nothing is written.
   */
  maxTripsPerHalfHour?: number | null;
  /**
   * The version of the tenant's configuration the trips were checked with (`TenantRegistry.versionOf`); absent or 0:
   * none (docs/decisions/047-bookings-keep-their-fields.md).
   */
  configVersion?: number;
  /** A booking taken by phone in the desk (docs/decisions/034-desk-booking-payment-ways.md); absent for the web's. */
  desk?: {
    staffId: number;
    paymentWay: PaymentWay;
    /** When an unpaid link releases the trip. */
    linkExpiresAt: Date | null;
    /** Paid to the driver: each trip carries its price as the amount to collect. */
    collectInCar: boolean;
    /** Booked against the service rules for this reason (docs/decisions/043-service-rules.md). */
    ruleOverride?: string;
  };
}

/** Where an order comes from: the desk's phone, an account's own login, or a guest on the web. */
function sourceOf(order: NewOrder, account: boolean): OrderSource {
  if (order.desk) return 'phone';
  return account ? 'account' : 'web';
}

const pendingCart = sql<boolean>`status = 'pending'`;

/** A cart booked without payment this long ago and sent again is the same booking (a double click, a reload). */
const repeatedBookingMs = 10 * 60_000;

/** The orders of a cart that are still waiting for their payment, or that were booked moments ago. */
function openOrders(db: Kysely<Database>, tenantId: string, fingerprint: string, now: Date) {
  return db
    .selectFrom('orders')
    .where('tenant_id', '=', tenantId)
    .where('cart_fingerprint', '=', fingerprint)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'pending'),
        eb.and([eb('status', '=', 'booked'), eb('created_at', '>=', new Date(now.getTime() - repeatedBookingMs))]),
      ]),
    );
}

/** The order a cart made that is still waiting for its payment, or that was booked moments ago. */
export function findOpenOrder(
  db: Kysely<Database>,
  tenantId: string,
  fingerprint: string,
  now = new Date(),
): Promise<OrderRow | undefined> {
  return openOrders(db, tenantId, fingerprint, now).selectAll().orderBy('id', 'desc').executeTakeFirst();
}

export function findOrder(db: Kysely<Database>, orderId: number): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
}

export function findOrderByPayment(
  db: Kysely<Database>,
  provider: string,
  providerPaymentId: string,
): Promise<OrderRow | undefined> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('provider', '=', provider)
    .where('provider_payment_id', '=', providerPaymentId)
    .executeTakeFirst();
}

/**
 * A trip of the tenant with its order joined, and the names of its driver and vehicle when it has them
 * (`driver_name`, `vehicle_name`, `vehicle_plate`); the caller selects the rest.
 */
export function tenantTripWithCrew(db: Kysely<Database>, tenantId: string, tripId: number) {
  return db
    .selectFrom('order_trips')
    .innerJoin('orders', 'orders.id', 'order_trips.order_id')
    .leftJoin('drivers', 'drivers.id', 'order_trips.driver_id')
    .leftJoin('vehicles', 'vehicles.id', 'order_trips.vehicle_id')
    .select(['drivers.name as driver_name', 'vehicles.name as vehicle_name', 'vehicles.plate as vehicle_plate'])
    .where('order_trips.id', '=', tripId)
    .where('order_trips.tenant_id', '=', tenantId);
}

export function orderTrips(db: Kysely<Database>, orderId: number): Promise<OrderTripRow[]> {
  return db.selectFrom('order_trips').selectAll().where('order_id', '=', orderId).orderBy('position').execute();
}

/**
 * Customer, order and trips in one transaction (docs/architecture.md#one-request), the order pending. Undefined when
 * the same cart already has an open order: two submissions at the same moment meet at the unique index, or the later
 * one sees the earlier one already booked, and only one writes.
 */
export async function insertOrder(
  db: Kysely<Database>,
  order: NewOrder,
  now = new Date(),
): Promise<OrderRow | undefined> {
  try {
    return await db.transaction().execute(async (trx) => {
      const limit = order.maxTripsPerHalfHour ?? null;
      if (limit !== null) await lockHalfHours(trx, order.tenantId);
      const customerId = order.customerId ?? (await guestCustomer(trx, order.tenantId, order.contact, now));
      const account = order.customerId !== null && !order.desk;
      const row = await trx
        .insertInto('orders')
        .values({
          tenant_id: order.tenantId,
          customer_id: customerId,
          hash: randomBytes(24).toString('base64url'),
          status: 'pending',
          lang: order.lang,
          person: JSON.stringify(order.person),
          total_cents: order.totalCents,
          cart_fingerprint: order.fingerprint,
          return_origin: order.returnOrigin,
          created_at: now,
          updated_at: now,
          source: sourceOf(order, account),
          source_staff_id: order.desk?.staffId ?? null,
          payment_way: order.desk?.paymentWay ?? null,
          link_expires_at: order.desk?.linkExpiresAt ?? null,
          config_version: order.configVersion || null,
          company_id: order.companyId ?? null,
        })
        .onConflict((conflict) => conflict.columns(['tenant_id', 'cart_fingerprint']).where(pendingCart).doNothing())
        .returningAll()
        .executeTakeFirst();
      // Rolls back the guest customer written for it too.
      if (!row) throw new AlreadyPending();
      // The unique index only sees pending orders: a twin booked on account between this request's look-up and its
      // insert is found here, once this insert has waited for any twin still being written.
      const twin = await openOrders(trx, order.tenantId, order.fingerprint, now)
        .where('id', '!=', row.id)
        .select('id')
        .executeTakeFirst();
      if (twin) throw new AlreadyPending();
      if (limit !== null) await checkHalfHours(trx, order, limit);
      const trips = await trx
        .insertInto('order_trips')
        .values(
          order.trips.map((trip, position) => ({
            tenant_id: order.tenantId,
            order_id: row.id,
            position,
            status: 'new' as const,
            datetime: trip.datetime,
            pickup_at: trip.pickupAt,
            trip: JSON.stringify(trip.trip),
            from_text: trip.fromText,
            to_text: trip.toText,
            passengers: trip.passengers,
            flight_number: trip.flightNumber,
            extra_info: trip.extraInfo,
            price_cents: trip.priceCents,
            paid_cents: trip.priceCents,
            collect_cents: order.desk?.collectInCar ? trip.priceCents : 0,
            duration_minutes: trip.durationMinutes,
            vehicle_class: trip.vehicleClass,
            passenger_name: order.passenger?.name ?? '',
            passenger_phone: order.passenger?.phone ?? '',
            search_text: tripSearchText({
              klantNr: customerId,
              orderId: row.id,
              contact: [
                order.contact.name,
                order.contact.email,
                order.contact.phone,
                order.passenger?.name ?? '',
                order.passenger?.phone ?? '',
                ...Object.values(order.person),
              ],
              fromText: trip.fromText,
              toText: trip.toText,
              flightNumber: trip.flightNumber,
            }),
            updated_at: now,
          })),
        )
        .returning('id')
        .execute();
      await recordTripEvents(
        trx,
        trips.map((trip) => ({
          tenantId: order.tenantId,
          tripId: trip.id,
          orderId: row.id,
          by: order.desk ? { actor: 'staff', staffId: order.desk.staffId } : { actor: 'customer' },
          kind: 'created',
          to: 'new',
          ...(order.desk
            ? {
                reason: order.desk.ruleOverride
                  ? `phone: ${order.desk.paymentWay}; rules overridden: ${order.desk.ruleOverride}`
                  : `phone: ${order.desk.paymentWay}`,
              }
            : {}),
        })),
        now,
      );
      if (order.desk) {
        await recordAudit(
          trx,
          {
            tenantId: order.tenantId,
            staffId: order.desk.staffId,
            action: 'trip_booked_by_phone',
            target: `order:${row.id}`,
            detail: {
              payment: order.desk.paymentWay,
              totalCents: order.totalCents,
              ...(order.desk.ruleOverride ? { ruleOverride: order.desk.ruleOverride } : {}),
            },
          },
          now,
        );
      }
      return row;
    });
  } catch (error) {
    if (error instanceof AlreadyPending) return undefined;
    throw error;
  }
}

class AlreadyPending extends Error {}

const slotOf = (datetime: string): string => {
  const wall = parseTripDatetime(datetime);
  return wall ? halfHourOf(wall).start : datetime;
};

/**
 * Every trip of the order fits in its half hour: counted under the tenant's lock (`lockHalfHours`), with the cart's own
 * earlier trips in the same half hour (docs/decisions/043-service-rules.md).
 */
async function checkHalfHours(trx: Transaction<Database>, order: NewOrder, limit: number): Promise<void> {
  for (const [position, trip] of order.trips.entries()) {
    const slot = slotOf(trip.datetime);
    const sameSlot = order.trips.slice(0, position).filter((earlier) => slotOf(earlier.datetime) === slot).length;
    const booked = await tripsInHalfHour(trx, order.tenantId, trip.datetime);
    if (booked + sameSlot >= limit) throw new HalfHourFull(position);
  }
}

/**
 * A guest is a customer of their own for each order, with what they typed: an unauthenticated checkout never changes
 * a stored customer nor learns a customer's number (docs/decisions/010-orders-and-payments.md).
 */
async function guestCustomer(
  trx: Transaction<Database>,
  tenantId: string,
  contact: Contact,
  now: Date,
): Promise<number> {
  const values = {
    tenant_id: tenantId,
    username: null,
    email: contact.email,
    password_hash: null,
    phone: contact.phone,
    phone_digits: phoneDigits(contact.phone),
    created_at: now,
  };
  return (await trx.insertInto('customers').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

/**
 * Takes the right to create the order's payment: true for one request at a time, and again for a later one when
 * the payment was never made (the provider failed, or the claiming request died). The claim records the hash of the
 * token of the payment's return address, so the customer's return is known even before the payment is attached.
 */
export async function claimPaymentCreation(
  db: Kysely<Database>,
  orderId: number,
  returnTokenHash: string,
  now = new Date(),
): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ payment_claimed_at: now, return_token_hash: returnTokenHash, updated_at: now })
    .where('id', '=', orderId)
    .where('status', '=', 'pending')
    .where('provider_payment_id', 'is', null)
    .where((eb) =>
      eb.or([
        eb('payment_claimed_at', 'is', null),
        eb('payment_claimed_at', '<', new Date(now.getTime() - paymentClaimMs)),
      ]),
    )
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function releasePaymentClaim(db: Kysely<Database>, orderId: number): Promise<void> {
  await db
    .updateTable('orders')
    .set({ payment_claimed_at: null })
    .where('id', '=', orderId)
    .where('provider_payment_id', 'is', null)
    .execute();
}

export async function attachPayment(
  db: Kysely<Database>,
  orderId: number,
  payment: { provider: string; providerPaymentId: string; checkoutUrl: string },
  now = new Date(),
): Promise<void> {
  await db
    .updateTable('orders')
    .set({
      provider: payment.provider,
      provider_payment_id: payment.providerPaymentId,
      checkout_url: payment.checkoutUrl,
      updated_at: now,
    })
    .where('id', '=', orderId)
    .execute();
}

/** What the provider said of a payment seen paid: its method, and for a link the payment it made. */
export interface PaidPayment {
  method?: string | undefined;
  linkPaymentId?: string | undefined;
}

/**
 * Moves a pending order to where its payment ended, in one statement: the alerts it raised (a new booking, a late
 * payment) only for the call that made the move, false for any other, so replays and concurrent webhooks change
 * nothing and confirm nothing twice. Each trip's history and alerts get the move in the same transaction, and a paid
 * one the payment's method and a link's payment, which its refunds go against (migration 029).
 */
export async function settleOrder(
  db: Kysely<Database>,
  orderId: number,
  status: SettledStatus,
  now = new Date(),
  paid: PaidPayment = {},
): Promise<RaisedAlert[] | false> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('orders')
      .set({
        status,
        settled_at: now,
        updated_at: now,
        payment_method: paid.method ?? null,
        link_payment_id: paid.linkPaymentId ?? null,
      })
      .where('id', '=', orderId)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (result.numUpdatedRows !== 1n) return false;
    const trips = await trx
      .selectFrom('order_trips')
      .select(['id', 'tenant_id', 'status'])
      .where('order_id', '=', orderId)
      .execute();
    // Trips whose payment did not go through will not be driven: the desk's board shows them cancelled.
    const unpaid = status !== 'paid' && status !== 'booked';
    // A trip the desk took by phone was accepted by the dispatcher who took it: once paid (or booked to the driver or on
    // account) it is confirmed, not left new for someone to confirm again (docs/decisions/034-desk-booking-payment-ways.md).
    const order = await trx
      .selectFrom('orders')
      .select(['source', 'source_staff_id'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    const confirmedByDesk = !unpaid && order.source === 'phone';
    if (confirmedByDesk) {
      await trx
        .updateTable('order_trips')
        .set({ status: 'confirmed', updated_at: now })
        .where('order_id', '=', orderId)
        .where('status', '=', 'new')
        .execute();
    }
    if (unpaid) {
      await trx
        .updateTable('order_trips')
        .set({ status: 'canceled', updated_at: now })
        .where('order_id', '=', orderId)
        .where('status', 'in', openTripStatuses)
        .execute();
    }
    return recordTripEvents(
      trx,
      trips.flatMap((trip) => {
        const by = { actor: 'system' } as const;
        const common = { tenantId: trip.tenant_id, tripId: trip.id, orderId, by };
        return [
          { ...common, kind: 'payment', from: 'pending', to: status } as const,
          ...(unpaid && isOpenTripStatus(trip.status)
            ? [{ ...common, kind: 'status', from: trip.status, to: 'canceled', reason: `payment ${status}` } as const]
            : []),
          ...(confirmedByDesk && trip.status === 'new'
            ? [
                status === 'paid'
                  ? ({ ...common, kind: 'status', from: 'new', to: 'confirmed', reason: 'payment paid' } as const)
                  : ({
                      ...common,
                      by:
                        order.source_staff_id === null
                          ? by
                          : ({ actor: 'staff', staffId: order.source_staff_id } as const),
                      kind: 'status',
                      from: 'new',
                      to: 'confirmed',
                    } as const),
              ]
            : []),
        ];
      }),
      now,
    );
  });
}

/** Takes the right to send a confirmed order's mail; false when it went out or another sender has it. */
export async function claimConfirmationMail(db: Kysely<Database>, orderId: number, now = new Date()): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ mail_claimed_at: now })
    .where('id', '=', orderId)
    .where('status', 'in', ['paid', 'booked'])
    .where('mailed_at', 'is', null)
    .where((eb) =>
      eb.or([eb('mail_claimed_at', 'is', null), eb('mail_claimed_at', '<', new Date(now.getTime() - mailClaimMs))]),
    )
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function confirmationMailed(
  db: Kysely<Database>,
  orderId: number,
  sent: boolean,
  now = new Date(),
): Promise<void> {
  await db
    .updateTable('orders')
    .set(sent ? { mailed_at: now } : { mail_claimed_at: null })
    .where('id', '=', orderId)
    .execute();
}

/** Confirmed orders whose mail has not gone out (a failed send, a stop in between): sent again at start. */
export async function ordersAwaitingMail(db: Kysely<Database>): Promise<number[]> {
  const rows = await db
    .selectFrom('orders')
    .select('id')
    .where('status', 'in', ['paid', 'booked'])
    .where('mailed_at', 'is', null)
    .execute();
  return rows.map((row) => row.id);
}

/** One order as the operator's order list shows it. */
export interface OrderSummary {
  orderId: number;
  klantNr: number;
  tenantId: string;
  status: OrderStatus;
  totalCents: number;
  trips: number;
  email: string;
  createdAt: Date;
}

/** The newest orders first, of one tenant or all, in one status or any. */
export async function recentOrders(
  db: Kysely<Database>,
  filter: { tenantId?: string; status?: OrderStatus; limit: number },
): Promise<OrderSummary[]> {
  let query = db
    .selectFrom('orders')
    .innerJoin('customers', 'customers.id', 'orders.customer_id')
    .select((eb) => [
      'orders.id',
      'orders.customer_id',
      'orders.tenant_id',
      'orders.status',
      'orders.total_cents',
      'orders.created_at',
      'customers.email',
      eb
        .selectFrom('order_trips')
        .select((inner) => inner.fn.countAll<number>().as('count'))
        .whereRef('order_trips.order_id', '=', 'orders.id')
        .as('trips'),
    ])
    .orderBy('orders.id', 'desc')
    .limit(filter.limit);
  if (filter.tenantId) query = query.where('orders.tenant_id', '=', filter.tenantId);
  if (filter.status) query = query.where('orders.status', '=', filter.status);
  const rows = await query.execute();
  return rows.map((row) => ({
    orderId: row.id,
    klantNr: row.customer_id,
    tenantId: row.tenant_id,
    status: row.status,
    totalCents: row.total_cents,
    trips: Number(row.trips ?? 0),
    email: row.email,
    createdAt: toDate(row.created_at),
  }));
}
