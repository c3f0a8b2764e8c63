import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditPageSchema } from '#common/contracts/admin.ts';
import { deskCall, logInToDesk, makeStaff, passwordStep, zakelijkHost, type TestStaff } from '../support/desk.ts';
import { dialects, startTestServer, type TestServer } from '../support/test-server.ts';

describe.each(dialects)('desk audit: GET /api/admin/audit (%s)', (dialect) => {
  let server: TestServer;
  let admin: TestStaff;
  let cookie: string;
  beforeAll(async () => {
    server = await startTestServer(dialect);
    admin = await makeStaff(server.app, { role: 'admin' });
    cookie = await logInToDesk(server.app, admin);
  });
  afterAll(() => server.close());

  const page = async (query = '') => {
    const response = await deskCall(server.app, 'GET', `/api/admin/audit${query}`, { cookie });
    expect(response.statusCode, response.body).toBe(200);
    return auditPageSchema.parse(response.json());
  };

  it('lists what happened, newest first, with who did it', async () => {
    await passwordStep(server.app, { ...admin, password: 'not-the-password' });
    await passwordStep(server.app, { ...admin, email: 'nobody@taxi-martini.example' });
    const created = await deskCall(server.app, 'POST', '/api/admin/staff', {
      cookie,
      payload: {
        email: 'joost@taxi-martini.example',
        name: 'Joost Smit',
        role: 'dispatcher',
        password: 'Joost-wachtwoord-1',
      },
    });
    const memberId = created.json().id as number;
    await deskCall(server.app, 'PATCH', `/api/admin/staff/${memberId}`, {
      cookie,
      payload: { role: 'admin', disabled: true, resetTotp: true },
    });

    const { entries } = await page();
    const who = { id: admin.id, email: admin.email, name: expect.any(String) };
    expect(entries.slice(0, 8).map(({ action, staff, target, detail }) => ({ action, staff, target, detail }))).toEqual(
      [
        { action: 'totp_reset', staff: who, target: `staff:${memberId}`, detail: {} },
        { action: 'staff_disabled', staff: who, target: `staff:${memberId}`, detail: {} },
        {
          action: 'staff_role_changed',
          staff: who,
          target: `staff:${memberId}`,
          detail: { from: 'dispatcher', to: 'admin' },
        },
        {
          action: 'staff_created',
          staff: who,
          target: `staff:${memberId}`,
          detail: { email: 'joost@taxi-martini.example', role: 'dispatcher' },
        },
        {
          action: 'login_failed',
          staff: null,
          target: null,
          detail: { email: 'nobody@taxi-martini.example', reason: 'password' },
        },
        { action: 'login_failed', staff: who, target: null, detail: { email: admin.email, reason: 'password' } },
        { action: 'login', staff: who, target: null, detail: {} },
        {
          action: 'staff_created',
          staff: null,
          target: `staff:${admin.id}`,
          detail: expect.objectContaining({ via: 'cli' }),
        },
      ],
    );
    expect(Date.parse(entries[0]?.at ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });

  it('pages by `next`, without gaps or repeats', async () => {
    const all = (await page('?limit=100')).entries.map((entry) => entry.id);
    const seen: number[] = [];
    let next: number | null = null;
    do {
      const current = await page(`?limit=3${next === null ? '' : `&before=${next}`}`);
      expect(current.entries.length).toBeLessThanOrEqual(3);
      seen.push(...current.entries.map((entry) => entry.id));
      next = current.next;
    } while (next !== null);
    expect(seen).toEqual(all);
    expect([...seen].sort((a, b) => b - a)).toEqual(seen);
    const bad = await deskCall(server.app, 'GET', '/api/admin/audit?limit=500', { cookie });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({ error: 'invalidFields', fields: { limit: 'tooLarge' } });
  });

  it('narrows to the entries about one member, page by page', async () => {
    const created = await deskCall(server.app, 'POST', '/api/admin/staff', {
      cookie,
      payload: {
        email: 'fenna@taxi-martini.example',
        name: 'Fenna Hoekstra',
        role: 'dispatcher',
        password: 'Fenna-wachtwoord-1',
      },
    });
    const memberId = created.json().id as number;
    for (const disabled of [true, false, true]) {
      await deskCall(server.app, 'PATCH', `/api/admin/staff/${memberId}`, { cookie, payload: { disabled } });
    }
    // Entries about others, written after hers, stay out.
    await deskCall(server.app, 'PATCH', `/api/admin/staff/${memberId}`, { cookie, payload: { role: 'admin' } });
    await passwordStep(server.app, { ...admin, password: 'not-the-password' });

    const target = `staff:${memberId}`;
    const { entries, next } = await page(`?target=${target}`);
    expect(entries.map((entry) => entry.action)).toEqual([
      'staff_role_changed',
      'staff_disabled',
      'staff_enabled',
      'staff_disabled',
      'staff_created',
    ]);
    expect(entries.every((entry) => entry.target === target)).toBe(true);
    expect(next).toBeNull();

    const first = await page(`?target=${target}&limit=2`);
    const rest = await page(`?target=${target}&limit=10&before=${first.next}`);
    expect([...first.entries, ...rest.entries].map((entry) => entry.id)).toEqual(entries.map((entry) => entry.id));
    expect((await page(`?target=staff:${admin.id}`)).entries.map((entry) => entry.action)).toEqual(['staff_created']);

    const bad = await deskCall(server.app, 'GET', '/api/admin/audit?target=staff', { cookie });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ error: 'invalidFields', fields: { target: expect.any(String) } });
  });

  it('shows a tenant only its own history', async () => {
    const zakelijkAdmin = await makeStaff(server.app, { tenantId: 'zakelijk' });
    const zakelijkCookie = await logInToDesk(server.app, zakelijkAdmin);
    const response = await deskCall(server.app, 'GET', '/api/admin/audit?limit=100', {
      cookie: zakelijkCookie,
      host: zakelijkHost,
    });
    const { entries } = auditPageSchema.parse(response.json());
    expect(entries.map((entry) => entry.action)).toEqual(['login', 'staff_created']);
    expect(entries.every((entry) => entry.staff === null || entry.staff.id === zakelijkAdmin.id)).toBe(true);
    expect((await page('?limit=100')).entries.some((entry) => entry.staff?.id === zakelijkAdmin.id)).toBe(false);
    // Narrowed to the other tenant's member, the demo's history has nothing about them.
    expect((await page(`?target=staff:${zakelijkAdmin.id}`)).entries).toEqual([]);
  });

  it('cannot be edited: no call changes or removes entries, and the database refuses it too', async () => {
    const before = (await page('?limit=100')).entries;
    const [first] = before;
    for (const method of ['PATCH', 'PUT', 'DELETE', 'POST'] as const) {
      for (const url of ['/api/admin/audit', `/api/admin/audit/${first?.id}`]) {
        const response = await deskCall(server.app, method, url, { cookie, payload: { action: 'login' } });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
      }
    }
    await expect(
      server.app.db.updateTable('desk_audit').set({ action: 'login' }).where('id', '=', first!.id).execute(),
    ).rejects.toThrow(/append-only/);
    await expect(server.app.db.deleteFrom('desk_audit').where('id', '=', first!.id).execute()).rejects.toThrow(
      /append-only/,
    );
    const after = (await page('?limit=100')).entries;
    expect(after.slice(-before.length)).toEqual(before);
  });
});

describe.each(dialects)('desk request rate limit (%s)', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect, { RATE_LIMIT: '4' });
  });
  afterAll(() => server.close());

  it('counts per session, else per address, and answers 429 tooManyRequests with no-store', async () => {
    const address = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    const first = await makeStaff(server.app, {});
    const second = await makeStaff(server.app, {});
    // Each login takes two requests of the address.
    const firstCookie = await logInToDesk(server.app, first);
    const secondCookie = await logInToDesk(server.app, second);
    const me = (cookie?: string) =>
      deskCall(server.app, 'GET', '/api/admin/me', { remoteAddress: address, ...(cookie ? { cookie } : {}) });
    const statuses: number[] = [];
    for (let index = 0; index < 5; index += 1) statuses.push((await me(firstCookie)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    const limited = await me(firstCookie);
    expect(limited.json()).toEqual({ error: 'tooManyRequests' });
    expect(limited.headers['cache-control']).toBe('no-store');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another session from the same address, and the address without a session, each have their own count.
    expect((await me(secondCookie)).statusCode).toBe(200);
    expect((await me()).statusCode).toBe(401);
  });
});
