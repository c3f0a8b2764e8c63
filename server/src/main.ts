/**
 * The server process: settings from the environment, the app, and a clean stop on SIGTERM/SIGINT.
 * `npx node server/src/main.ts` (or `npm start`, which builds the SPA first).
 */
import path from 'node:path';
import { buildApp } from './app.ts';
import { loadSettings, repoRoot, SettingsError } from './config.ts';
import { seedDemoAccounts } from './modules/customers/demo-accounts.ts';
import { seedDemoDesk } from './modules/desk/demo-desk.ts';
import { importPlacesInWorker } from './modules/places/import/import-places.ts';
import { seedDemoStaff } from './modules/staff/demo-staff.ts';
import { TenantConfigError } from './modules/tenants/load-tenants.ts';
import { SecretKeyError } from './modules/tenants/secrets.ts';

async function main(): Promise<void> {
  const settings = loadSettings(process.env);
  const app = await buildApp(settings);
  const tenantIds = app.tenants.all.map((tenant) => tenant.id);
  await seedDemoAccounts(app.db, tenantIds);
  await seedDemoStaff(app.db, tenantIds);
  // The open data: imported at the first start and after a data file changed; the rest of the time
  // this only compares fingerprints.
  const places = await importPlacesInWorker(settings, {
    from: path.join(repoRoot, 'data'),
    addressFiles: settings.addressFiles,
    log: (line) => app.log.info(line),
  });
  if (places.changed) await app.places.reload();

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: finishing open requests and stopping`);
    // A request that never ends must not keep the process from stopping.
    setTimeout(() => {
      app.log.error('requests still open after 10 s; stopping anyway');
      process.exit(1);
    }, 10_000).unref();
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'unclean stop');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  await app.listen({
    port: settings.port,
    host: settings.host,
    listenTextResolver: (address) => `Taxi booking server listening on ${address} (public URL ${settings.publicUrl})`,
  });
  // After the listen: a demo payment's webhook reaches the server as a customer's does.
  try {
    await seedDemoDesk(
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
    );
  } catch (error) {
    // The bookings are the demo's, not the operator's: without them the server still serves.
    app.log.error({ err: error }, 'demo trips not seeded');
  }
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
