import { isValidEmail } from '#common/fields/email.ts';
import type { OrderRow } from '../../db/tables.ts';
import { tripBasicsOf } from '../mail/mail-layout.ts';
import { linkReleasedMail, type LinkTripForMail } from '../mail/payment-link-mail.ts';
import { orderContact, type ConfirmationDeps } from './confirmation.ts';
import { findOrder, orderTrips } from './order-store.ts';

/** A phone booking's order as its link mails show it. */
export async function linkMailOf(deps: ConfirmationDeps, order: OrderRow): Promise<LinkTripForMail | undefined> {
  const tenant = deps.tenants.byId(order.tenant_id);
  const [trip] = await orderTrips(deps.db, order.id);
  if (!tenant || !trip) return undefined;
  const contact = await orderContact(deps.db, tenant, order);
  return {
    ...tripBasicsOf(trip),
    klantNr: order.customer_id,
    orderId: order.id,
    tenant,
    priceCents: order.total_cents,
    customer: { name: contact.name, email: contact.email, lang: order.lang === 'en' ? 'en' : 'nl' },
  };
}

/**
 * The notice that a link expired unpaid and its trip was released, once across instances: the `mailed_at` of an
 * expired order is claimed by one conditional update.
 */
export async function sendLinkReleased(deps: ConfirmationDeps, orderId: number, now: Date): Promise<void> {
  const claimed = await deps.db
    .updateTable('orders')
    .set({ mailed_at: now })
    .where('id', '=', orderId)
    .where('status', '=', 'expired')
    .where('payment_way', '=', 'link')
    .where('mailed_at', 'is', null)
    .executeTakeFirst();
  if (claimed.numUpdatedRows !== 1n) return;
  const order = await findOrder(deps.db, orderId);
  const mail = order && (await linkMailOf(deps, order));
  if (!mail || !isValidEmail(mail.customer.email)) return;
  try {
    await deps.mailer.send(linkReleasedMail(mail));
  } catch (error) {
    deps.log.error({ orderId, err: error }, 'Link expiry notice not sent');
  }
}
