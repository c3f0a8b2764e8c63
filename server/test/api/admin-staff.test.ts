import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffListReplySchema, staffMemberSchema } from '#common/contracts/admin.ts';
import {
  deskCall,
  logInToDesk,
  makeStaff,
  passwordStep,
  totpCode,
  zakelijkHost,
  type TestStaff,
} from '../support/desk.ts';
import { dialects, startTestServer, type TestServer } from '../support/test-server.ts';

describe.each(dialects)('desk staff: /api/admin/staff (%s)', (dialect) => {
  let server: TestServer;
  let admin: TestStaff;
  let adminCookie: string;
  beforeAll(async () => {
    server = await startTestServer(dialect);
    admin = await makeStaff(server.app, { role: 'admin' });
    adminCookie = await logInToDesk(server.app, admin);
  });
  afterAll(() => server.close());

  const asAdmin = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
    deskCall(server.app, method, url, { cookie: adminCookie, ...(payload === undefined ? {} : { payload }) });
  const newMember = (email: string, role = 'dispatcher') => ({
    email,
    name: 'Fenna Mulder',
    role,
    password: 'Fenna-wachtwoord-1',
  });

  describe('an admin', () => {
    it('lists the tenant’s staff without secrets', async () => {
      const response = await asAdmin('GET', '/api/admin/staff');
      expect(response.statusCode).toBe(200);
      const { staff } = staffListReplySchema.parse(response.json());
      expect(staff).toContainEqual(expect.objectContaining({ id: admin.id, role: 'admin', totpEnrolled: true }));
      expect(response.body).not.toContain('argon2');
      expect(response.body).not.toContain(admin.secret);
    });

    it('adds a member, who enrols at their first login; the audit history says who added them', async () => {
      const response = await asAdmin('POST', '/api/admin/staff', newMember('fenna@taxi-martini.example'));
      expect(response.statusCode).toBe(201);
      const member = staffMemberSchema.parse(response.json());
      expect(member).toMatchObject({
        email: 'fenna@taxi-martini.example',
        name: 'Fenna Mulder',
        role: 'dispatcher',
        totpEnrolled: false,
        disabled: false,
      });
      const login = await passwordStep(server.app, {
        id: member.id,
        email: member.email,
        password: 'Fenna-wachtwoord-1',
        secret: '',
        host: 'localhost',
      });
      expect(login.response.json()).toMatchObject({ step: 'enrol' });
      const audit = await server.app.db
        .selectFrom('desk_audit')
        .selectAll()
        .where('action', '=', 'staff_created')
        .where('target', '=', `staff:${member.id}`)
        .executeTakeFirstOrThrow();
      expect(audit).toMatchObject({ staff_id: admin.id, tenant_id: 'demo' });
      expect(JSON.parse(audit.detail)).toEqual({ email: member.email, role: 'dispatcher' });
    });

    it('cannot add an email the tenant has, in any case (409), but another tenant may have it', async () => {
      await asAdmin('POST', '/api/admin/staff', newMember('dubbel@taxi-martini.example'));
      const twice = await asAdmin('POST', '/api/admin/staff', newMember('Dubbel@Taxi-Martini.example'));
      expect(twice.statusCode).toBe(409);
      expect(twice.json()).toEqual({ error: 'emailTaken' });
      const zakelijkAdmin = await makeStaff(server.app, { tenantId: 'zakelijk' });
      const elsewhere = await deskCall(server.app, 'POST', '/api/admin/staff', {
        host: zakelijkHost,
        cookie: await logInToDesk(server.app, zakelijkAdmin),
        payload: newMember('dubbel@taxi-martini.example'),
      });
      expect(elsewhere.statusCode).toBe(201);
    });

    it('gets 422 with the fields for a member outside the contract', async () => {
      const response = await asAdmin('POST', '/api/admin/staff', {
        email: 'geen-email',
        name: '',
        role: 'chauffeur',
        password: 'kort',
        phone: '050',
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        error: 'invalidFields',
        fields: { email: 'invalid', name: 'tooShort', role: 'invalid', password: 'tooShort', phone: 'unknownField' },
      });
    });

    it('changes a role, which counts from the member’s next request on', async () => {
      const member = await makeStaff(server.app, { role: 'dispatcher' });
      const cookie = await logInToDesk(server.app, member);
      expect((await deskCall(server.app, 'GET', '/api/admin/staff', { cookie })).statusCode).toBe(403);
      const promoted = await asAdmin('PATCH', `/api/admin/staff/${member.id}`, { role: 'admin' });
      expect(promoted.statusCode).toBe(200);
      expect(promoted.json()).toMatchObject({ id: member.id, role: 'admin' });
      expect((await deskCall(server.app, 'GET', '/api/admin/staff', { cookie })).statusCode).toBe(200);
      const audit = await server.app.db
        .selectFrom('desk_audit')
        .select('detail')
        .where('action', '=', 'staff_role_changed')
        .where('target', '=', `staff:${member.id}`)
        .executeTakeFirstOrThrow();
      expect(JSON.parse(audit.detail)).toEqual({ from: 'dispatcher', to: 'admin' });
    });

    it('disables a member: their sessions end and they cannot log in; enabling lets them in again', async () => {
      const member = await makeStaff(server.app, { role: 'dispatcher' });
      const cookie = await logInToDesk(server.app, member);
      const disabled = await asAdmin('PATCH', `/api/admin/staff/${member.id}`, { disabled: true });
      expect(disabled.json()).toMatchObject({ disabled: true });
      expect((await deskCall(server.app, 'GET', '/api/admin/me', { cookie })).statusCode).toBe(401);
      expect((await passwordStep(server.app, member)).response.statusCode).toBe(401);
      const enabled = await asAdmin('PATCH', `/api/admin/staff/${member.id}`, { disabled: false });
      expect(enabled.json()).toMatchObject({ disabled: false });
      expect((await passwordStep(server.app, member)).response.json()).toEqual({ step: 'totp' });
    });

    it('resets a member’s authenticator: their sessions end, the old codes stop, the next login enrols a new secret', async () => {
      const member = await makeStaff(server.app, { role: 'dispatcher' });
      const cookie = await logInToDesk(server.app, member, -1);
      const reset = await asAdmin('PATCH', `/api/admin/staff/${member.id}`, { resetTotp: true });
      expect(reset.json()).toMatchObject({ totpEnrolled: false });
      expect((await deskCall(server.app, 'GET', '/api/admin/me', { cookie })).statusCode).toBe(401);
      const login = await passwordStep(server.app, member);
      const body = login.response.json();
      expect(body.step).toBe('enrol');
      expect(body.secret).not.toBe(member.secret);
      const oldCode = await deskCall(server.app, 'POST', '/api/admin/totp', {
        cookie: login.cookie,
        payload: { code: totpCode(member.secret, 1) },
      });
      expect(oldCode.statusCode).toBe(401);
      const newCode = await deskCall(server.app, 'POST', '/api/admin/totp', {
        cookie: login.cookie,
        payload: { code: totpCode(body.secret) },
      });
      expect(newCode.statusCode).toBe(200);
    });

    it('cannot demote or disable themself (409), so the last admin stays; other changes of their own are fine', async () => {
      for (const change of [{ role: 'dispatcher' }, { disabled: true }]) {
        const response = await asAdmin('PATCH', `/api/admin/staff/${admin.id}`, change);
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({ error: 'cannotChangeSelf' });
      }
      const unchanged = await asAdmin('PATCH', `/api/admin/staff/${admin.id}`, { role: 'admin', disabled: false });
      expect(unchanged.statusCode).toBe(200);
      expect(unchanged.json()).toMatchObject({ role: 'admin', disabled: false });
      expect((await asAdmin('GET', '/api/admin/me')).statusCode).toBe(200);
    });

    it('of two admins demoting each other at once, only one gets through', async () => {
      const first = await makeStaff(server.app, { role: 'admin' });
      const second = await makeStaff(server.app, { role: 'admin' });
      const [firstCookie, secondCookie] = [await logInToDesk(server.app, first), await logInToDesk(server.app, second)];
      const answers = await Promise.all([
        deskCall(server.app, 'PATCH', `/api/admin/staff/${second.id}`, {
          cookie: firstCookie,
          payload: { role: 'dispatcher' },
        }),
        deskCall(server.app, 'PATCH', `/api/admin/staff/${first.id}`, {
          cookie: secondCookie,
          payload: { role: 'dispatcher' },
        }),
      ]);
      expect(answers.map((response) => response.statusCode).sort()).toEqual([200, 403]);
      const roles = await server.app.db
        .selectFrom('staff')
        .select('role')
        .where('id', 'in', [first.id, second.id])
        .execute();
      expect(roles.map((row) => row.role).sort()).toEqual(['admin', 'dispatcher']);
    });

    it('gets 404 for an id no staff member of the tenant has, and for an id that is no number', async () => {
      const missing = await asAdmin('PATCH', '/api/admin/staff/999999', { role: 'admin' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ error: 'staffNotFound' });
      const garbage = await asAdmin('PATCH', '/api/admin/staff/abc', { role: 'admin' });
      expect(garbage.statusCode).toBe(404);
      expect(garbage.json()).toEqual({ error: 'notFound' });
    });
  });

  describe('a dispatcher', () => {
    it('sees who they are, and gets 403 on every staff and audit call', async () => {
      const dispatcher = await makeStaff(server.app, { role: 'dispatcher' });
      const cookie = await logInToDesk(server.app, dispatcher);
      const me = await deskCall(server.app, 'GET', '/api/admin/me', { cookie });
      expect(me.json()).toMatchObject({ id: dispatcher.id, role: 'dispatcher' });
      const calls = await Promise.all([
        deskCall(server.app, 'GET', '/api/admin/staff', { cookie }),
        deskCall(server.app, 'POST', '/api/admin/staff', {
          cookie,
          payload: newMember('stiekem@taxi-martini.example'),
        }),
        deskCall(server.app, 'PATCH', `/api/admin/staff/${dispatcher.id}`, { cookie, payload: { role: 'admin' } }),
        deskCall(server.app, 'PATCH', `/api/admin/staff/${admin.id}`, { cookie, payload: { disabled: true } }),
        deskCall(server.app, 'GET', '/api/admin/audit', { cookie }),
      ]);
      for (const response of calls) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ error: 'forbidden' });
      }
      const after = await server.app.db
        .selectFrom('staff')
        .select(['id', 'role', 'disabled_at'])
        .where('id', 'in', [dispatcher.id, admin.id])
        .orderBy('id')
        .execute();
      expect(after).toEqual([
        { id: admin.id, role: 'admin', disabled_at: null },
        { id: dispatcher.id, role: 'dispatcher', disabled_at: null },
      ]);
      const sneaked = await server.app.db
        .selectFrom('staff')
        .select('id')
        .where('email', '=', 'stiekem@taxi-martini.example')
        .execute();
      expect(sneaked).toEqual([]);
    });
  });

  describe('another tenant', () => {
    it('does not know a demo session: on zakelijk’s host the cookie is no login, nor after the password alone', async () => {
      const { cookie: waiting } = await passwordStep(server.app, admin);
      for (const [method, url, payload] of [
        ['GET', '/api/admin/me', undefined],
        ['GET', '/api/admin/staff', undefined],
        ['POST', '/api/admin/staff', newMember('over@noordvervoer.example', 'admin')],
        ['GET', '/api/admin/audit', undefined],
      ] as const) {
        const response = await deskCall(server.app, method, url, { cookie: adminCookie, host: zakelijkHost, payload });
        expect(response.statusCode, url).toBe(401);
        expect(response.json()).toEqual({ error: 'loginRequired' });
      }
      const code = await deskCall(server.app, 'POST', '/api/admin/totp', {
        cookie: waiting,
        host: zakelijkHost,
        payload: { code: totpCode(admin.secret, 1) },
      });
      expect(code.statusCode).toBe(401);
      // Nor can a demo admin log in there.
      expect((await passwordStep(server.app, { ...admin, host: zakelijkHost })).response.statusCode).toBe(401);
      // And the session still works at home.
      expect((await asAdmin('GET', '/api/admin/me')).statusCode).toBe(200);
    });

    it('keeps its staff from the demo admin: not listed, and 404 when changed by id', async () => {
      const zakelijkMember = await makeStaff(server.app, { tenantId: 'zakelijk', role: 'dispatcher' });
      const { staff } = staffListReplySchema.parse((await asAdmin('GET', '/api/admin/staff')).json());
      expect(staff.map((member) => member.id)).not.toContain(zakelijkMember.id);
      expect(staff.every((member) => !member.email.endsWith('@zakelijk.example'))).toBe(true);
      for (const change of [{ role: 'admin' }, { disabled: true }, { resetTotp: true }]) {
        const response = await asAdmin('PATCH', `/api/admin/staff/${zakelijkMember.id}`, change);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ error: 'staffNotFound' });
      }
      const untouched = await server.app.db
        .selectFrom('staff')
        .select(['role', 'disabled_at', 'totp_enrolled_at'])
        .where('id', '=', zakelijkMember.id)
        .executeTakeFirstOrThrow();
      expect(untouched).toMatchObject({ role: 'dispatcher', disabled_at: null });
      expect(untouched.totp_enrolled_at).not.toBeNull();
    });
  });
});
