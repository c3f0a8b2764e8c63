import type { AlertChange } from '#common/contracts/desk-alerts.ts';
import { escapeHtml } from '#common/format/html.ts';
import { formatPrice, orderReference } from '#common/format/text.ts';
import type { CanceledTripForMail } from './account-mail.ts';
import { formatPickup, htmlDocument, mailToOperator, paragraph, textRows, tripRows } from './mail-layout.ts';
import type { MailMessage } from './mailer.ts';

/** The operator's names of the fields a customer changes (the desk edit's fields, docs/reference/states.md). */
const fieldNames: Record<string, string> = {
  datetime: 'Ophalen',
  from: 'Van',
  to: 'Naar',
  passengers: 'Personen',
  vehicleClass: 'Voertuig',
  flightNumber: 'Vluchtnummer',
  extraInfo: 'Opmerkingen',
  price: 'Prijs',
};

/** One change as the operator reads it: "Ophalen: vrijdag 27-11-2026 om 05:00, was vrijdag 27-11-2026 om 10:00". */
function changeLine(change: AlertChange): string {
  const shown = (value: string) => {
    if (change.field === 'datetime') return formatPickup(value, 'nl');
    if (change.field === 'price') return formatPrice(value);
    return value === '' ? '(leeg)' : value;
  };
  return `${fieldNames[change.field] ?? change.field}: ${shown(change.to)}, was ${shown(change.from)}`;
}

/**
 * The operator's notice of a customer's change through the manage link or the bookings screen (always Dutch, to the
 * operator's `email`, as the notices of new bookings and cancellations; a reply goes to the customer): what changed,
 * new and old, and the trip as it is now.
 */
export function changeNotice(trip: CanceledTripForMail, changes: readonly AlertChange[]): MailMessage {
  const reference = orderReference(trip.klantNr, trip.orderId);
  const subject = `Rit ${trip.ritNr} gewijzigd door de klant (${reference})`;
  const changed = changes.map(changeLine);
  const rows = textRows([['Rit', String(trip.ritNr)], ['Ordernummer', reference], ...tripRows(trip, 'nl')]);
  const contact = [
    `Klant: ${trip.customer.name}`,
    `E-mail: ${trip.customer.email}`,
    `Telefoon: ${trip.customer.phone}`,
  ];
  const intro = 'De klant heeft een rit gewijzigd:';
  const text = [intro, '', ...changed, '', 'De rit nu:', ...rows, '', ...contact, ''].join('\n');
  const html = htmlDocument(
    'nl',
    subject,
    [
      intro,
      changed.map(escapeHtml).join('<br>'),
      ['De rit nu:', ...rows, '', ...contact].map(escapeHtml).join('<br>'),
    ].map(paragraph),
  );
  return mailToOperator(trip, { subject, text, html });
}
