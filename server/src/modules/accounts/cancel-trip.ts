import type { Language } from '#common/constants.ts';
import type { cancelTripErrors } from '#common/contracts/account.ts';
import type { LoginResp } from '#common/contracts/login-resp.ts';
import { isOpenTripStatus } from '#common/contracts/trip-status.ts';
import { isValidEmail } from '#common/fields/email.ts';
import { announceAlerts } from '../alerts/alert-store.ts';
import type { Customer } from '../customers/customers.ts';
import { cancellationConfirmation, cancellationNotice, type CanceledTripForMail } from '../mail/account-mail.ts';
import { tripBasicsOf } from '../mail/mail-layout.ts';
import type { Tenant } from '../tenants/tenant-registry.ts';
import { cancelBookedTrip, cancellable, customerTrip, tripIdOf } from './bookings.ts';
import type { AccountsDeps } from './deps.ts';
import { loginResp } from './login-reply.ts';

export interface CancelTripInput {
  tenant: Tenant;
  /** The session's customer; undefined without a live session. */
  customer: Customer | undefined;
  ritId: string;
  lang: Language;
  withConfig: boolean;
}

export type CancelTripOutcome =
  { ok: true; reply: LoginResp } | { ok: false; error: (typeof cancelTripErrors)[number] };

/**
 * `cancel_trip.json` (docs/reference/api.md#cancel-trip): the customer cancels one of their own booked trips while
 * `xs.cancel` holds; the operator and the customer get a mail; the reply is the start call's with the updated trips.
 */
export async function cancelTrip(deps: AccountsDeps, input: CancelTripInput): Promise<CancelTripOutcome> {
  const { tenant, customer } = input;
  if (!customer) return { ok: false, error: 'loginRequired' };
  const tripId = tripIdOf(input.ritId);
  // Another customer's trip is as unknown as one that does not exist.
  const trip = tripId === undefined ? undefined : await customerTrip(deps.db, tenant, customer, tripId);
  if (!trip) return { ok: false, error: 'tripNotFound' };

  const now = new Date();
  // Already cancelled (a double click): the answer the first click got, and no second mail. A trip driven (done,
  // no-show) is no longer the customer's to cancel.
  if (trip.status !== 'canceled' && !isOpenTripStatus(trip.status)) return { ok: false, error: 'cancelNotAllowed' };
  if (isOpenTripStatus(trip.status)) {
    if (!cancellable(tenant, trip, now)) return { ok: false, error: 'cancelNotAllowed' };
    const canceled = await cancelBookedTrip(deps.db, tenant, trip, now);
    if (canceled) {
      deps.log.info({ ritNr: trip.id, klantNr: customer.id }, 'Trip cancelled by the customer');
      await deps.events.publish(tenant.id, {
        type: 'tripChanged',
        tripId: trip.id,
        orderId: trip.order_id,
        change: 'status',
      });
      await announceAlerts(deps.events, canceled);
      const mail: CanceledTripForMail = {
        ...tripBasicsOf(trip),
        klantNr: trip.customer_id,
        orderId: trip.order_id,
        customer: {
          name: customer.username ?? customer.email,
          email: customer.email,
          phone: customer.phone,
          lang: input.lang,
        },
        tenant,
      };
      try {
        await deps.mailer.send(cancellationNotice(mail));
        if (isValidEmail(customer.email)) await deps.mailer.send(cancellationConfirmation(mail));
      } catch (error) {
        // The trip is cancelled whatever the mail server does; the operator sees it in the bookings.
        deps.log.error({ err: error, ritNr: trip.id }, 'Cancellation mail not sent');
      }
    } else {
      const again = await customerTrip(deps.db, tenant, customer, trip.id);
      if (again?.status !== 'canceled') return { ok: false, error: 'cancelNotAllowed' };
    }
  }
  return { ok: true, reply: await loginResp(deps.db, tenant, customer, { withConfig: input.withConfig, now }) };
}
