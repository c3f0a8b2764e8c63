import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminErrorReplySchema,
  adminLoginReplySchema,
  deskStaffSchema,
  type AdminErrorReply,
} from '#common/contracts/admin.ts';
import {
  deskCall,
  deskCookie,
  logInToDesk,
  makeStaff,
  passwordStep,
  earlyInStep,
  totpCode,
  type TestStaff,
} from '../support/desk.ts';
import { dialects, startTestServer, type TestServer } from '../support/test-server.ts';

const minutes = (count: number) => count * 60 * 1000;

describe.each(dialects)('desk login: POST /api/admin/login and /api/admin/totp (%s)', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    // RATE_LIMIT=0 (the test default) turns the request rate limit off: the login throttle holds all the same.
    server = await startTestServer(dialect, { RATE_LIMIT: '0' });
  });
  afterAll(() => server.close());

  const me = (cookie: string, host?: string) => deskCall(server.app, 'GET', '/api/admin/me', { cookie, host });
  const auditActions = async (staffId: number) =>
    (
      await server.app.db
        .selectFrom('desk_audit')
        .select('action')
        .where('staff_id', '=', staffId)
        .orderBy('id')
        .execute()
    ).map((row) => row.action);

  describe('a first login', () => {
    let staff: TestStaff;
    beforeAll(async () => {
      staff = await makeStaff(server.app, { enrolled: false });
    });

    it('answers the enrolment: the otpauth URI of the operator and the email, its secret, and a QR code as SVG', async () => {
      const { response, cookie } = await passwordStep(server.app, staff);
      expect(response.statusCode).toBe(200);
      const body = adminLoginReplySchema.parse(response.json());
      if (body.step !== 'enrol') throw new Error(`expected enrolment, got ${body.step}`);
      expect(body.secret).toBe(staff.secret);
      const uri = new URL(body.otpauthUri);
      expect(uri.protocol).toBe('otpauth:');
      expect(uri.host).toBe('totp');
      expect(decodeURIComponent(uri.pathname)).toBe(`/Taxi Martini Groningen:${staff.email}`);
      expect(Object.fromEntries(uri.searchParams)).toMatchObject({
        secret: staff.secret,
        issuer: 'Taxi Martini Groningen',
        algorithm: 'SHA1',
        digits: '6',
        period: '30',
      });
      expect(body.qrSvg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"[\s\S]*<\/svg>\s*$/);
      expect(cookie).toBeDefined();
    });

    it('is confirmed by the first code of the authenticator, which logs in and enrols', async () => {
      const { cookie } = await passwordStep(server.app, staff);
      const response = await deskCall(server.app, 'POST', '/api/admin/totp', {
        cookie,
        payload: { code: totpCode(staff.secret).replace(/(\d{3})/, '$1 ') },
      });
      expect(response.statusCode).toBe(200);
      expect(deskStaffSchema.parse(response.json())).toEqual({
        id: staff.id,
        email: staff.email,
        name: expect.any(String),
        role: 'admin',
      });
      const full = deskCookie(response);
      expect(full).toBeDefined();
      expect(full).not.toBe(cookie);
      expect((await me(full!)).json()).toMatchObject({ id: staff.id });
      expect(await auditActions(staff.id)).toEqual(['totp_enrolled', 'login']);
      // From now on the password answers the code step.
      const again = await passwordStep(server.app, staff);
      expect(again.response.json()).toEqual({ step: 'totp' });
    });
  });

  describe('refusals', () => {
    it('gives an unknown email, a wrong password and a disabled member the identical 401, and no cookie', async () => {
      const staff = await makeStaff(server.app, {});
      const disabled = await makeStaff(server.app, {});
      await server.app.db.updateTable('staff').set({ disabled_at: new Date() }).where('id', '=', disabled.id).execute();
      const answers = await Promise.all([
        passwordStep(server.app, { ...staff, password: 'not-the-password' }),
        passwordStep(server.app, { ...staff, email: 'nobody@demo.example' }),
        passwordStep(server.app, disabled),
      ]);
      for (const { response, cookie } of answers) {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ error: 'loginFailed' } satisfies AdminErrorReply);
        expect(cookie).toBeUndefined();
      }
      const failures = await server.app.db
        .selectFrom('desk_audit')
        .select(['staff_id', 'detail'])
        .where('action', '=', 'login_failed')
        .where('tenant_id', '=', 'demo')
        .orderBy('id')
        .execute();
      expect(failures.slice(-3).map((row) => [row.staff_id, JSON.parse(row.detail).reason])).toEqual(
        expect.arrayContaining([
          [staff.id, 'password'],
          [null, 'password'],
          [disabled.id, 'disabled'],
        ]),
      );
    });

    it('takes the email in any case', async () => {
      const staff = await makeStaff(server.app, {});
      const { response } = await passwordStep(server.app, { ...staff, email: staff.email.toUpperCase() });
      expect(response.json()).toEqual({ step: 'totp' });
    });

    it('refuses a wrong code (401 codeInvalid) and keeps waiting for the right one', async () => {
      const staff = await makeStaff(server.app, {});
      const { cookie } = await passwordStep(server.app, staff);
      const wrongCode = String((Number(totpCode(staff.secret)) + 1) % 1_000_000).padStart(6, '0');
      const wrong = await deskCall(server.app, 'POST', '/api/admin/totp', { cookie, payload: { code: wrongCode } });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual({ error: 'codeInvalid' });
      expect(deskCookie(wrong)).toBeUndefined();
      const right = await deskCall(server.app, 'POST', '/api/admin/totp', {
        cookie,
        payload: { code: totpCode(staff.secret) },
      });
      expect(right.statusCode).toBe(200);
    });

    it('takes a code of the step before and after now, not two steps away', async () => {
      const staff = await makeStaff(server.app, {});
      for (const steps of [2, -2]) {
        const { cookie } = await passwordStep(server.app, staff);
        const far = await deskCall(server.app, 'POST', '/api/admin/totp', {
          cookie,
          payload: { code: totpCode(staff.secret, steps) },
        });
        expect(far.statusCode, `${steps} steps`).toBe(401);
      }
      await logInToDesk(server.app, staff, -1);
      await logInToDesk(server.app, staff, 1);
    });

    it('accepts a code once: the same code again, or an older one, is refused', async () => {
      const staff = await makeStaff(server.app, {});
      // The older code is one step back from now: the replays must come before the step ends.
      await earlyInStep();
      const code = totpCode(staff.secret);
      const older = totpCode(staff.secret, -1);
      const first = await passwordStep(server.app, staff);
      const accepted = await deskCall(server.app, 'POST', '/api/admin/totp', {
        cookie: first.cookie,
        payload: { code },
      });
      expect(accepted.statusCode).toBe(200);
      for (const replay of [code, older]) {
        const again = await passwordStep(server.app, staff);
        const replayed = await deskCall(server.app, 'POST', '/api/admin/totp', {
          cookie: again.cookie,
          payload: { code: replay },
        });
        expect(replayed.statusCode).toBe(401);
        expect(replayed.json()).toEqual({ error: 'codeInvalid' });
      }
      const reasons = await server.app.db
        .selectFrom('desk_audit')
        .select('detail')
        .where('staff_id', '=', staff.id)
        .where('action', '=', 'login_failed')
        .execute();
      expect(reasons.map((row) => JSON.parse(row.detail).reason)).toEqual(['codeReused', 'codeReused']);
    });

    it('refuses a code without a password step first', async () => {
      const staff = await makeStaff(server.app, {});
      const response = await deskCall(server.app, 'POST', '/api/admin/totp', {
        payload: { code: totpCode(staff.secret) },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'loginRequired' });
    });

    it('answers a code that is not 6 digits with 422 and the field', async () => {
      const staff = await makeStaff(server.app, {});
      const { cookie } = await passwordStep(server.app, staff);
      const response = await deskCall(server.app, 'POST', '/api/admin/totp', { cookie, payload: { code: '12345' } });
      expect(response.statusCode).toBe(422);
      expect(adminErrorReplySchema.parse(response.json())).toEqual({
        error: 'invalidFields',
        fields: { code: 'invalid' },
      });
    });
  });

  describe('the login throttle (holds with RATE_LIMIT=0)', () => {
    const statuses = (responses: ReadonlyArray<{ statusCode: number }>) => {
      const count = (status: number) => responses.filter((response) => response.statusCode === status).length;
      return {
        ok: count(200),
        failed: count(401),
        held: count(429),
        other: responses.length - count(200) - count(401) - count(429),
      };
    };
    /** `count` password steps sent at once, not one after the other: each from `address(index)`. */
    const burst = (staff: TestStaff, count: number, address: (index: number) => string, password = 'guess-guess') =>
      Promise.all(
        Array.from({ length: count }, (_, index) =>
          passwordStep(server.app, { ...staff, password }, { remoteAddress: address(index) }),
        ),
      ).then((answers) => answers.map((answer) => answer.response));
    const failureReasons = async (staffId: number) =>
      (
        await server.app.db
          .selectFrom('desk_audit')
          .select('detail')
          .where('staff_id', '=', staffId)
          .where('action', '=', 'login_failed')
          .orderBy('id')
          .execute()
      ).map((row) => JSON.parse(row.detail).reason as string);
    /** Every window of the counters began `ms` ago (the test's clock cannot move; the stored times can). */
    const windowsBegan = (ms: number) =>
      server.app.db
        .updateTable('login_counters')
        .set({ window_start: new Date(Date.now() - ms) })
        .execute();
    /**
     * Both steps from one address, with the code of `steps` time steps from now (a code works once, so each login of
     * a member takes a later step): the statuses of the password and of the code.
     */
    const bothSteps = async (staff: TestStaff, remoteAddress: string, steps: number) => {
      const { response, cookie } = await passwordStep(server.app, staff, { remoteAddress });
      if (response.statusCode !== 200) return [response.statusCode];
      const code = await deskCall(server.app, 'POST', '/api/admin/totp', {
        cookie,
        remoteAddress,
        payload: { code: totpCode(staff.secret, steps) },
      });
      return [response.statusCode, code.statusCode];
    };

    it('checks 5 of 60 wrong passwords sent at once (401) and answers the rest 429, with 6 lines of audit', async () => {
      const staff = await makeStaff(server.app, {});
      const answers = await burst(staff, 60, () => '203.0.113.1');
      expect(statuses(answers)).toEqual({ ok: 0, failed: 5, held: 55, other: 0 });
      for (const response of answers.filter((each) => each.statusCode === 429))
        expect(response.json()).toEqual({ error: 'tooManyAttempts' });
      // The five checked, and one for the burst that was held.
      expect((await failureReasons(staff.id)).sort()).toEqual([
        'password',
        'password',
        'password',
        'password',
        'password',
        'throttled',
      ]);
      // The right password from that address waits for the window to end.
      const right = await passwordStep(server.app, staff, { remoteAddress: '203.0.113.1' });
      expect(right.response.statusCode).toBe(429);
      expect(right.cookie).toBeUndefined();
      await windowsBegan(minutes(16));
      expect((await passwordStep(server.app, staff, { remoteAddress: '203.0.113.1' })).response.statusCode).toBe(200);
    });

    it('gives the right password of a member not enrolled yet, inside a burst of wrong ones, no enrolment beyond the limit', async () => {
      const staff = await makeStaff(server.app, { enrolled: false });
      const answers = await Promise.all(
        Array.from({ length: 60 }, (_, index) =>
          passwordStep(
            server.app,
            { ...staff, password: index === 45 ? staff.password : 'guess-guess' },
            { remoteAddress: '203.0.113.2' },
          ),
        ),
      );
      const counted = statuses(answers.map((answer) => answer.response));
      expect(counted.failed).toBeLessThanOrEqual(5);
      expect(counted.failed + counted.ok).toBeLessThanOrEqual(6);
      expect(counted.other).toBe(0);
      // After the burst the right password is held too: no enrolment for whoever guessed it.
      const right = await passwordStep(server.app, staff, { remoteAddress: '203.0.113.2' });
      expect(right.response.statusCode).toBe(429);
      expect(right.response.json()).toEqual({ error: 'tooManyAttempts' });
      expect((await failureReasons(staff.id)).length).toBeLessThanOrEqual(6);
    });

    it('checks 5 of 30 wrong codes sent at once, and holds the right code and the password step after them', async () => {
      const staff = await makeStaff(server.app, {});
      const { cookie } = await passwordStep(server.app, staff, { remoteAddress: '203.0.113.3' });
      const wrongCode = String((Number(totpCode(staff.secret)) + 500_000) % 1_000_000).padStart(6, '0');
      const answers = await Promise.all(
        Array.from({ length: 30 }, () =>
          deskCall(server.app, 'POST', '/api/admin/totp', {
            cookie,
            remoteAddress: '203.0.113.3',
            payload: { code: wrongCode },
          }),
        ),
      );
      expect(statuses(answers)).toEqual({ ok: 0, failed: 5, held: 25, other: 0 });
      expect((await failureReasons(staff.id)).sort()).toEqual(['code', 'code', 'code', 'code', 'code', 'throttled']);
      const right = await deskCall(server.app, 'POST', '/api/admin/totp', {
        cookie,
        remoteAddress: '203.0.113.3',
        payload: { code: totpCode(staff.secret) },
      });
      expect(right.statusCode).toBe(429);
      expect(right.json()).toEqual({ error: 'tooManyAttempts' });
      expect((await passwordStep(server.app, staff, { remoteAddress: '203.0.113.3' })).response.statusCode).toBe(429);
    });

    it('does not let a stranger’s wrong passwords from one address stop the member logging in from another', async () => {
      const staff = await makeStaff(server.app, {});
      expect(statuses(await burst(staff, 20, () => '203.0.113.4'))).toMatchObject({ failed: 5, held: 15 });
      expect(await bothSteps(staff, '198.51.100.4', 0)).toEqual([200, 200]);
      // And again, the stranger still at it.
      expect(statuses(await burst(staff, 20, () => '203.0.113.4'))).toMatchObject({ failed: 0, held: 20 });
      expect(await bothSteps(staff, '198.51.100.4', 1)).toEqual([200, 200]);
    });

    it('holds a member after 20 failures spread over addresses, except at an address they logged in from', async () => {
      const staff = await makeStaff(server.app, {});
      expect(await bothSteps(staff, '198.51.100.5', 0)).toEqual([200, 200]);
      const spread = await burst(staff, 30, (index) => `203.0.117.${index + 1}`);
      expect(statuses(spread)).toEqual({ ok: 0, failed: 20, held: 10, other: 0 });
      expect((await failureReasons(staff.id)).length).toBe(21);
      // The right password from an address they never logged in from waits; from their own it gets through.
      expect((await passwordStep(server.app, staff, { remoteAddress: '203.0.117.200' })).response.statusCode).toBe(429);
      expect(await bothSteps(staff, '198.51.100.5', 1)).toEqual([200, 200]);
      await windowsBegan(minutes(16));
      expect((await passwordStep(server.app, staff, { remoteAddress: '203.0.117.200' })).response.statusCode).toBe(200);
    });

    it('counts an unknown email alike, so the limit tells nothing about who is staff', async () => {
      const ghost = { id: 0, email: 'ghost@demo.example', password: 'whatever-1', secret: '', host: 'localhost' };
      expect(statuses(await burst(ghost, 30, () => '198.51.100.6'))).toEqual({ ok: 0, failed: 5, held: 25, other: 0 });
      const unknown = await server.app.db
        .selectFrom('desk_audit')
        .select('detail')
        .where('action', '=', 'login_failed')
        .execute();
      expect(unknown.filter((row) => JSON.parse(row.detail).email === ghost.email)).toHaveLength(6);
    });
  });

  describe('the session', () => {
    it('after the password alone opens nothing but the code step', async () => {
      const staff = await makeStaff(server.app, {});
      const { cookie } = await passwordStep(server.app, staff);
      const calls = [
        deskCall(server.app, 'GET', '/api/admin/me', { cookie }),
        deskCall(server.app, 'GET', '/api/admin/staff', { cookie }),
        deskCall(server.app, 'POST', '/api/admin/staff', {
          cookie,
          payload: { email: 'new@demo.example', name: 'Nieuw', role: 'admin', password: 'Nieuw-wachtwoord-1' },
        }),
        deskCall(server.app, 'PATCH', `/api/admin/staff/${staff.id}`, { cookie, payload: { role: 'dispatcher' } }),
        deskCall(server.app, 'GET', '/api/admin/audit', { cookie }),
      ];
      for (const response of await Promise.all(calls)) {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ error: 'loginRequired' });
      }
      const code = await deskCall(server.app, 'POST', '/api/admin/totp', {
        cookie,
        payload: { code: totpCode(staff.secret) },
      });
      expect(code.statusCode).toBe(200);
      // The waiting session is spent once the code was accepted.
      expect((await me(cookie!)).statusCode).toBe(401);
      expect(
        (
          await deskCall(server.app, 'POST', '/api/admin/totp', {
            cookie,
            payload: { code: totpCode(staff.secret, 1) },
          })
        ).statusCode,
      ).toBe(401);
    });

    it('after the password ends after 5 minutes', async () => {
      const staff = await makeStaff(server.app, {});
      const { cookie } = await passwordStep(server.app, staff);
      await server.app.db
        .updateTable('staff_sessions')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('staff_id', '=', staff.id)
        .execute();
      const late = await deskCall(server.app, 'POST', '/api/admin/totp', {
        cookie,
        payload: { code: totpCode(staff.secret) },
      });
      expect(late.statusCode).toBe(401);
      expect(late.json()).toEqual({ error: 'loginRequired' });
    });

    it('ends after 30 minutes without a request', async () => {
      const staff = await makeStaff(server.app, {});
      const cookie = await logInToDesk(server.app, staff);
      const idle = (ms: number) =>
        server.app.db
          .updateTable('staff_sessions')
          .set({ last_seen_at: new Date(Date.now() - ms) })
          .where('staff_id', '=', staff.id)
          .execute();
      await idle(minutes(29));
      expect((await me(cookie)).statusCode).toBe(200);
      await idle(minutes(31));
      expect((await me(cookie)).statusCode).toBe(401);
      // Once ended it stays ended.
      await idle(0);
      expect((await me(cookie)).statusCode).toBe(401);
    });

    it('ends 12 hours after login however active', async () => {
      const staff = await makeStaff(server.app, {});
      const cookie = await logInToDesk(server.app, staff);
      await server.app.db
        .updateTable('staff_sessions')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('staff_id', '=', staff.id)
        .execute();
      expect((await me(cookie)).statusCode).toBe(401);
    });

    it('is replaced at a new login, and ends at logout: the cookie is cleared, the session gone, the logout audited', async () => {
      const staff = await makeStaff(server.app, {});
      const first = await logInToDesk(server.app, staff, -1);
      const relogin = await deskCall(server.app, 'POST', '/api/admin/login', {
        cookie: first,
        payload: { email: staff.email, password: staff.password },
      });
      expect(relogin.statusCode).toBe(200);
      expect((await me(first)).statusCode).toBe(401);

      const cookie = await logInToDesk(server.app, staff);
      const logout = await deskCall(server.app, 'POST', '/api/admin/logout', { cookie });
      expect(logout.statusCode).toBe(204);
      const cleared = logout.cookies.find((each) => each.name === 'desk_session');
      expect(cleared?.value).toBe('');
      expect((await me(cookie)).statusCode).toBe(401);
      expect((await auditActions(staff.id)).at(-1)).toBe('logout');
      // Without a session a logout is no error.
      expect((await deskCall(server.app, 'POST', '/api/admin/logout')).statusCode).toBe(204);
    });

    it('is not the customers’ session: the desk cookie logs in no customer, and the customer cookie no staff', async () => {
      const staff = await makeStaff(server.app, {});
      const cookie = await logInToDesk(server.app, staff);
      const asCustomer = await server.app.inject({
        method: 'GET',
        url: '/api/login_resp.json?skipconfig=1',
        headers: { cookie: cookie.replace('desk_session', 'sid') },
      });
      expect(asCustomer.json().username).toBe('');
      expect((await me(cookie.replace('desk_session', 'sid'))).statusCode).toBe(401);
    });
  });

  it('answers every desk call with cache-control: no-store, refusals and unknown paths included', async () => {
    const staff = await makeStaff(server.app, {});
    const cookie = await logInToDesk(server.app, staff);
    const responses = await Promise.all([
      deskCall(server.app, 'GET', '/api/admin/me', { cookie }),
      deskCall(server.app, 'GET', '/api/admin/me'),
      deskCall(server.app, 'POST', '/api/admin/login', { payload: { email: 'x@demo.example', password: 'nope' } }),
      deskCall(server.app, 'POST', '/api/admin/login', { payload: { email: 'x' } }),
      deskCall(server.app, 'GET', '/api/admin/staff', { cookie }),
      deskCall(server.app, 'GET', '/api/admin/audit', { cookie }),
      deskCall(server.app, 'GET', '/api/admin/nothing-here', { cookie }),
      deskCall(server.app, 'POST', '/api/admin/logout', { cookie }),
    ]);
    for (const response of responses) expect(response.headers['cache-control'], response.body).toBe('no-store');
    expect(responses[6]?.statusCode).toBe(404);
    expect(responses[6]?.json()).toEqual({ error: 'notFound' });
  });

  it('answers refusals as keys: 422 with the fields, 400 for a body that is no JSON, 415 for text', async () => {
    const invalid = await deskCall(server.app, 'POST', '/api/admin/login', {
      payload: { email: '', password: 'x', extra: 1 },
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json()).toEqual({ error: 'invalidFields', fields: { email: 'tooShort', extra: 'unknownField' } });
    const notJson = await server.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toEqual({ error: 'badRequest' });
    const text = await server.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'email=x',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({ error: 'unsupportedMediaType' });
  });
});

describe.each(dialects)('desk cookie (%s)', (dialect) => {
  for (const [publicUrl, secure] of [
    ['http://localhost:8080', false],
    ['https://taxi.example.nl', true],
  ] as const) {
    describe(`behind ${publicUrl}`, () => {
      let server: TestServer;
      beforeAll(async () => {
        server = await startTestServer(dialect, { PUBLIC_URL: publicUrl });
      });
      afterAll(() => server.close());

      it(`is desk_session, HttpOnly, SameSite=Strict, for the whole site${secure ? ', and Secure' : ''}: 5 minutes for the code, then 12 hours`, async () => {
        const staff = await makeStaff(server.app, {});
        const { response } = await passwordStep(server.app, staff);
        const waiting = response.cookies.find((each) => each.name === 'desk_session');
        expect(waiting).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Strict', maxAge: 5 * 60 });
        expect(waiting?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
        expect(Boolean(waiting?.secure)).toBe(secure);
        const code = await deskCall(server.app, 'POST', '/api/admin/totp', {
          cookie: `desk_session=${waiting?.value}`,
          payload: { code: totpCode(staff.secret) },
        });
        const full = code.cookies.find((each) => each.name === 'desk_session');
        expect(full).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Strict', maxAge: 12 * 60 * 60 });
        expect(Boolean(full?.secure)).toBe(secure);
      });
    });
  }
});
