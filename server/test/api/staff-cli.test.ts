import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoStaff, demoStaffPassword, demoTotpSecret, seedDemoStaff } from '../../src/modules/staff/demo-staff.ts';
import { deskCall, logInToDesk, passwordStep, totpCode, zakelijkHost } from '../support/desk.ts';
import { cliTestTimeoutMs, runCli } from '../support/cli.ts';
import { dialects, startTestServer, type TestServer } from '../support/test-server.ts';

// Each test starts the command line several times, a process each: on a busy machine that takes its time.
describe.each(dialects)(
  'npm run cli -- staff (%s)',
  (dialect) => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(dialect);
    });
    afterAll(() => server.close());

    const cli = (args: string[], env: Record<string, string> = {}) =>
      runCli(server, 'staff', args, { env, passwordVariable: 'STAFF_PASSWORD' });

    const create = [
      'create',
      '--tenant',
      'zakelijk',
      '--email',
      'planning@noordvervoer.example',
      '--name',
      'Iris Dekker',
    ];

    it('creates a staff member with the password from STAFF_PASSWORD, who enrols at their first login', async () => {
      const created = await cli([...create, '--role', 'admin'], { STAFF_PASSWORD: 'Planning-desk-2026' });
      expect(created).toMatchObject({ code: 0 });
      expect(created.stdout).toMatch(
        /Created staff member \d+ \(planning@noordvervoer.example, admin\) of tenant zakelijk/,
      );
      const login = await passwordStep(server.app, {
        id: 0,
        email: 'planning@noordvervoer.example',
        password: 'Planning-desk-2026',
        secret: '',
        host: zakelijkHost,
      });
      expect(login.response.statusCode).toBe(200);
      const body = login.response.json();
      expect(body.step).toBe('enrol');
      const code = await deskCall(server.app, 'POST', '/api/admin/totp', {
        host: zakelijkHost,
        cookie: login.cookie,
        payload: { code: totpCode(body.secret) },
      });
      expect(code.json()).toMatchObject({ email: 'planning@noordvervoer.example', name: 'Iris Dekker', role: 'admin' });
      const audit = await server.app.db
        .selectFrom('desk_audit')
        .select(['staff_id', 'detail'])
        .where('action', '=', 'staff_created')
        .where('tenant_id', '=', 'zakelijk')
        .executeTakeFirstOrThrow();
      expect(audit.staff_id).toBeNull();
      expect(JSON.parse(audit.detail)).toMatchObject({ via: 'cli' });
    });

    it('refuses a missing or short password, a password argument, a bad email or role, an unknown tenant and a taken email', async () => {
      const other = ['create', '--tenant', 'zakelijk', '--email', 'weigering@noordvervoer.example', '--name', 'W'];
      expect((await cli([...other, '--role', 'admin'])).stderr).toContain('STAFF_PASSWORD');
      expect((await cli([...other, '--role', 'admin'], { STAFF_PASSWORD: 'kort' })).stderr).toContain(
        'at least 10 characters',
      );
      expect((await cli([...other, '--role', 'admin', '--password', 'Lang-genoeg-12'])).code).toBe(1);
      const badRole = await cli([...other, '--role', 'chauffeur'], { STAFF_PASSWORD: 'Lang-genoeg-12' });
      expect(badRole.code).toBe(1);
      expect(badRole.stderr).toContain('--role');
      const badEmail = await cli(
        ['create', '--tenant', 'zakelijk', '--email', 'geen', '--name', 'W', '--role', 'admin'],
        {
          STAFF_PASSWORD: 'Lang-genoeg-12',
        },
      );
      expect(badEmail.stderr).toContain('--email');
      expect(
        (await cli(['create', '--tenant', 'nergens', '--email', 'w@x.example', '--name', 'W', '--role', 'admin']))
          .stderr,
      ).toContain('--tenant');
      const twice = await cli(
        [...create.slice(0, 4), 'PLANNING@noordvervoer.example', '--name', 'X', '--role', 'admin'],
        {
          STAFF_PASSWORD: 'Lang-genoeg-12',
        },
      );
      expect(twice.code).toBe(1);
      expect(twice.stderr).toContain('already has a staff member');
      expect((await cli(['list', '--tenant', 'zakelijk'])).stdout).not.toContain('weigering');
    });

    it('lists a tenant’s staff without hashes or secrets', async () => {
      const listed = await cli(['list', '--tenant', 'zakelijk']);
      expect(listed.code).toBe(0);
      expect(listed.stdout).toMatch(/^id\s+email\s+name\s+role\s+authenticator\s+disabled\s+created$/m);
      expect(listed.stdout).toMatch(/planning@noordvervoer\.example\s+Iris Dekker\s+admin\s+enrolled\s+no/);
      expect(listed.stdout).not.toContain('$argon2id$');
      expect((await cli(['list', '--tenant', 'demo'])).stdout).toContain('No staff.');
    });

    it('prints the current code of a secret, as an authenticator app shows it', async () => {
      const printed = await cli(['code', '--secret', demoTotpSecret]);
      expect(printed.code).toBe(0);
      expect([totpCode(demoTotpSecret, -1), totpCode(demoTotpSecret), totpCode(demoTotpSecret, 1)]).toContain(
        printed.stdout.trim(),
      );
      expect((await cli(['code', '--secret', 'not base32!'])).code).toBe(1);
    });
  },
  cliTestTimeoutMs,
);

describe.each(dialects)('demo staff on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server.close());

  it('are an admin and a dispatcher per demo tenant, made once, enrolled with the documented secret', async () => {
    await seedDemoStaff(server.app.db, ['demo']);
    expect((await server.app.db.selectFrom('staff').select('tenant_id').execute()).map((row) => row.tenant_id)).toEqual(
      ['demo', 'demo'],
    );
    const tenantIds = server.app.tenants.all.map((tenant) => tenant.id);
    await seedDemoStaff(server.app.db, tenantIds);
    await seedDemoStaff(server.app.db, tenantIds);
    const rows = await server.app.db.selectFrom('staff').select(['email', 'role']).orderBy('id').execute();
    expect(rows).toEqual(demoStaff.map(({ email, role }) => ({ email, role })));

    for (const member of demoStaff) {
      const hosts: Record<string, string> = { zakelijk: zakelijkHost, festival: 'festival.localhost:8080' };
      const host = hosts[member.tenantId] ?? 'localhost:8080';
      const staff = { id: 0, email: member.email, password: demoStaffPassword, secret: demoTotpSecret, host };
      const cookie = await logInToDesk(server.app, staff, demoStaff.indexOf(member) % 2 === 0 ? -1 : 1);
      const me = await deskCall(server.app, 'GET', '/api/admin/me', { cookie, host });
      expect(me.json()).toMatchObject({ email: member.email, role: member.role });
    }
  });
});
