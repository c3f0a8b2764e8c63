import type { Language } from '#common/constants.ts';
import { escapeHtml } from '#common/format/html.ts';
import { formatCents, orderReference } from '#common/format/text.ts';
import { htmlDocument, htmlTrip, mailToCustomer, paragraph, textRows, tripRows, type MailTrip } from './mail-layout.ts';
import type { MailMessage } from './mailer.ts';

/** A trip as the mails about its money show it (docs/decisions/048-owed-and-refund-follow-up.md). */
export interface MoneyTripForMail extends MailTrip {
  customer: { name: string; email: string; lang: Language };
}

const texts = {
  nl: {
    owedSubject: (reference: string) => `Nog te betalen voor uw rit (${reference})`,
    owedIntro: (name: string, amount: string) =>
      `Beste ${name}, de prijs van uw rit is verhoogd. Er is nog ${amount} te betalen. Betaal met deze link:`,
    until: (until: string) => `De link is geldig tot ${until}.`,
    refundedSubject: (reference: string) => `Uw geld is onderweg terug (${reference})`,
    refundedIntro: (name: string, amount: string) =>
      `Beste ${name}, we hebben ${amount} terugbetaald. Het bedrag staat binnen enkele werkdagen op de rekening waarmee u betaalde.`,
    owed: 'Nog te betalen',
    refunded: 'Terugbetaald',
    trip: 'Uw rit',
  },
  en: {
    owedSubject: (reference: string) => `Still to pay for your trip (${reference})`,
    owedIntro: (name: string, amount: string) =>
      `Dear ${name}, the price of your trip was raised. There is ${amount} still to pay. Please pay with this link:`,
    until: (until: string) => `The link is valid until ${until}.`,
    refundedSubject: (reference: string) => `Your money is on its way back (${reference})`,
    refundedIntro: (name: string, amount: string) =>
      `Dear ${name}, we have refunded ${amount}. It reaches the account you paid with within a few working days.`,
    owed: 'Still to pay',
    refunded: 'Refunded',
    trip: 'Your trip',
  },
} satisfies Record<Language, unknown>;

/** "27-11-2026 23:00" in Amsterdam time. */
export function untilText(at: Date, lang: Language): string {
  return new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'nl-NL', {
    timeZone: 'Europe/Amsterdam',
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(at);
}

/** What a paid order still owes after its price was raised, with the link to pay exactly that. */
export function owedLinkMail(
  trip: MoneyTripForMail,
  link: { amountCents: number; url: string; expiresAt: Date },
): MailMessage {
  const lang = trip.customer.lang;
  const t = texts[lang];
  const amount = formatCents(link.amountCents);
  const subject = t.owedSubject(orderReference(trip.klantNr, trip.orderId));
  const intro = t.owedIntro(trip.customer.name, amount);
  const until = t.until(untilText(link.expiresAt, lang));
  const rows = [...tripRows(trip, lang), [t.owed, amount] as [string, string]];
  const text = [intro, '', link.url, '', until, '', ...textRows(rows), ''].join('\n');
  const html = htmlDocument(lang, subject, [
    paragraph(escapeHtml(intro)),
    paragraph(`<a href="${escapeHtml(link.url)}">${escapeHtml(link.url)}</a>`),
    paragraph(escapeHtml(until)),
    htmlTrip(t.trip, rows),
  ]);
  return mailToCustomer(trip.tenant, trip.customer, { subject, text, html });
}

/** A refund the provider paid out: the money is on its way back. */
export function refundedMail(trip: MoneyTripForMail, amountCents: number): MailMessage {
  const lang = trip.customer.lang;
  const t = texts[lang];
  const amount = formatCents(amountCents);
  const subject = t.refundedSubject(orderReference(trip.klantNr, trip.orderId));
  const intro = t.refundedIntro(trip.customer.name, amount);
  const rows = [...tripRows(trip, lang), [t.refunded, amount] as [string, string]];
  const text = [intro, '', ...textRows(rows), ''].join('\n');
  const html = htmlDocument(lang, subject, [paragraph(escapeHtml(intro)), htmlTrip(t.trip, rows)]);
  return mailToCustomer(trip.tenant, trip.customer, { subject, text, html });
}
