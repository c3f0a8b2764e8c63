import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const probe = path.join(import.meta.dirname, '../support/log-probe.ts');

describe('the log', () => {
  it('never holds a password: not of a login, a failed one, a desk login, a refused body or a new password (docs/architecture.md#security)', async () => {
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
  });
});
