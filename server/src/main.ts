/**
 * The server process: settings from the environment, the app, and a clean stop on SIGTERM/SIGINT. It listens at once
 * and is ready once the open data is imported and indexed (docs/operations.md#readiness-and-stopping).
 * `npx node server/src/main.ts` (or `npm start`, which builds the SPA first).
 */
import path from 'node:path';
import { buildApp } from './app.ts';
import { loadSettings, repoRoot, SettingsError } from './config.ts';
import { dialectOf } from './db/connect.ts';
import { oneInstanceAtATime, seedLockKey } from './db/instance-lock.ts';
import { seedDemoAccounts } from './modules/customers/demo-accounts.ts';
import { seedDemoDesk } from './modules/desk/demo-desk.ts';
import { importPlacesInWorker } from './modules/places/import/import-places.ts';
import { seedDemoStaff } from './modules/staff/demo-staff.ts';
import { stopGracefully, stopTimeoutMs } from './stop.ts';
import { TenantConfigError } from './modules/tenants/load-tenants.ts';
import { SecretKeyError } from './modules/tenants/secrets.ts';

async function main(): Promise<void> {
  const settings = loadSettings(process.env);
  const app = await buildApp(settings, { indexAfterListen: true });
  const tenantIds = app.tenants.all.map((tenant) => tenant.id);
  // Each seed looks for what is missing and adds it: instances starting together take turns.
  const oneAtATime = <T>(work: () => Promise<T>) => oneInstanceAtATime(app.db, dialectOf(settings), seedLockKey, work);
  await oneAtATime(async () => {
    await seedDemoAccounts(app.db, tenantIds);
    await seedDemoStaff(app.db, tenantIds);
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: finishing open requests and stopping`);
    const outcome = await stopGracefully(app);
    if (outcome === 'timeout') app.log.error(`requests still open after ${stopTimeoutMs / 1000} s; stopping anyway`);
    process.exit(outcome === 'stopped' ? 0 : 1);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  const starting = app.readiness.hold('Starting: importing the open data and seeding the demo');
  await app.listen({
    port: settings.port,
    host: settings.host,
    listenTextResolver: (address) => `Taxi booking server listening on ${address} (public URL ${settings.publicUrl})`,
  });
  // The open data: imported at the first start and after a data file changed; the rest of the time this only compares
  // fingerprints. Meanwhile the server answers, and what needs the index answers 503.
  await importPlacesInWorker(settings, {
    from: path.join(repoRoot, 'data'),
    // With the PDOK Locatieserver answering for addresses, its 1.4 million rows are not imported.
    addresses: settings.addresses.provider === 'local',
    addressFiles: settings.addressFiles,
    log: (line) => app.log.info(line),
  });
  // Built once the import is done: a file another instance starting beside this one imports meanwhile is waited for,
  // so no instance indexes part of the data.
  await app.places.reload();
  // After the listen: a demo payment's webhook reaches the server as a customer's does.
  try {
    await oneAtATime(() =>
      seedDemoDesk(
        {
          db: app.db,
          tenants: app.tenants,
          places: app.places,
          payments: app.payments,
          orders: app.orders,
          desk: app.desk,
          publicUrl: settings.publicUrl,
          log: { info: (line) => app.log.info(line) },
          now: new Date(),
        },
        tenantIds,
      ),
    );
  } catch (error) {
    // The bookings are the demo's, not the operator's: without them the server still serves.
    app.log.error({ err: error }, 'demo trips not seeded');
  }
  starting();
}

try {
  await main();
} catch (error) {
  // Configuration mistakes are the operator's to fix: their message says what and where, a stack adds nothing.
  if (error instanceof SettingsError || error instanceof TenantConfigError || error instanceof SecretKeyError)
    console.error(error.message);
  else console.error(error);
  process.exit(1);
}
