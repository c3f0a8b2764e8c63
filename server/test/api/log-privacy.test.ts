import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const probe = path.join(import.meta.dirname, '../support/log-probe.ts');

describe('the log', () => {
  it('never holds a password or a tenant’s secret: not of a login, a failed one, a desk login, a refused body, a new password or a saved Mollie key (docs/architecture.md#security)', async () => {
    const password = 'Geheim-wachtwoord-9f3k2';
    const { stdout, stderr } = await run(process.execPath, [probe], {
      env: { ...process.env, LOG_PROBE_PASSWORD: password },
      timeout: 60_000,
    });
    const log = stdout + stderr;
    // The probe's server logged its requests, so an empty log cannot pass for a clean one.
    expect(log).toContain('/api/login_resp.json');
    expect(log).toContain('/api/password_reset.json');
    expect(log).toContain('/api/admin/staff');
    expect(log).not.toContain(password);
    expect(log).not.toContain(password.slice(0, 12));
    // Nor a tenant's secret, saved, refused or held (docs/decisions/044-configuration-versions.md).
    expect(log).toContain('/api/admin/settings/payment');
    expect(log).toContain('a tenant as held');
    expect(log).not.toContain(password.replace(/\W/g, '_').slice(0, 12));
  });
});

describe('the log and the car', () => {
  it('never holds a car’s position: not of one kept, one refused, nor one without a session (docs/decisions/046-car-position.md)', async () => {
    const position = '53.2345678,6.5432109';
    const { stdout, stderr } = await run(process.execPath, [probe], {
      env: { ...process.env, LOG_PROBE_PASSWORD: 'Geheim-wachtwoord-9f3k2', LOG_PROBE_POSITION: position },
      timeout: 60_000,
    });
    const log = stdout + stderr;
    expect(log).toContain('/position');
    for (const number of position.split(',')) expect(log).not.toContain(number.slice(0, 8));
  });
});
