import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginRespSchema } from '#common/contracts/login-resp.ts';
import { adminErrorReplySchema, auditPageSchema } from '#common/contracts/admin.ts';
import { companyListReplySchema, companySchema, type Company } from '#common/contracts/companies.ts';
import { driverSchema, tripDetailReplySchema } from '#common/contracts/desk-trips.ts';
import { driverJobsReplySchema } from '#common/contracts/driver.ts';
import { vehicleSchema } from '#common/contracts/desk-vehicles.ts';
import { createDevice } from '../../src/modules/driver-sessions/sign-in.ts';
import { createAccount, logIn, loggedInAs, postJson, postLogin, waitForMail, zakelijk } from '../support/accounts.ts';
import { cart, checkOut } from '../support/checkout.ts';
import { loggedInStaff } from '../support/desk.ts';
import { dialects, startTestServerWithPlaces, type TestServer } from '../support/test-server.ts';
import { herestraat, stationGroningen, trip, upcoming } from '../support/trips.ts';

type Staff = Awaited<ReturnType<typeof loggedInStaff>>;

const hotel = {
  name: 'Hotel Zuid',
  billingAddress: 'Vismarkt 3\n9711 KT Groningen',
  kvkNumber: '8765 4321',
  vatNumber: 'nl 001234567 b01',
  invoiceEmail: 'boekhouding@hotelzuid.example',
  paymentTermsDays: 30,
};

describe.each(dialects)('companies and their users: /api/admin/companies… (%s)', (dialect) => {
  let server: TestServer;
  let admin: Staff;
  let dispatcher: Staff;
  let demoAdmin: Staff;
  let users = 0;
  beforeAll(async () => {
    server = await startTestServerWithPlaces(dialect);
    admin = await loggedInStaff(server.app, { tenantId: 'zakelijk', role: 'admin' });
    dispatcher = await loggedInStaff(server.app, { tenantId: 'zakelijk', role: 'dispatcher' });
    demoAdmin = await loggedInStaff(server.app, { role: 'admin' });
  });
  afterAll(() => server.close());

  const newCompany = async (fields: Partial<typeof hotel> = {}): Promise<Company> => {
    const response = await admin.call('POST', '/api/admin/companies', { ...hotel, ...fields });
    expect(response.statusCode, response.body).toBe(201);
    return companySchema.parse(response.json());
  };

  /** The link of the newest set-password mail to `email`, as its token. */
  const welcomeToken = async (email: string, count = 1) => {
    const mails = await waitForMail(server.settings.dataDir, (mail) => mail.to.includes(email), count);
    const mail = mails.at(-1);
    const token = /\/login\?welcome=([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1];
    expect(token, mail?.text).toBeDefined();
    return { token: token!, mail: mail! };
  };

  const setPassword = (token: string, password: string) =>
    postJson(server.app, '/api/password_reset.json', { lang: 'nl', token, password });

  /** A user added by the admin who set their password from the mail; answers the user and their session cookie. */
  const newUser = async (companyId: number) => {
    users += 1;
    const username = `receptie${users}`;
    const email = `${username}@hotel.example`;
    const added = await admin.call('POST', `/api/admin/companies/${companyId}/users`, {
      username,
      email,
      phone: '050 311 2233',
      lang: 'nl',
    });
    expect(added.statusCode, added.body).toBe(201);
    const user = companySchema.parse(added.json()).users.find((each) => each.username === username)!;
    const { token } = await welcomeToken(email);
    expect((await setPassword(token, `Receptie-${users}-geheim`)).statusCode).toBe(200);
    return { ...user, cookie: await logIn(server.app, username, `Receptie-${users}-geheim`) };
  };

  const ritten = async (cookie: string) => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/login_resp.json?skipconfig=1',
      headers: { host: zakelijk, cookie },
    });
    return loginRespSchema.parse(response.json()).loginResp.ritten;
  };

  const book = (cookie: string, extraTripInfo: string, passenger: unknown = null) =>
    checkOut(
      server.app,
      {
        ...cart(),
        person: {},
        agreeTerms: false,
        trips: [trip({ extraTripInfo, datetime: upcoming(4, '11:00') })],
        passenger,
      },
      { host: zakelijk, cookie },
    );

  const auditEntries = async () =>
    auditPageSchema.parse((await admin.call('GET', '/api/admin/audit?limit=100')).json()).entries;

  it('creates a company with its details as kept (KvK and VAT without spaces, VAT in capitals) and edits it', async () => {
    const company = await newCompany();
    expect(company).toMatchObject({
      name: 'Hotel Zuid',
      kvkNumber: '87654321',
      vatNumber: 'NL001234567B01',
      paymentTermsDays: 30,
      users: [],
    });
    const edited = await admin.call('PATCH', `/api/admin/companies/${company.id}`, {
      ...hotel,
      name: 'Hotel Zuid BV',
      vatNumber: '',
      paymentTermsDays: 14,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Hotel Zuid BV', vatNumber: '', paymentTermsDays: 14 });
    const list = companyListReplySchema.parse((await admin.call('GET', '/api/admin/companies')).json());
    expect(list.companies.map((each) => each.name)).toContain('Hotel Zuid BV');
    const audit = await auditEntries();
    expect(audit).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'company_created', target: `company:${company.id}` }),
        expect.objectContaining({
          action: 'company_changed',
          target: `company:${company.id}`,
          detail: { fields: 'name,vatNumber,paymentTermsDays' },
        }),
      ]),
    );
  });

  it('refuses details outside the contract, each field named', async () => {
    const response = await admin.call('POST', '/api/admin/companies', {
      ...hotel,
      name: ' ',
      kvkNumber: '1234567',
      vatNumber: 'NL12345678B01',
      invoiceEmail: 'geen-adres',
      paymentTermsDays: 91,
    });
    expect(response.statusCode).toBe(422);
    expect(adminErrorReplySchema.parse(response.json())).toEqual({
      error: 'invalidFields',
      fields: {
        name: 'tooShort',
        kvkNumber: 'invalid',
        vatNumber: 'invalid',
        invoiceEmail: 'invalid',
        paymentTermsDays: 'tooLarge',
      },
    });
  });

  it('refuses a dispatcher, and another tenant’s admin finds none of the companies', async () => {
    const company = await newCompany({ name: 'Hotel Oost' });
    expect((await dispatcher.call('GET', '/api/admin/companies')).json()).toEqual({ error: 'forbidden' });
    expect((await dispatcher.call('POST', '/api/admin/companies', hotel)).statusCode).toBe(403);
    const theirs = companyListReplySchema.parse((await demoAdmin.call('GET', '/api/admin/companies')).json());
    expect(theirs.companies).toEqual([]);
    const edit = await demoAdmin.call('PATCH', `/api/admin/companies/${company.id}`, hotel);
    expect(edit.statusCode).toBe(404);
    expect(edit.json()).toEqual({ error: 'companyNotFound' });
    const user = await demoAdmin.call('POST', `/api/admin/companies/${company.id}/users`, {
      username: 'indringer',
      email: 'indringer@example.com',
      phone: '050 311 2233',
    });
    expect(user.json()).toEqual({ error: 'companyNotFound' });
  });

  it('adds a user who sets their password once from the mailed link, which works 72 hours', async () => {
    const company = await newCompany({ name: 'Hotel West' });
    const added = await admin.call('POST', `/api/admin/companies/${company.id}/users`, {
      username: 'lisa',
      email: 'lisa@hotelwest.example',
      phone: '050 311 2233',
      lang: 'en',
    });
    expect(added.statusCode, added.body).toBe(201);
    const [user] = companySchema.parse(added.json()).users;
    expect(user).toMatchObject({ username: 'lisa', passwordSet: false, disabled: false });
    const { token, mail } = await welcomeToken('lisa@hotelwest.example');
    expect(mail.subject).toMatch(/set your password/);
    expect(mail.text).toContain('Your username is lisa');
    const reset = await server.app.db
      .selectFrom('password_resets')
      .select(['created_at', 'expires_at'])
      .where('customer_id', '=', user!.id)
      .executeTakeFirstOrThrow();
    const lifetime = new Date(reset.expires_at).getTime() - new Date(reset.created_at).getTime();
    expect(lifetime).toBe(72 * 60 * 60 * 1000);

    // No password yet: the account cannot log in.
    expect((await postLogin(server.app, { username: 'lisa', password: 'Lisa-geheim-12' })).statusCode).toBe(401);
    expect((await setPassword(token, 'Lisa-geheim-12')).json()).toEqual({ error: '', message: 'passwordChanged' });
    expect((await setPassword(token, 'Nog-een-keer-12')).json()).toMatchObject({ error: 'resetLinkInvalid' });
    expect(await loggedInAs(server.app, await logIn(server.app, 'lisa', 'Lisa-geheim-12'))).toBe('lisa');
    const list = companyListReplySchema.parse((await admin.call('GET', '/api/admin/companies')).json());
    expect(list.companies.find((each) => each.id === company.id)?.users[0]).toMatchObject({ passwordSet: true });
  });

  it('sends a new link that replaces the first; an expired link is refused', async () => {
    const company = await newCompany({ name: 'Hotel Noordoost' });
    const added = await admin.call('POST', `/api/admin/companies/${company.id}/users`, {
      username: 'kees',
      email: 'kees@hotel.example',
      phone: '+31 50 311 2233',
    });
    const [user] = companySchema.parse(added.json()).users;
    const first = await welcomeToken('kees@hotel.example');
    const again = await admin.call('POST', `/api/admin/companies/${company.id}/users/${user!.id}/link`, { lang: 'nl' });
    expect(again.statusCode, again.body).toBe(200);
    const second = await welcomeToken('kees@hotel.example', 2);
    expect(second.token).not.toBe(first.token);
    expect((await setPassword(first.token, 'Kees-geheim-123')).statusCode).toBe(400);
    await server.app.db
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('customer_id', '=', user!.id)
      .execute();
    expect((await setPassword(second.token, 'Kees-geheim-123')).json()).toMatchObject({ error: 'resetLinkInvalid' });
    const audit = await auditEntries();
    expect(audit.filter((entry) => entry.target === `customer:${user!.id}`).map((entry) => entry.action)).toEqual([
      'company_user_link_sent',
      'company_user_link_sent',
      'company_user_created',
    ]);
  });

  it('refuses a username the tenant has, and a phone that is none', async () => {
    const company = await newCompany({ name: 'Hotel Midden' });
    await createAccount(server.app, { username: 'bezet', password: 'Bezet-geheim-1' });
    const taken = await admin.call('POST', `/api/admin/companies/${company.id}/users`, {
      username: 'bezet',
      email: 'bezet@example.com',
      phone: '050 311 2233',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: 'usernameTaken' });
    const phone = await admin.call('POST', `/api/admin/companies/${company.id}/users`, {
      username: 'nieuw',
      email: 'nieuw@example.com',
      phone: '06 123',
    });
    expect(phone.statusCode).toBe(422);
    expect(phone.json()).toEqual({ error: 'invalidFields', fields: { phone: 'invalid' } });
  });

  it('disabling a user ends their sessions and refuses their login with its reason; enabling lets them in again', async () => {
    const company = await newCompany({ name: 'Hotel Stad' });
    const user = await newUser(company.id);
    const booked = await book(user.cookie, 'voor uitschakelen');
    expect(booked.response.statusCode, booked.response.body).toBe(200);
    const disabled = await admin.call('PATCH', `/api/admin/companies/${company.id}/users/${user.id}`, {
      disabled: true,
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(companySchema.parse(disabled.json()).users[0]).toMatchObject({ disabled: true });
    expect(await loggedInAs(server.app, user.cookie)).toBe('');
    const refused = await postLogin(server.app, { username: user.username, password: `Receptie-${users}-geheim` });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'accountDisabled', message: '' });
    // A wrong password still says only that the login failed.
    expect((await postLogin(server.app, { username: user.username, password: 'Fout-wachtwoord-1' })).statusCode).toBe(
      401,
    );
    // Their bookings stay.
    const trip = await admin.call('GET', `/api/admin/trips/${booked.reply.ritNrs[0]}`);
    expect(tripDetailReplySchema.parse(trip.json()).trip.status).toBe('new');

    const enabled = await admin.call('PATCH', `/api/admin/companies/${company.id}/users/${user.id}`, {
      disabled: false,
    });
    expect(companySchema.parse(enabled.json()).users[0]).toMatchObject({ disabled: false });
    await logIn(server.app, user.username, `Receptie-${users}-geheim`);
    const actions = (await auditEntries())
      .filter((entry) => entry.target === `customer:${user.id}`)
      .map((entry) => entry.action);
    expect(actions.slice(0, 2)).toEqual(['company_user_enabled', 'company_user_disabled']);
    // Another company's user id under this company is not found.
    const other = await newCompany({ name: 'Hotel Ander' });
    const wrong = await admin.call('PATCH', `/api/admin/companies/${other.id}/users/${user.id}`, { disabled: true });
    expect(wrong.json()).toEqual({ error: 'userNotFound' });
  });

  it('books for a guest: the passenger on each trip, in the mail and on the desk; the order is the company’s', async () => {
    const company = await newCompany({ name: 'Hotel Gast' });
    const user = await newUser(company.id);
    const invalid = await book(user.cookie, 'gast fout', { name: 'Mevrouw Jansen', phone: '06 12' });
    expect(invalid.response.statusCode).toBe(422);
    expect(invalid.reply).toMatchObject({ error: 'formIncomplete', fielderrors: { passengerPhone: 'TOO_SHORT' } });

    const { response, reply } = await book(user.cookie, 'gast', { name: 'Mevrouw Jansen', phone: '06 1234 5678' });
    expect(response.statusCode, response.body).toBe(200);
    const order = await server.app.db
      .selectFrom('orders')
      .select('company_id')
      .where('id', '=', reply.orderId!)
      .executeTakeFirstOrThrow();
    expect(order.company_id).toBe(company.id);
    const detail = tripDetailReplySchema.parse((await admin.call('GET', `/api/admin/trips/${reply.ritNrs[0]}`)).json());
    expect(detail.trip.passenger).toEqual({ name: 'Mevrouw Jansen', phone: '06 1234 5678' });
    const board = await admin.call('GET', '/api/admin/trips?search=Jansen');
    expect(board.json()).toMatchObject({ trips: [{ tripId: reply.ritNrs[0], passenger: { name: 'Mevrouw Jansen' } }] });
    const [mail] = await waitForMail(
      server.settings.dataDir,
      (each) => each.to.includes(user.email) && each.subject.includes(`D${reply.klantNr}/${reply.orderId}`),
    );
    expect(mail?.text).toContain('Reiziger: Mevrouw Jansen, 06 1234 5678');
    const [listed] = (await ritten(user.cookie)).filter((each) => each.extraTripInfo === 'gast');
    expect(listed).toMatchObject({ bookedBy: user.username, passenger: { name: 'Mevrouw Jansen' } });
  });

  it('sends the driver to the guest: the job and the run sheet name the passenger, not the booker', async () => {
    const company = await newCompany({ name: 'Hotel Chauffeur' });
    const user = await newUser(company.id);
    const { reply } = await book(user.cookie, 'gast chauffeur', { name: 'Meneer de Wit', phone: '06 1234 5678' });
    const vehicle = vehicleSchema.parse(
      (
        await admin.call('POST', '/api/admin/vehicles', {
          name: 'Prius',
          plate: 'GB-12-X',
          seats: 4,
          luggage: 2,
          vehicleClass: 'sedan',
        })
      ).json(),
    );
    const driver = driverSchema.parse(
      (await admin.call('POST', '/api/admin/drivers', { name: 'Piet', phone: '', usualVehicleId: vehicle.id })).json(),
    );
    const tripId = reply.ritNrs[0]!;
    const assigned = await admin.call('POST', `/api/admin/trips/${tripId}/transition`, {
      to: 'assigned',
      driverId: driver.id,
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const device = await createDevice(
      server.app.db,
      { tenantId: 'zakelijk', driverId: driver.id, name: 'test' },
      new Date(),
    );
    const jobs = await server.app.inject({
      method: 'GET',
      url: '/api/driver/jobs',
      headers: { host: zakelijk, cookie: `driver_session=${device.token}` },
    });
    expect(jobs.statusCode, jobs.body).toBe(200);
    const job = driverJobsReplySchema.parse(jobs.json()).jobs.find((each) => each.tripId === tripId);
    expect(job?.passengerName).toBe('Meneer de Wit');
    const day = upcoming(4, '11:00').slice(0, 10);
    const sheet = await admin.call('GET', `/api/admin/drivers/${driver.id}/run-sheet?date=${day}`);
    expect(sheet.statusCode, sheet.body).toBe(200);
    expect(sheet.json()).toMatchObject({ trips: [{ passenger: { name: 'Meneer de Wit', phone: '06 1234 5678' } }] });
  });

  it('shows a company’s bookings to all its users with who booked them, never to another company or account', async () => {
    const company = await newCompany({ name: 'Hotel Samen' });
    const other = await newCompany({ name: 'Hotel Apart' });
    const anna = await newUser(company.id);
    const bert = await newUser(company.id);
    const carla = await newUser(other.id);
    await createAccount(server.app, { username: 'eigen', password: 'Eigen-geheim-1' });
    const own = await logIn(server.app, 'eigen', 'Eigen-geheim-1');
    const { reply } = await book(anna.cookie, 'samen');
    const ritId = String(reply.ritNrs[0]);

    const seenByBert = (await ritten(bert.cookie)).find((each) => each.ritId === ritId);
    expect(seenByBert).toMatchObject({ bookedBy: anna.username, passenger: null });
    expect((await ritten(carla.cookie)).map((each) => each.ritId)).not.toContain(ritId);
    expect((await ritten(own)).map((each) => each.ritId)).not.toContain(ritId);

    // Another company's user cannot cancel it; a colleague may, by the same cutoff as their own.
    const cancel = (cookie: string) =>
      postJson(server.app, '/api/cancel_trip.json', { lang: 'nl', ritId, skipconfig: '1' }, { cookie });
    expect((await cancel(carla.cookie)).statusCode).toBe(404);
    expect((await cancel(own)).statusCode).toBe(404);
    const cancelled = await cancel(bert.cookie);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await ritten(anna.cookie)).find((each) => each.ritId === ritId)?.status).toBe('canceled');
  });

  it('the desk books by phone on account for a company’s user with a guest: the order is the company’s', async () => {
    const company = await newCompany({ name: 'Hotel Telefoon' });
    const user = await newUser(company.id);
    const booked = await admin.call('POST', '/api/admin/trips', {
      lang: 'nl',
      caller: { name: user.username, phone: '050 311 2233', email: user.email },
      passenger: { name: 'Meneer Bakker', phone: '06 8765 4321' },
      trip: {
        datetime: upcoming(4, '12:00'),
        fromPlaceId: herestraat.id,
        toPlaceId: stationGroningen.id,
        flightNumber: '',
        extraInfo: 'telefoon gast',
        fields: { passengerCount: 1, vehicleClass: 'sedan' },
      },
      payment: 'account',
      accountId: user.id,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const { orderId, tripId } = (booked.json() as { booked: { orderId: number; tripId: number } }).booked;
    const order = await server.app.db
      .selectFrom('orders')
      .select('company_id')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(order.company_id).toBe(company.id);
    const detail = tripDetailReplySchema.parse((await admin.call('GET', `/api/admin/trips/${tripId}`)).json());
    expect(detail.trip.passenger).toEqual({ name: 'Meneer Bakker', phone: '06 8765 4321' });
    expect((await ritten(user.cookie)).find((each) => each.ritNr === tripId)).toMatchObject({
      passenger: { name: 'Meneer Bakker' },
    });
  });
});
