import { Socket } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  settingsReplySchema,
  settingsSavedReplySchema,
  settingsVersionReplySchema,
  settingsVersionsReplySchema,
} from '#common/contracts/admin-settings.ts';
import { adminErrorReplySchema } from '#common/contracts/admin.ts';
import { tripDetailReplySchema } from '#common/contracts/desk-trips.ts';
import type { LayoutEntry } from '#common/contracts/layout.ts';
import { childSeatEntry } from '#common/contracts/test-layout-entries.ts';
import { demoHost, loggedInStaff, zakelijkHost } from '../support/desk.ts';
import { buildApp } from '../../src/app.ts';
import { anotherInstance, dialects, startTestServerWithPlaces, type TestServer } from '../support/test-server.ts';
import { trip } from '../support/trips.ts';
import { cartOf, checkOut, orderTripRows, ordersWithRemarks, serverPrice } from '../support/checkout.ts';

type Call = Awaited<ReturnType<typeof loggedInStaff>>['call'];

/** A customer's quote of the demo trip (Herestraat → Station Groningen, a weekday afternoon): its price as shown. */
async function quotedPrice(app: FastifyInstance): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/trip_request.json',
    headers: { host: demoHost },
    payload: { lang: 'nl', proforma: '1', validate: '*', trip: trip() },
  });
  return (response.json() as { amounttopay: string }).amounttopay;
}

describe.each(dialects)('the configuration over the desk: /api/admin/settings (%s)', (dialect) => {
  let server: TestServer;
  let admin: Call;
  let adminId: number;
  beforeAll(async () => {
    server = await startTestServerWithPlaces(dialect, {}, { tenantCheckMs: 0 });
    const logged = await loggedInStaff(server.app, { role: 'admin' });
    admin = logged.call;
    adminId = logged.staff.id;
  });
  afterAll(() => server.close());

  const current = async () => settingsReplySchema.parse((await admin('GET', '/api/admin/settings')).json());
  const tariffOf = (reply: { config: Record<string, unknown> }) => reply.config.tariff as Record<string, unknown>;

  it('reads the configuration in force: the seeded tenant file, at version 1', async () => {
    const reply = await current();
    expect(reply.version).toBe(1);
    expect(reply.config).toMatchObject({ id: 'demo', tariff: { minimumFareCents: 1250 } });
    expect(Object.keys(reply.files)).toContain('logo.svg');
  });

  it('saves the tariff as a new version that the next quote uses, audited, and reverts it', async () => {
    expect(await quotedPrice(server.app)).toBe('12.50');
    const before = await current();
    const saved = await admin('PUT', '/api/admin/settings/tariff', {
      version: before.version,
      value: { tariff: { ...tariffOf(before), minimumFareCents: 2000 } },
    });
    expect(saved.statusCode).toBe(200);
    const { version, changes } = settingsSavedReplySchema.parse(saved.json());
    expect(version).toBe(before.version + 1);
    expect(changes).toEqual([{ path: 'tariff.minimumFareCents', before: 1250, after: 2000 }]);
    expect(await quotedPrice(server.app)).toBe('20.00');

    const audit = await server.app.db
      .selectFrom('desk_audit')
      .selectAll()
      .where('action', '=', 'settings_saved')
      .where('target', '=', `settings:${version}`)
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ staff_id: adminId, tenant_id: 'demo' });

    const list = settingsVersionsReplySchema.parse((await admin('GET', '/api/admin/settings/versions')).json());
    expect(list.versions[0]).toMatchObject({
      version,
      via: 'desk',
      staff: { id: adminId },
      summary: 'tariff.minimumFareCents',
      current: true,
    });
    const detail = settingsVersionReplySchema.parse(
      (await admin('GET', `/api/admin/settings/versions/${version}`)).json(),
    );
    expect(detail.changes).toEqual([{ path: 'tariff.minimumFareCents', before: 1250, after: 2000 }]);

    const reverted = await admin('POST', `/api/admin/settings/versions/${before.version}/revert`, {});
    expect(reverted.statusCode).toBe(200);
    const back = settingsSavedReplySchema.parse(reverted.json());
    expect(back.version).toBe(version + 1);
    expect(back.changes).toEqual([{ path: 'tariff.minimumFareCents', before: 2000, after: 1250 }]);
    expect(await quotedPrice(server.app)).toBe('12.50');
    const history = settingsVersionsReplySchema.parse((await admin('GET', '/api/admin/settings/versions')).json());
    expect(history.versions.map((each) => [each.version, each.via])).toEqual([
      [version + 1, 'revert'],
      [version, 'desk'],
      [before.version, 'seed'],
    ]);
    expect(
      await server.app.db
        .selectFrom('desk_audit')
        .select('action')
        .where('target', '=', `settings:${version + 1}`)
        .executeTakeFirstOrThrow(),
    ).toEqual({ action: 'settings_reverted' });
  });

  it('saves the service rules and the vehicle classes by their own sections, in force for the next quote', async () => {
    const quote = async () =>
      (
        await server.app.inject({
          method: 'POST',
          url: '/api/trip_request.json',
          headers: { host: demoHost },
          payload: { lang: 'nl', proforma: '1', validate: '*', trip: trip({ passengerCount: 4 }) },
        })
      ).json() as { error?: string };
    expect((await quote()).error ?? '').toBe('');
    const before = await current();
    const rules = before.config.serviceRules as Record<string, unknown>;
    const closed = await admin('PUT', '/api/admin/settings/rules', {
      version: before.version,
      value: { serviceRules: { ...rules, closedDates: [trip().datetime.slice(0, 10)] } },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect((await quote()).error).toBe('closedDate');
    const reopened = await admin('POST', `/api/admin/settings/versions/${before.version}/revert`, {});
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect((await quote()).error ?? '').toBe('');

    const now = await current();
    const classes = now.config.vehicleClasses as Record<string, Record<string, number>>;
    const smaller = await admin('PUT', '/api/admin/settings/classes', {
      version: now.version,
      value: { vehicleClasses: { ...classes, sedan: { ...classes.sedan, seats: 3 } } },
    });
    expect(smaller.statusCode, smaller.body).toBe(200);
    expect((await quote()).error).toBe('vehicleClassTooSmall');
    expect((await admin('POST', `/api/admin/settings/versions/${now.version}/revert`, {})).statusCode).toBe(200);
  });

  it('refuses a save made on an older version with the version in force', async () => {
    const reply = await current();
    const stale = await admin('PUT', '/api/admin/settings/tariff', {
      version: reply.version - 1,
      value: { tariff: { ...tariffOf(reply), perKmCents: 1 } },
    });
    expect(stale.statusCode).toBe(409);
    expect(adminErrorReplySchema.parse(stale.json())).toEqual({
      error: 'settingsConflict',
      currentVersion: reply.version,
    });
    expect((await current()).version).toBe(reply.version);
  });

  it('of two saves made on the same version at the same moment, keeps one and refuses the other', async () => {
    const reply = await current();
    const save = (perKmCents: number) =>
      admin('PUT', '/api/admin/settings/tariff', {
        version: reply.version,
        value: { tariff: { ...tariffOf(reply), perKmCents } },
      });
    const answers = await Promise.all([save(301), save(302)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(refused?.json()).toEqual({ error: 'settingsConflict', currentVersion: reply.version + 1 });
    const after = await current();
    expect(after.version).toBe(reply.version + 1);
    const kept = answers.findIndex((answer) => answer.statusCode === 200);
    expect(tariffOf(after).perKmCents).toBe(kept === 0 ? 301 : 302);
  });

  it('refuses invalid fields, each by its path and its key, and saves nothing', async () => {
    const reply = await current();
    const response = await admin('PUT', '/api/admin/settings/tariff', {
      version: reply.version,
      value: { tariff: { ...tariffOf(reply), perKmCents: -5, roadFactor: 9, nightHours: { from: '25', to: '06:00' } } },
    });
    expect(response.statusCode).toBe(422);
    expect(adminErrorReplySchema.parse(response.json())).toEqual({
      error: 'invalidFields',
      fields: { 'tariff.perKmCents': 'tooSmall', 'tariff.roadFactor': 'tooLarge', 'tariff.nightHours.from': 'invalid' },
    });
    const unknownKey = await admin('PUT', '/api/admin/settings/tariff', {
      version: reply.version,
      value: { tariff: { ...tariffOf(reply), perMileCents: 400 } },
    });
    expect(unknownKey.json()).toEqual({ error: 'invalidFields', fields: { 'tariff.perMileCents': 'unknownField' } });
    const outside = await admin('PUT', '/api/admin/settings/tariff', {
      version: reply.version,
      value: { hostnames: ['evil.example'] },
    });
    expect(outside.statusCode).toBe(422);
    expect(outside.json()).toEqual({ error: 'invalidFields', fields: { hostnames: 'unknownField' } });
    const taken = await admin('PUT', '/api/admin/settings/hosts', {
      version: reply.version,
      value: { hostnames: ['localhost', 'zakelijk.localhost'] },
    });
    expect(taken.json()).toEqual({ error: 'invalidFields', fields: { 'hostnames.1': 'invalid' } });
    const origin = await admin('PUT', '/api/admin/settings/hosts', {
      version: reply.version,
      value: { origins: ['https://elders.example'] },
    });
    expect(origin.json()).toEqual({ error: 'invalidFields', fields: { 'origins.0': 'invalid' } });
    const mollie = await admin('PUT', '/api/admin/settings/payment', {
      version: reply.version,
      value: { payment: { provider: 'mollie' } },
    });
    expect(mollie.json()).toEqual({ error: 'invalidFields', fields: { 'payment.mollieApiKey': 'invalid' } });
    expect((await current()).version).toBe(reply.version);
  });

  it('cleans the operator’s HTML texts before they are saved', async () => {
    const reply = await current();
    const info = reply.config.info as { infoHtml: { nl: string; en: string } };
    const response = await admin('PUT', '/api/admin/settings/texts', {
      version: reply.version,
      value: { info: { infoHtml: { nl: '<p>Welkom<script>alert(1)</script></p>', en: info.infoHtml.en } } },
    });
    expect(response.statusCode).toBe(200);
    const after = await current();
    expect((after.config.info as typeof info).infoHtml.nl).toBe('<p>Welkom</p>');
    const page = await server.app.inject({ method: 'GET', url: '/api/login_resp.json', headers: { host: demoHost } });
    expect(page.body).toContain('Welkom');
    expect(page.body).not.toContain('alert(1)');
  });

  it('stores no secret without SECRET_KEY', async () => {
    const key = 'test_abcdefghijklmnopqrstuvwxyz1234';
    const reply = await current();
    const response = await admin('PUT', '/api/admin/settings/payment', {
      version: reply.version,
      value: { payment: { provider: 'simulator', mollieApiKey: key, linkExpiryHours: 24 } },
    });
    // No SECRET_KEY on this server: a secret cannot be stored (the log says why; the reply says nothing of the key).
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'serverError' });
    expect((await current()).version).toBe(reply.version);
  });

  it('replaces the logo through the documents section: the tenant’s own address serves the new one at the next load', async () => {
    const logo = () => server.app.inject({ method: 'GET', url: '/api/tenant/logo.svg', headers: { host: demoHost } });
    const old = await logo();
    expect(old.statusCode).toBe(200);
    const etag = old.headers.etag as string;
    expect(
      (
        await server.app.inject({
          method: 'GET',
          url: '/api/tenant/logo.svg',
          headers: { host: demoHost, 'if-none-match': etag },
        })
      ).statusCode,
    ).toBe(304);

    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><title>Nieuw logo</title></svg>';
    const reply = await current();
    const missing = await admin('PUT', '/api/admin/settings/documents', {
      version: reply.version,
      value: { logo: 'nieuw-logo.svg' },
    });
    expect(missing.json()).toEqual({ error: 'invalidFields', fields: { logo: 'invalid' } });
    const saved = await admin('PUT', '/api/admin/settings/documents', {
      version: reply.version,
      value: {},
      files: [{ name: 'logo.svg', contentBase64: Buffer.from(svg).toString('base64') }],
    });
    expect(saved.statusCode).toBe(200);
    expect(settingsSavedReplySchema.parse(saved.json()).changes.map((change) => change.path)).toEqual([
      'files.logo.svg',
    ]);
    const fresh = await server.app.inject({
      method: 'GET',
      url: '/api/tenant/logo.svg',
      headers: { host: demoHost, 'if-none-match': etag },
    });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.body).toBe(svg);
    expect(fresh.headers['cache-control']).toBe('public, no-cache');
    // Another tenant's logo is its own.
    const zakelijk = await server.app.inject({
      method: 'GET',
      url: '/api/tenant/logo.svg',
      headers: { host: zakelijkHost },
    });
    expect(zakelijk.body).not.toBe(svg);
  });

  it('gives the customer’s app the new company info on its next start reply, which no cache keeps', async () => {
    const reply = await current();
    const info = reply.config.info as Record<string, unknown>;
    const saved = await admin('PUT', '/api/admin/settings/company', {
      version: reply.version,
      value: { info: { ...info, company: 'Taxi Martini Stad en Ommeland' } },
    });
    expect(saved.statusCode).toBe(200);
    const start = await server.app.inject({ method: 'GET', url: '/api/login_resp.json', headers: { host: demoHost } });
    expect(start.headers['cache-control']).toBe('no-store');
    expect((start.json() as { config: { info: { company: string } } }).config.info.company).toBe(
      'Taxi Martini Stad en Ommeland',
    );
  });

  /** The demo's layouts with a required choice of child seat added to the trip fields. */
  const withChildSeat = (layouts: { trip: object[]; userinfo: object[] }, change: Partial<LayoutEntry> = {}) => ({
    ...layouts,
    trip: [...layouts.trip, childSeatEntry(change)],
  });
  const layoutsOf = (reply: { config: Record<string, unknown> }) =>
    reply.config.layouts as { trip: Array<Record<string, unknown>>; userinfo: Array<Record<string, unknown>> };

  it('refuses a layout the app could not render, each problem at its property, and saves nothing', async () => {
    const reply = await current();
    const layouts = layoutsOf(reply);
    const [passengers, luggage, vehicle, costCentre] = layouts.trip;
    const [name, email] = layouts.userinfo;
    const refused = await admin('PUT', '/api/admin/settings/layouts', {
      version: reply.version,
      value: {
        layouts: {
          trip: [
            { ...passengers, minval: 9, maxval: 8 },
            { ...luggage, fieldname: 'passengerCount', tabel: [{ id: 'x', omschrijving: 'X' }] },
            {
              ...vehicle,
              default: 'limousine',
              tabel: [...(vehicle?.tabel as object[]), { id: 'van', omschrijving: 'Bus' }],
            },
            { ...costCentre, fieldname: 'kosten plaats' },
            { ...costCentre, id: 106, fieldname: 'datetime' },
            { ...costCentre, id: 107, fieldname: 'seat', type: 'T', tabel: [] },
          ],
          userinfo: [{ ...name, minlen: 61 }, { ...email, id: 101 }, ...layouts.userinfo.slice(2)],
        },
      },
    });
    expect(refused.statusCode).toBe(422);
    expect(adminErrorReplySchema.parse(refused.json())).toEqual({
      error: 'invalidFields',
      fields: {
        'layouts.trip.0.minval': 'minAboveMax',
        'layouts.trip.1.tabel': 'optionsNotAllowed',
        'layouts.trip.1.fieldname': 'duplicateName',
        'layouts.trip.2.tabel.3.id': 'duplicateOption',
        'layouts.trip.2.default': 'defaultNotOption',
        'layouts.trip.3.fieldname': 'notIdentifier',
        'layouts.trip.4.fieldname': 'reservedName',
        'layouts.trip.5.tabel': 'optionsMissing',
        'layouts.userinfo.0.minlen': 'minlenAboveLength',
        'layouts.userinfo.1.id': 'duplicateId',
      },
    });
    expect((await current()).version).toBe(reply.version);
  });

  it('puts a new required choice in force for the next start reply and quote; a booking keeps its words after the field is gone', async () => {
    const before = await current();
    const saved = await admin('PUT', '/api/admin/settings/layouts', {
      version: before.version,
      value: { layouts: withChildSeat(layoutsOf(before)) },
    });
    expect(saved.statusCode).toBe(200);
    try {
      const start = await server.app.inject({
        method: 'GET',
        url: '/api/login_resp.json',
        headers: { host: demoHost },
      });
      const trip0 = (start.json() as { config: { layouts: { trip: Array<{ fieldname: string }> } } }).config.layouts
        .trip;
      expect(trip0.map((entry) => entry.fieldname)).toContain('childSeat');
      const quote = await server.app.inject({
        method: 'POST',
        url: '/api/trip_request.json',
        headers: { host: demoHost },
        payload: { lang: 'nl', proforma: '1', validate: '*', trip: trip() },
      });
      expect(quote.json()).toMatchObject({ error: 'formIncomplete', fielderrors: { childSeat: 'requiredChoice' } });

      const { response } = await checkOut(
        server.app,
        cartOf('child seat booked', { trips: [trip({ price: serverPrice, childSeat: 'booster' })] }),
      );
      expect(response.statusCode).toBe(200);
      const [order] = await ordersWithRemarks(server.app, 'child seat booked');
      const [booked] = await orderTripRows(server.app, order!.id);
      expect(order!.config_version).toBe(settingsSavedReplySchema.parse(saved.json()).version);

      // The field is removed and a new one takes its name with other words: the booking keeps its own.
      const removed = await admin('PUT', '/api/admin/settings/layouts', {
        version: (await current()).version,
        value: {
          layouts: withChildSeat(layoutsOf(before), {
            id: 108,
            type: 'A',
            veldnaam: 'Opmerking chauffeur',
            veldnaamENG: 'Note for the driver',
            verplicht: 'N',
            tabel: [],
          }),
        },
      });
      expect(removed.statusCode).toBe(200);
      const detail = tripDetailReplySchema.parse((await admin('GET', `/api/admin/trips/${booked!.id}`)).json());
      expect(detail.trip.fields.childSeat).toBe('booster');
      const entry = detail.trip.booked.trip.find((each) => each.fieldname === 'childSeat');
      expect(entry).toMatchObject({ veldnaam: 'Kinderzitje', veldnaamENG: 'Child seat', type: 'T' });
      expect(entry?.tabel).toContainEqual({ id: 'booster', omschrijving: 'Zittingverhoger' });
      // The operator's English names of the vehicle classes came with it (config/tenants/demo.json `lang.en`).
      expect(detail.trip.booked.lang.en['opt-vehicleClass-sedan']).toBeTruthy();
    } finally {
      const back = await admin('POST', `/api/admin/settings/versions/${before.version}/revert`, {});
      expect(back.statusCode).toBe(200);
    }
  });

  it('refuses a dispatcher every settings call', async () => {
    const { call } = await loggedInStaff(server.app, { role: 'dispatcher' });
    expect((await call('GET', '/api/admin/settings')).json()).toEqual({ error: 'forbidden' });
    const put = await call('PUT', '/api/admin/settings/tariff', { version: 1, value: {} });
    expect(put.statusCode).toBe(403);
    expect((await call('GET', '/api/admin/settings/versions')).statusCode).toBe(403);
    expect((await call('POST', '/api/admin/settings/versions/1/revert', {})).statusCode).toBe(403);
  });

  it('shows an admin only their own tenant’s configuration and versions', async () => {
    const { call } = await loggedInStaff(server.app, { tenantId: 'zakelijk', role: 'admin' });
    expect(settingsReplySchema.parse((await call('GET', '/api/admin/settings')).json()).config.id).toBe('zakelijk');
    const demoVersions = settingsVersionsReplySchema.parse((await admin('GET', '/api/admin/settings/versions')).json());
    const highest = demoVersions.versions[0]?.version ?? 0;
    expect(highest).toBeGreaterThan(1);
    // Zakelijk has only its seed: demo's later versions are not found for it.
    const other = await call('GET', `/api/admin/settings/versions/${highest}`);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ error: 'versionNotFound' });
    expect((await call('POST', `/api/admin/settings/versions/${highest}/revert`, {})).statusCode).toBe(404);
    // The demo admin's cookie on zakelijk's host is no session there.
    const crossHost = await server.app.inject({
      method: 'GET',
      url: '/api/admin/settings',
      headers: { host: zakelijkHost, cookie: (await loggedInStaff(server.app, { role: 'admin' })).cookie },
    });
    expect(crossHost.statusCode).toBe(401);
  });

  it('puts a save made through one instance in force on a second one on the same database, without a restart', async () => {
    const second = await anotherInstance(server, {
      tenantCheckMs: 0,
    });
    try {
      expect(await quotedPrice(second)).toBe('12.50');
      const reply = await current();
      const saved = await admin('PUT', '/api/admin/settings/tariff', {
        version: reply.version,
        value: { tariff: { ...tariffOf(reply), minimumFareCents: 3000 } },
      });
      expect(saved.statusCode).toBe(200);
      expect(await quotedPrice(second)).toBe('30.00');
    } finally {
      await second.close();
    }
  });
});

const secretKey = 'a-test-secret-key-of-the-tenants-0123';
const mollieKey = 'test_abcdefghijklmnopqrstuvwxyz1234';

describe.each(dialects)('the tenants’ secrets (%s)', (dialect) => {
  let server: TestServer;
  let admin: Call;
  beforeAll(async () => {
    server = await startTestServerWithPlaces(dialect, { SECRET_KEY: secretKey }, { tenantCheckMs: 0 });
    admin = (await loggedInStaff(server.app, { role: 'admin' })).call;
  });
  afterAll(() => server.close());

  it('keeps the Mollie key encrypted at rest and shows only its last four characters', async () => {
    const before = settingsReplySchema.parse((await admin('GET', '/api/admin/settings')).json());
    const saved = await admin('PUT', '/api/admin/settings/payment', {
      version: before.version,
      value: { payment: { provider: 'simulator', mollieApiKey: mollieKey, linkExpiryHours: 24 } },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.body).not.toContain(mollieKey);
    expect(settingsSavedReplySchema.parse(saved.json()).changes).toEqual([
      { path: 'payment.mollieApiKey', after: '••••1234' },
    ]);
    const rows = await server.app.db.selectFrom('tenant_config_versions').select('document').execute();
    for (const row of rows) expect(row.document).not.toContain(mollieKey);
    expect(rows.some((row) => row.document.includes('enc:v1:'))).toBe(true);

    const after = await admin('GET', '/api/admin/settings');
    expect(after.body).not.toContain(mollieKey);
    expect((settingsReplySchema.parse(after.json()).config.payment as { mollieApiKey: string }).mollieApiKey).toBe(
      '••••1234',
    );
    // The server itself uses the key in clear.
    expect(server.app.tenants.byId('demo')?.payment.mollieApiKey).toBe(mollieKey);

    // Sent back masked, the key stays as it was.
    const version = settingsSavedReplySchema.parse(saved.json()).version;
    const again = await admin('PUT', '/api/admin/settings/payment', {
      version,
      value: { payment: { provider: 'simulator', mollieApiKey: '••••1234', linkExpiryHours: 48 } },
    });
    expect(settingsSavedReplySchema.parse(again.json()).changes).toEqual([
      { path: 'payment.linkExpiryHours', before: 24, after: 48 },
    ]);
    expect(server.app.tenants.byId('demo')?.payment.mollieApiKey).toBe(mollieKey);
    const diff = await admin('GET', `/api/admin/settings/versions/${version}`);
    expect(diff.body).not.toContain(mollieKey);
  });

  it('stops a start with a clear message when secrets are stored and SECRET_KEY is missing or wrong', async () => {
    const options = {
      webRoot: path.join(server.settings.dataDir, 'no-web-build'),
      alertScanMs: 0,
      driverReminderMs: 0,
    };
    await expect(buildApp({ ...server.settings, secretKey: undefined }, options)).rejects.toThrow(
      /Tenant demo has an encrypted secret \(payment\.mollieApiKey\) and SECRET_KEY is not set/,
    );
    await expect(buildApp({ ...server.settings, secretKey: 'another-key-of-sixteen-chars' }, options)).rejects.toThrow(
      /Tenant demo: SECRET_KEY does not decrypt its secret \(payment\.mollieApiKey\)/,
    );
  });
});

describe('a save found by the version check of another instance, without Redis (sqlite)', () => {
  let server: TestServer;
  let second: FastifyInstance;
  beforeAll(async () => {
    // Both with the default check: at most once a second (tenantVersionCheckMs).
    server = await startTestServerWithPlaces('sqlite');
    second = await anotherInstance(server);
  });
  afterAll(async () => {
    await second?.close();
    await server?.close();
  });

  it('puts a tariff saved on one instance in force on the other within about a second', async () => {
    expect(await quotedPrice(second)).toBe('12.50');
    const { call } = await loggedInStaff(server.app, { role: 'admin' });
    const reply = settingsReplySchema.parse((await call('GET', '/api/admin/settings')).json());
    const saved = await call('PUT', '/api/admin/settings/tariff', {
      version: reply.version,
      value: { tariff: { ...(reply.config.tariff as object), minimumFareCents: 1750 } },
    });
    expect(saved.statusCode).toBe(200);
    const started = Date.now();
    expect(
      await within(
        3000,
        () => quotedPrice(second),
        (price) => price === '17.50',
      ),
    ).toBe('17.50');
    expect(Date.now() - started).toBeLessThan(2500);
  });
});

/** Whatever listens on the local Redis port; the test through Redis is skipped without one. */
const redisUrl = 'redis://127.0.0.1:6379';
const redisReachable = await new Promise<boolean>((resolve) => {
  const socket = new Socket();
  socket.setTimeout(500);
  socket.once('connect', () => {
    socket.destroy();
    resolve(true);
  });
  socket.once('error', () => resolve(false));
  socket.once('timeout', () => resolve(false));
  socket.connect(6379, '127.0.0.1');
});
if (!redisReachable) console.warn('The configuration through Redis is skipped: nothing listens on 127.0.0.1:6379.');

/** Asks until `check` holds or `ms` have passed; answers its last answer. */
async function within<T>(ms: number, ask: () => Promise<T>, check: (value: T) => boolean): Promise<T> {
  const until = Date.now() + ms;
  let value = await ask();
  while (!check(value) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await ask();
  }
  return value;
}

describe.skipIf(!redisReachable)('a save announced through Redis (needs Redis at 127.0.0.1:6379)', () => {
  let server: TestServer;
  let second: FastifyInstance;
  beforeAll(async () => {
    // Both instances check the database only every 30 s with Redis: the save must reach the second through Redis.
    server = await startTestServerWithPlaces('sqlite', { REDIS_URL: redisUrl });
    second = await anotherInstance(server);
  });
  afterAll(async () => {
    await second?.close();
    await server?.close();
  });

  it('puts a tariff saved on one instance in force on the other within a moment, without a restart', async () => {
    expect(await quotedPrice(second)).toBe('12.50');
    const { call } = await loggedInStaff(server.app, { role: 'admin' });
    const reply = settingsReplySchema.parse((await call('GET', '/api/admin/settings')).json());
    const saved = await call('PUT', '/api/admin/settings/tariff', {
      version: reply.version,
      value: { tariff: { ...(reply.config.tariff as object), minimumFareCents: 2500 } },
    });
    expect(saved.statusCode).toBe(200);
    expect(
      await within(
        2000,
        () => quotedPrice(second),
        (price) => price === '25.00',
      ),
    ).toBe('25.00');
    expect(second.tenants.versionOf('demo')).toBe(reply.version + 1);
  });
});
