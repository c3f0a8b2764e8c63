import type { Kysely } from 'kysely';
import { languages } from '#common/constants.ts';
import type { ManageCar, ManageReply, ManageTrip } from '#common/contracts/manage.ts';
import { orderReference } from '#common/format/text.ts';
import { toDate, type Database, type OrderRow, type OrderTripRow } from '../../db/tables.ts';
import { cancellable } from '../accounts/bookings.ts';
import { visibleOrders, type Customer } from '../customers/customers.ts';
import { owedOfOrder } from '../desk/owed.ts';
import { paymentStateOf } from '../desk/trip-view.ts';
import { orderOfManageToken } from '../orders/manage-link.ts';
import { paymentFormHtml } from '../orders/payment-form.ts';
import { hasReceipt } from '../receipts/receipt.ts';
import { firstName } from '../mail/driver-notice-mail.ts';
import { tripBasicsOf } from '../mail/mail-layout.ts';
import type { Tenant } from '../tenants/tenant-registry.ts';

/** A trip whose quote gave no duration counts as over this long after its pickup. */
const unknownDurationMinutes = 60;

/** Orders whose trips are bookings the customer may change or cancel: paid online or booked on account. */
export const isConfirmed = (order: Pick<OrderRow, 'status'>) => order.status === 'paid' || order.status === 'booked';

export type BookingTrip = OrderTripRow & {
  driver_name: string | null;
  driver_vehicle: string | null;
  driver_plate: string | null;
};

export interface Booking {
  order: OrderRow;
  trips: BookingTrip[];
  /** When the last trip is over: the link works until then (docs/decisions/022-manage-booking.md). */
  validUntil: Date;
}

export function bookingTrips(db: Kysely<Database>, orderId: number): Promise<BookingTrip[]> {
  return db
    .selectFrom('order_trips')
    .leftJoin('drivers', 'drivers.id', 'order_trips.driver_id')
    .leftJoin('vehicles', 'vehicles.id', 'order_trips.vehicle_id')
    .selectAll('order_trips')
    .select(['drivers.name as driver_name', 'vehicles.name as driver_vehicle', 'vehicles.plate as driver_plate'])
    .where('order_trips.order_id', '=', orderId)
    .orderBy('order_trips.position')
    .execute();
}

/** The end of the trip: its pickup and the duration its quote gave. */
const endOf = (trip: Pick<OrderTripRow, 'pickup_at' | 'duration_minutes'>) =>
  toDate(trip.pickup_at).getTime() +
  (trip.duration_minutes > 0 ? trip.duration_minutes : unknownDurationMinutes) * 60_000;

/**
 * The order a manage link names, within the tenant of the request's host, while its last trip is not over. It is
 * looked up by the token's SHA-256, so how long the look-up takes tells nothing of the token; a link of another shape,
 * of another tenant, unknown or expired is undefined alike.
 */
export async function findBooking(
  db: Kysely<Database>,
  tenant: Tenant,
  token: string,
  now: Date,
): Promise<Booking | undefined> {
  const order = await orderOfManageToken(db, tenant, token);
  if (!order) return undefined;
  const booking = await bookingOf(db, order);
  return booking.validUntil.getTime() <= now.getTime() ? undefined : booking;
}

async function bookingOf(db: Kysely<Database>, order: OrderRow): Promise<Booking> {
  const trips = await bookingTrips(db, order.id);
  return { order, trips, validUntil: new Date(Math.max(0, ...trips.map(endOf))) };
}

/**
 * The order of a logged-in customer's trip, within the tenant of the request's host (docs/reference/api.md#bookings-change):
 * undefined when the trip is not one of theirs (or, for a company user, of their company's; docs/decisions/049-companies.md),
 * as for a trip that does not exist. No link is needed, so none expires:
 * the cutoff alone says whether a trip may still change.
 */
export async function findCustomerBooking(
  db: Kysely<Database>,
  tenant: Tenant,
  customer: Pick<Customer, 'id' | 'companyId'>,
  tripId: number,
): Promise<Booking | undefined> {
  const order = await db
    .selectFrom('orders')
    .innerJoin('order_trips', 'order_trips.order_id', 'orders.id')
    .selectAll('orders')
    .where('order_trips.id', '=', tripId)
    .where('orders.tenant_id', '=', tenant.id)
    .where(visibleOrders(customer))
    .executeTakeFirst();
  return order ? bookingOf(db, order) : undefined;
}

/** docs/reference/tenant-settings.md#requiresLogin: a tenant that requires login hides prices from its customers. */
export const pricesShown = (tenant: Tenant) => !tenant.settings.requiresLogin;

/** Whether the customer may still cancel or change the trip: a booking, open, and picked up after the cutoff. */
export const changeable = (tenant: Tenant, order: OrderRow, trip: OrderTripRow, now: Date) =>
  isConfirmed(order) && cancellable(tenant, trip, now);

/** The booking as the customer's page shows it. */
export async function bookingView(
  db: Kysely<Database>,
  tenant: Tenant,
  { order, trips, validUntil }: Booking,
  now: Date,
  cars: ReadonlyMap<number, ManageCar> = new Map(),
): Promise<ManageReply> {
  const cutoffMs = tenant.settings.cancellationCutoffHours * 60 * 60 * 1000;
  const shown = pricesShown(tenant);
  const pending = await db
    .selectFrom('trip_changes')
    .select(['id', 'trip_id', 'old_price_cents', 'new_price_cents', 'checkout_url'])
    .where('order_id', '=', order.id)
    .where('status', '=', 'pending')
    .where('checkout_url', 'is not', null)
    .orderBy('id', 'desc')
    .execute();
  const view = (trip: BookingTrip): ManageTrip => {
    const change = pending.find((candidate) => candidate.trip_id === trip.id);
    const may = changeable(tenant, order, trip, now);
    return {
      ...tripBasicsOf(trip),
      vehicleClass: trip.vehicle_class,
      flightNumber: trip.flight_number,
      extraInfo: trip.extra_info,
      priceCents: shown ? trip.price_cents : null,
      status: trip.status,
      driverStep: trip.status === 'assigned' ? trip.driver_step : '',
      driver:
        trip.status === 'assigned' && trip.driver_name !== null
          ? // The driver's first name and the car to look out for, as the mails say it (docs/decisions/041).
            {
              name: firstName(trip.driver_name),
              vehicle: [trip.driver_vehicle, trip.driver_plate].filter((part) => part).join(', '),
            }
          : null,
      version: toDate(trip.updated_at).toISOString(),
      canCancel: may,
      canChange: may,
      changeableUntil: new Date(toDate(trip.pickup_at).getTime() - cutoffMs).toISOString(),
      pendingChange:
        change && change.checkout_url && may
          ? {
              id: change.id,
              amountCents: change.new_price_cents - change.old_price_cents,
              form: paymentFormHtml(change.checkout_url),
            }
          : null,
      car: cars.get(trip.id) ?? null,
    };
  };
  return {
    reference: orderReference(order.customer_id, order.id),
    lang: languages.find((known) => known === order.lang) ?? 'nl',
    orderStatus: order.status,
    paymentState: paymentStateOf(order),
    totalCents: shown ? order.total_cents : null,
    paidCents: order.status === 'paid' ? order.total_cents : 0,
    refundedCents: order.refunded_cents,
    refundPendingCents: Math.max(0, order.refund_reserved_cents - order.refunded_cents),
    owedCents: shown ? (await owedOfOrder(db, order)).totalCents : null,
    receipt: hasReceipt(order, trips),
    policy: { cancellationCutoffHours: tenant.settings.cancellationCutoffHours, refund: 'full' },
    validUntil: validUntil.toISOString(),
    trips: trips.map(view),
  };
}
