import { createHash } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '#web/ui/i18n/en.json' with { type: 'json' };
import nl from '#web/ui/i18n/nl.json' with { type: 'json' };
import { createCustomer } from '../../src/modules/customers/customers.ts';
import { createSession } from '../../src/modules/sessions/sessions.ts';
import { dialects, startTestServer, type TestServer } from '../support/test-server.ts';
import { appCss, bootOf, fakeBuild, textOf } from '../support/fake-build.ts';
import { tenantsWith } from '../support/tenants-dir.ts';

const hostile = 'Welkom</script><script>alert(1)</script><!--';

/** The login form's fields: each label's text (its required mark dropped) and the input its `for` names. */
function labelledInputs(html: string): { label: string; input: string }[] {
  return [...html.matchAll(/<label class="field__label" for="([^"]+)">([^<]*)<span class="field__required"/g)].map(
    ([, id, label]) => {
      const inputs = html.match(new RegExp(`<input id="${id}"[^>]*>`, 'g')) ?? [];
      expect(inputs, `the input of ${id}`).toHaveLength(1);
      return { label: label ?? '', input: inputs[0] ?? '' };
    },
  );
}

describe.each(dialects)('the first paint from the server (%s)', (dialect) => {
  let server: TestServer;
  let webRoot: string;
  let tenantsDir: string;
  beforeAll(async () => {
    webRoot = await fakeBuild();
    // The festival's operator wrote markup into its intro: it must stay text.
    tenantsDir = await tenantsWith<{ lang: { nl: Record<string, string> }; info: { infoHtml: { nl: string } } }>(
      'festival',
      (tenant) => {
        tenant.lang.nl.tripIntro = hostile;
        tenant.info.infoHtml.nl = '<p onclick="alert(1)">Over ons <strong>vet</strong><script>alert(2)</script></p>';
      },
    );
    server = await startTestServer(dialect, { TENANTS_DIR: tenantsDir }, { webRoot });
  });
  afterAll(async () => {
    await server.close();
    await rm(webRoot, { recursive: true, force: true });
    await rm(tenantsDir, { recursive: true, force: true });
  });

  const get = (url: string, host = 'localhost:8080', headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url, headers: { host, ...headers } });

  it.each([
    ['localhost:8080', 'Taxi Martini Groningen', 'Boek uw taxi in Groningen en naar Schiphol'],
    ['zakelijk.localhost:8080', 'Noord Zakelijk Vervoer', undefined],
    ['festival.localhost:8080', 'Zomerklank Shuttle', hostile],
  ])('renders the trip screen of %s with its name, heading and intro in nl', async (host, company, intro) => {
    const response = await get('/trip/new', host);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="nl">');
    expect(response.body).toContain(`<title>Rit boeken – ${company}</title>`);
    expect(response.body).toContain(`class="operator-logo__image" src="/api/tenant/logo.svg" alt="${company}"`);
    expect(response.body).toContain('<h1 id="page-heading" class="page-heading" tabindex="-1">Rit boeken</h1>');
    if (intro === hostile) {
      expect(response.body).toContain(
        '<p class="trip-form__intro">Welkom&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!--</p>',
      );
    } else if (intro) expect(textOf(response.body)).toContain(intro);
    else expect(response.body).not.toContain('trip-form__intro');
  });

  it.each(['localhost:8080', 'zakelijk.localhost:8080', 'festival.localhost:8080'])(
    'hands %s the start reply login_resp.json gives, and the language and its texts',
    async (host) => {
      const boot = bootOf((await get('/trip/new', host)).body);
      const reply = await get('/api/login_resp.json?lang=nl', host);
      expect(boot.lang).toBe('nl');
      expect(boot.loginResp).toEqual(reply.json());
      expect(boot.texts).toEqual(nl);
    },
  );

  it("carries a logged-in customer's session", async () => {
    const customer = await createCustomer(server.app.db, {
      tenantId: 'zakelijk',
      username: 'hotel-noord',
      email: 'hotel-noord@example.com',
      phone: '+31612345678',
    });
    const { token } = await createSession(server.app.db, { tenantId: 'zakelijk', customerId: customer.id });
    const cookie = { cookie: `sid=${token}` };
    const page = await get('/trip/new', 'zakelijk.localhost:8080', cookie);
    const boot = bootOf(page.body);
    expect(boot.loginResp).toMatchObject({ username: 'hotel-noord', require_login: true });
    expect(boot.loginResp).toEqual((await get('/api/login_resp.json?lang=nl', 'zakelijk.localhost', cookie)).json());
    // Logged in, the trip screen shows no login form, so neither does its frame.
    expect(page.body).not.toContain('class="login-form');
    const guest = await get('/trip/new', 'zakelijk.localhost:8080');
    expect(guest.body).toContain('<section class="login-form login-form--embedded"');
  });

  it.each([
    ['nl', nl],
    ['en', en],
  ] as const)(
    'shows a visitor of zakelijk the login form first, its fields labelled, its controls inert until the app runs, in %s',
    async (lang, texts) => {
      const html = (await get('/trip/new', 'zakelijk.localhost:8080', { cookie: `lang=${lang}` })).body;
      expect(html).toContain(
        `<section class="login-form login-form--embedded" aria-labelledby="login-first-heading"><h2 id="login-first-heading" class="login-form__heading">${texts.loginFirst}</h2><form novalidate aria-labelledby="login-first-heading">`,
      );
      const fields = labelledInputs(html);
      expect(fields.map((field) => field.label)).toEqual([texts.emailOrUsername, texts.password]);
      for (const { input } of fields) expect(input).toMatch(/ readonly>$/);
      expect(fields[1]?.input).toContain('type="password"');
      expect(html).toContain(`<button type="submit" class="button button--primary" disabled>${texts.login}</button>`);
      // zakelijk sends a forgotten password to the app's own reset, and asks for accounts on its own site.
      expect(html).toContain(
        `<ul class="login-form__links"><li><button type="button" class="link-button" disabled>${texts.forgotPassword}</button></li><li><a href="https://www.noordvervoer.example/account-aanvragen" target="_blank" rel="noopener">${texts.createAccount}<span class="login-form__new-tab"> ${texts.opensInNewTab}</span></a></li></ul>`,
      );
      const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]);
      expect(new Set(ids).size).toBe(ids.length);
    },
  );

  it('keeps an operator text with </script> inside the boot element, readable as it was written', async () => {
    const html = (await get('/trip/new', 'festival.localhost:8080')).body;
    expect(html.match(/<script/g)).toHaveLength(2);
    const boot = bootOf(html) as { loginResp: { config: { lang: { nl: { tripIntro: string } } } } };
    expect(boot.loginResp.config.lang.nl.tripIntro).toBe(hostile);
  });

  it('speaks the language of the lang cookie, unless the operator set one; an unknown value counts as none', async () => {
    const english = await get('/trip/new', 'localhost', { cookie: 'lang=en' });
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain('<title>Book a trip – Taxi Martini Groningen</title>');
    expect(textOf(english.body)).toContain('Book your taxi in Groningen and to Schiphol');
    expect(bootOf(english.body)).toMatchObject({ lang: 'en', texts: en });

    const unknown = await get('/trip/new', 'localhost', { cookie: 'lang=de' });
    expect(unknown.body).toContain('<html lang="nl">');
  });

  it("speaks the operator's client language whatever the cookie says", async () => {
    const dir = await tenantsWith<{ settings: { clientLanguage: string | null } }>('demo', (tenant) => {
      tenant.settings.clientLanguage = 'en';
    });
    const english = await startTestServer(dialect, { TENANTS_DIR: dir }, { webRoot });
    try {
      const page = await english.app.inject({ method: 'GET', url: '/faq', headers: { cookie: 'lang=nl' } });
      expect(page.body).toContain('<html lang="en">');
      expect(page.body).toContain('<h1 id="page-heading" class="page-heading" tabindex="-1">Info and FAQ</h1>');
    } finally {
      await english.close();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("writes the operator's login texts and links into the login form as text", async () => {
    const resetUrl = 'https://www.noordvervoer.example/wachtwoord?van=boeken&taal=nl';
    const dir = await tenantsWith<{
      lang: Record<'nl' | 'en', Record<string, string>>;
      settings: { passwordResetUrl: string };
    }>('zakelijk', (tenant) => {
      tenant.lang.nl.loginFirst = hostile;
      tenant.lang.en.loginFirst = `${hostile} (en)`;
      tenant.settings.passwordResetUrl = resetUrl;
    });
    const own = await startTestServer(dialect, { TENANTS_DIR: dir }, { webRoot });
    try {
      const escaped = 'Welkom&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!--';
      for (const [lang, texts, heading] of [
        ['nl', nl, escaped],
        ['en', en, `${escaped} (en)`],
      ] as const) {
        const page = await own.app.inject({
          method: 'GET',
          url: '/trip/new',
          headers: { host: 'zakelijk.localhost:8080', cookie: `lang=${lang}` },
        });
        expect(page.body.match(/<script/g), lang).toHaveLength(2);
        expect(page.body).toContain(`<h2 id="login-first-heading" class="login-form__heading">${heading}</h2>`);
        // A reset page of its own opens in a new tab, as the create-account link does.
        expect(page.body).toContain(
          `<li><a href="https://www.noordvervoer.example/wachtwoord?van=boeken&amp;taal=nl" target="_blank" rel="noopener">${texts.forgotPassword}<span class="login-form__new-tab"> ${texts.opensInNewTab}</span></a></li>`,
        );
        expect(page.body).not.toContain('class="link-button"');
      }
    } finally {
      await own.close();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it.each([
    ['/', 'Rit boeken'],
    ['/no/such/page', 'Rit boeken'],
    ['/cart', 'Winkelmand'],
    ['/login', 'Inloggen'],
    ['/faq', 'Info en veelgestelde vragen'],
    ['/privacy-policy', 'Privacybeleid'],
    ['/accessibility', 'Toegankelijkheid'],
    ['/admin/login', 'Inloggen op de backoffice'],
  ])('gives %s the heading "%s"', async (url, heading) => {
    const html = (await get(url)).body;
    expect(html).toContain(`<h1 id="page-heading" class="page-heading" tabindex="-1">${heading}</h1>`);
    expect(html).toContain(`<title>${heading} – Taxi Martini Groningen</title>`);
  });

  it("gives the desk's pages the desk's header, not the customer's", async () => {
    const html = (await get('/admin/login')).body;
    expect(html).toContain('<header class="desk-header">');
    expect(html).not.toContain('<header class="header"');
    expect(textOf(html)).toContain('Taxi Martini Groningen');
    // The desk's header is laid out by the desk's stylesheet, which the entry does not bring.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/desk-abc123.css"></head>');
    expect((await get('/trip/new')).body).not.toContain('desk-abc123.css');
  });

  it("writes the app's stylesheet into the page, allowed by its hash alone, and keeps its link from loading", async () => {
    const response = await get('/trip/new');
    expect(response.body).toContain(`<style>${appCss}</style>`);
    expect(response.body).toContain('<link rel="stylesheet" crossorigin href="/assets/app-abc123.css" disabled>');
    const hash = createHash('sha256').update(appCss).digest('base64');
    const styleSrc = String(response.headers['content-security-policy'])
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .find(([name]) => name === 'style-src');
    expect(styleSrc).toEqual(['style-src', "'self'", `'sha256-${hash}'`]);
  });

  it("shows the operator's info text on the info page, its markup cleaned", async () => {
    const html = (await get('/faq', 'festival.localhost:8080')).body;
    expect(textOf(html)).toContain('Over ons');
    expect(html).toContain('<div class="operator-html"><p>Over ons <strong>vet</strong></p></div>');
  });

  it('keeps the CSP strict: no inline script allowed', async () => {
    const policy = String((await get('/trip/new')).headers['content-security-policy']);
    const scriptSrc = policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .find(([name]) => name === 'script-src');
    expect(scriptSrc).toEqual(['script-src', "'self'"]);
    expect(policy).not.toContain('unsafe-inline');
  });

  it('lets no cache keep a page, and tells pages apart by cookie and host', async () => {
    for (const url of ['/trip/new', '/', '/admin']) {
      const response = await get(url);
      expect(response.headers['cache-control'], url).toBe('no-store');
      expect(String(response.headers.vary), url).toMatch(/Cookie/);
      expect(String(response.headers.vary), url).toMatch(/Host/);
    }
    // Files as before.
    expect((await get('/favicon.svg')).headers['cache-control']).toBe('no-cache');
  });

  it('keeps JSON 404s for unknown /api paths and missing assets', async () => {
    for (const url of ['/api/unknown.json', '/assets/index-old.js']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ error: 'Not Found' });
    }
  });
});

describe('the first paint when the start reply fails', () => {
  it('serves the page without frame and boot data, so the SPA asks for the reply itself', async () => {
    const webRoot = await fakeBuild();
    const server = await startTestServer('sqlite', {}, { webRoot });
    try {
      server.app.accounts.loginReply = () => Promise.reject(new Error('database down'));
      const response = await server.app.inject({ method: 'GET', url: '/trip/new', headers: { cookie: 'lang=en' } });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<html lang="en">');
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).not.toContain('id="boot"');
    } finally {
      await server.close();
      await rm(webRoot, { recursive: true, force: true });
    }
  });
});
