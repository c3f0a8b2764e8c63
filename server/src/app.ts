import path from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyServerOptions,
} from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { repoRoot, type Settings } from './config.ts';
import { dialectOf } from './db/connect.ts';
import { accountsPlugin } from './modules/accounts/plugin.ts';
import { alertsPlugin } from './modules/alerts/plugin.ts';
import { companiesPlugin } from './modules/companies/plugin.ts';
import { deskEventsPlugin } from './modules/desk-events/plugin.ts';
import { deskPlugin } from './modules/desk/plugin.ts';
import { invoicesPlugin } from './modules/invoices/plugin.ts';
import { privacyPlugin } from './modules/privacy/plugin.ts';
import { driverNoticesPlugin } from './modules/driver-notices/plugin.ts';
import { driverJobsPlugin } from './modules/driver-jobs/plugin.ts';
import { figuresPlugin } from './modules/figures/plugin.ts';
import { driverSessionsPlugin } from './modules/driver-sessions/plugin.ts';
import { mailPlugin } from './modules/mail/plugin.ts';
import { managePlugin } from './modules/manage/plugin.ts';
import { ordersPlugin } from './modules/orders/plugin.ts';
import { readEntryStyle } from './modules/pages/entry-style.ts';
import { pagesPlugin } from './modules/pages/plugin.ts';
import { receiptsPlugin } from './modules/receipts/plugin.ts';
import { paymentsPlugin } from './modules/payments/plugin.ts';
import { mollieCheckoutOrigin } from './modules/payments/providers/mollie.ts';
import { placesPlugin } from './modules/places/plugin.ts';
import { positionsPlugin } from './modules/positions/plugin.ts';
import { sessionsPlugin } from './modules/sessions/plugin.ts';
import { staffPlugin } from './modules/staff/plugin.ts';
import { tenantsPlugin } from './modules/tenants/plugin.ts';
import { tilesPlugin } from './modules/tiles/plugin.ts';
import { tariffsPlugin } from './modules/pricing/plugin.ts';
import { routingPlugin } from './modules/routing/plugin.ts';
import { tripsPlugin } from './modules/trips/plugin.ts';
import { databasePlugin } from './plugins/database.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { requestIdOf } from './plugins/request-id.ts';
import { formatValidationErrors, handleError } from './plugins/error-handler.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { readinessPlugin } from './plugins/readiness.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { accessibilityStatementRoutes } from './routes/accessibility-statement.ts';
import { adminRoutes } from './routes/admin/admin-routes.ts';
import { bookingsChangeRoutes } from './routes/bookings-change.ts';
import { companyInvoicesRoutes } from './routes/company-invoices.ts';
import { driverRoutes } from './routes/driver/driver-routes.ts';
import { cartTransactionRoutes } from './routes/cart-transaction.ts';
import { destinationsRoutes } from './routes/destinations.ts';
import { driverManifestRoutes } from './routes/driver-manifest.ts';
import { driverPushKeyRoutes } from './routes/driver-push-key.ts';
import { healthRoutes } from './routes/health.ts';
import { cancelTripRoutes } from './routes/cancel-trip.ts';
import { loginRespRoutes } from './routes/login-resp.ts';
import { logoutRoutes } from './routes/logout.ts';
import { manageBookingRoutes } from './routes/manage-booking.ts';
import { manageCancelRoutes } from './routes/manage-cancel.ts';
import { manageOwedRoutes } from './routes/manage-owed.ts';
import { manageChangeReturnRoutes } from './routes/manage-change-return.ts';
import { manageChangeRoutes } from './routes/manage-change.ts';
import { passwordResetRoutes } from './routes/password-reset.ts';
import { paySimulatorRoutes } from './routes/pay-simulator.ts';
import { paymentsRoutes } from './routes/payments.ts';
import { paymentStatusRoutes } from './routes/payment-status.ts';
import { paymentReceiptRoutes } from './routes/payment-receipt.ts';
import { manageReceiptRoutes } from './routes/manage-receipt.ts';
import { spaRoutes } from './routes/spa.ts';
import { tenantAssetsRoutes } from './routes/tenant-assets.ts';
import { tilesRoutes } from './routes/tiles.ts';
import { tripRequestRoutes } from './routes/trip-request.ts';

export interface BuildOptions {
  /** The built SPA; defaults to the repository's web/dist. */
  webRoot?: string;
  /** Registered after the app's own routes; tests add test-only routes this way. */
  plugins?: FastifyPluginAsync[];
  /** The desk event stream's heartbeat (`deskHeartbeatMs`); tests shorten it. */
  deskHeartbeatMs?: number;
  /** How often the desk's alerts are scanned for (`alertScanMs`); tests give 0 and scan with their own clock. */
  alertScanMs?: number;
  /** How often the drivers' reminders are looked for (`driverReminderSweepMs`); tests give 0 and call `remind`. */
  driverReminderMs?: number;
  /** How often a request compares the tenants' versions with the database's (`tenantVersionCheckMs`); tests give 0. */
  tenantCheckMs?: number;
  /** How often the car positions out of their window are swept (`positionSweepMs`); tests give 0 and call `forget`. */
  positionSweepMs?: number;
  /** How often the pending refunds due a look are followed up (`refundFollowUpSweepMs`); tests give 0 and call it. */
  refundFollowUpMs?: number;
  /** How often the scheduled invoice run looks for last month (`invoiceRunSweepMs`); tests give 0 and call `tick`. */
  invoiceRunMs?: number;
  /**
   * Build the address index after the server listens (main.ts calls `app.places.reload`), answering 503 meanwhile;
   * by default it is built before `buildApp` returns (docs/operations.md#readiness-and-stopping).
   */
  indexAfterListen?: boolean;
  /** The invoices' clock; tests give a fixed one. */
  invoiceClock?: () => Date;
  /** How often the retention job looks for today's run (`retentionSweepMs`); tests give 0 and call `tick`. */
  retentionSweepMs?: number;
  /** The retention job's clock; tests give a fixed one. */
  privacyClock?: () => Date;
}

/** A path of the desk's calls as the client wrote it (`/api/admin`, `/api/admin/…`, `/api/admin?…`), in any case. */
const isAdminPath = (url: string) => /^\/api\/admin(?:[/?#]|$)/i.test(url);

/** Every body is JSON of a few fields: anything bigger is refused before it is parsed. */
export const bodyLimitBytes = 64 * 1024;

/** A tenant's secret never reaches a log line, whatever object carries it (docs/decisions/044-configuration-versions.md). */
const redact = {
  paths: ['mollieApiKey', '*.mollieApiKey', '*.*.mollieApiKey', '*.*.*.mollieApiKey', 'secretKey', '*.secretKey'],
  censor: '[secret]',
};

function loggerOptions(settings: Settings): FastifyServerOptions['logger'] {
  if (settings.production) return { level: settings.logLevel, redact };
  return {
    level: settings.logLevel,
    redact,
    transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } },
  };
}

/** The whole server, ready to listen (or to `inject` in tests). */
export async function buildApp(settings: Settings, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(settings),
    logController: new LogController({ disableRequestLogging: settings.production }),
    bodyLimit: bodyLimitBytes,
    // Behind a proxy: the client address for the rate limit and the Host for the tenant come from it.
    trustProxy: settings.trustProxy,
    // In every log line of a request and its answer's X-Request-Id: one id from nginx to the log (docs/operations.md#metrics).
    genReqId: requestIdOf,
    schemaErrorFormatter: formatValidationErrors,
    // A path that does not decode (`/%E0%A4%A`) answers through our error handler too, in its own shape.
    frameworkErrors: (error, request, reply) => {
      // Hooks do not run for these: a desk path keeps its no-store here (docs/reference/api.md#admin-desk).
      if (isAdminPath(request.url)) reply.header('cache-control', 'no-store');
      return handleError(error, request, reply);
    },
    // The address index is built at start, in a worker: about 7 s of CPU, and on a machine whose cores are busy
    // several times that; Fastify's default of 10 s per plugin then stopped the server before it listened.
    pluginTimeout: 120_000,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // Bodies are JSON only. Fastify also parses text/plain, which another site's form can send
  // without a CORS preflight: refusing it (415) keeps such cross-site posts out.
  app.removeContentTypeParser('text/plain');

  const webRoot = options.webRoot ?? path.join(repoRoot, 'web/dist');
  try {
    const entryStyle = await readEntryStyle(webRoot);
    // External layer: HTTP concerns and the database.
    await app.register(securityHeadersPlugin, {
      styleSources: entryStyle ? [entryStyle.cspSource] : [],
      formTargets: [new URL(settings.publicUrl).origin, mollieCheckoutOrigin],
      publicUrl: settings.publicUrl,
      trustProxy: settings.trustProxy,
    });
    await app.register(readinessPlugin);
    await app.register(cookie);
    await app.register(rateLimitPlugin, { perMinute: settings.rateLimit, redisUrl: settings.redisUrl });
    await app.register(compress);
    await app.register(databasePlugin, { databaseUrl: settings.databaseUrl, dataDir: settings.dataDir });
    await app.register(metricsPlugin, settings.metrics);

    // Modules: the domain services that routes use.
    await app.register(tenantsPlugin, {
      dir: settings.tenantsDir,
      defaultTenant: settings.defaultTenant,
      secretKey: settings.secretKey,
      redisUrl: settings.redisUrl,
      checkMs: options.tenantCheckMs,
      environmentMollieKey: settings.mollieApiKey !== undefined,
    });
    await app.register(sessionsPlugin, { publicUrl: settings.publicUrl });
    await app.register(staffPlugin, { publicUrl: settings.publicUrl, dialect: dialectOf(settings) });
    await app.register(placesPlugin, {
      databaseUrl: settings.databaseUrl,
      dataDir: settings.dataDir,
      addresses: settings.addresses,
      buildAtStart: !options.indexAfterListen,
    });
    await app.register(routingPlugin, settings);
    await app.register(tripsPlugin);
    await app.register(tariffsPlugin);
    await app.register(mailPlugin, settings);
    await app.register(deskEventsPlugin, { redisUrl: settings.redisUrl, heartbeatMs: options.deskHeartbeatMs });
    await app.register(alertsPlugin, { scanMs: options.alertScanMs });
    await app.register(driverNoticesPlugin, { ...settings, reminderSweepMs: options.driverReminderMs });
    await app.register(accountsPlugin, settings);
    await app.register(companiesPlugin, settings);
    await app.register(paymentsPlugin, settings);
    await app.register(ordersPlugin, settings);
    await app.register(tilesPlugin, settings);
    await app.register(deskPlugin, {
      ...settings,
      refundFollowUpMs: options.refundFollowUpMs ?? settings.jobIntervalMs,
    });
    await app.register(invoicesPlugin, {
      invoiceRunMs: options.invoiceRunMs ?? settings.jobIntervalMs,
      ...(options.invoiceClock ? { now: options.invoiceClock } : {}),
    });
    await app.register(privacyPlugin, {
      retentionSweepMs: options.retentionSweepMs,
      ...(options.privacyClock ? { now: options.privacyClock } : {}),
    });
    await app.register(positionsPlugin, { sweepMs: options.positionSweepMs });
    await app.register(figuresPlugin);
    await app.register(managePlugin, settings);
    await app.register(receiptsPlugin, settings);
    await app.register(driverSessionsPlugin, { publicUrl: settings.publicUrl });
    await app.register(driverJobsPlugin);
    await app.register(pagesPlugin, {
      webRoot,
      entryStyle,
      textsDir: path.join(repoRoot, 'web/src/ui/i18n'),
    });

    // Routes: one file per call, each translating HTTP to a call of a module's service and back.
    await app.register(healthRoutes);
    await app.register(loginRespRoutes);
    await app.register(logoutRoutes);
    await app.register(cancelTripRoutes);
    await app.register(passwordResetRoutes);
    await app.register(destinationsRoutes);
    await app.register(tenantAssetsRoutes);
    await app.register(accessibilityStatementRoutes);
    await app.register(tilesRoutes);
    await app.register(tripRequestRoutes);
    await app.register(cartTransactionRoutes);
    await app.register(paymentsRoutes);
    await app.register(paymentStatusRoutes);
    await app.register(paySimulatorRoutes);
    await app.register(manageBookingRoutes);
    await app.register(manageCancelRoutes);
    await app.register(manageOwedRoutes);
    await app.register(manageReceiptRoutes);
    await app.register(paymentReceiptRoutes);
    await app.register(manageChangeRoutes);
    await app.register(manageChangeReturnRoutes);
    await app.register(bookingsChangeRoutes);
    await app.register(companyInvoicesRoutes);
    await app.register(driverPushKeyRoutes);
    await app.register(driverManifestRoutes);
    // Every answer to a path under /api/admin is kept by no cache, also one no desk route saw: a path that does not
    // decode, or one whose dot segments lead elsewhere (`/api/admin/%2e%2e/x`), answered here at the root.
    app.addHook('onSend', async (request, reply) => {
      if (isAdminPath(request.url)) reply.header('cache-control', 'no-store');
    });
    await app.register(adminRoutes, { prefix: '/api/admin', publicUrl: settings.publicUrl });
    await app.register(driverRoutes, { prefix: '/api/driver', publicUrl: settings.publicUrl });
    for (const plugin of options.plugins ?? []) await app.register(plugin);
    await app.register(spaRoutes, { root: webRoot });

    await app.ready();
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}
