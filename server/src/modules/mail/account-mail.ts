import type { Language } from '#common/constants.ts';
import { escapeHtml } from '#common/format/html.ts';
import { orderReference } from '#common/format/text.ts';
import {
  htmlDocument,
  linkMail,
  mailToCustomer,
  mailToOperator,
  paragraph,
  textRows,
  tripRows,
  tripTexts,
  type LinkMailTo,
  type MailTrip,
} from './mail-layout.ts';
import type { MailMessage } from './mailer.ts';

/** A cancelled trip as its mails show it. */
export interface CanceledTripForMail extends MailTrip {
  customer: { name: string; email: string; phone: string; lang: Language };
}

const texts = {
  nl: {
    ...tripTexts.nl,
    resetSubject: (company: string) => `Nieuw wachtwoord instellen bij ${company}`,
    resetIntro: 'U vroeg om een nieuw wachtwoord. Met deze link stelt u het in:',
    resetRules:
      'De link werkt één keer en is een uur geldig. Vroeg u hier niet om? Dan kunt u deze e-mail negeren; uw wachtwoord blijft hetzelfde.',
    welcomeSubject: (company: string) => `Uw account bij ${company}: stel uw wachtwoord in`,
    welcomeIntro: (username: string, client: string) =>
      `Er is een account voor u gemaakt om ritten te boeken voor ${client}. Uw gebruikersnaam is ${username}. Stel met deze link uw eigen wachtwoord in:`,
    welcomeRules:
      'De link werkt één keer en is 72 uur geldig. Verlopen? Vraag dan op de inlogpagina een nieuw wachtwoord aan.',
    cancelSubject: (ritNr: number, company: string) => `Rit ${ritNr} geannuleerd bij ${company}`,
    cancelIntro: 'Uw rit is geannuleerd:',
    trip: 'Rit',
    contact: 'Vragen? Neem contact met ons op:',
  },
  en: {
    ...tripTexts.en,
    resetSubject: (company: string) => `Set a new password with ${company}`,
    resetIntro: 'You asked for a new password. Set it with this link:',
    resetRules:
      'The link works once and for one hour. Did you not ask for this? Then ignore this email; your password stays the same.',
    welcomeSubject: (company: string) => `Your account with ${company}: set your password`,
    welcomeIntro: (username: string, client: string) =>
      `An account was made for you to book trips for ${client}. Your username is ${username}. Set your own password with this link:`,
    welcomeRules: 'The link works once and for 72 hours. Expired? Then ask for a new password on the login page.',
    cancelSubject: (ritNr: number, company: string) => `Trip ${ritNr} cancelled with ${company}`,
    cancelIntro: 'Your trip has been cancelled:',
    trip: 'Trip',
    contact: 'Questions? Contact us:',
  },
} satisfies Record<Language, unknown>;

/** The mail with the reset link, in the language of the request that asked for it. */
export function passwordResetMail(to: LinkMailTo): MailMessage {
  const t = texts[to.lang];
  const info = to.tenant.info;
  return linkMail(to, {
    subject: t.resetSubject(info.company),
    greeting: t.greeting(to.name),
    intro: t.resetIntro,
    rules: t.resetRules,
    signature: [info.company, `${info.telText} · ${info.email}`],
  });
}

/**
 * The mail to a company's new user with the link to set their own password (docs/decisions/049-companies.md), in the
 * language the admin chose.
 */
export function setPasswordMail(to: LinkMailTo & { username: string; companyName: string }): MailMessage {
  const t = texts[to.lang];
  const info = to.tenant.info;
  return linkMail(to, {
    subject: t.welcomeSubject(info.company),
    greeting: t.greeting(to.name),
    intro: t.welcomeIntro(to.username, to.companyName),
    rules: t.welcomeRules,
    signature: [info.company, `${info.telText} · ${info.email}`],
  });
}

function tripLines(trip: CanceledTripForMail, lang: Language): string[] {
  const t = texts[lang];
  return textRows([
    [t.trip, String(trip.ritNr)],
    [t.reference, orderReference(trip.klantNr, trip.orderId)],
    ...tripRows(trip, lang),
  ]);
}

/** The customer's confirmation of a cancellation, in their language. */
export function cancellationConfirmation(trip: CanceledTripForMail): MailMessage {
  const lang = trip.customer.lang;
  const t = texts[lang];
  const info = trip.tenant.info;
  const subject = t.cancelSubject(trip.ritNr, info.company);
  const lines = tripLines(trip, lang);
  const text = [
    t.greeting(trip.customer.name),
    '',
    t.cancelIntro,
    '',
    ...lines,
    '',
    t.contact,
    info.company,
    `${info.telText} · ${info.email}`,
    '',
  ].join('\n');
  const html = htmlDocument(
    lang,
    subject,
    [
      escapeHtml(t.greeting(trip.customer.name)),
      escapeHtml(t.cancelIntro),
      lines.map(escapeHtml).join('<br>'),
      `${escapeHtml(t.contact)}<br>${escapeHtml(info.company)}<br>${escapeHtml(info.telText)} · ${escapeHtml(info.email)}`,
    ].map(paragraph),
  );
  return mailToCustomer(trip.tenant, trip.customer, { subject, text, html });
}

/** The operator's notice of a cancellation (always Dutch, to the operator's `email`); a reply goes to the customer. */
export function cancellationNotice(trip: CanceledTripForMail): MailMessage {
  const reference = orderReference(trip.klantNr, trip.orderId);
  const subject = `Rit ${trip.ritNr} geannuleerd (${reference})`;
  const lines = [
    ...tripLines(trip, 'nl'),
    '',
    `Klant: ${trip.customer.name}`,
    `E-mail: ${trip.customer.email}`,
    `Telefoon: ${trip.customer.phone}`,
  ];
  const text = ['De klant heeft een rit geannuleerd.', '', ...lines, ''].join('\n');
  const html = htmlDocument(
    'nl',
    subject,
    ['De klant heeft een rit geannuleerd.', lines.map(escapeHtml).join('<br>')].map(paragraph),
  );
  return mailToOperator(trip, { subject, text, html });
}
