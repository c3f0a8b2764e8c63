import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toDate } from '../../src/db/tables.ts';
import { deskCall, logInToDesk, makeStaff, zakelijkHost } from '../support/desk.ts';
import { dialects, startTestServer, type TestServer } from '../support/test-server.ts';

const minutes = (count: number) => count * 60_000;

describe.each(dialects)('desk heartbeat: POST /api/admin/heartbeat (%s)', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server.close());

  async function member(role: 'admin' | 'dispatcher' = 'dispatcher') {
    const staff = await makeStaff(server.app, { role });
    const cookie = await logInToDesk(server.app, staff);
    const session = () =>
      server.app.db.selectFrom('staff_sessions').selectAll().where('staff_id', '=', staff.id).executeTakeFirst();
    /** The session as if its last request was `ms` ago. */
    const idle = (ms: number) =>
      server.app.db
        .updateTable('staff_sessions')
        .set({ last_seen_at: new Date(Date.now() - ms) })
        .where('staff_id', '=', staff.id)
        .execute();
    const beat = () => deskCall(server.app, 'POST', '/api/admin/heartbeat', { cookie, payload: {} });
    return { staff, cookie, session, idle, beat };
  }

  it('keeps a visible page’s session past 30 minutes: each beat is its activity', async () => {
    const { session, idle, beat } = await member();
    for (let round = 0; round < 3; round++) {
      // A beat every 5 minutes, at most: the 29th minute of silence is the longest a visible page knows.
      await idle(minutes(29));
      const response = await beat();
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      expect(response.headers['cache-control']).toBe('no-store');
      const row = await session();
      expect(Date.now() - toDate(row!.last_seen_at).getTime()).toBeLessThan(minutes(1));
    }
  });

  it('lets a hidden or closed page’s session end after 30 minutes without a beat, and for good', async () => {
    const { idle, beat } = await member('admin');
    await idle(minutes(31));
    const late = await beat();
    expect(late.statusCode).toBe(401);
    expect(late.json()).toEqual({ error: 'loginRequired' });
    await idle(0);
    expect((await beat()).statusCode).toBe(401);
  });

  it('keeps no session past its 12 hours, however often it beats', async () => {
    const { staff, beat } = await member();
    expect((await beat()).statusCode).toBe(204);
    await server.app.db
      .updateTable('staff_sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('staff_id', '=', staff.id)
      .execute();
    expect((await beat()).statusCode).toBe(401);
  });

  it('refuses without a session, on another tenant’s host and from another site', async () => {
    const { cookie } = await member();
    expect((await deskCall(server.app, 'POST', '/api/admin/heartbeat', { payload: {} })).statusCode).toBe(401);
    expect(
      (await deskCall(server.app, 'POST', '/api/admin/heartbeat', { cookie, host: zakelijkHost, payload: {} }))
        .statusCode,
    ).toBe(401);
    const crossSite = await server.app.inject({
      method: 'POST',
      url: '/api/admin/heartbeat',
      headers: { host: 'localhost:8080', cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      payload: {},
    });
    expect(crossSite.statusCode).toBe(403);
  });
});
