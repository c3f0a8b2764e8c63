import type { Language } from '#common/constants.ts';
import { escapeHtml } from '#common/format/html.ts';
import { formatCents, orderReference } from '#common/format/text.ts';
import { htmlDocument, htmlTrip, mailToCustomer, paragraph, textRows, tripRows, type MailTrip } from './mail-layout.ts';
import type { MailMessage } from './mailer.ts';
import { untilText } from './money-mail.ts';

/** A trip booked by phone and paid by a link (docs/decisions/034-desk-booking-payment-ways.md), as its mails show it. */
export interface LinkTripForMail extends MailTrip {
  priceCents: number;
  customer: { name: string; email: string; lang: Language };
}

const texts = {
  nl: {
    linkSubject: (reference: string) => `Betaallink voor uw rit (${reference})`,
    linkIntro: (name: string) => `Beste ${name}, bedankt voor uw telefonische boeking. Betaal uw rit met deze link:`,
    linkUntil: (until: string) => `De link is geldig tot ${until}. Na betaling krijgt u de bevestiging.`,
    releasedSubject: (reference: string) => `Rit vervallen: niet betaald (${reference})`,
    releasedIntro: (name: string) =>
      `Beste ${name}, de betaallink voor uw rit is verlopen zonder betaling. De rit is daarom vervallen; bel ons als u hem toch wilt boeken.`,
    price: 'Prijs',
    trip: 'Uw rit',
  },
  en: {
    linkSubject: (reference: string) => `Payment link for your trip (${reference})`,
    linkIntro: (name: string) =>
      `Dear ${name}, thank you for booking by phone. Please pay for your trip with this link:`,
    linkUntil: (until: string) => `The link is valid until ${until}. Once paid, you receive the confirmation.`,
    releasedSubject: (reference: string) => `Trip released: not paid (${reference})`,
    releasedIntro: (name: string) =>
      `Dear ${name}, the payment link for your trip expired without a payment, so the trip was released. Call us if you still want to book it.`,
    price: 'Price',
    trip: 'Your trip',
  },
} satisfies Record<Language, unknown>;

function rowsOf(trip: LinkTripForMail) {
  const lang = trip.customer.lang;
  return [...tripRows(trip, lang), [texts[lang].price, formatCents(trip.priceCents)] as [string, string]];
}

/** The payment link of a booking taken by phone, to the caller. */
export function paymentLinkMail(trip: LinkTripForMail, link: { url: string; expiresAt: Date }): MailMessage {
  const t = texts[trip.customer.lang];
  const reference = orderReference(trip.klantNr, trip.orderId);
  const subject = t.linkSubject(reference);
  const until = t.linkUntil(untilText(link.expiresAt, trip.customer.lang));
  const rows = rowsOf(trip);
  const text = [t.linkIntro(trip.customer.name), '', link.url, '', until, '', ...textRows(rows), ''].join('\n');
  const html = htmlDocument(trip.customer.lang, subject, [
    paragraph(escapeHtml(t.linkIntro(trip.customer.name))),
    paragraph(`<a href="${escapeHtml(link.url)}">${escapeHtml(link.url)}</a>`),
    paragraph(escapeHtml(until)),
    htmlTrip(t.trip, rows),
  ]);
  return mailToCustomer(trip.tenant, trip.customer, { subject, text, html });
}

/** The notice that an unpaid link expired and its trip was released. */
export function linkReleasedMail(trip: LinkTripForMail): MailMessage {
  const t = texts[trip.customer.lang];
  const subject = t.releasedSubject(orderReference(trip.klantNr, trip.orderId));
  const rows = rowsOf(trip);
  const text = [t.releasedIntro(trip.customer.name), '', ...textRows(rows), ''].join('\n');
  const html = htmlDocument(trip.customer.lang, subject, [
    paragraph(escapeHtml(t.releasedIntro(trip.customer.name))),
    htmlTrip(t.trip, rows),
  ]);
  return mailToCustomer(trip.tenant, trip.customer, { subject, text, html });
}
