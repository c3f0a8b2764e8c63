import type { Language } from '#common/constants.ts';
import type { TripStatus } from '#common/contracts/trip-status.ts';
import { escapeHtml } from '#common/format/html.ts';
import { formatCents, orderReference } from '#common/format/text.ts';
import type { MailMessage } from './mailer.ts';
import { formatPickup, htmlDocument, htmlTrip, mailToCustomer, textRows, type Row } from './mail-layout.ts';
import type { MailTrip } from './mail-layout.ts';

/** A booked trip as the desk's mails to the customer show it. */
export interface DeskTripForMail extends MailTrip {
  priceCents: number;
  status: TripStatus;
  customer: { name: string; email: string; lang: Language };
}

/**
 * The driver as the customer's mail names them: no phone number. A driver's phone is their own; the customer calls the
 * operator (the tenant's `info.telText`), who reaches the driver (issue 19).
 */
export interface DriverForMail {
  name: string;
  vehicle: string;
  plate: string;
}

/** What of a driver goes into a customer's mail, whatever else the driver's record holds. */
export const driverForMail = (driver: DriverForMail): DriverForMail => ({
  name: driver.name,
  vehicle: driver.vehicle,
  plate: driver.plate,
});

/** What happened to the trip, with what the mail needs to tell it. */
export type TripChangeForMail =
  | { kind: 'confirmed' }
  | { kind: 'assigned'; driver: DriverForMail }
  /** A new trip confirmed and given its driver in one step: one mail for both (docs/decisions/035-vehicles-and-assignment-checks.md). */
  | { kind: 'confirmedAssigned'; driver: DriverForMail }
  /** Another driver than the one the customer was told of. */
  | { kind: 'reassigned'; driver: DriverForMail }
  /** The same driver in another car than the customer was told of. */
  | { kind: 'vehicleChanged'; driver: DriverForMail }
  | {
      kind: 'changed';
      before: Pick<DeskTripForMail, 'datetime' | 'from' | 'to' | 'priceCents'>;
      byCustomer?: boolean;
      /** What the paid order still owes after the change, and the link to pay it (docs/reference/states.md#paid-owed). */
      owed?: { amountCents: number; url: string } | undefined;
    }
  | { kind: 'canceled'; refundCents: number | null; byCustomer?: boolean };

/** The trip states in the customer's language (the SPA's `tripStatus_*` texts say the same). */
export const tripStatusTexts = {
  nl: {
    new: 'Nieuw',
    confirmed: 'Bevestigd',
    assigned: 'Chauffeur toegewezen',
    done: 'Uitgevoerd',
    no_show: 'Niet verschenen',
    canceled: 'Geannuleerd',
  },
  en: {
    new: 'New',
    confirmed: 'Confirmed',
    assigned: 'Driver assigned',
    done: 'Completed',
    no_show: 'No-show',
    canceled: 'Cancelled',
  },
} satisfies Record<Language, Record<TripStatus, string>>;

const texts = {
  nl: {
    greeting: (name: string) => `Beste ${name},`,
    subject: {
      confirmed: (ritNr: number, company: string) => `Rit ${ritNr} bevestigd door ${company}`,
      assigned: (ritNr: number, company: string) => `Uw chauffeur voor rit ${ritNr} bij ${company}`,
      confirmedAssigned: (ritNr: number, company: string) => `Rit ${ritNr} bevestigd door ${company}, met uw chauffeur`,
      reassigned: (ritNr: number, company: string) => `Andere chauffeur voor rit ${ritNr} bij ${company}`,
      vehicleChanged: (ritNr: number, company: string) => `Andere auto voor rit ${ritNr} bij ${company}`,
      changed: (ritNr: number, company: string) => `Rit ${ritNr} gewijzigd door ${company}`,
      canceled: (ritNr: number, company: string) => `Rit ${ritNr} geannuleerd door ${company}`,
    },
    intro: {
      confirmed: 'Uw rit is bevestigd.',
      assigned: 'Er is een chauffeur voor uw rit:',
      confirmedAssigned: 'Uw rit is bevestigd en er is een chauffeur voor:',
      reassigned: 'Uw rit krijgt een andere chauffeur dan we u eerder meldden. Uw nieuwe chauffeur:',
      vehicleChanged: 'Uw chauffeur komt met een andere auto dan we u eerder meldden:',
      changed: 'Uw rit is gewijzigd. Zo ziet hij er nu uit:',
      canceled: 'Uw rit is geannuleerd.',
    },
    byCustomer: {
      subject: {
        changed: (ritNr: number, company: string) => `Uw wijziging van rit ${ritNr} bij ${company}`,
        canceled: (ritNr: number, company: string) => `Uw annulering van rit ${ritNr} bij ${company}`,
      },
      intro: {
        changed: 'Uw wijziging is verwerkt. Zo ziet uw rit er nu uit:',
        canceled: 'Uw rit is op uw verzoek geannuleerd.',
      },
    },
    refund: (amount: string) => `U krijgt ${amount} terug op de rekening waarmee u betaalde.`,
    owed: (amount: string) => `Er is nog ${amount} te betalen. Betaal met deze link:`,
    trip: 'Rit',
    reference: 'Ordernummer',
    status: 'Status',
    when: 'Ophalen',
    from: 'Van',
    to: 'Naar',
    passengers: 'Personen',
    price: 'Prijs',
    was: (value: string) => `(was: ${value})`,
    driver: 'Chauffeur',
    reachDriver: (phone: string) => `Wilt u de chauffeur iets laten weten? Bel ons: ${phone}.`,
    vehicle: 'Voertuig',
    plate: 'Kenteken',
    contact: 'Vragen? Neem contact met ons op:',
  },
  en: {
    greeting: (name: string) => `Dear ${name},`,
    subject: {
      confirmed: (ritNr: number, company: string) => `Trip ${ritNr} confirmed by ${company}`,
      assigned: (ritNr: number, company: string) => `Your driver for trip ${ritNr} with ${company}`,
      confirmedAssigned: (ritNr: number, company: string) => `Trip ${ritNr} confirmed by ${company}, with your driver`,
      reassigned: (ritNr: number, company: string) => `New driver for trip ${ritNr} with ${company}`,
      vehicleChanged: (ritNr: number, company: string) => `Another car for trip ${ritNr} with ${company}`,
      changed: (ritNr: number, company: string) => `Trip ${ritNr} changed by ${company}`,
      canceled: (ritNr: number, company: string) => `Trip ${ritNr} cancelled by ${company}`,
    },
    intro: {
      confirmed: 'Your trip is confirmed.',
      assigned: 'Your trip has a driver:',
      confirmedAssigned: 'Your trip is confirmed and has a driver:',
      reassigned: 'Your trip has a different driver from the one we told you of. Your new driver:',
      vehicleChanged: 'Your driver comes in a different car from the one we told you of:',
      changed: 'Your trip has been changed. This is how it stands now:',
      canceled: 'Your trip has been cancelled.',
    },
    byCustomer: {
      subject: {
        changed: (ritNr: number, company: string) => `Your change of trip ${ritNr} with ${company}`,
        canceled: (ritNr: number, company: string) => `Your cancellation of trip ${ritNr} with ${company}`,
      },
      intro: {
        changed: 'Your change has been made. This is how your trip stands now:',
        canceled: 'Your trip has been cancelled as you asked.',
      },
    },
    refund: (amount: string) => `We are refunding ${amount} to the account you paid with.`,
    owed: (amount: string) => `There is ${amount} still to pay. Please pay with this link:`,
    trip: 'Trip',
    reference: 'Order number',
    status: 'Status',
    when: 'Pickup',
    from: 'From',
    to: 'To',
    passengers: 'Passengers',
    price: 'Price',
    was: (value: string) => `(was: ${value})`,
    driver: 'Driver',
    reachDriver: (phone: string) => `Anything to tell the driver? Call us: ${phone}.`,
    vehicle: 'Vehicle',
    plate: 'Licence plate',
    contact: 'Questions? Contact us:',
  },
} satisfies Record<Language, unknown>;

/**
 * The customer's mail about a change the operator (or the customer, on their manage page) made to their trip (docs/reference/states.md#booked-trips), in the
 * order's language: confirmed, a driver assigned, another driver, changed (with what it was), cancelled (with the
 * refund, if any). A driver is named with their vehicle, never with their own phone number.
 */
export function tripChangeMail(trip: DeskTripForMail, change: TripChangeForMail): MailMessage {
  const lang = trip.customer.lang;
  const t = texts[lang];
  const info = trip.tenant.info;
  // docs/reference/tenant-settings.md#requiresLogin: a tenant that requires login hides prices from its customers.
  const showPrice = !trip.tenant.settings.requiresLogin;
  // The customer's own change (docs/decisions/022-manage-booking.md) is told as theirs, not as the operator's.
  const own = (change.kind === 'changed' || change.kind === 'canceled') && change.byCustomer === true;
  const subject = own
    ? t.byCustomer.subject[change.kind](trip.ritNr, info.company)
    : t.subject[change.kind](trip.ritNr, info.company);
  const intro = own ? t.byCustomer.intro[change.kind] : t.intro[change.kind];
  const before = change.kind === 'changed' ? change.before : undefined;
  const was = (now: string, then: string | undefined): string =>
    then === undefined || then === now ? now : `${now} ${t.was(then)}`;
  const when = formatPickup(trip.datetime, lang);
  const price = formatCents(trip.priceCents);
  const rows: Row[] = [
    [t.trip, String(trip.ritNr)],
    [t.reference, orderReference(trip.klantNr, trip.orderId)],
    [t.status, tripStatusTexts[lang][trip.status]],
    [t.when, was(when, before && formatPickup(before.datetime, lang))],
    [t.from, was(trip.from, before?.from)],
    [t.to, was(trip.to, before?.to)],
    [t.passengers, String(trip.passengers)],
    ...(showPrice ? [[t.price, was(price, before && formatCents(before.priceCents))] satisfies Row] : []),
  ];
  const driver = 'driver' in change ? driverForMail(change.driver) : undefined;
  const driverRows: Row[] = driver
    ? [
        [t.driver, driver.name],
        [t.vehicle, driver.vehicle],
        [t.plate, driver.plate],
      ].filter((row): row is Row => row[1] !== '')
    : [];
  // The operator's number, never the driver's own (issue 19): the customer reaches the driver through the operator.
  const reachDriver = driver && info.telText !== '' ? t.reachDriver(info.telText) : undefined;
  const refund =
    change.kind === 'canceled' && change.refundCents !== null && change.refundCents > 0
      ? t.refund(formatCents(change.refundCents))
      : undefined;
  const owed =
    change.kind === 'changed' && change.owed && showPrice
      ? { intro: t.owed(formatCents(change.owed.amountCents)), url: change.owed.url }
      : undefined;
  const contact = [info.company, `${info.telText} · ${info.email}`];

  const text = [
    t.greeting(trip.customer.name),
    '',
    intro,
    ...(driverRows.length > 0 ? ['', ...textRows(driverRows)] : []),
    ...(reachDriver ? ['', reachDriver] : []),
    ...(refund ? ['', refund] : []),
    ...(owed ? ['', owed.intro, owed.url] : []),
    '',
    ...textRows(rows),
    '',
    t.contact,
    ...contact,
    '',
  ].join('\n');
  const html = htmlDocument(lang, subject, [
    `<p>${escapeHtml(t.greeting(trip.customer.name))}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    ...(driverRows.length > 0 ? [htmlTrip(t.driver, driverRows)] : []),
    ...(reachDriver ? [`<p>${escapeHtml(reachDriver)}</p>`] : []),
    ...(refund ? [`<p>${escapeHtml(refund)}</p>`] : []),
    ...(owed
      ? [`<p>${escapeHtml(owed.intro)}<br><a href="${escapeHtml(owed.url)}">${escapeHtml(owed.url)}</a></p>`]
      : []),
    htmlTrip(`${t.trip} ${trip.ritNr}`, rows),
    `<p>${escapeHtml(t.contact)}<br>${contact.map(escapeHtml).join('<br>')}</p>`,
  ]);
  return mailToCustomer(trip.tenant, trip.customer, { subject, text, html });
}
