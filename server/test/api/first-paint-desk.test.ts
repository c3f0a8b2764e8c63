import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import deskNl from '#web/ui/i18n/desk-nl.json' with { type: 'json' };
import { book } from '../desk/support.ts';
import { deskCall, loggedInStaff, zakelijkHost } from '../support/desk.ts';
import { bootOf, fakeBuild, textOf } from '../support/fake-build.ts';
import { dialects, startTestServerWithPlaces, type TestServer } from '../support/test-server.ts';
import { upcoming } from '../support/trips.ts';

type Staff = Awaited<ReturnType<typeof loggedInStaff>>;

/** The trips of a page's board as a browser without JavaScript shows them: the rows' customer cells. */
const customersOf = (html: string) =>
  [
    ...html.matchAll(
      /<td role="cell" data-label="Klant"><div class="board-row__stack"><span class="board-clip board-row__name" title="[^"]*">([^<]*)/g,
    ),
  ].map((match) => match[1]);

/** The desk's menu entries of a page, as links. */
const menuOf = (html: string) =>
  [...(/<nav class="desk-menu"[^>]*>(.*?)<\/nav>/.exec(html)?.[1] ?? '').matchAll(/href="([^"]+)"/g)].map(
    (match) => match[1],
  );

/** The menu's groups: each button's name and the list it controls, and the id of the hidden list that follows it. */
const groupsOf = (html: string) =>
  [
    ...html.matchAll(
      /<button type="button" class="desk-menu__link desk-menu__toggle" aria-expanded="false" aria-controls="([^"]+)" disabled>([^<]*)<svg[^]*?<\/svg><\/button><ul id="([^"]+)" class="desk-menu__sublist" hidden>/g,
    ),
  ].map(([, controls, name, list]) => ({ name, controls, list }));

describe.each(dialects)("the desk's first paint from the server (%s)", (dialect) => {
  let server: TestServer;
  let webRoot: string;
  let admin: Staff;
  let dispatcher: Staff;
  const hostileName = '<img src=x onerror=alert(1)> Jansen';
  beforeAll(async () => {
    webRoot = await fakeBuild();
    server = await startTestServerWithPlaces(dialect, {}, { webRoot });
    admin = await loggedInStaff(server.app, { role: 'admin' });
    dispatcher = await loggedInStaff(server.app, { role: 'dispatcher' });
    await book(server.app, {
      person: { custname: 'Anneke Müller', custemail: 'anneke@voorbeeld.nl', custtel: '+31 6 87654321' },
      trips: [{ datetime: upcoming(1, '10:00'), bagage: 2, extraTripInfo: 'rolstoel' }],
    });
    await book(server.app, {
      person: { custname: hostileName, custemail: 'kees@example.com', custtel: '+31501234567' },
      trips: [{ datetime: upcoming(2, '11:00') }],
    });
  });
  afterAll(async () => {
    await server.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  const page = (url: string, staff?: Staff, host = 'localhost:8080') =>
    deskCall(server.app, 'GET', url, { host, ...(staff ? { cookie: staff.cookie } : {}) });

  it("shows a logged-in member's board with its trips, and hands the app the replies of its two calls", async () => {
    const response = await page('/admin?range=any', admin);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(customersOf(html)).toEqual(['Anneke Müller', '&lt;img src=x onerror=alert(1)&gt; Jansen']);
    expect(textOf(html)).toContain(`Welkom, ${admin.staff.name}.`);
    expect(textOf(html)).toContain(deskNl.deskBoardCaption);
    expect(html).not.toContain('<img src=x');
    // The pickup in the one date format with the weekday, the luggage and remarks under the route.
    expect(textOf(html)).toMatch(/(ma|di|wo|do|vr|za|zo) \d{1,2} [a-z]{3} \d{4} 10:00/);
    expect(textOf(html)).toContain('2 stuks bagage · rolstoel');

    const me = await admin.call('GET', '/api/admin/me');
    const trips = await admin.call('GET', '/api/admin/trips?status=new,confirmed,assigned');
    expect(bootOf(html).desk).toEqual({
      staff: me.json(),
      board: {
        filter: { tab: 'open', range: 'any', from: '', to: '', search: '', driver: '', money: '', page: 1 },
        reply: trips.json(),
      },
    });
  });

  it('shows the filter of the address: a search finds its trips, a tab its counts', async () => {
    const html = (await page('/admin?range=any&q=m%C3%BCller', admin)).body;
    expect(customersOf(html)).toEqual(['Anneke Müller']);
    expect(html).toContain('value="müller" readonly');
    expect(html).toMatch(
      /id="board-tab-new" class="board-tab" aria-selected="false"[^>]*>Nieuw<span class="board-tab__count">1</,
    );
  });

  it('gives each role its own menu, and the export only to whom may use it', async () => {
    const adminPage = (await page('/admin', admin)).body;
    expect(menuOf(adminPage)).toEqual([
      '/admin',
      '/admin/plan',
      '/admin/run-sheet',
      '/admin/absence',
      '/admin/drivers',
      '/admin/vehicles',
      '/admin/companies',
      '/admin/customers',
      '/admin/staff',
      '/admin/audit',
      '/admin/settings',
      '/admin/figures',
      '/admin/invoices',
    ]);
    // The less daily pages in two groups, each closed behind its button until the app opens it.
    expect(groupsOf(adminPage)).toEqual([
      { name: deskNl.deskMenuManage, controls: 'desk-menu-manage', list: 'desk-menu-manage' },
      { name: deskNl.deskMenuMoney, controls: 'desk-menu-money', list: 'desk-menu-money' },
    ]);
    const dispatcherPage = (await page('/admin', dispatcher)).body;
    expect(menuOf(dispatcherPage)).toEqual(['/admin', '/admin/plan', '/admin/run-sheet', '/admin/absence']);
    expect(groupsOf(dispatcherPage)).toEqual([]);
    expect(dispatcherPage).toContain(deskNl.deskRole_dispatcher);
    expect(dispatcherPage).toContain(deskNl.deskBoardExport);
  });

  it('leaves a range of chosen days to the app, whose date fields the page does not have', async () => {
    const html = (await page('/admin?range=custom&from=2026-01-01&to=2026-12-31', admin)).body;
    expect(textOf(html)).toContain(admin.staff.name);
    expect(html).not.toContain('board-table');
    expect(bootOf(html).desk).toMatchObject({ board: { filter: { range: 'custom' } } });
  });

  it("gives another desk page the member's header, without the board's trips", async () => {
    const html = (await page('/admin/drivers', admin)).body;
    expect(menuOf(html)).toContain('/admin/drivers');
    expect(html).toContain('aria-current="page" class="desk-menu__link active" href="/admin/drivers"');
    const settings = (await page('/admin/settings/company', admin)).body;
    expect(settings).toContain('aria-current="page" class="desk-menu__link active" href="/admin/settings"');
    expect(bootOf(html).desk).toEqual({ staff: (await admin.call('GET', '/api/admin/me')).json() });
  });

  it('knows no member without a session, nor with the session of another tenant: the app asks for itself', async () => {
    for (const html of [(await page('/admin')).body, (await page('/admin', admin, zakelijkHost)).body]) {
      expect(menuOf(html)).toEqual([]);
      expect(html).not.toContain('board-table');
      expect(bootOf(html).desk).toBeUndefined();
    }
  });
});
