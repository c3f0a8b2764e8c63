import type { AlertChange } from '#common/contracts/desk-alerts.ts';
import { cancellationNotice, type CanceledTripForMail } from '../mail/account-mail.ts';
import { changeNotice } from '../mail/change-notice.ts';
import { tripForMails } from './customer-mail.ts';
import type { DeskDeps } from './deps.ts';

/** What the customer did to their trip through the desk's services (the manage link, the bookings screen). */
export type CustomerNotice = { kind: 'canceled' } | { kind: 'changed'; changes: readonly AlertChange[] };

/**
 * The operator's notice mail of a customer's cancellation or change, once it is committed (issue 20: the operator hears
 * of it as of a new booking; the bookings screen's own cancellation sends it in `accounts/cancel-trip.ts`). A mail that
 * fails is logged and never undoes the change: the desk's alert says it too.
 */
export async function noticeOperator(deps: DeskDeps, tripId: number, notice: CustomerNotice): Promise<void> {
  try {
    const found = await tripForMails(deps, tripId);
    if (!found) return;
    const trip: CanceledTripForMail = { ...found.trip, customer: { ...found.contact, lang: found.lang } };
    await deps.mailer.send(notice.kind === 'canceled' ? cancellationNotice(trip) : changeNotice(trip, notice.changes));
  } catch (error) {
    deps.log.error({ err: error, ritNr: tripId, notice: notice.kind }, 'Operator notice not sent');
  }
}
