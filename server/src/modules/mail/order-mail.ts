import { createEvent } from 'ics';
import { loginRequiredCp47, type Language } from '#common/constants.ts';
import { instantOfWallTime, parseTripDatetime } from '#common/fields/trip-datetime.ts';
import { formatDate, formatPrice, orderReference } from '#common/format/text.ts';
import { centsToAmount } from '#common/format/amount.ts';
import { escapeHtml } from '#common/format/html.ts';
import type { Tenant } from '../tenants/tenant-registry.ts';
import type { MailAddress, MailMessage } from './mailer.ts';

/** One booked trip as the mails show it; the order module maps its stored trips into this. */
export interface TripForMail {
  /** Pickup as `YYYY-MM-DD HH:mm`, wall time in Europe/Amsterdam. */
  datetime: string;
  /** Display texts of the pickup and the destination. */
  from: string;
  to: string;
  passengers: number;
  /** '' when the trip has no flight. */
  flightNumber: string;
  /** '' when the customer gave none. */
  extraInfo: string;
  priceCents: number;
  /** From the trip's quote; null when unknown (the calendar item then lasts an hour). */
  durationMinutes: number | null;
}

export interface OrderForMail {
  klantNr: number;
  orderId: number;
  customer: { name: string; email: string; phone: string; lang: Language };
  trips: TripForMail[];
  totalCents: number;
  /** Paid online; false for a booking without payment (on account), whose mails say nothing of a payment. */
  paid: boolean;
  tenant: Tenant;
}

const defaultDurationMinutes = 60;

const texts = {
  nl: {
    locale: 'nl-NL',
    subject: (reference: string, company: string) => `Bevestiging van uw bestelling ${reference} bij ${company}`,
    greeting: (name: string) => `Beste ${name},`,
    intro: 'Hartelijk dank voor uw bestelling. Uw betaling is ontvangen en uw taxi is geboekt.',
    introBooked: 'Hartelijk dank voor uw boeking. Uw taxi is geboekt.',
    reference: 'Ordernummer',
    trip: (n: number) => `Rit ${n}`,
    at: 'om',
    when: 'Ophalen',
    from: 'Van',
    to: 'Naar',
    passengers: 'Personen',
    flight: 'Vluchtnummer',
    extraInfo: 'Extra informatie',
    price: 'Prijs',
    total: 'Totaal',
    calendar: 'In de bijlage vindt u per rit een agenda-item.',
    contact: 'Vragen of wijzigingen? Neem contact met ons op:',
    phone: 'Telefoon',
    email: 'E-mail',
    website: 'Website',
  },
  en: {
    locale: 'en-GB',
    subject: (reference: string, company: string) => `Confirmation of your order ${reference} with ${company}`,
    greeting: (name: string) => `Dear ${name},`,
    intro: 'Thank you for your order. Your payment has been received and your taxi is booked.',
    introBooked: 'Thank you for your booking. Your taxi is booked.',
    reference: 'Order number',
    trip: (n: number) => `Trip ${n}`,
    at: 'at',
    when: 'Pickup',
    from: 'From',
    to: 'To',
    passengers: 'Passengers',
    flight: 'Flight number',
    extraInfo: 'Extra information',
    price: 'Price',
    total: 'Total',
    calendar: 'Each trip is attached as a calendar item.',
    contact: 'Questions or changes? Contact us:',
    phone: 'Phone',
    email: 'Email',
    website: 'Website',
  },
} satisfies Record<Language, unknown>;

type Texts = (typeof texts)[Language];
export type Row = [label: string, value: string];

/** The customer's confirmation, in their language, with one calendar item per trip. */
export function orderConfirmation(order: OrderForMail, publicUrl: string): MailMessage {
  const t = texts[order.customer.lang];
  const info = order.tenant.info;
  const reference = orderReference(order.klantNr, order.orderId);
  const subject = t.subject(reference, info.cp25);
  // docs/reference/tenant-settings.md#cp47: a tenant that requires login hides prices from its customers, in the mail
  // too.
  const showPrices = order.tenant.settings.cp47 !== loginRequiredCp47;
  const intro = order.paid ? t.intro : t.introBooked;
  const trips = order.trips.map((trip, index) => ({
    title: t.trip(index + 1),
    rows: tripRows(trip, order.customer.lang, showPrices),
  }));
  const total = formatCents(order.totalCents);
  const totalLines = showPrices ? ['', `${t.total}: ${total}`] : [];
  const contactRows: Row[] = [
    [t.phone, info.contactinfotel],
    [t.email, info.cp7],
    [t.website, info.cp17],
  ];

  const text = [
    t.greeting(order.customer.name),
    '',
    intro,
    '',
    `${t.reference}: ${reference}`,
    ...trips.flatMap((trip) => ['', trip.title, ...textRows(trip.rows)]),
    ...totalLines,
    '',
    t.calendar,
    '',
    t.contact,
    info.cp25,
    ...(info.cp26 === '' ? [] : [info.cp26]),
    ...textRows(contactRows),
    '',
  ].join('\n');

  const contactLinks = [
    `${escapeHtml(t.phone)}: ${link(info.cp1.startsWith('tel:') ? info.cp1 : null, info.contactinfotel)}`,
    `${escapeHtml(t.email)}: ${link(`mailto:${info.cp7}`, info.cp7)}`,
    `${escapeHtml(t.website)}: ${link(webUrl(info.cp18), info.cp17)}`,
  ];
  const html = htmlDocument(order.customer.lang, subject, [
    `<p>${escapeHtml(t.greeting(order.customer.name))}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<p><strong>${escapeHtml(t.reference)}: ${escapeHtml(reference)}</strong></p>`,
    ...trips.map((trip) => htmlTrip(trip.title, trip.rows)),
    ...(showPrices ? [`<p><strong>${escapeHtml(t.total)}: ${escapeHtml(total)}</strong></p>`] : []),
    `<p>${escapeHtml(t.calendar)}</p>`,
    `<p>${escapeHtml(t.contact)}<br>${[info.cp25, ...(info.cp26 === '' ? [] : [info.cp26])].map(escapeHtml).join('<br>')}<br>${contactLinks.join('<br>')}</p>`,
  ]);

  return {
    from: operatorAddress(order.tenant),
    to: [{ name: order.customer.name, address: order.customer.email }],
    subject,
    text,
    html,
    attachments: order.trips.map((trip, index) => ({
      filename: `${t
        .trip(index + 1)
        .toLowerCase()
        .replace(' ', '-')}.ics`,
      content: tripCalendarEvent(order, index, publicUrl),
      contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    })),
  };
}

/** The operator's notice of a paid or booked order (always Dutch); a reply goes to the customer. */
export function operatorNotice(order: OrderForMail): MailMessage {
  const t = texts.nl;
  const reference = orderReference(order.klantNr, order.orderId);
  const subject = `Nieuwe bestelling ${reference}: ${order.trips.length} ${order.trips.length === 1 ? 'rit' : 'ritten'}, ${formatCents(order.totalCents)}`;
  const customerRows: Row[] = [
    ['Naam', order.customer.name],
    [t.email, order.customer.email],
    [t.phone, order.customer.phone],
    ['Taal', order.customer.lang],
  ];
  const trips = order.trips.map((trip, index) => ({ title: t.trip(index + 1), rows: tripRows(trip, 'nl', true) }));
  const total = formatCents(order.totalCents);
  const what = order.paid ? 'Er is een bestelling betaald' : 'Er is een bestelling geboekt, zonder online betaling';

  const text = [
    `${what}: ${reference}.`,
    '',
    'Klant',
    ...textRows(customerRows),
    ...trips.flatMap((trip) => ['', trip.title, ...textRows(trip.rows)]),
    '',
    `${t.total}: ${total}`,
    '',
  ].join('\n');

  const html = htmlDocument('nl', subject, [
    `<p>${escapeHtml(what)}: <strong>${escapeHtml(reference)}</strong>.</p>`,
    htmlTrip('Klant', customerRows),
    ...trips.map((trip) => htmlTrip(trip.title, trip.rows)),
    `<p><strong>${escapeHtml(t.total)}: ${escapeHtml(total)}</strong></p>`,
  ]);

  return {
    from: operatorAddress(order.tenant),
    to: [operatorAddress(order.tenant)],
    replyTo: { name: order.customer.name, address: order.customer.email },
    subject,
    text,
    html,
    attachments: [],
  };
}

/** An iCalendar item for one trip; its UID stays the same however often the mail is built. */
export function tripCalendarEvent(order: OrderForMail, index: number, publicUrl: string): string {
  const trip = order.trips[index];
  if (trip === undefined) throw new RangeError(`the order has no trip ${index}`);
  const wall = parseTripDatetime(trip.datetime);
  if (wall === null) throw new RangeError(`not a trip datetime: ${trip.datetime}`);
  const t = texts[order.customer.lang];
  const info = order.tenant.info;
  const description = [
    `${t.reference}: ${orderReference(order.klantNr, order.orderId)}`,
    `${t.passengers}: ${trip.passengers}`,
    ...(trip.flightNumber === '' ? [] : [`${t.flight}: ${trip.flightNumber}`]),
    ...(trip.extraInfo === '' ? [] : [`${t.extraInfo}: ${trip.extraInfo}`]),
    `${info.cp25}: ${info.contactinfotel}`,
  ].join('\n');
  const { error, value } = createEvent({
    // Given as the UTC instant, so the result does not depend on the server's own time zone.
    start: instantOfWallTime(wall).getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: trip.durationMinutes ?? defaultDurationMinutes },
    title: `Taxi: ${trip.from} → ${trip.to}`,
    description,
    location: trip.from,
    organizer: { name: info.cp25, email: info.cp7 },
    uid: `order-${order.orderId}-trip-${index + 1}@${new URL(publicUrl).hostname}`,
    status: 'CONFIRMED',
    productId: 'taxi-booking',
  });
  if (value === null)
    throw new Error(`no calendar item for trip ${index + 1} of order ${order.orderId}`, { cause: error });
  return value;
}

function tripRows(trip: TripForMail, lang: Language, showPrice: boolean): Row[] {
  const t: Texts = texts[lang];
  return [
    [t.when, formatPickup(trip.datetime, lang)],
    [t.from, trip.from],
    [t.to, trip.to],
    [t.passengers, String(trip.passengers)],
    ...(trip.flightNumber === '' ? [] : [[t.flight, trip.flightNumber] satisfies Row]),
    ...(trip.extraInfo === '' ? [] : [[t.extraInfo, trip.extraInfo] satisfies Row]),
    ...(showPrice ? [[t.price, formatCents(trip.priceCents)] satisfies Row] : []),
  ];
}

/** "donderdag 24-12-2026 om 14:30", "Thursday 12/24/2026 at 14:30". */
export function formatPickup(datetime: string, lang: Language): string {
  const wall = parseTripDatetime(datetime);
  if (wall === null) return datetime;
  const t = texts[lang];
  const weekday = new Intl.DateTimeFormat(t.locale, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(wall.year, wall.month - 1, wall.day)),
  );
  return `${weekday} ${formatDate(datetime, lang)} ${t.at} ${datetime.slice(11)}`;
}

export function formatCents(cents: number): string {
  return formatPrice(centsToAmount(cents));
}

export function operatorAddress(tenant: Tenant): MailAddress {
  return { name: tenant.info.cp25, address: tenant.info.cp7 };
}

export function textRows(rows: Row[]): string[] {
  return rows.map(([label, value]) => `${label}: ${value}`);
}

export function htmlTrip(title: string, rows: Row[]): string {
  const cells = rows.map(
    ([label, value]) => `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
  );
  return `<h2>${escapeHtml(title)}</h2>\n<table cellpadding="4">${cells.join('')}</table>`;
}

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

/** A link when the target is safe to offer, else the plain text. */
function link(href: string | null, label: string): string {
  return href === null ? escapeHtml(label) : `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;
}

function webUrl(value: string): string | null {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol) ? value : null;
  } catch {
    return null;
  }
}
