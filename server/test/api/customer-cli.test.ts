import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { personalDataExportSchema } from '#common/contracts/personal-data.ts';
import { createAccount, loggedInAs, logIn, postLogin } from '../support/accounts.ts';
import { cliTestTimeoutMs, runCli } from '../support/cli.ts';
import { insertOrder } from '../support/invoices.ts';
import { dialects, startTestServer, type TestServer } from '../support/test-server.ts';

// Each test starts the command line several times, a process each: on a busy machine that takes its time.
describe.each(dialects)(
  'npm run cli -- customer (%s)',
  (dialect) => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(dialect);
    });
    afterAll(() => server.close());

    const cli = (args: string[], env: Record<string, string> = {}) =>
      runCli(server, 'customer', args, { env, passwordVariable: 'CUSTOMER_PASSWORD' });

    it('creates an account that can log in, with the password from CUSTOMER_PASSWORD', async () => {
      const created = await cli(
        [
          'create',
          '--tenant',
          'zakelijk',
          '--username',
          'hotel-noord',
          '--email',
          'balie@hotel-noord.example',
          '--phone',
          '+31501234567',
        ],
        {
          CUSTOMER_PASSWORD: 'Hotel-noord-2026',
        },
      );
      expect(created).toMatchObject({ code: 0 });
      expect(created.stdout).toMatch(/Created customer \d+ \(hotel-noord\) of tenant zakelijk/);
      const response = await postLogin(server.app, {
        username: 'balie@hotel-noord.example',
        password: 'Hotel-noord-2026',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().loginResp.telefoonnummer).toBe('+31501234567');
    });

    it('makes a user of one of the tenant’s companies with --company, and refuses another tenant’s company', async () => {
      const now = new Date();
      const company = await server.app.db
        .insertInto('companies')
        .values({
          tenant_id: 'zakelijk',
          name: 'Hotel CLI',
          billing_address: 'Markt 1',
          kvk_number: '12345678',
          vat_number: '',
          invoice_email: 'factuur@hotel-cli.example',
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const withCompany = await cli(
        [
          'create',
          '--tenant',
          'zakelijk',
          '--username',
          'cli-receptie',
          '--email',
          'cli@example.com',
          '--company',
          String(company.id),
        ],
        { CUSTOMER_PASSWORD: 'Hotel-cli-2026' },
      );
      expect(withCompany).toMatchObject({ code: 0 });
      const row = await server.app.db
        .selectFrom('customers')
        .select('company_id')
        .where('username', '=', 'cli-receptie')
        .executeTakeFirstOrThrow();
      expect(row.company_id).toBe(company.id);
      const otherTenant = await cli(
        [
          'create',
          '--tenant',
          'demo',
          '--username',
          'cli-ander',
          '--email',
          'ander@example.com',
          '--company',
          String(company.id),
        ],
        { CUSTOMER_PASSWORD: 'Hotel-cli-2026' },
      );
      expect(otherTenant.code).toBe(1);
      expect(otherTenant.stderr).toContain('--company');
    });

    it('refuses a short password, a missing password, a bad email, an unknown tenant and a taken username', async () => {
      const base = ['create', '--tenant', 'zakelijk', '--username', 'weigering', '--email', 'weigering@example.com'];
      expect((await cli(base, { CUSTOMER_PASSWORD: 'kort' })).stderr).toContain('at least 10 characters');
      expect((await cli(base)).stderr).toContain('CUSTOMER_PASSWORD');
      expect(
        (
          await cli(['create', '--tenant', 'zakelijk', '--username', 'weigering', '--email', 'geen-email'], {
            CUSTOMER_PASSWORD: 'Lang-genoeg-1',
          })
        ).code,
      ).toBe(1);
      expect(
        (
          await cli(['create', '--tenant', 'bestaat-niet', '--username', 'weigering', '--email', 'w@example.com'], {
            CUSTOMER_PASSWORD: 'Lang-genoeg-1',
          })
        ).stderr,
      ).toContain('--tenant');
      // A password given as an argument is not an option at all.
      expect((await cli([...base, '--password', 'Lang-genoeg-1'])).code).toBe(1);
      expect((await cli(['list', '--tenant', 'zakelijk'])).stdout).not.toContain('weigering');
      await cli(['create', '--tenant', 'zakelijk', '--username', 'dubbel', '--email', 'dubbel@example.com'], {
        CUSTOMER_PASSWORD: 'Lang-genoeg-1',
      });
      const twice = await cli(
        ['create', '--tenant', 'zakelijk', '--username', 'dubbel', '--email', 'dubbel@example.com'],
        { CUSTOMER_PASSWORD: 'Lang-genoeg-1' },
      );
      expect(twice.code).toBe(1);
      expect(twice.stderr).toContain('already has a customer dubbel');
    });

    it('resets a password and ends the customer’s sessions', async () => {
      await cli(['create', '--tenant', 'zakelijk', '--username', 'vergeten', '--email', 'vergeten@example.com'], {
        CUSTOMER_PASSWORD: 'Vergeten-oud-1',
      });
      const cookie = await logIn(server.app, 'vergeten', 'Vergeten-oud-1');
      expect(
        (await cli(['reset-password', '--tenant', 'zakelijk', '--username', 'vergeten'], { CUSTOMER_PASSWORD: 'kort' }))
          .code,
      ).toBe(1);
      const reset = await cli(['reset-password', '--tenant', 'zakelijk', '--username', 'vergeten'], {
        CUSTOMER_PASSWORD: 'Vergeten-nieuw-2',
      });
      expect(reset.code).toBe(0);
      expect(await loggedInAs(server.app, cookie)).toBe('');
      expect((await postLogin(server.app, { username: 'vergeten', password: 'Vergeten-oud-1' })).statusCode).toBe(401);
      expect((await postLogin(server.app, { username: 'vergeten', password: 'Vergeten-nieuw-2' })).statusCode).toBe(
        200,
      );
      expect(
        (
          await cli(['reset-password', '--tenant', 'zakelijk', '--username', 'niemand'], {
            CUSTOMER_PASSWORD: 'Lang-genoeg-1',
          })
        ).code,
      ).toBe(1);
    });

    it('lists accounts without their password hashes, per tenant', async () => {
      const listed = await cli(['list', '--tenant', 'zakelijk']);
      expect(listed.code).toBe(0);
      expect(listed.stdout).toMatch(/^klantNr\s+tenant\s+username\s+email\s+phone\s+created$/m);
      expect(listed.stdout).toContain('hotel-noord');
      expect(listed.stdout).not.toContain('$argon2id$');
      expect((await cli(['list', '--tenant', 'demo'])).stdout).toContain('No customer accounts.');
    });

    it('exports a person’s data as JSON to a file and erases them with --yes, ending their sessions', async () => {
      const account = await createAccount(server.app, {
        username: 'wis-mij',
        password: 'Wis-mij-2026',
        email: 'Wis.Mij@example.com',
      });
      await insertOrder(server.app, {
        tenantId: 'zakelijk',
        customerId: account.id,
        companyId: null,
        trips: [{ datetime: '2026-10-14 09:00', priceCents: 2400, passenger: 'Gast Wis' }],
      });
      const cookie = await logIn(server.app, 'wis-mij', 'Wis-mij-2026');

      const out = path.join(server.settings.dataDir, 'export.json');
      const exported = await cli(['export', '--email', 'wis.mij@example.com', '--out', out]);
      expect(exported.code, exported.stderr).toBe(0);
      const data = personalDataExportSchema.parse(JSON.parse(await readFile(out, 'utf8')));
      expect(data.accounts).toEqual([expect.objectContaining({ username: 'wis-mij', activeSessions: 1 })]);
      expect(data.orders[0]?.trips[0]).toMatchObject({ passengerName: 'Gast Wis', priceCents: 2400 });

      const unconfirmed = await cli(['erase', '--email', 'wis.mij@example.com']);
      expect(unconfirmed.code).toBe(1);
      expect(unconfirmed.stderr).toContain('--yes');
      expect(await loggedInAs(server.app, cookie)).toBe('wis-mij');

      const erased = await cli(['erase', '--email', 'wis.mij@example.com', '--yes']);
      expect(erased.code, erased.stderr).toBe(0);
      expect(erased.stdout).toContain('1 customer record(s), 1 order(s) anonymised, 1 session(s) ended');
      expect(await loggedInAs(server.app, cookie)).toBe('');
      const trip = await server.app.db
        .selectFrom('order_trips')
        .innerJoin('orders', 'orders.id', 'order_trips.order_id')
        .select(['order_trips.passenger_name', 'order_trips.price_cents'])
        .where('orders.customer_id', '=', account.id)
        .executeTakeFirstOrThrow();
      expect(trip).toEqual({ passenger_name: '', price_cents: 2400 });
      const audit = await server.app.db
        .selectFrom('desk_audit')
        .select(['action', 'staff_id', 'detail'])
        .where('target', '=', `customer:${account.id}`)
        .orderBy('id')
        .execute();
      expect(audit.map((entry) => entry.action)).toEqual(['personal_data_exported', 'personal_data_erased']);
      expect(audit.every((entry) => entry.staff_id === null && JSON.parse(entry.detail).via === 'cli')).toBe(true);
      expect((await cli(['export', '--email', 'wis.mij@example.com'])).code).toBe(1);
    });
  },
  cliTestTimeoutMs,
);
