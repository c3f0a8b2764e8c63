import { createEvent } from 'ics';
import type { Language } from '#common/constants.ts';
import { instantOfWallTime, parseTripDatetime } from '#common/fields/trip-datetime.ts';
import { formatCents, orderReference } from '#common/format/text.ts';
import { escapeHtml } from '#common/format/html.ts';
import type { Tenant } from '../tenants/tenant-registry.ts';
import {
  htmlDocument,
  htmlTrip,
  operatorAddress,
  textRows,
  tripRows,
  tripTexts,
  type Row,
  type TripBasics,
} from './mail-layout.ts';
import type { MailMessage } from './mailer.ts';

/** One booked trip as the mails show it; the order module maps its stored trips into this. */
export interface TripForMail extends TripBasics {
  /** '' when the trip has no flight. */
  flightNumber: string;
  /** '' when the customer gave none. */
  extraInfo: string;
  /** Someone other than the booker who travels (docs/decisions/049-companies.md); null: the booker. */
  passenger: { name: string; phone: string } | null;
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
  /** The customer's page to change or cancel the order (docs/decisions/022-manage-booking.md); none for older orders. */
  manageUrl?: string;
  /** The paid order's receipt (PDF) by the same link's token (docs/decisions/051-receipts.md). */
  receiptUrl?: string;
}

const defaultDurationMinutes = 60;

const texts = {
  nl: {
    ...tripTexts.nl,
    subject: (reference: string, company: string) => `Bevestiging van uw bestelling ${reference} bij ${company}`,
    intro: 'Hartelijk dank voor uw bestelling. Uw betaling is ontvangen en uw taxi is geboekt.',
    introBooked: 'Hartelijk dank voor uw boeking. Uw taxi is geboekt.',
    trip: (n: number) => `Rit ${n}`,
    flight: 'Vluchtnummer',
    passenger: 'Reiziger',
    extraInfo: 'Extra informatie',
    price: 'Prijs',
    total: 'Totaal',
    calendar: 'In de bijlage vindt u per rit een agenda-item.',
    manage: 'Uw boeking bekijken, wijzigen of annuleren kan op uw eigen pagina:',
    receipt: 'Uw betaalbewijs (PDF):',
    contact: 'Vragen of wijzigingen? Neem contact met ons op:',
    phone: 'Telefoon',
    email: 'E-mail',
    website: 'Website',
  },
  en: {
    ...tripTexts.en,
    subject: (reference: string, company: string) => `Confirmation of your order ${reference} with ${company}`,
    intro: 'Thank you for your order. Your payment has been received and your taxi is booked.',
    introBooked: 'Thank you for your booking. Your taxi is booked.',
    trip: (n: number) => `Trip ${n}`,
    flight: 'Flight number',
    passenger: 'Traveller',
    extraInfo: 'Extra information',
    price: 'Price',
    total: 'Total',
    calendar: 'Each trip is attached as a calendar item.',
    manage: 'You can view, change or cancel your booking on your own page:',
    receipt: 'Your receipt (PDF):',
    contact: 'Questions or changes? Contact us:',
    phone: 'Phone',
    email: 'Email',
    website: 'Website',
  },
} satisfies Record<Language, unknown>;

type Texts = (typeof texts)[Language];

/** The customer's confirmation, in their language, with one calendar item per trip. */
export function orderConfirmation(order: OrderForMail, publicUrl: string): MailMessage {
  const t = texts[order.customer.lang];
  const info = order.tenant.info;
  const reference = orderReference(order.klantNr, order.orderId);
  const subject = t.subject(reference, info.company);
  // docs/reference/tenant-settings.md#requiresLogin: a tenant that requires login hides prices from its customers, in
  // the mail too.
  const showPrices = !order.tenant.settings.requiresLogin;
  const intro = order.paid ? t.intro : t.introBooked;
  const trips = order.trips.map((trip) => ({
    title: t.trip(trip.ritNr),
    rows: orderTripRows(trip, order.customer.lang, showPrices),
  }));
  const total = formatCents(order.totalCents);
  const totalLines = showPrices ? ['', `${t.total}: ${total}`] : [];
  const contactRows: Row[] = [
    [t.phone, info.telText],
    [t.email, info.email],
    [t.website, info.websiteText],
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
    ...(order.manageUrl ? [t.manage, order.manageUrl, ''] : []),
    ...(order.receiptUrl ? [t.receipt, order.receiptUrl, ''] : []),
    t.contact,
    info.company,
    ...(info.address === '' ? [] : [info.address]),
    ...textRows(contactRows),
    '',
  ].join('\n');

  const contactLinks = [
    `${escapeHtml(t.phone)}: ${link(info.telUrl.startsWith('tel:') ? info.telUrl : null, info.telText)}`,
    `${escapeHtml(t.email)}: ${link(`mailto:${info.email}`, info.email)}`,
    `${escapeHtml(t.website)}: ${link(webUrl(info.websiteUrl), info.websiteText)}`,
  ];
  const html = htmlDocument(order.customer.lang, subject, [
    `<p>${escapeHtml(t.greeting(order.customer.name))}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<p><strong>${escapeHtml(t.reference)}: ${escapeHtml(reference)}</strong></p>`,
    ...trips.map((trip) => htmlTrip(trip.title, trip.rows)),
    ...(showPrices ? [`<p><strong>${escapeHtml(t.total)}: ${escapeHtml(total)}</strong></p>`] : []),
    `<p>${escapeHtml(t.calendar)}</p>`,
    ...(order.manageUrl ? [`<p>${escapeHtml(t.manage)}<br>${link(order.manageUrl, order.manageUrl)}</p>`] : []),
    ...(order.receiptUrl ? [`<p>${escapeHtml(t.receipt)}<br>${link(order.receiptUrl, order.receiptUrl)}</p>`] : []),
    `<p>${escapeHtml(t.contact)}<br>${[info.company, ...(info.address === '' ? [] : [info.address])].map(escapeHtml).join('<br>')}<br>${contactLinks.join('<br>')}</p>`,
  ]);

  return {
    from: operatorAddress(order.tenant),
    to: [{ name: order.customer.name, address: order.customer.email }],
    subject,
    text,
    html,
    attachments: order.trips.map((trip, index) => ({
      filename: `${t.trip(trip.ritNr).toLowerCase().replace(' ', '-')}.ics`,
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
  const trips = order.trips.map((trip) => ({ title: t.trip(trip.ritNr), rows: orderTripRows(trip, 'nl', true) }));
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
    ...(trip.passenger ? [`${t.passenger}: ${passengerText(trip.passenger)}`] : []),
    ...(trip.flightNumber === '' ? [] : [`${t.flight}: ${trip.flightNumber}`]),
    ...(trip.extraInfo === '' ? [] : [`${t.extraInfo}: ${trip.extraInfo}`]),
    `${info.company}: ${info.telText}`,
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
    organizer: { name: info.company, email: info.email },
    uid: `order-${order.orderId}-trip-${index + 1}@${new URL(publicUrl).hostname}`,
    status: 'CONFIRMED',
    productId: 'taxi-booking',
  });
  if (value === null)
    throw new Error(`no calendar item for trip ${index + 1} of order ${order.orderId}`, { cause: error });
  return value;
}

const passengerText = (passenger: { name: string; phone: string }) =>
  [passenger.name, passenger.phone].filter(Boolean).join(', ');

function orderTripRows(trip: TripForMail, lang: Language, showPrice: boolean): Row[] {
  const t: Texts = texts[lang];
  return [
    ...tripRows(trip, lang),
    ...(trip.passenger ? [[t.passenger, passengerText(trip.passenger)] satisfies Row] : []),
    ...(trip.flightNumber === '' ? [] : [[t.flight, trip.flightNumber] satisfies Row]),
    ...(trip.extraInfo === '' ? [] : [[t.extraInfo, trip.extraInfo] satisfies Row]),
    ...(showPrice ? [[t.price, formatCents(trip.priceCents)] satisfies Row] : []),
  ];
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
