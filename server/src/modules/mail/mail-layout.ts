import type { Language } from '#common/constants.ts';
import { formatDayTime } from '#common/format/date.ts';
import { escapeHtml } from '#common/format/html.ts';
import type { OrderTripRow } from '../../db/tables.ts';
import type { Tenant } from '../tenants/tenant-registry.ts';
import type { MailAddress, MailMessage } from './mailer.ts';

/** What every mail of a trip says the same way: the greeting, the order number and the trip's details. */
export const tripTexts = {
  nl: {
    greeting: (name: string) => `Beste ${name},`,
    reference: 'Ordernummer',
    when: 'Ophalen',
    from: 'Van',
    to: 'Naar',
    passengers: 'Personen',
  },
  en: {
    greeting: (name: string) => `Dear ${name},`,
    reference: 'Order number',
    when: 'Pickup',
    from: 'From',
    to: 'To',
    passengers: 'Passengers',
  },
} satisfies Record<Language, unknown>;

/** A labelled line: `Label: value` in the text, a table row in the HTML. */
export type Row = [label: string, value: string];

/** A booked trip as every mail about it names it, the customer's, the operator's and the driver's. */
export interface TripBasics {
  /**
   * The trip's own number (`ritNr`), which the manage page, the desk and every later mail name it by
   * (docs/reference/screens.md#payment): a booked trip is never named by its place in the cart.
   */
  ritNr: number;
  /** Pickup as `YYYY-MM-DD HH:mm`, wall time in Europe/Amsterdam. */
  datetime: string;
  /** Display texts of the pickup and the destination. */
  from: string;
  to: string;
  passengers: number;
}

/** A stored trip's number, pickup, stops and passengers as the mails (and the manage page beside them) name them. */
export function tripBasicsOf(
  trip: Pick<OrderTripRow, 'id' | 'datetime' | 'from_text' | 'to_text' | 'passengers'>,
): TripBasics {
  return {
    ritNr: trip.id,
    datetime: trip.datetime,
    from: trip.from_text,
    to: trip.to_text,
    passengers: trip.passengers,
  };
}

/** A booked trip with its order and tenant, as the customer's and the operator's mails name it. */
export interface MailTrip extends TripBasics {
  klantNr: number;
  orderId: number;
  tenant: Tenant;
}

/** A trip's pickup, stops and passengers, as every trip mail lists them. */
export function tripRows(trip: Pick<MailTrip, 'datetime' | 'from' | 'to' | 'passengers'>, lang: Language): Row[] {
  const t = tripTexts[lang];
  return [
    [t.when, formatPickup(trip.datetime, lang)],
    [t.from, trip.from],
    [t.to, trip.to],
    [t.passengers, String(trip.passengers)],
  ];
}

/** "do 24 dec 2026 14:30", "Thu 24 Dec 2026 14:30": the desk's one date format (docs/decisions/037-words-dates-and-run-sheets.md). */
export function formatPickup(datetime: string, lang: Language): string {
  return formatDayTime(datetime, lang);
}

/** Every mail comes from the operator (`company`, `email`); the operator's own notices go there too. */
export function operatorAddress(tenant: Tenant): MailAddress {
  return { name: tenant.info.company, address: tenant.info.email };
}

/** A mail from the operator to one customer, without attachments. */
export function mailToCustomer(
  tenant: Tenant,
  customer: { name: string; email: string },
  content: Pick<MailMessage, 'subject' | 'text' | 'html'>,
): MailMessage {
  return {
    from: operatorAddress(tenant),
    to: [{ name: customer.name, address: customer.email }],
    ...content,
    attachments: [],
  };
}

/**
 * The operator's notice of what a customer did (always to the operator's `email`); a reply goes to the customer when
 * they gave an address.
 */
export function mailToOperator(
  { tenant, customer }: { tenant: Tenant; customer: { name: string; email: string } },
  content: Pick<MailMessage, 'subject' | 'text' | 'html'>,
): MailMessage {
  return {
    from: operatorAddress(tenant),
    to: [operatorAddress(tenant)],
    ...(customer.email === '' ? {} : { replyTo: { name: customer.name, address: customer.email } }),
    ...content,
    attachments: [],
  };
}

/** Who a mail with a single-use link goes to, and the link. */
export interface LinkMailTo {
  tenant: Tenant;
  lang: Language;
  name: string;
  email: string;
  link: string;
}

/**
 * A mail that carries one link (a password reset, a driver's sign-in): the greeting, what the link does, the link,
 * its rules and the operator's signature lines.
 */
export function linkMail(
  to: LinkMailTo,
  words: { subject: string; greeting: string; intro: string; rules: string; signature: string[] },
): MailMessage {
  const text = [words.greeting, '', words.intro, to.link, '', words.rules, '', ...words.signature, ''].join('\n');
  const html = htmlDocument(
    to.lang,
    words.subject,
    [
      escapeHtml(words.greeting),
      escapeHtml(words.intro),
      `<a href="${escapeHtml(to.link)}">${escapeHtml(to.link)}</a>`,
      escapeHtml(words.rules),
      words.signature.map(escapeHtml).join('<br>'),
    ].map(paragraph),
  );
  return mailToCustomer(to.tenant, to, { subject: words.subject, text, html });
}

export function textRows(rows: Row[]): string[] {
  return rows.map(([label, value]) => `${label}: ${value}`);
}

export const paragraph = (html: string): string => `<p>${html}</p>`;

/** The HTML part: `body` is HTML already (escape what goes into it); no styles but the font, for any mail client. */
export function htmlDocument(lang: Language, title: string, body: string[]): string {
  return [
    '<!doctype html>',
    `<html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>`,
    '<body style="font-family: Arial, sans-serif">',
    ...body,
    '</body></html>',
    '',
  ].join('\n');
}

/** A titled table of label/value rows. */
export function htmlTrip(title: string, rows: Row[]): string {
  const cells = rows.map(
    ([label, value]) => `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
  );
  return `<h2>${escapeHtml(title)}</h2>\n<table cellpadding="4">${cells.join('')}</table>`;
}
