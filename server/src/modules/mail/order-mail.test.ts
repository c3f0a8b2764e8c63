import ical from 'node-ical';
import { describe, expect, it } from 'vitest';
import { demoOrder } from '../../../test/support/demo-order.ts';
import { formatPickup } from './mail-layout.ts';
import { operatorNotice, orderConfirmation } from './order-mail.ts';

const publicUrl = 'https://taxi.example:8443';

function calendarEvents(content: string): ical.VEvent[] {
  return Object.values(ical.sync.parseICS(content)).filter((item): item is ical.VEvent => item?.type === 'VEVENT');
}

describe('order confirmation', () => {
  it('is in Dutch for a Dutch customer', () => {
    const mail = orderConfirmation(demoOrder('nl'), publicUrl);
    expect(mail.subject).toBe('Bevestiging van uw bestelling D1042/77 bij Taxi Martini Groningen');
    expect(mail.from).toEqual({ name: 'Taxi Martini Groningen', address: 'rijden@taxi-martini.example' });
    expect(mail.to).toEqual([{ name: 'Jan de Vries', address: 'jan@example.com' }]);
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('Beste Jan de Vries,');
      expect(body).toContain('Ordernummer: D1042/77');
      expect(body).toContain('do 24 dec 2026 14:30');
      expect(body).toContain('wo 1 jul 2026 14:30');
      expect(body).toContain('Herestraat 12, Groningen');
      expect(body).toContain('Station Groningen');
      expect(body).toContain('Amsterdam Airport Schiphol (AMS)');
      expect(body).toContain('KL1234');
      expect(body).toContain('Bel aan bij de achterdeur');
      expect(body).toContain('€ 12,50');
      expect(body).toContain('€ 249,90');
      expect(body).toContain('Totaal: € 262,40');
      expect(body).toContain('050 123 45 67');
      expect(body).toContain('rijden@taxi-martini.example');
      expect(body).toContain('www.taxi-martini.example');
    }
    expect(mail.text).toContain(
      'Rit 812\nOphalen: do 24 dec 2026 14:30\nVan: Herestraat 12, Groningen\nNaar: Station Groningen\nPersonen: 2\n',
    );
    expect(mail.text).toContain('Vluchtnummer: KL1234');
    expect(mail.html).toContain('<a href="tel:+31501234567">050 123 45 67</a>');
    expect(mail.html).toContain('<a href="https://www.taxi-martini.example/">www.taxi-martini.example</a>');
  });

  it('carries the link to manage the booking in both languages, and none for an order without one', () => {
    const manageUrl = 'https://taxi-martini.example/manage/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';
    const nl = orderConfirmation({ ...demoOrder('nl'), manageUrl }, publicUrl);
    expect(nl.text).toContain(`Uw boeking bekijken, wijzigen of annuleren kan op uw eigen pagina:\n${manageUrl}\n`);
    expect(nl.html).toContain(`<a href="${manageUrl}">${manageUrl}</a>`);
    const en = orderConfirmation({ ...demoOrder('en'), manageUrl }, publicUrl);
    expect(en.text).toContain(`You can view, change or cancel your booking on your own page:\n${manageUrl}\n`);
    const older = orderConfirmation(demoOrder('nl'), publicUrl);
    expect(older.text).not.toContain('/manage/');
    expect(older.html).not.toContain('/manage/');
  });

  it('is in English for an English customer', () => {
    const mail = orderConfirmation(demoOrder('en'), publicUrl);
    expect(mail.subject).toBe('Confirmation of your order D1042/77 with Taxi Martini Groningen');
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('Dear Jan de Vries,');
      expect(body).toContain('Order number: D1042/77');
      expect(body).toContain('Thu 24 Dec 2026 14:30');
      expect(body).toContain('Wed 1 Jul 2026 14:30');
      expect(body).toContain('€ 12,50');
      expect(body).toContain('Total: € 262,40');
      expect(body).toContain('050 123 45 67');
      expect(body).not.toContain('Ophalen');
    }
    expect(mail.text).toContain(
      'Trip 813\nPickup: Wed 1 Jul 2026 14:30\nFrom: Amsterdam Airport Schiphol (AMS)\nTo: Herestraat 12, Groningen\nPassengers: 3\nFlight number: KL1234\nPrice: € 249,90',
    );
    expect(mail.html).toContain('<html lang="en">');
  });

  it('leaves out the flight and extra info rows a trip does not have', () => {
    const mail = orderConfirmation(demoOrder('en'), publicUrl);
    const [first, second] = mail.text.split('\nTrip ').slice(1);
    expect(first).not.toContain('Flight number');
    expect(second).not.toContain('Extra information');
  });

  it('escapes customer and operator text in the HTML part', () => {
    const order = demoOrder('nl', '<script>alert("x")</script>');
    order.tenant.info.company = 'Taxi & Co <b>';
    order.trips[0]!.extraInfo = '<img src=x onerror=alert(1)>';
    const mail = orderConfirmation(order, publicUrl);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain('Beste &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;,');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).toContain('Taxi &amp; Co &lt;b&gt;');
    // The plain-text part shows the text as typed.
    expect(mail.text).toContain('Beste <script>alert("x")</script>,');
  });

  it('says nothing of a payment for a booking without one', () => {
    const booked = { ...demoOrder('nl'), paid: false };
    for (const [lang, intro] of [
      ['nl', 'Hartelijk dank voor uw boeking. Uw taxi is geboekt.'],
      ['en', 'Thank you for your booking. Your taxi is booked.'],
    ] as const) {
      const mail = orderConfirmation({ ...booked, customer: { ...booked.customer, lang } }, publicUrl);
      expect(mail.text).toContain(intro);
      expect(mail.text).not.toMatch(/betaling|payment/i);
    }
  });

  it('hides the prices when the operator requires login (docs/reference/tenant-settings.md#requiresLogin)', () => {
    const order = demoOrder('nl');
    const mail = orderConfirmation(
      {
        ...order,
        paid: false,
        tenant: { ...order.tenant, settings: { ...order.tenant.settings, requiresLogin: true } },
      },
      publicUrl,
    );
    for (const body of [mail.text, mail.html]) {
      expect(body).not.toContain('€');
      expect(body).not.toContain('Totaal');
      expect(body).toContain('Station Groningen');
    }
  });

  it('offers no link to a website that is not http(s)', () => {
    const order = demoOrder('en');
    order.tenant.info.websiteUrl = 'javascript:alert(1)';
    expect(orderConfirmation(order, publicUrl).html).not.toContain('javascript:');
  });
});

describe('calendar attachments', () => {
  it('has one parsable .ics per trip, starting at the pickup instant in UTC', () => {
    const mail = orderConfirmation(demoOrder('nl'), publicUrl);
    expect(mail.attachments.map((attachment) => attachment.filename)).toEqual(['rit-812.ics', 'rit-813.ics']);
    const [winter, summer] = mail.attachments.map((attachment) => {
      expect(attachment.contentType).toMatch(/^text\/calendar/);
      const events = calendarEvents(attachment.content);
      expect(events).toHaveLength(1);
      return events[0]!;
    });

    // 14:30 in Amsterdam is 13:30Z in winter (CET) and 12:30Z in summer (CEST).
    expect(winter!.start.toISOString()).toBe('2026-12-24T13:30:00.000Z');
    expect(winter!.end?.toISOString()).toBe('2026-12-24T13:42:00.000Z');
    expect(summer!.start.toISOString()).toBe('2026-07-01T12:30:00.000Z');
    // No duration in the quote: an hour.
    expect(summer!.end?.toISOString()).toBe('2026-07-01T13:30:00.000Z');

    expect(winter!.summary).toBe('Taxi: Herestraat 12, Groningen → Station Groningen');
    expect(winter!.location).toBe('Herestraat 12, Groningen');
    expect(summer!.summary).toBe('Taxi: Amsterdam Airport Schiphol (AMS) → Herestraat 12, Groningen');
    expect(winter!.uid).toBe('order-77-trip-1@taxi.example');
    expect(summer!.uid).toBe('order-77-trip-2@taxi.example');
    expect(String(winter!.description)).toContain('Ordernummer: D1042/77');
    expect(JSON.stringify(winter!.organizer)).toContain('rijden@taxi-martini.example');
  });

  it('writes DTSTART in UTC, whatever the server time zone', () => {
    const [winter] = orderConfirmation(demoOrder('en'), publicUrl).attachments;
    expect(winter!.content).toContain('DTSTART:20261224T133000Z');
  });

  it('keeps the UID when the mail is built again', () => {
    const uids = () =>
      orderConfirmation(demoOrder('en'), publicUrl).attachments.map(
        (attachment) => calendarEvents(attachment.content)[0]!.uid,
      );
    expect(uids()).toEqual(uids());
  });
});

describe('operator notice', () => {
  it('goes to the operator in Dutch, with the customer, the trips and the reference', () => {
    const mail = operatorNotice(demoOrder('en'));
    expect(mail.to).toEqual([{ name: 'Taxi Martini Groningen', address: 'rijden@taxi-martini.example' }]);
    expect(mail.replyTo).toEqual({ name: 'Jan de Vries', address: 'jan@example.com' });
    expect(mail.subject).toBe('Nieuwe bestelling D1042/77: 2 ritten, € 262,40');
    expect(mail.attachments).toEqual([]);
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('D1042/77');
      expect(body).toContain('Jan de Vries');
      expect(body).toContain('jan@example.com');
      expect(body).toContain('+31612345678');
      expect(body).toContain('do 24 dec 2026 14:30');
      expect(body).toContain('Station Groningen');
      expect(body).toContain('KL1234');
      expect(body).toContain('€ 12,50');
      expect(body).toContain('€ 249,90');
      expect(body).toContain('Totaal: € 262,40');
    }
  });

  it('tells a booking without payment from a paid order', () => {
    expect(operatorNotice(demoOrder('nl')).text).toContain('Er is een bestelling betaald: D1042/77.');
    const booked = operatorNotice({ ...demoOrder('nl'), paid: false });
    expect(booked.text).toContain('Er is een bestelling geboekt, zonder online betaling: D1042/77.');
    expect(booked.text).toContain('Totaal: € 262,40');
  });

  it('escapes the customer details in the HTML part', () => {
    const mail = operatorNotice(demoOrder('nl', '<script>'));
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
  });
});

describe('helpers', () => {
  it('formats a pickup per language and leaves an unreadable one as it is', () => {
    expect(formatPickup('2026-03-29 09:05', 'nl')).toBe('zo 29 mrt 2026 09:05');
    expect(formatPickup('2026-03-29 09:05', 'en')).toBe('Sun 29 Mar 2026 09:05');
    expect(formatPickup('soon', 'en')).toBe('soon');
  });
});
