import type { Language } from '#common/constants.ts';
import { escapeHtml } from '#common/format/html.ts';
import type { Tenant } from '../tenants/tenant-registry.ts';
import type { MailMessage } from './mailer.ts';
import {
  formatPickup,
  htmlDocument,
  htmlTrip,
  operatorAddress,
  textRows,
  type Row,
  type TripBasics,
} from './mail-layout.ts';

/** A job as its driver is told of it: no customer's contact, no price (docs/decisions/041-driver-notifications.md). */
export interface DriverJob extends TripBasics {
  flightNumber: string;
  remarks: string;
}

/** What the driver is told: a new job, a change of it (with the job as it was), taken off them, cancelled, soon. */
export type DriverNotice =
  | { kind: 'assigned'; job: DriverJob }
  | { kind: 'changed'; job: DriverJob; before: DriverJob }
  | { kind: 'removed'; job: DriverJob }
  | { kind: 'canceled'; job: DriverJob }
  | { kind: 'reminder'; job: DriverJob; minutes: number };

const texts = {
  nl: {
    title: {
      assigned: (ritNr: number) => `Nieuwe rit ${ritNr}`,
      changed: (ritNr: number) => `Rit ${ritNr} gewijzigd`,
      removed: (ritNr: number) => `Rit ${ritNr} is niet meer voor jou`,
      canceled: (ritNr: number) => `Rit ${ritNr} geannuleerd`,
      reminder: (ritNr: number, minutes: number) => `Over ${minutes} min: rit ${ritNr}`,
    },
    intro: {
      assigned: 'Je hebt een nieuwe rit:',
      changed: 'Je rit is gewijzigd. Zo ziet hij er nu uit:',
      removed: 'Deze rit is aan een ander gegeven of wacht op een chauffeur; je hoeft hem niet te rijden:',
      canceled: 'Deze rit is geannuleerd; je hoeft hem niet te rijden:',
      reminder: 'Je volgende rit begint bijna:',
    },
    greeting: (name: string) => `Hallo ${name},`,
    passengers: (count: number) => `${count} pers.`,
    was: (value: string) => `(was: ${value})`,
    trip: 'Rit',
    when: 'Ophalen',
    from: 'Van',
    to: 'Naar',
    people: 'Personen',
    flight: 'Vlucht',
    remarks: 'Opmerkingen',
    jobs: 'Je ritten:',
  },
  en: {
    title: {
      assigned: (ritNr: number) => `New trip ${ritNr}`,
      changed: (ritNr: number) => `Trip ${ritNr} changed`,
      removed: (ritNr: number) => `Trip ${ritNr} is no longer yours`,
      canceled: (ritNr: number) => `Trip ${ritNr} cancelled`,
      reminder: (ritNr: number, minutes: number) => `In ${minutes} min: trip ${ritNr}`,
    },
    intro: {
      assigned: 'You have a new trip:',
      changed: 'Your trip has been changed. This is how it stands now:',
      removed: 'This trip went to someone else or waits for a driver; you need not drive it:',
      canceled: 'This trip has been cancelled; you need not drive it:',
      reminder: 'Your next trip starts soon:',
    },
    greeting: (name: string) => `Hello ${name},`,
    passengers: (count: number) => `${count} pass.`,
    was: (value: string) => `(was: ${value})`,
    trip: 'Trip',
    when: 'Pickup',
    from: 'From',
    to: 'To',
    people: 'Passengers',
    flight: 'Flight',
    remarks: 'Remarks',
    jobs: 'Your trips:',
  },
} satisfies Record<Language, unknown>;

/** A driver's first name, as the notices greet them. */
export const firstName = (name: string): string => name.trim().split(/\s+/)[0] ?? '';

/** The notice's title and one line of it (time, pickup, destination, passengers): a push, an SMS. */
export function driverNoticeText(notice: DriverNotice, lang: Language): { title: string; body: string } {
  const t = texts[lang];
  const { job } = notice;
  const title =
    notice.kind === 'reminder' ? t.title.reminder(job.ritNr, notice.minutes) : t.title[notice.kind](job.ritNr);
  const before = notice.kind === 'changed' ? notice.before : undefined;
  const was = (now: string, then: string | undefined) =>
    then === undefined || then === now ? now : `${now} ${t.was(then)}`;
  const parts = [
    was(formatPickup(job.datetime, lang), before && formatPickup(before.datetime, lang)),
    `${was(job.from, before?.from)} → ${was(job.to, before?.to)}`,
    was(t.passengers(job.passengers), before && t.passengers(before.passengers)),
    ...(job.flightNumber !== '' ? [`${t.flight} ${job.flightNumber}`] : []),
  ];
  return { title, body: parts.join(' · ') };
}

/** The driver's notice by mail, in the tenant's language: the fallback of a phone without push. */
export function driverNoticeMail(
  tenant: Tenant,
  driver: { name: string; email: string },
  notice: DriverNotice,
  lang: Language,
  driverPageUrl: string,
): MailMessage {
  const t = texts[lang];
  const { title } = driverNoticeText(notice, lang);
  const subject = `${title} · ${tenant.info.company}`;
  const { job } = notice;
  const before = notice.kind === 'changed' ? notice.before : undefined;
  const was = (now: string, then: string | undefined) =>
    then === undefined || then === now ? now : `${now} ${t.was(then)}`;
  const rows: Row[] = [
    [t.trip, String(job.ritNr)],
    [t.when, was(formatPickup(job.datetime, lang), before && formatPickup(before.datetime, lang))],
    [t.from, was(job.from, before?.from)],
    [t.to, was(job.to, before?.to)],
    [t.people, was(String(job.passengers), before && String(before.passengers))],
    ...(job.flightNumber !== '' ? [[t.flight, was(job.flightNumber, before?.flightNumber)] satisfies Row] : []),
    ...(job.remarks !== '' ? [[t.remarks, was(job.remarks, before?.remarks)] satisfies Row] : []),
  ];
  const greeting = t.greeting(firstName(driver.name));
  const intro = t.intro[notice.kind];
  const text = [
    greeting,
    '',
    intro,
    '',
    ...textRows(rows),
    '',
    t.jobs,
    driverPageUrl,
    '',
    tenant.info.company,
    '',
  ].join('\n');
  const html = htmlDocument(lang, subject, [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    htmlTrip(`${t.trip} ${job.ritNr}`, rows),
    `<p>${escapeHtml(t.jobs)} <a href="${escapeHtml(driverPageUrl)}">${escapeHtml(driverPageUrl)}</a></p>`,
    `<p>${escapeHtml(tenant.info.company)}</p>`,
  ]);
  return {
    from: operatorAddress(tenant),
    to: [{ name: driver.name, address: driver.email }],
    subject,
    text,
    html,
    attachments: [],
  };
}
