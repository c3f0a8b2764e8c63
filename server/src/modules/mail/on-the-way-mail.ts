import type { Language } from '#common/constants.ts';
import { escapeHtml } from '#common/format/html.ts';
import type { Tenant } from '../tenants/tenant-registry.ts';
import { firstName } from './driver-notice-mail.ts';
import type { MailMessage } from './mailer.ts';
import { formatPickup, htmlDocument, htmlTrip, mailToCustomer, textRows, type Row } from './mail-layout.ts';

/**
 * The driver as the customer is told they are coming (issue 21, item 5): the first name only, the car and its plate.
 * Whatever else the driver's record holds (their own phone above all) never reaches this mail.
 */
export interface OnTheWayDriver {
  name: string;
  vehicle: string;
  plate: string;
}

export interface OnTheWayTrip {
  ritNr: number;
  datetime: string;
  from: string;
  to: string;
  tenant: Tenant;
  customer: { name: string; email: string; lang: Language };
}

const texts = {
  nl: {
    subject: (ritNr: number, company: string) => `Uw chauffeur is onderweg · rit ${ritNr} · ${company}`,
    greeting: (name: string) => `Beste ${name},`,
    intro: (driver: string) => `${driver} is onderweg naar u.`,
    driver: 'Chauffeur',
    vehicle: 'Auto',
    plate: 'Kenteken',
    trip: 'Rit',
    when: 'Ophalen',
    from: 'Van',
    to: 'Naar',
    reach: (phone: string) => `Iets doorgeven aan de chauffeur? Bel ons: ${phone}.`,
    sms: (driver: string, car: string, company: string, phone: string) =>
      `${company}: ${driver} is onderweg naar u${car ? ` in ${car}` : ''}.${phone ? ` Vragen? Bel ${phone}.` : ''}`,
  },
  en: {
    subject: (ritNr: number, company: string) => `Your driver is on the way · trip ${ritNr} · ${company}`,
    greeting: (name: string) => `Dear ${name},`,
    intro: (driver: string) => `${driver} is on the way to you.`,
    driver: 'Driver',
    vehicle: 'Car',
    plate: 'Licence plate',
    trip: 'Trip',
    when: 'Pickup',
    from: 'From',
    to: 'To',
    reach: (phone: string) => `Anything to tell the driver? Call us: ${phone}.`,
    sms: (driver: string, car: string, company: string, phone: string) =>
      `${company}: ${driver} is on the way to you${car ? ` in ${car}` : ''}.${phone ? ` Questions? Call ${phone}.` : ''}`,
  },
} satisfies Record<Language, unknown>;

/** The car as one phrase: "Toyota Prius, zwart (GB-123-X)". */
const carOf = (driver: OnTheWayDriver) =>
  [driver.vehicle, driver.plate ? `(${driver.plate.toUpperCase()})` : ''].filter(Boolean).join(' ');

/**
 * "Your driver is on the way" to the customer, in the order's language: the driver's first name, the vehicle and the
 * plate, and the operator's number to call (never the driver's own).
 */
export function onTheWayMail(trip: OnTheWayTrip, driver: OnTheWayDriver): MailMessage {
  const lang = trip.customer.lang;
  const t = texts[lang];
  const info = trip.tenant.info;
  const name = firstName(driver.name);
  const subject = t.subject(trip.ritNr, info.company);
  const driverRows: Row[] = (
    [
      [t.driver, name],
      [t.vehicle, driver.vehicle],
      [t.plate, driver.plate.toUpperCase()],
    ] satisfies Row[]
  ).filter((row) => row[1] !== '');
  const tripRows: Row[] = [
    [t.when, formatPickup(trip.datetime, lang)],
    [t.from, trip.from],
    [t.to, trip.to],
  ];
  const reach = info.telText !== '' ? t.reach(info.telText) : undefined;
  const text = [
    t.greeting(trip.customer.name),
    '',
    t.intro(name),
    '',
    ...textRows(driverRows),
    ...(reach ? ['', reach] : []),
    '',
    ...textRows([[t.trip, String(trip.ritNr)], ...tripRows]),
    '',
    info.company,
    `${info.telText} · ${info.email}`,
    '',
  ].join('\n');
  const html = htmlDocument(lang, subject, [
    `<p>${escapeHtml(t.greeting(trip.customer.name))}</p>`,
    `<p>${escapeHtml(t.intro(name))}</p>`,
    htmlTrip(t.driver, driverRows),
    ...(reach ? [`<p>${escapeHtml(reach)}</p>`] : []),
    htmlTrip(`${t.trip} ${trip.ritNr}`, tripRows),
    `<p>${escapeHtml(info.company)}<br>${escapeHtml(`${info.telText} · ${info.email}`)}</p>`,
  ]);
  return mailToCustomer(trip.tenant, trip.customer, { subject, text, html });
}

/** The same news as one SMS to the customer. */
export function onTheWaySms(trip: OnTheWayTrip, driver: OnTheWayDriver): string {
  const t = texts[trip.customer.lang];
  return t.sms(firstName(driver.name), carOf(driver), trip.tenant.info.company, trip.tenant.info.telText);
}
