import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TenantSettings } from '#common/tenant/settings.ts';
import { createAccount, loggedInAs, logIn, postJson, postLogin, waitForMail } from '../support/accounts.ts';
import { readOutbox } from '../support/outbox.ts';
import { tenantsWith } from '../support/tenants-dir.ts';
import { dialects, startTestServer, type TestServer } from '../support/test-server.ts';

const resetLink = /(https?:\/\/[^\s/]+)\/login\?reset=([A-Za-z0-9_-]{43})/;

describe.each(dialects)('password reset (%s)', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server.close());

  const askReset = (username: string, lang = 'nl', remoteAddress?: string) =>
    postLogin(server.app, { username, reset_password: true, lang }, remoteAddress ? { remoteAddress } : {});
  const setPassword = (token: string, password: string) =>
    postJson(server.app, '/api/password_reset.json', { lang: 'nl', token, password });
  const mailsTo = (address: string, count = 1) =>
    waitForMail(server.settings.dataDir, (mail) => mail.to.includes(address), count);

  it('answers a known and an unknown account the same, and mails only the known one, in the language asked', async () => {
    await createAccount(server.app, {
      username: 'receptie',
      password: 'Receptie-oud-1',
      email: 'receptie@hotel.example',
    });
    const known = await askReset('receptie', 'en');
    const unknown = await askReset('onbekend@hotel.example', 'en');
    for (const response of [known, unknown]) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ error: '', message: 'resetMailSent' });
    }
    expect(known.body).toBe(unknown.body);
    const [mail] = await mailsTo('receptie@hotel.example');
    expect(mail?.subject).toBe('Set a new password with Noord Zakelijk Vervoer');
    expect(mail?.from).toBe('Noord Zakelijk Vervoer <zakelijk@noordvervoer.example>');
    // The link leads to the tenant's own host the customer used, with the installation's scheme and port (PUBLIC_URL).
    expect(resetLink.exec(mail?.text ?? '')?.[1]).toBe('http://zakelijk.localhost:8080');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await readOutbox(server.settings.dataDir)).filter((each) => each.to.includes('onbekend'))).toEqual([]);
  });

  it('sets the new password with the mailed link once, ends the other sessions, and the old password stops working', async () => {
    await createAccount(server.app, {
      username: 'kantoor',
      password: 'Kantoor-oud-1',
      email: 'kantoor@bedrijf.example',
    });
    const elsewhere = await logIn(server.app, 'kantoor', 'Kantoor-oud-1');
    expect((await askReset('kantoor@bedrijf.example')).statusCode).toBe(200);
    const [mail] = await mailsTo('kantoor@bedrijf.example');
    expect(mail?.subject).toBe('Nieuw wachtwoord instellen bij Noord Zakelijk Vervoer');
    const token = resetLink.exec(mail?.text ?? '')?.[2] ?? '';
    // Only its hash is stored.
    expect(JSON.stringify(await server.app.db.selectFrom('password_resets').selectAll().execute())).not.toContain(
      token,
    );

    const changed = await setPassword(token, 'Kantoor-nieuw-2');
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ error: '', message: 'passwordChanged' });
    expect(await loggedInAs(server.app, elsewhere)).toBe('');
    expect((await postLogin(server.app, { username: 'kantoor', password: 'Kantoor-oud-1' })).statusCode).toBe(401);
    expect((await postLogin(server.app, { username: 'kantoor', password: 'Kantoor-nieuw-2' })).statusCode).toBe(200);

    const again = await setPassword(token, 'Kantoor-derde-3');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: 'resetLinkInvalid', message: '' });
    expect((await postLogin(server.app, { username: 'kantoor', password: 'Kantoor-nieuw-2' })).statusCode).toBe(200);
  });

  it('refuses a link after an hour', async () => {
    await createAccount(server.app, {
      username: 'laat',
      password: 'Laat-oud-wachtwoord',
      email: 'laat@bedrijf.example',
    });
    await askReset('laat');
    const [mail] = await mailsTo('laat@bedrijf.example');
    const token = resetLink.exec(mail?.text ?? '')?.[2] ?? '';
    await server.app.db
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    expect((await setPassword(token, 'Laat-nieuw-wachtwoord')).json()).toEqual({
      error: 'resetLinkInvalid',
      message: '',
    });
    expect((await postLogin(server.app, { username: 'laat', password: 'Laat-oud-wachtwoord' })).statusCode).toBe(200);
  });

  it('limits reset requests per account and per address', async () => {
    await createAccount(server.app, { username: 'vaak', password: 'Vaak-wachtwoord-1', email: 'vaak@bedrijf.example' });
    const statuses: number[] = [];
    for (let index = 0; index < 4; index++)
      statuses.push((await askReset('vaak', 'nl', `198.18.0.${index + 1}`)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const fromOneAddress: number[] = [];
    for (let index = 0; index < 11; index++)
      fromOneAddress.push((await askReset(`iemand-${index}`, 'nl', '198.18.1.1')).statusCode);
    expect(fromOneAddress.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(fromOneAddress[10]).toBe(429);
  });

  it('counts reset requests sent at once before any is answered: 3 for an account, 10 from an address', async () => {
    await createAccount(server.app, {
      username: 'tegelijk',
      password: 'Tegelijk-wachtwoord-1',
      email: 'tegelijk@bedrijf.example',
    });
    const count = (statuses: number[], status: number) => statuses.filter((each) => each === status).length;
    const forOneAccount = (
      await Promise.all(Array.from({ length: 20 }, (_, index) => askReset('tegelijk', 'nl', `198.18.2.${index + 1}`)))
    ).map((response) => response.statusCode);
    expect([count(forOneAccount, 200), count(forOneAccount, 429)]).toEqual([3, 17]);
    const fromOneAddress = (
      await Promise.all(Array.from({ length: 30 }, (_, index) => askReset(`samen-${index}`, 'nl', '198.18.3.1')))
    ).map((response) => response.statusCode);
    expect([count(fromOneAddress, 200), count(fromOneAddress, 429)]).toEqual([10, 20]);
  });

  it.each([
    ['another port', 'zakelijk.localhost:6666'],
    ['the host in capitals with a trailing dot', 'ZAKELIJK.localhost.:8443'],
  ])('links to the configured origin for a Host with %s, never to the request’s port', async (_name, host) => {
    const username = `poort-${host.length}`;
    await createAccount(server.app, { username, password: 'Poort-wachtwoord-1', email: `${username}@hotel.example` });
    expect((await postLogin(server.app, { username, reset_password: true }, { headers: { host } })).statusCode).toBe(
      200,
    );
    const [mail] = await mailsTo(`${username}@hotel.example`);
    expect(resetLink.exec(mail?.text ?? '')?.[1]).toBe('http://zakelijk.localhost:8080');
  });

  it('is not available on a tenant that does not require login (404)', async () => {
    const response = await postLogin(
      server.app,
      { username: 'x', reset_password: true },
      { headers: { host: 'localhost:8080' } },
    );
    expect(response.statusCode).toBe(404);
    const reset = await postJson(
      server.app,
      '/api/password_reset.json',
      { lang: 'nl', token: 'x'.repeat(43), password: 'Lang-genoeg-1' },
      { host: 'localhost:8080' },
    );
    expect(reset.statusCode).toBe(404);
  });
});

describe.each(dialects)('password reset with an external reset page, passwordResetUrl (%s)', (dialect) => {
  let server: TestServer;
  let tenantsDir: string;
  beforeAll(async () => {
    tenantsDir = await tenantsWith<{ settings: TenantSettings }>('zakelijk', (tenant) => {
      tenant.settings.passwordResetUrl = 'https://www.noordvervoer.example/wachtwoord';
    });
    server = await startTestServer(dialect, { TENANTS_DIR: tenantsDir });
  });
  afterAll(async () => {
    await server.close();
    await rm(tenantsDir, { recursive: true, force: true });
  });

  it('answers resetMailSent but mails nothing and makes no link: the SPA opens that page', async () => {
    await createAccount(server.app, {
      username: 'extern',
      password: 'Extern-wachtwoord-1',
      email: 'extern@bedrijf.example',
    });
    const response = await postLogin(server.app, { username: 'extern', reset_password: true });
    expect(response.json()).toEqual({ error: '', message: 'resetMailSent' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await readOutbox(server.settings.dataDir)).toEqual([]);
    expect(await server.app.db.selectFrom('password_resets').selectAll().execute()).toEqual([]);
  });
});

describe.each(dialects)('password reset links of a tenant with an origin of its own (%s)', (dialect) => {
  let server: TestServer;
  let tenantsDir: string;
  beforeAll(async () => {
    tenantsDir = await tenantsWith<{ hostnames: string[]; origins?: string[] }>('zakelijk', (tenant) => {
      tenant.hostnames.push('boeken.noordvervoer.example');
      tenant.origins = ['https://boeken.noordvervoer.example'];
    });
    server = await startTestServer(dialect, { TENANTS_DIR: tenantsDir, PUBLIC_URL: 'https://taxi.example.nl:8443' });
  });
  afterAll(async () => {
    await server.close();
    await rm(tenantsDir, { recursive: true, force: true });
  });

  it.each([
    ['its configured origin', 'boeken.noordvervoer.example:6666', 'https://boeken.noordvervoer.example'],
    [
      'PUBLIC_URL’s scheme and port on a host without one',
      'zakelijk.localhost:6666',
      'https://zakelijk.localhost:8443',
    ],
  ])('links to %s', async (_name, host, origin) => {
    const username = `eigen-${host.length}`;
    await createAccount(server.app, { username, password: 'Eigen-wachtwoord-1', email: `${username}@hotel.example` });
    expect((await postLogin(server.app, { username, reset_password: true }, { headers: { host } })).statusCode).toBe(
      200,
    );
    const [mail] = await waitForMail(server.settings.dataDir, (each) => each.to.includes(`${username}@hotel.example`));
    expect(resetLink.exec(mail?.text ?? '')?.[1]).toBe(origin);
  });
});
