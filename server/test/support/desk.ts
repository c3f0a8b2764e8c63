import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import type { StaffRole } from '#common/contracts/admin.ts';
import { createStaff } from '../../src/modules/staff/staff-admin.ts';

/** The hosts of the two shipped tenants. */
export const demoHost = 'localhost:8080';
export const zakelijkHost = 'zakelijk.localhost';

/** The code an authenticator app shows for a secret, `steps` time steps of 30 s from now (RFC 6238, as apps do). */
/**
 * Waits, when the current 30-second step of the codes is two thirds gone, for the next one to begin: a test that
 * compares codes of neighbouring steps then runs within one step, however slow the machine.
 */
export async function earlyInStep(): Promise<void> {
  const into = Date.now() % 30_000;
  if (into > 20_000) await new Promise((resolve) => setTimeout(resolve, 30_000 - into + 50));
}

export function totpCode(secret: string, steps = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + steps * 30_000 });
}

export interface TestStaff {
  id: number;
  email: string;
  password: string;
  /** The TOTP secret, enrolled beforehand unless made with `enrolled: false`. */
  secret: string;
  host: string;
}

let made = 0;

/** A staff member of the tenant with a known secret, enrolled unless said otherwise (a login then starts enrolment). */
export async function makeStaff(
  app: FastifyInstance,
  { tenantId = 'demo', role = 'admin', enrolled = true }: { tenantId?: string; role?: StaffRole; enrolled?: boolean },
): Promise<TestStaff & { name: string }> {
  made += 1;
  const email = `${role}${made}@${tenantId}.example`;
  const name = `${role} ${made}`;
  const password = `Balie-wachtwoord-${made}`;
  const secret = new Secret({ size: 20 }).base32;
  const created = await createStaff(
    app.db,
    tenantId,
    { email, name, role, password },
    { via: 'cli' },
    enrolled ? { totp: { secret, enrolledAt: new Date() } } : {},
  );
  if (!created.ok) throw new Error(created.error);
  if (!enrolled) {
    // The server made its own secret: the test reads it as the authenticator app would from the QR code.
    const row = await app.db
      .selectFrom('staff')
      .select('totp_secret')
      .where('id', '=', created.value.id)
      .executeTakeFirstOrThrow();
    return { id: created.value.id, email, name, password, secret: row.totp_secret, host: hostOf(tenantId) };
  }
  return { id: created.value.id, email, name, password, secret, host: hostOf(tenantId) };
}

const hostOf = (tenantId: string) => (tenantId === 'zakelijk' ? zakelijkHost : demoHost);

type Inject = { cookie?: string; host?: string; remoteAddress?: string };

/** A desk call as the desk's pages make it. */
export function deskCall(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  { cookie, host = demoHost, remoteAddress, payload }: Inject & { payload?: unknown } = {},
) {
  return app.inject({
    method,
    url,
    headers: { host, ...(cookie ? { cookie } : {}) },
    ...(remoteAddress ? { remoteAddress } : {}),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** The desk cookie a reply set, as `desk_session=…` for the next request ('' value when it cleared it). */
export function deskCookie(response: LightMyRequestResponse): string | undefined {
  const cookie = response.cookies.find((each) => each.name === 'desk_session');
  return cookie ? `desk_session=${cookie.value}` : undefined;
}

/** The password step: answers the reply and the cookie of the session that waits for the code. */
export async function passwordStep(app: FastifyInstance, staff: TestStaff, options: Inject = {}) {
  const response = await deskCall(app, 'POST', '/api/admin/login', {
    host: staff.host,
    ...options,
    payload: { email: staff.email, password: staff.password },
  });
  return { response, cookie: deskCookie(response) };
}

/** Both steps, with the code of `steps` time steps from now; answers the full session's cookie. */
export async function logInToDesk(app: FastifyInstance, staff: TestStaff, steps = 0): Promise<string> {
  const first = await passwordStep(app, staff);
  if (first.response.statusCode !== 200 || !first.cookie)
    throw new Error(`password step of ${staff.email}: ${first.response.statusCode} ${first.response.body}`);
  const second = await deskCall(app, 'POST', '/api/admin/totp', {
    host: staff.host,
    cookie: first.cookie,
    payload: { code: totpCode(staff.secret, steps) },
  });
  const cookie = deskCookie(second);
  if (second.statusCode !== 200 || !cookie)
    throw new Error(`code step of ${staff.email}: ${second.statusCode} ${second.body}`);
  return cookie;
}

/** A staff member logged in to the desk, and their calls with their cookie on their tenant's host. */
export async function loggedInStaff(app: FastifyInstance, options: { tenantId?: string; role?: StaffRole } = {}) {
  const staff = await makeStaff(app, options);
  const cookie = await logInToDesk(app, staff);
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    deskCall(app, method, url, { cookie, host: staff.host, ...(payload === undefined ? {} : { payload }) });
  return { staff, cookie, call };
}
