import type { Kysely } from 'kysely';
import type { PaymentState } from '#common/contracts/desk-trips.ts';
import type { CollectedMethod, DriverStep } from '#common/contracts/driver.ts';
import type { TripStatus } from '#common/contracts/trip-status.ts';
import { luggageOf } from '#common/fields/luggage.ts';
import { orderReference } from '#common/format/text.ts';
import { toDate, type Database, type OrderRow, type OrderSource } from '../../db/tables.ts';
import { contactOfPerson, type Contact } from '../orders/person.ts';
import { parsePerson } from '../../db/trip-search.ts';
import type { Tenant } from '../tenants/tenant-registry.ts';

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
  priceCents: number;
  paymentState: PaymentState;
  status: TripStatus;
  driverStep: DriverStep;
  driver: { id: number; name: string } | null;
  vehicle: { id: number; name: string; plate: string } | null;
  source: { kind: OrderSource; staff: string | null };
  collectCents: number;
  collected: { method: CollectedMethod; amountCents: number } | null;
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
  };
}
