import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BookedTrip } from '#common/contracts/account.ts';
import { loginRespSchema } from '#common/contracts/login-resp.ts';
import { manageChangeReplySchema } from '#common/contracts/manage.ts';
import { instantOfWallTime, parseTripDatetime } from '#common/fields/trip-datetime.ts';
import { createAccount, logIn, zakelijk } from '../support/accounts.ts';
import { cart, checkOut } from '../support/checkout.ts';
import { readOutbox } from '../support/outbox.ts';
import { dialects, startTestServerWithPlaces, type TestServer } from '../support/test-server.ts';
import { trip, upcoming } from '../support/trips.ts';
import { book as bookAsGuest, history, listen } from '../desk/support.ts';

/** The zakelijk tenant's `cancellationCutoffHours` (config/tenants/zakelijk.json). */
const cutoffMs = 2 * 60 * 60 * 1000;
const afternoon = upcoming(3, '14:00');
const evening = upcoming(3, '19:30');

const pickupOf = (datetime: string) => instantOfWallTime(parseTripDatetime(datetime)!);

describe.each(dialects)('bookings: POST /api/bookings/trips/:tripId/change (%s)', (dialect) => {
  let server: TestServer;
  let anna: string;
  let bert: string;
  beforeAll(async () => {
    server = await startTestServerWithPlaces(dialect);
    await createAccount(server.app, { username: 'anna', password: 'Anna-wachtwoord-1', email: 'anna@hotel.example' });
    await createAccount(server.app, { username: 'bert', password: 'Bert-wachtwoord-1', email: 'bert@bedrijf.example' });
    anna = await logIn(server.app, 'anna', 'Anna-wachtwoord-1');
    bert = await logIn(server.app, 'bert', 'Bert-wachtwoord-1');
  });
  afterAll(() => server.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  /** One trip booked on account as the SPA's login-mode checkout does, as the customer's bookings list it. */
  async function bookOnAccount(cookie: string, extraTripInfo: string): Promise<BookedTrip> {
    const { response } = await checkOut(
      server.app,
      { ...cart(), person: {}, agreeTerms: false, trips: [trip({ datetime: afternoon, extraTripInfo })] },
      { host: zakelijk, cookie },
    );
    expect(response.statusCode).toBe(200);
    const found = (await ritten(cookie)).find((each) => each.extraTripInfo === extraTripInfo);
    if (!found) throw new Error(`no trip "${extraTripInfo}"`);
    return found;
  }
  async function ritten(cookie: string): Promise<BookedTrip[]> {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/login_resp.json?skipconfig=1',
      headers: { host: zakelijk, cookie },
    });
    return loginRespSchema.parse(response.json()).loginResp.ritten;
  }
  const change = (app: FastifyInstance, tripId: number, body: Record<string, unknown>, headers = {}) =>
    app.inject({
      method: 'POST',
      url: `/api/bookings/trips/${tripId}/change`,
      headers: { host: zakelijk, ...headers },
      payload: body,
    });
  const tripRow = (tripId: number) =>
    server.app.db.selectFrom('order_trips').selectAll().where('id', '=', tripId).executeTakeFirstOrThrow();

  it('changes the customer’s own trip on account at once: in the bookings, the history, to the desk and by mail', async () => {
    const booked = await bookOnAccount(anna, 'own change');
    expect(booked).toMatchObject({ flightNumber: '', xs: { cancel: true, change: true } });
    const desk = await listen(server.app, 'zakelijk');
    const response = await change(
      server.app,
      booked.ritNr,
      { version: booked.version, datetime: evening, passengers: 3 },
      { cookie: anna },
    );
    desk.stop();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    // On account: nothing is paid online, so a different price simply applies.
    expect(manageChangeReplySchema.parse(response.json())).toMatchObject({
      outcome: 'applied',
      refund: null,
      pendingChange: null,
    });
    const after = (await ritten(anna)).find((each) => each.ritNr === booked.ritNr);
    expect(after).toMatchObject({ datetime: evening, persons: 3 });
    expect(after?.version).not.toBe(booked.version);
    const edits = (await history(server.app, booked.ritNr)).filter((row) => row.kind === 'edit');
    expect(edits.map((row) => row.field)).toEqual(expect.arrayContaining(['datetime', 'passengers']));
    expect(edits.every((row) => row.actor === 'customer')).toBe(true);
    expect(desk.events).toContainEqual(expect.objectContaining({ type: 'tripChanged', tripId: booked.ritNr }));
    const mails = await readOutbox(server.settings.dataDir);
    expect(mails.some((mail) => mail.subject.startsWith(`Uw wijziging van rit ${booked.ritNr}`))).toBe(true);
  });

  it('answers 401 without a session, and 404 for another customer’s trip and another tenant’s', async () => {
    const booked = await bookOnAccount(anna, 'not yours');
    const body = { version: booked.version, passengers: 4 };
    const anonymous = await change(server.app, booked.ritNr, body);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: 'loginRequired' });
    const other = await change(server.app, booked.ritNr, body, { cookie: bert });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ error: 'manageTripNotFound' });
    const guest = await bookAsGuest(server.app);
    const demoTrip = guest.tripIds[0]!;
    const demoVersion = new Date((await tripRow(demoTrip)).updated_at).toISOString();
    const otherTenant = await change(server.app, demoTrip, { version: demoVersion, passengers: 4 }, { cookie: anna });
    expect(otherTenant.statusCode).toBe(404);
    expect(otherTenant.json()).toEqual({ error: 'manageTripNotFound' });
    expect((await tripRow(booked.ritNr)).passengers).toBe(booked.persons);
    expect((await tripRow(demoTrip)).passengers).not.toBe(4);
  });

  it('refuses a change on an old version, and one within the cutoff', async () => {
    const booked = await bookOnAccount(anna, 'late and stale');
    const first = await change(
      server.app,
      booked.ritNr,
      { version: booked.version, extraInfo: 'first' },
      { cookie: anna },
    );
    expect(first.statusCode).toBe(200);
    const stale = await change(
      server.app,
      booked.ritNr,
      { version: booked.version, extraInfo: 'second' },
      { cookie: anna },
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ error: 'manageConflict' });

    const now = (await ritten(anna)).find((each) => each.ritNr === booked.ritNr)!;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(pickupOf(now.datetime).getTime() - cutoffMs);
    // A session of that moment: the one of now would have expired by then.
    const later = await logIn(server.app, 'anna', 'Anna-wachtwoord-1');
    const late = await change(
      server.app,
      booked.ritNr,
      { version: now.version, extraInfo: 'too late' },
      { cookie: later },
    );
    expect((await ritten(later)).find((each) => each.ritNr === booked.ritNr)?.xs).toEqual({
      cancel: false,
      change: false,
    });
    vi.useRealTimers();
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ error: 'manageTooLate' });
    expect((await tripRow(booked.ritNr)).extra_info).toBe('first');
  });
});
