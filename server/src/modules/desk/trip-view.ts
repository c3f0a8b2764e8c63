import type { ExpressionBuilder, Kysely } from 'kysely';
import type { MoneyMark, PaymentState } from '#common/contracts/desk-trips.ts';
import type { CollectedMethod, DriverStep } from '#common/contracts/driver.ts';
import type { TripStatus } from '#common/contracts/trip-status.ts';
import { luggageOf } from '#common/fields/luggage.ts';
import { orderReference } from '#common/format/text.ts';
import { toDate, type Database, type OrderRow, type OrderSource } from '../../db/tables.ts';
import { contactOfPerson, type Contact } from '../orders/person.ts';
import { parsePerson } from '../../db/trip-search.ts';
import type { Tenant } from '../tenants/tenant-registry.ts';
import { owedOf } from './owed-amount.ts';

/**
 * An order's payment as the desk shows it (docs/reference/states.md#payments): waiting, paid (and how much of it went
 * back), on account (booked without a payment), free, or a payment that did not go through.
 */
export function paymentStateOf(
  order: Pick<OrderRow, 'status' | 'total_cents' | 'refunded_cents'> & { payment_way?: OrderRow['payment_way'] },
): PaymentState {
  switch (order.status) {
    case 'paid':
      if (order.refunded_cents <= 0) return 'paid';
      return order.refunded_cents >= order.total_cents ? 'refunded' : 'partially_refunded';
    case 'booked':
      if (order.total_cents <= 0) return 'free';
      // A phone booking paid in the car (docs/decisions/034-desk-booking-payment-ways.md).
      return order.payment_way === 'driver' ? 'to_driver' : 'on_account';
    default:
      return order.status;
  }
}

/** One row of the board. */
export interface BoardTrip {
  /** `ritNr`. */
  tripId: number;
  orderId: number;
  klantNr: number;
  /** `D{klantNr}/{orderId}`. */
  reference: string;
  /** `YYYY-MM-DD HH:mm`, Europe/Amsterdam. */
  datetime: string;
  pickupAt: Date;
  from: string;
  to: string;
  passengers: number;
  vehicleClass: string;
  flightNumber: string;
  /** Pieces of luggage, null where the tenant's layout does not ask. */
  luggage: number | null;
  /** What the customer wrote for the driver (`extraTripInfo`). */
  extraInfo: string;
  customer: Contact;
  /** Someone other than the customer who travels (docs/decisions/049-companies.md): the driver asks for them. */
  passenger: { name: string; phone: string } | null;
  priceCents: number;
  paymentState: PaymentState;
  status: TripStatus;
  driverStep: DriverStep;
  driver: { id: number; name: string } | null;
  vehicle: { id: number; name: string; plate: string } | null;
  source: { kind: OrderSource; staff: string | null };
  collectCents: number;
  collected: { method: CollectedMethod; amountCents: number } | null;
  /** What the trip still owes of its raised price (docs/reference/states.md#paid-owed). */
  owedCents: number;
  /** What was paid for it above its price (cancelled: all of it) and not refunded yet: what the desk may give back. */
  overpaidCents: number;
  /** The board's mark of its money, in words on the row (decision 048); null when there is nothing to do. */
  money: MoneyMark | null;
}

/**
 * The money a row is marked with (docs/decisions/048-owed-and-refund-follow-up.md): a refund of it (or of its whole
 * order) on its way, else what is still to pay, else a cancelled paid trip with money left and no refund asked.
 */
export function moneyMarkOf(trip: {
  refundPending: boolean;
  owedCents: number;
  status: TripStatus;
  overpaidCents: number;
}): MoneyMark | null {
  if (trip.refundPending) return 'refundPending';
  if (trip.owedCents > 0) return 'toPay';
  if (trip.status === 'canceled' && trip.overpaidCents > 0) return 'refundOwed';
  return null;
}

/** A pending refund of the trip, or of its whole order. */
export const pendingRefundOfTrip = (eb: ExpressionBuilder<Database, 'order_trips'>) =>
  eb.exists(
    eb
      .selectFrom('refunds')
      .select('refunds.id')
      .where('refunds.status', '=', 'pending')
      .whereRef('refunds.order_id', '=', 'order_trips.order_id')
      .where((inner) =>
        inner.or([inner('refunds.trip_id', 'is', null), inner('refunds.trip_id', '=', inner.ref('order_trips.id'))]),
      ),
  );

/** What of a paid order's trip may go back: above its price, or all of it once cancelled, within the order's. */
function overpaidOf(row: {
  order_status: OrderRow['status'];
  status: TripStatus;
  price_cents: number;
  paid_cents: number;
  refund_reserved_cents: number;
  waived_cents: number;
  total_cents: number;
  order_reserved_cents: number;
}): number {
  if (row.order_status !== 'paid') return 0;
  const left = row.paid_cents - row.refund_reserved_cents;
  const over = row.status === 'canceled' ? left : left - (row.price_cents - row.waived_cents);
  return Math.max(0, Math.min(over, row.total_cents - row.order_reserved_cents));
}

/** The board's trips of a tenant with what each row shows; callers add the filter, order and page. */
export function boardTripsQuery(db: Kysely<Database>, tenantId: string) {
  return db
    .selectFrom('order_trips')
    .innerJoin('orders', 'orders.id', 'order_trips.order_id')
    .innerJoin('customers', 'customers.id', 'orders.customer_id')
    .leftJoin('drivers', 'drivers.id', 'order_trips.driver_id')
    .leftJoin('vehicles', 'vehicles.id', 'order_trips.vehicle_id')
    .leftJoin('staff', 'staff.id', 'orders.source_staff_id')
    .where('order_trips.tenant_id', '=', tenantId)
    .select([
      'order_trips.id',
      'order_trips.order_id',
      'order_trips.datetime',
      'order_trips.pickup_at',
      'order_trips.from_text',
      'order_trips.to_text',
      'order_trips.passengers',
      'order_trips.vehicle_class',
      'order_trips.flight_number',
      'order_trips.extra_info',
      // The luggage is one of the tenant's own fields, kept in the trip as entered.
      'order_trips.trip',
      'order_trips.price_cents',
      'order_trips.status',
      'order_trips.driver_id',
      'order_trips.passenger_name',
      'order_trips.passenger_phone',
      'orders.customer_id',
      'orders.person',
      'orders.status as order_status',
      'orders.total_cents',
      'orders.refunded_cents',
      'customers.username',
      'customers.email',
      'customers.phone',
      'drivers.name as driver_name',
      'order_trips.vehicle_id',
      'vehicles.name as vehicle_name',
      'vehicles.plate as vehicle_plate',
      'orders.source',
      'orders.payment_way',
      'order_trips.collect_cents',
      'order_trips.driver_step',
      'order_trips.collected_cents',
      'order_trips.collected_method',
      'staff.name as source_staff_name',
      'order_trips.paid_cents',
      'order_trips.refund_reserved_cents',
      'order_trips.waived_cents',
      'orders.refund_reserved_cents as order_reserved_cents',
      (eb) => pendingRefundOfTrip(eb).as('refund_pending'),
    ]);
}

type BoardTripRow = Awaited<ReturnType<ReturnType<typeof boardTripsQuery>['execute']>>[number];

/** A customer with an account is who the account says; a guest who the personal fields say. */
export function contactOfRow(
  tenant: Tenant,
  row: { username: string | null; email: string; phone: string; person: string },
): Contact {
  if (row.username !== null) return { name: row.username, email: row.email, phone: row.phone };
  return contactOfPerson(tenant, parsePerson(row.person));
}

export function toBoardTrip(tenant: Tenant, row: BoardTripRow): BoardTrip {
  const owedCents = owedOf(row, row.order_status);
  const overpaidCents = overpaidOf(row);
  // SQLite answers 0 or 1, PostgreSQL a boolean.
  const refundPending = Boolean(row.refund_pending);
  return {
    tripId: row.id,
    orderId: row.order_id,
    klantNr: row.customer_id,
    reference: orderReference(row.customer_id, row.order_id),
    datetime: row.datetime,
    pickupAt: toDate(row.pickup_at),
    from: row.from_text,
    to: row.to_text,
    passengers: row.passengers,
    vehicleClass: row.vehicle_class,
    flightNumber: row.flight_number,
    luggage: luggageOf(JSON.parse(row.trip) as Record<string, unknown>),
    extraInfo: row.extra_info,
    customer: contactOfRow(tenant, row),
    passenger: row.passenger_name === '' ? null : { name: row.passenger_name, phone: row.passenger_phone },
    priceCents: row.price_cents,
    paymentState: paymentStateOf({
      status: row.order_status,
      total_cents: row.total_cents,
      refunded_cents: row.refunded_cents,
      payment_way: row.payment_way,
    }),
    status: row.status,
    driverStep: row.driver_step,
    driver: row.driver_id === null ? null : { id: row.driver_id, name: row.driver_name ?? '' },
    vehicle:
      row.vehicle_id === null
        ? null
        : { id: row.vehicle_id, name: row.vehicle_name ?? '', plate: row.vehicle_plate ?? '' },
    source: { kind: row.source, staff: row.source_staff_name ?? null },
    collectCents: row.collect_cents,
    collected:
      row.collected_cents === null || row.collected_method === ''
        ? null
        : { method: row.collected_method, amountCents: row.collected_cents },
    owedCents,
    overpaidCents,
    money: moneyMarkOf({ refundPending, owedCents, status: row.status, overpaidCents }),
  };
}
