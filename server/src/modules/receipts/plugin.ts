import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { languages } from '#common/constants.ts';
import { isValidEmail } from '#common/fields/email.ts';
import { orderReference } from '#common/format/text.ts';
import type { Settings } from '../../config.ts';
import type { Database, OrderRow } from '../../db/tables.ts';
import type { DeskActor } from '../desk/actor.ts';
import type { Mailer } from '../mail/mailer.ts';
import { receiptMail } from '../mail/receipt-mail.ts';
import { orderContact } from '../orders/confirmation.ts';
import { newManageToken, orderOfManageToken, receiptLink } from '../orders/manage-link.ts';
import { recordTripEvents } from '../orders/trip-history.ts';
import type { Tenant, TenantRegistry } from '../tenants/tenant-registry.ts';
import { receiptOfOrder, receiptLines, type ReceiptRefusal } from './receipt.ts';
import { receiptFileName, receiptPdf } from './receipt-pdf.ts';
import { mailingDeps } from '../mail/mailing-deps.ts';

/** A receipt as a file, or why there is none: no such order for who asks, or nothing paid to attest. */
export type ReceiptFile =
  { ok: true; pdf: Buffer; fileName: string } | { ok: false; error: 'receiptNotFound' | ReceiptRefusal };

/**
 * The receipts of orders (issue 23 item 3, docs/decisions/051-receipts.md): the customer's by a manage link's token or
 * by the payment's return, the desk's by a trip of the staff member's tenant; each finds nothing of another tenant.
 */
export interface Receipts {
  /** By any manage link of the order, also after its last trip: a receipt is kept for the books. */
  byManageLink(tenant: Tenant, token: string): Promise<ReceiptFile>;
  /** By the order's id and the hash of its return page, which only the browser that paid holds. */
  byReturn(tenant: Tenant, orderId: number, hash: string): Promise<ReceiptFile>;
  /** The receipt of the trip's order, for the desk. */
  forDesk(actor: DeskActor, tripId: number): Promise<ReceiptFile>;
  /**
   * After the driver finished a trip paid in the car with an amount: the customer is mailed the receipt's link, once
   * per trip (the mail is in the trip's history, which a second done finds).
   */
  mailAfterDone(tenantId: string, tripId: number): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    receipts: Receipts;
  }
}

export interface ReceiptDeps {
  db: Kysely<Database>;
  tenants: TenantRegistry;
  mailer: Mailer;
  publicUrl: string;
  log: { info(details: object, message: string): void; error(details: object, message: string): void };
  now(): Date;
}

/** The kind of `mail` row in a trip's history that says its receipt was mailed. */
const receiptMailKind = 'receipt';

async function fileOf(deps: ReceiptDeps, tenant: Tenant, order: OrderRow | undefined): Promise<ReceiptFile> {
  if (!order || order.tenant_id !== tenant.id) return { ok: false, error: 'receiptNotFound' };
  const outcome = await receiptOfOrder(deps.db, tenant, order, deps.now());
  if (!outcome.ok) return outcome;
  return { ok: true, pdf: await receiptPdf(outcome.receipt, tenant.info), fileName: receiptFileName(outcome.receipt) };
}

export function createReceipts(deps: ReceiptDeps): Receipts {
  return {
    async byManageLink(tenant, token) {
      return fileOf(deps, tenant, await orderOfManageToken(deps.db, tenant, token));
    },
    async byReturn(tenant, orderId, hash) {
      const order = await deps.db
        .selectFrom('orders')
        .selectAll()
        .where('id', '=', orderId)
        .where('tenant_id', '=', tenant.id)
        .where('hash', '=', hash)
        .executeTakeFirst();
      return fileOf(deps, tenant, order);
    },
    async forDesk(actor, tripId) {
      const order = await deps.db
        .selectFrom('order_trips')
        .innerJoin('orders', 'orders.id', 'order_trips.order_id')
        .selectAll('orders')
        .where('order_trips.id', '=', tripId)
        .where('order_trips.tenant_id', '=', actor.tenantId)
        .executeTakeFirst();
      const tenant = deps.tenants.byId(actor.tenantId);
      return tenant ? fileOf(deps, tenant, order) : { ok: false, error: 'receiptNotFound' };
    },
    async mailAfterDone(tenantId, tripId) {
      const tenant = deps.tenants.byId(tenantId);
      const trip = await deps.db
        .selectFrom('order_trips')
        .innerJoin('orders', 'orders.id', 'order_trips.order_id')
        .selectAll('orders')
        .select([
          'order_trips.datetime',
          'order_trips.from_text',
          'order_trips.to_text',
          'order_trips.paid_cents',
          'order_trips.status as trip_status',
          'order_trips.collected_cents',
          'order_trips.collected_method',
        ])
        .where('order_trips.id', '=', tripId)
        .where('order_trips.tenant_id', '=', tenantId)
        .executeTakeFirst();
      if (!tenant || !trip || trip.payment_way !== 'driver') return;
      const lines = receiptLines(trip, [{ ...trip, status: trip.trip_status }]);
      if (typeof lines === 'string') return;
      const mailed = await deps.db
        .selectFrom('trip_events')
        .select('id')
        .where('trip_id', '=', tripId)
        .where('kind', '=', 'mail')
        .where('field', '=', receiptMailKind)
        .executeTakeFirst();
      if (mailed) return;
      const contact = await orderContact(deps.db, tenant, trip);
      if (!isValidEmail(contact.email)) return;
      const lang = languages.find((known) => known === trip.lang) ?? 'nl';
      const link = receiptLink(trip, await newManageToken(deps.db, trip, deps.now()), tenant, deps.publicUrl);
      const reference = orderReference(trip.customer_id, trip.id);
      await deps.mailer.send(receiptMail(tenant, { ...contact, lang }, reference, link));
      await recordTripEvents(deps.db, [
        {
          tenantId,
          tripId,
          orderId: trip.id,
          by: { actor: 'system' },
          kind: 'mail',
          field: receiptMailKind,
          to: contact.email,
        },
      ]);
      deps.log.info({ ritNr: tripId }, 'Receipt mailed');
    },
  };
}

/** The receipts' service on the app (`app.receipts`). */
export const receiptsPlugin = fp<Pick<Settings, 'publicUrl'>>(
  async (app, options) => {
    app.decorate('receipts', createReceipts(mailingDeps(app, options.publicUrl)));
  },
  { name: 'receipts', dependencies: ['database', 'tenants', 'mail'] },
);
