/**
 * Run as a child process by server/test/api/log-privacy.test.ts: a server that logs everything (development mode,
 * every request, level trace) takes logins (customers' and the desk's), a password reset, a new staff member and refused
 * bodies carrying the password given in LOG_PROBE_PASSWORD, and a tenant's Mollie key made of it, so the test can read the whole log from this process's
 * output.
 */
import { startTestServerWithPlaces } from './test-server.ts';
import { createAccount, postJson, postLogin } from './accounts.ts';
import { deskCall, logInToDesk, makeStaff, passwordStep } from './desk.ts';
import { bookOne, newDriver } from '../desk/support.ts';
import { createDevice } from '../../src/modules/driver-sessions/sign-in.ts';

const password = process.env.LOG_PROBE_PASSWORD ?? '';
const [lat, lng] = (process.env.LOG_PROBE_POSITION ?? '0,0').split(',').map(Number) as [number, number];
const server = await startTestServerWithPlaces('sqlite', {
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
  // A car's position (docs/decisions/046-car-position.md): kept, refused out of range, refused without a session.
  const driver = await newDriver(server.app, 'Probe Rijder');
  const { tripId } = await bookOne(server.app);
  await server.app.db
    .updateTable('order_trips')
    .set({ status: 'assigned', driver_id: driver.id, driver_step: 'on_the_way' })
    .where('id', '=', tripId)
    .execute();
  const device = await createDevice(
    server.app.db,
    { tenantId: 'demo', driverId: driver.id, name: 'Probe' },
    new Date(),
  );
  const position = (payload: object, cookie = `driver_session=${device.token}`) =>
    server.app.inject({
      method: 'POST',
      url: `/api/driver/jobs/${tripId}/position`,
      headers: { host: 'localhost:8080', cookie },
      payload,
    });
  const at = new Date().toISOString();
  const kept = await position({ lat, lng, accuracy: 9, at });
  if (kept.statusCode !== 200) throw new Error(`position not kept: ${kept.body}`);
  await position({ lat, lng, accuracy: -1, at });
  await position({ lat, lng, accuracy: 9, at }, '');
} finally {
  await server.close();
}
