import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeskActor } from '../../src/modules/desk/actor.ts';
import { dateRange } from '../../src/modules/desk/board.ts';
import { dialects, startTestServerWithPlaces, type TestServer } from '../support/test-server.ts';
import { lageweg, nextSpringForward, schiphol, stop, upcoming } from '../support/trips.ts';
import { book, deskActors, type Booked } from './support.ts';

/** The date of a trip datetime, and the day after it. */
const dayOf = (datetime: string) => datetime.slice(0, 10);
const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const dayBefore = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

describe.each(dialects)('the desk: the board (%s)', (dialect) => {
  let server: TestServer;
  let admin: DeskActor;
  let dispatcher: DeskActor;
  let otherTenantAdmin: DeskActor;
  const springDay = dayOf(nextSpringForward('12:00'));
  let anneke: Booked;
  let kees: Booked;
  let spring: Booked;
  beforeAll(async () => {
    server = await startTestServerWithPlaces(dialect);
    ({ admin, dispatcher, otherTenantAdmin } = await deskActors(server.app));
    anneke = await book(server.app, {
      person: { custname: 'Anneke Müller', custemail: 'anneke@voorbeeld.nl', custtel: '+31 6 87654321' },
      trips: [{ datetime: upcoming(1, '10:00'), tour: [stop(lageweg), stop(schiphol)] }],
    });
    kees = await book(server.app, {
      person: { custname: 'Kees Jansen', custemail: 'kees@example.com', custtel: '+31501234567' },
      trips: [{ datetime: upcoming(1, '11:00') }, { datetime: upcoming(1, '12:00') }],
    });
    // Around the spring clock change: the Sunday has 23 hours.
    spring = await book(server.app, {
      trips: [
        { datetime: `${dayBefore(springDay)} 23:30` },
        { datetime: `${springDay} 00:30` },
        { datetime: `${springDay} 23:30` },
        { datetime: `${dayAfter(springDay)} 00:30` },
      ],
    });
  });
  afterAll(() => server.close());

  const ids = (list: { trips: Array<{ tripId: number }> }) => list.trips.map((trip) => trip.tripId);

  it('finds trips by reference, trip number, name, phone, email and address, whatever the case or accents', async () => {
    const search = async (text: string) => ids(await server.app.desk.listTrips(dispatcher, { search: text }));
    const annekes = anneke.tripIds;
    expect(await search(`D${anneke.klantNr}/${anneke.orderId}`)).toEqual(annekes);
    expect(await search(`d${kees.klantNr}/${kees.orderId}`)).toEqual(kees.tripIds);
    expect(await search(String(kees.tripIds[1]))).toContain(kees.tripIds[1]);
    expect(await search('müller')).toEqual(annekes);
    expect(await search('MULLER anneke')).toEqual(annekes);
    expect(await search('0687654321')).toEqual(annekes);
    expect(await search('+31 6 8765')).toEqual(annekes);
    expect(await search('anneke@voorbeeld')).toEqual(annekes);
    expect(await search('lageweg 31')).toEqual(annekes);
    expect(await search('schiphol')).toEqual(annekes);
    expect(await search('kees jansen')).toEqual(kees.tripIds);
    expect(await search('herestraat')).toEqual(expect.arrayContaining([...kees.tripIds, ...spring.tripIds]));
    expect(await search('nobody-like-this')).toEqual([]);
    // LIKE's `%` separates words, and a search of nothing but it finds everything, as an empty one does.
    expect(await search('müller%anneke')).toEqual(annekes);
    expect((await search('%')).length).toBe((await search('')).length);
  });

  it('shows each row with what the board needs', async () => {
    const list = await server.app.desk.listTrips(dispatcher, { search: 'anneke' });
    expect(list.trips[0]).toMatchObject({
      tripId: anneke.tripIds[0],
      reference: `D${anneke.klantNr}/${anneke.orderId}`,
      datetime: upcoming(1, '10:00'),
      from: lageweg.text,
      to: schiphol.text,
      passengers: 2,
      vehicleClass: 'sedan',
      customer: { name: 'Anneke Müller', email: 'anneke@voorbeeld.nl', phone: '+31 6 87654321' },
      paymentState: 'paid',
      status: 'new',
      driver: null,
    });
    expect(list.trips[0]?.priceCents).toBeGreaterThan(1250);
  });

  it('takes a day from its midnight to the next in Amsterdam, also on the 23-hour day of the clock change', async () => {
    const day = await server.app.desk.listTrips(admin, { from: springDay, to: dayAfter(springDay) });
    expect(ids(day)).toEqual([spring.tripIds[1], spring.tripIds[2]]);
    expect(day.total).toBe(2);
    const weekend = await server.app.desk.listTrips(admin, {
      from: dayBefore(springDay),
      to: dayAfter(dayAfter(springDay)),
    });
    expect(ids(weekend)).toEqual(spring.tripIds);
  });

  it('gives today, today and tomorrow, tomorrow and this week (today and six days on) as Amsterdam dates', () => {
    // Sunday 30 March 2025, 23:30 in Amsterdam (summer time) is 21:30 UTC.
    const sunday = new Date('2025-03-30T21:30:00Z');
    expect(dateRange('today', sunday)).toEqual({ from: '2025-03-30', to: '2025-03-31' });
    expect(dateRange('todayTomorrow', sunday)).toEqual({ from: '2025-03-30', to: '2025-04-01' });
    expect(dateRange('tomorrow', sunday)).toEqual({ from: '2025-03-31', to: '2025-04-01' });
    expect(dateRange('week', sunday)).toEqual({ from: '2025-03-30', to: '2025-04-06' });
    expect(dateRange('week', new Date('2025-03-31T00:30:00+02:00'))).toEqual({ from: '2025-03-31', to: '2025-04-07' });
  });

  it('pages by pickup time and counts each status for the tabs', async () => {
    await server.app.desk.transition(admin, spring.tripIds[0]!, 'confirmed');
    await server.app.desk.cancelTrip(admin, spring.tripIds[3]!, { reason: 'test' });
    const filter = { search: `D${spring.klantNr}/${spring.orderId}` };
    const first = await server.app.desk.listTrips(admin, { ...filter, pageSize: 3 });
    expect(first).toMatchObject({ total: 4, page: 1, pageSize: 3 });
    expect(first.counts).toEqual({ new: 2, confirmed: 1, assigned: 0, done: 0, no_show: 0, canceled: 1 });
    expect(ids(first)).toEqual(spring.tripIds.slice(0, 3));
    expect(ids(await server.app.desk.listTrips(admin, { ...filter, pageSize: 3, page: 2 }))).toEqual([
      spring.tripIds[3],
    ]);
    const past = await server.app.desk.listTrips(admin, { ...filter, pageSize: 3, page: 5 });
    expect(past).toMatchObject({ trips: [], total: 4, counts: first.counts });
    const open = await server.app.desk.listTrips(admin, { ...filter, statuses: ['new', 'confirmed'] });
    expect(open.total).toBe(3);
    expect(ids(open)).toEqual(spring.tripIds.slice(0, 3));
    expect(open.counts.canceled).toBe(1);
    const cancelled = await server.app.desk.listTrips(admin, { ...filter, statuses: ['canceled'] });
    expect(ids(cancelled)).toEqual([spring.tripIds[3]]);
  });

  it('lists only the actor’s tenant', async () => {
    const list = await server.app.desk.listTrips(otherTenantAdmin, {});
    expect(list.total).toBe(0);
    expect(list.trips).toEqual([]);
  });

  it('shows a trip of an order waiting for its payment as pending, and cancels it when the payment fails', async () => {
    const waiting = await book(server.app, { paid: false, person: { custname: 'Wachtend Betaler' } });
    const list = await server.app.desk.listTrips(admin, { search: 'wachtend' });
    expect(list.trips.map((trip) => [trip.status, trip.paymentState])).toEqual([['new', 'pending']]);
    const order = await server.app.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', waiting.orderId)
      .executeTakeFirstOrThrow();
    await server.app.db
      .updateTable('simulator_payments')
      .set({ status: 'expired' })
      .where('id', '=', order.provider_payment_id!)
      .execute();
    await server.app.orders.syncPayment(order);
    const after = await server.app.desk.listTrips(admin, { search: 'wachtend' });
    expect(after.trips.map((trip) => [trip.status, trip.paymentState])).toEqual([['canceled', 'expired']]);
  });

  it('exports the filtered list as CSV for Excel: a byte-order mark, semicolons, quotes where needed, Dutch letters', async () => {
    const tricky = await book(server.app, {
      person: { custname: '=Zoë "de Bie"; België' },
      trips: [{ datetime: upcoming(3, '15:00'), extraTripInfo: 'x' }],
    });
    const csv = await server.app.desk.exportCsv(admin, { search: 'zoë' });
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = csv.subarray(3).toString('utf8');
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(
      'Ritnummer;Ordernummer;Ophalen;Van;Naar;Personen;Voertuig;Vlucht;Klant;Telefoon;E-mail;Prijs;Betaling;Status;Chauffeur;Auto;Kenteken;Bron;Te innen',
    );
    // Quoted for the quotes and the semicolon; an apostrophe first, so Excel takes no formula from a customer.
    expect(lines[1]).toContain(`;"'=Zoë ""de Bie""; België";`);
    expect(lines[1]).toContain(';12,50;Betaald;Nieuw;');
    const rows = parse(text, { delimiter: ';' }) as string[][];
    expect(rows).toHaveLength(2);
    expect(rows[1]?.slice(0, 3)).toEqual([
      String(tricky.tripIds[0]),
      `D${tricky.klantNr}/${tricky.orderId}`,
      upcoming(3, '15:00'),
    ]);
    expect(rows[1]?.[8]).toBe(`'=Zoë "de Bie"; België`);
    // Not assigned: no vehicle nor plate; a guest's booking on the website, nothing for the driver to collect.
    expect(rows[1]?.slice(15)).toEqual(['', '', 'Website', '']);
    // All pages: the export is not cut at a page.
    const all = parse((await server.app.desk.exportCsv(admin, { pageSize: 1 })).subarray(3).toString('utf8'), {
      delimiter: ';',
    }) as string[][];
    expect(all.length - 1).toBe((await server.app.desk.listTrips(admin, {})).total);
  });
});
