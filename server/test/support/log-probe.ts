/**
 * Run as a child process by server/test/api/log-privacy.test.ts: a server that logs everything (development mode,
 * every request, level trace) takes logins (customers' and the desk's), a password reset, a new staff member and refused
 * bodies carrying the password given in LOG_PROBE_PASSWORD, and a tenant's Mollie key made of it, so the test can read the whole log from this process's
 * output.
 */
import { startTestServer } from './test-server.ts';
import { createAccount, postJson, postLogin } from './accounts.ts';
import { deskCall, logInToDesk, makeStaff, passwordStep } from './desk.ts';

const password = process.env.LOG_PROBE_PASSWORD ?? '';
const server = await startTestServer('sqlite', {
  LOG_LEVEL: 'trace',
  NODE_ENV: 'development',
  SECRET_KEY: 'the-log-probe-secret-key-0123',
});
try {
  await createAccount(server.app, { username: 'probe', password });
  await postLogin(server.app, { username: 'probe', password });
  await postLogin(server.app, { username: 'probe', password: `${password}-wrong` });
  await postLogin(server.app, { username: 'nobody', password });
  await postLogin(server.app, { username: 'probe', password, unexpected: true });
  await postLogin(server.app, { username: 'probe', password: password.repeat(40) });
  await postJson(server.app, '/api/password_reset.json', { lang: 'nl', token: 'not-a-token', password });
  await postJson(server.app, '/api/password_reset.json', { lang: 'nl', token: password, password: 'short' });
  const staff = await makeStaff(server.app, {});
  await passwordStep(server.app, { ...staff, password });
  const cookie = await logInToDesk(server.app, staff);
  const member = { email: 'probe@taxi-martini.example', name: 'Probe', role: 'dispatcher' };
  await deskCall(server.app, 'POST', '/api/admin/staff', { cookie, payload: { ...member, password } });
  await deskCall(server.app, 'POST', '/api/admin/staff', { cookie, payload: { ...member, password, unexpected: 1 } });
  // A Mollie key saved and read back (docs/decisions/044-configuration-versions.md), and one refused with the body.
  const mollieApiKey = `test_${password.replace(/\W/g, '_')}`;
  const payment = (key: string) => ({ version: 1, value: { payment: { provider: 'simulator', mollieApiKey: key } } });
  await deskCall(server.app, 'PUT', '/api/admin/settings/payment', { cookie, payload: payment(mollieApiKey) });
  await deskCall(server.app, 'PUT', '/api/admin/settings/payment', { cookie, payload: payment(`${mollieApiKey}-`) });
  await deskCall(server.app, 'GET', '/api/admin/settings', { cookie });
  server.app.log.info({ tenant: server.app.tenants.byId('demo') }, 'a tenant as held');
} finally {
  await server.close();
}
