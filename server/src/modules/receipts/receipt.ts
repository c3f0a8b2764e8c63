import type { Kysely } from 'kysely';
import { languages, type Language } from '#common/constants.ts';
import { amsterdamDay } from '#common/format/date.ts';
import { orderReference } from '#common/format/text.ts';
import type { CollectedMethod } from '#common/contracts/driver.ts';
import { toDate, type Database, type OrderRow, type OrderTripRow } from '../../db/tables.ts';
import { orderContact } from '../orders/confirmation.ts';
import type { Tenant } from '../tenants/tenant-registry.ts';

/**
 * What a receipt holds (docs/decisions/051-receipts.md): one per order, of what was paid for it by the day it is made.
 * A paid order's trips, paid online, with the refunds so far; a desk booking paid in the car, its trips done with
 * what the driver recorded collecting. An order on account gets invoices instead, and one not paid yet nothing.
 */

export type ReceiptRefusal = 'receiptNotPaid' | 'receiptOnAccount';

/** How a line was paid. */
export type ReceiptPayment =
  /** `method` as the provider named it (`ideal`, `creditcard`, …; migration 029), null when it did not. */
  | { kind: 'online'; provider: string | null; method: string | null; paidOn: string | null }
  | { kind: 'car'; method: CollectedMethod };

export interface ReceiptLine {
  /** The pickup, `YYYY-MM-DD HH:mm` in Amsterdam. */
  datetime: string;
  from: string;
  to: string;
  /** What was paid for it, VAT included. */
  amountCents: number;
  cancelled: boolean;
  payment: ReceiptPayment;
}

export interface Receipt {
  lang: Language;
  /** `D{customer}/{order}`, as the customer's mails and pages show it. */
  reference: string;
  orderId: number;
  customerName: string;
  /** The day it was made, `YYYY-MM-DD` in Amsterdam. */
  date: string;
  lines: ReceiptLine[];
  /** What the provider gave back so far. */
  refundedCents: number;
}

export type ReceiptOutcome = { ok: true; receipt: Receipt } | { ok: false; error: ReceiptRefusal };

type ReceiptTrip = Pick<
  OrderTripRow,
  'datetime' | 'from_text' | 'to_text' | 'paid_cents' | 'status' | 'collected_cents' | 'collected_method'
>;
type ReceiptOrder = Pick<
  OrderRow,
  | 'status'
  | 'payment_way'
  | 'provider'
  | 'payment_method'
  | 'settled_at'
  | 'refunded_cents'
  | 'customer_id'
  | 'id'
  | 'lang'
>;

/** A trip the driver finished with an amount collected in the car. */
const collectedInCar = (trip: ReceiptTrip) =>
  trip.status === 'done' && trip.collected_method !== '' && (trip.collected_cents ?? 0) > 0;

/** The receipt's lines of the order, or why it has none. */
export function receiptLines(order: ReceiptOrder, trips: readonly ReceiptTrip[]): ReceiptLine[] | ReceiptRefusal {
  const base = (trip: ReceiptTrip) => ({
    datetime: trip.datetime,
    from: trip.from_text,
    to: trip.to_text,
    cancelled: trip.status === 'canceled',
  });
  if (order.status === 'paid') {
    const paidOn = order.settled_at === null ? null : amsterdamDay(toDate(order.settled_at));
    return trips
      .filter((trip) => trip.paid_cents > 0)
      .map((trip) => ({
        ...base(trip),
        amountCents: trip.paid_cents,
        payment: { kind: 'online', provider: order.provider, method: order.payment_method, paidOn },
      }));
  }
  if (order.status === 'booked' && order.payment_way === 'driver') {
    const lines = trips.filter(collectedInCar).map((trip): ReceiptLine => ({
      ...base(trip),
      amountCents: trip.collected_cents ?? 0,
      payment: { kind: 'car', method: trip.collected_method || 'cash' },
    }));
    return lines.length > 0 ? lines : 'receiptNotPaid';
  }
  return order.status === 'booked' ? 'receiptOnAccount' : 'receiptNotPaid';
}

/** Whether the order has a receipt to show, without reading who it is for. */
export const hasReceipt = (order: ReceiptOrder, trips: readonly ReceiptTrip[]) =>
  typeof receiptLines(order, trips) !== 'string';

/** The order's receipt as of `now`, or why there is none. */
export async function receiptOfOrder(
  db: Kysely<Database>,
  tenant: Tenant,
  order: OrderRow,
  now: Date,
): Promise<ReceiptOutcome> {
  const trips = await db
    .selectFrom('order_trips')
    .select(['datetime', 'from_text', 'to_text', 'paid_cents', 'status', 'collected_cents', 'collected_method'])
    .where('order_id', '=', order.id)
    .where('tenant_id', '=', tenant.id)
    .orderBy('position')
    .execute();
  const lines = receiptLines(order, trips);
  if (typeof lines === 'string') return { ok: false, error: lines };
  const contact = await orderContact(db, tenant, order);
  return {
    ok: true,
    receipt: {
      lang: languages.find((known) => known === order.lang) ?? 'nl',
      reference: orderReference(order.customer_id, order.id),
      orderId: order.id,
      customerName: contact.name,
      date: amsterdamDay(now),
      lines,
      refundedCents: order.status === 'paid' ? order.refunded_cents : 0,
    },
  };
}
