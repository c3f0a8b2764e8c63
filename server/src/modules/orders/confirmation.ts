import type { Kysely } from 'kysely';
import { languages, type Language } from '#common/constants.ts';
import { isValidEmail } from '#common/fields/email.ts';
import type { Database, OrderRow } from '../../db/tables.ts';
import { tripBasicsOf } from '../mail/mail-layout.ts';
import type { Mailer } from '../mail/mailer.ts';
import { operatorNotice, orderConfirmation, type OrderForMail } from '../mail/order-mail.ts';
import type { Tenant, TenantRegistry } from '../tenants/tenant-registry.ts';
import { claimConfirmationMail, confirmationMailed, findOrder, orderTrips } from './order-store.ts';
import { manageLink, newManageToken, receiptLink } from './manage-link.ts';
import { contactOfPerson, type Contact } from './person.ts';
import { parsePerson } from '../../db/trip-search.ts';

export interface ConfirmationDeps {
  db: Kysely<Database>;
  tenants: TenantRegistry;
  mailer: Mailer;
  publicUrl: string;
  log: { info(details: object, message: string): void; error(details: object, message: string): void };
}

/**
 * Sends a confirmed order's mails once: the customer's confirmation (when the order has a valid address) and the
 * operator's notice. The claim makes it once across requests and instances; a failed send gives the claim back,
 * and the next start tries again (`sendAwaitingConfirmations`).
 */
export async function sendConfirmation(deps: ConfirmationDeps, orderId: number): Promise<void> {
  if (!(await claimConfirmationMail(deps.db, orderId))) return;
  let sent = false;
  try {
    const order = await findOrder(deps.db, orderId);
    const mail = order && (await orderForMail(deps, order));
    if (!mail) throw new Error(`order ${orderId} or its tenant is gone`);
    if (isValidEmail(mail.customer.email)) {
      // The link is made for this mail, its token is nowhere else (docs/decisions/031-paid-per-trip-and-link-hashes.md).
      const token = await newManageToken(deps.db, order, new Date());
      const manageUrl = manageLink(order, token, mail.tenant, deps.publicUrl);
      // A paid order's receipt opens by the same token (docs/decisions/051-receipts.md).
      const receiptUrl = order.status === 'paid' ? receiptLink(order, token, mail.tenant, deps.publicUrl) : undefined;
      await deps.mailer.send(orderConfirmation({ ...mail, manageUrl, receiptUrl }, deps.publicUrl));
    }
    await deps.mailer.send(operatorNotice(mail));
    sent = true;
    deps.log.info({ orderId }, 'Order confirmation sent');
  } catch (error) {
    deps.log.error({ orderId, err: error }, 'Order confirmation not sent; it is tried again at the next start');
  } finally {
    await confirmationMailed(deps.db, orderId, sent);
  }
}

/** Who the order is for: a customer with an account is who their account says (an order on account has no personal fields). */
export async function orderContact(
  db: Kysely<Database>,
  tenant: Tenant,
  order: Pick<OrderRow, 'customer_id' | 'person'>,
): Promise<Contact> {
  const account = await db
    .selectFrom('customers')
    .select(['username', 'email', 'phone'])
    .where('id', '=', order.customer_id)
    .where('username', 'is not', null)
    .executeTakeFirst();
  return account
    ? { name: account.username ?? '', email: account.email, phone: account.phone }
    : contactOfPerson(tenant, parsePerson(order.person));
}

async function orderForMail(deps: ConfirmationDeps, order: OrderRow): Promise<OrderForMail | undefined> {
  const tenant = deps.tenants.byId(order.tenant_id);
  if (!tenant) return undefined;
  const contact = await orderContact(deps.db, tenant, order);
  const lang: Language = languages.find((known) => known === order.lang) ?? 'nl';
  const trips = await orderTrips(deps.db, order.id);
  return {
    klantNr: order.customer_id,
    orderId: order.id,
    customer: { ...contact, lang },
    trips: trips.map((trip) => ({
      ...tripBasicsOf(trip),
      flightNumber: trip.flight_number,
      extraInfo: trip.extra_info,
      passenger: trip.passenger_name === '' ? null : { name: trip.passenger_name, phone: trip.passenger_phone },
      priceCents: trip.price_cents,
      durationMinutes: trip.duration_minutes > 0 ? trip.duration_minutes : null,
    })),
    totalCents: order.total_cents,
    paid: order.status === 'paid',
    tenant,
  };
}
