import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityReplySchema } from '#common/contracts/accessibility.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

describe('GET /api/accessibility_statement.json', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite');
  });
  afterAll(() => server.close());

  const get = (url: string, host = 'localhost') => server.app.inject({ method: 'GET', url, headers: { host } });

  const tenants = [
    { host: 'localhost', company: 'Taxi Martini Groningen', email: 'rijden@taxi-martini.example' },
    {
      host: 'zakelijk.localhost',
      company: 'Noord Zakelijk Vervoer',
      own: { nl: 'zakelijk account', en: 'business account' },
    },
    { host: 'festival.localhost', company: 'Zomerklank Shuttle', own: { nl: 'plattegrond', en: 'site map' } },
  ];

  it.each(tenants)('serves $host its own statement in Dutch and in English', async ({ host, company, own }) => {
    const info = (await get('/api/login_resp.json', host)).json().config.info;
    expect(info.company).toBe(company);
    const expected = {
      nl: {
        standard: 'WCAG) 2.2 op niveau AA',
        norm: 'EN 301 549',
        report: 'Een probleem melden',
        date: /gecontroleerd op \d{1,2} \w+ 20\d\d\./,
      },
      en: {
        standard: 'WCAG) 2.2 at level AA',
        norm: 'EN 301 549',
        report: 'Report a problem',
        date: /reviewed on \d{1,2} \w+ 20\d\d\./,
      },
    };
    for (const lang of ['nl', 'en'] as const) {
      const response = await get(`/api/accessibility_statement.json?lang=${lang}`, host);
      expect(response.statusCode).toBe(200);
      expect(response.headers.vary).toContain('Host');
      const statement = accessibilityReplySchema.parse(response.json());
      expect(statement.lang).toBe(lang);
      expect(statement.company).toBe(company);
      const text = statement.sections.flatMap((s) => [s.heading, ...s.paragraphs, ...s.items]).join('\n');
      expect(text).toContain(expected[lang].standard);
      expect(text).toContain(expected[lang].norm);
      expect(text).toContain(company);
      expect(text).toMatch(expected[lang].date);
      if (own) expect(text).toContain(own[lang]);
      // How to report a problem: the operator's own contact, from its settings.
      const report = statement.sections.find((s) => s.contact);
      expect(report?.heading).toBe(expected[lang].report);
      expect(statement.contact).toEqual({ email: info.email, telText: info.telText, telUrl: info.telUrl });
    }
  });

  it('tells the tenants apart by their contact', async () => {
    const contacts = await Promise.all(
      tenants.map(
        async ({ host }) => (await get('/api/accessibility_statement.json?lang=nl', host)).json().contact.email,
      ),
    );
    expect(new Set(contacts).size).toBe(tenants.length);
  });

  it('refuses a language it does not have', async () => {
    expect((await get('/api/accessibility_statement.json?lang=de')).statusCode).toBe(400);
    expect((await get('/api/accessibility_statement.json')).statusCode).toBe(400);
  });
});
