import { languages, type Language } from '#common/constants.ts';
import { isValidEmail } from '#common/fields/email.ts';
import { onTheWayMail, onTheWaySms, type OnTheWayTrip } from '../mail/on-the-way-mail.ts';
import { orderContact } from '../orders/confirmation.ts';
import { tenantTripWithCrew } from '../orders/order-store.ts';
import type { NoticeDeps } from './notices.ts';
import { toE164 } from './sms.ts';

/** How the customer was told; false both: not at all (no such trip, no driver, no address nor provider). */
export interface OnTheWayDelivery {
  mailed: boolean;
  texted: boolean;
}

/**
 * Tells the customer of a trip that its driver is on the way (issue 21, item 5): a mail, and an SMS when a provider is
 * configured, with the driver's first name, the car and its plate, and the operator's number. The driver's own phone
 * is never read here. Never throws: what fails is logged.
 */
export async function tellCustomerOnTheWay(
  deps: NoticeDeps,
  tenantId: string,
  tripId: number,
): Promise<OnTheWayDelivery> {
  const delivery: OnTheWayDelivery = { mailed: false, texted: false };
  const row = await tenantTripWithCrew(deps.db, tenantId, tripId)
    .select([
      'order_trips.id',
      'order_trips.datetime',
      'order_trips.from_text',
      'order_trips.to_text',
      'orders.customer_id',
      'orders.person',
      'orders.lang',
    ])
    .executeTakeFirst();
  const tenant = deps.tenants.byId(tenantId);
  if (!row || row.driver_name === null || !tenant) return delivery;
  const contact = await orderContact(deps.db, tenant, row);
  const lang: Language = languages.find((known) => known === row.lang) ?? 'nl';
  const trip: OnTheWayTrip = {
    ritNr: row.id,
    datetime: row.datetime,
    from: row.from_text,
    to: row.to_text,
    tenant,
    customer: { name: contact.name, email: contact.email, lang },
  };
  const driver = { name: row.driver_name, vehicle: row.vehicle_name ?? '', plate: row.vehicle_plate ?? '' };
  if (isValidEmail(contact.email)) {
    try {
      await deps.mailer.send(onTheWayMail(trip, driver));
      delivery.mailed = true;
    } catch (error) {
      deps.log.error({ err: error, ritNr: tripId }, 'On-the-way mail not sent');
    }
  }
  const to = toE164(contact.phone);
  if (deps.sms && to) {
    try {
      await deps.sms.send(to, onTheWaySms(trip, driver));
      delivery.texted = true;
    } catch (error) {
      deps.log.error({ err: error, ritNr: tripId }, 'On-the-way SMS not sent');
    }
  }
  return delivery;
}
