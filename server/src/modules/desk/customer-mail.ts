import { languages, type Language } from '#common/constants.ts';
import { isValidEmail } from '#common/fields/email.ts';
import { tripBasicsOf, type MailTrip } from '../mail/mail-layout.ts';
import { tripChangeMail, type TripChangeForMail } from '../mail/trip-mail.ts';
import { orderContact } from '../orders/confirmation.ts';
import { recordTripEvents } from '../orders/trip-history.ts';
import type { DeskDeps } from './deps.ts';
import type { MailMessage } from '../mail/mailer.ts';
import type { TripStatus } from '#common/contracts/trip-status.ts';

/**
 * A trip with its tenant, contact and language, as the mails about it (the customer's and the operator's) need them;
 * undefined when there is no such trip or tenant.
 */
export async function tripForMails(deps: DeskDeps, tripId: number) {
  const row = await deps.db
    .selectFrom('order_trips')
    .innerJoin('orders', 'orders.id', 'order_trips.order_id')
    .selectAll('order_trips')
    .select(['orders.customer_id', 'orders.person', 'orders.lang'])
    .where('order_trips.id', '=', tripId)
    .executeTakeFirst();
  const tenant = row && deps.tenants.byId(row.tenant_id);
  if (!row || !tenant) return undefined;
  const contact = await orderContact(deps.db, tenant, row);
  const lang: Language = languages.find((known) => known === row.lang) ?? 'nl';
  const trip: MailTrip = { ...tripBasicsOf(row), klantNr: row.customer_id, orderId: row.order_id, tenant };
  return { row, trip, contact, lang };
}

/** The trip as the mails to its customer name it: its basics, order, tenant and the customer with their language. */
export function mailTripOf({ trip, contact, lang }: NonNullable<Awaited<ReturnType<typeof tripForMails>>>) {
  return { ...trip, customer: { name: contact.name, email: contact.email, lang } };
}

/**
 * Mails the trip's customer, in the order's language, once the change it tells of is committed
 * (docs/decisions/020-trip-lifecycle-and-refunds.md): a mail that fails is logged and never undoes the change; one that
 * went is a `mail` row (`kind`) in the trip's history. False when it did not go (no valid address, a failure).
 */
export async function mailTripCustomer(
  deps: DeskDeps,
  tripId: number,
  kind: string,
  build: (trip: ReturnType<typeof mailTripOf>, row: { price_cents: number; status: TripStatus }) => MailMessage,
): Promise<boolean> {
  try {
    const found = await tripForMails(deps, tripId);
    if (!found || !isValidEmail(found.contact.email)) return false;
    const { row } = found;
    await deps.mailer.send(build(mailTripOf(found), row));
    await recordTripEvents(deps.db, [
      {
        tenantId: row.tenant_id,
        tripId: row.id,
        orderId: row.order_id,
        by: { actor: 'system' },
        kind: 'mail',
        field: kind,
        to: found.contact.email,
      },
    ]);
    return true;
  } catch (error) {
    deps.log.error({ err: error, ritNr: tripId, mail: kind }, 'Mail to the customer not sent');
    return false;
  }
}

/** Mails the customer what the desk changed (`mailTripCustomer`). */
export async function mailCustomer(deps: DeskDeps, tripId: number, change: TripChangeForMail): Promise<void> {
  await mailTripCustomer(deps, tripId, change.kind, (trip, row) =>
    tripChangeMail({ ...trip, priceCents: row.price_cents, status: row.status }, change),
  );
}
