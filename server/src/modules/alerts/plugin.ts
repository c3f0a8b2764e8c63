import fp from 'fastify-plugin';
import { alertScanMs } from '#common/constants.ts';
import type { DeskActor } from '../desk/actor.ts';
import { announceAlerts, listAlerts, markAllSeen, markSeen, type RaisedAlert } from './alert-store.ts';
import { scanTenantAlerts } from './scan-alerts.ts';

/** The desk's alerts (docs/decisions/036-alerts-and-heartbeat.md), each call with the acting staff member. */
export interface Alerts {
  list(actor: DeskActor): ReturnType<typeof listAlerts>;
  /** Undefined when the tenant has no such alert. */
  markSeen(actor: DeskActor, alertId: number): ReturnType<typeof markSeen>;
  markAllSeen(actor: DeskActor, upTo: number): ReturnType<typeof markAllSeen>;
  /** Every tenant's alerts that time raises, as of `now`, announced; what this instance raised. */
  scan(now?: Date): Promise<RaisedAlert[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    alerts: Alerts;
  }
}

export interface AlertsOptions {
  /** How often this instance scans (`alertScanMs`); 0: never by itself (tests call `scan` with their clock). */
  scanMs?: number | undefined;
}

export const alertsPlugin = fp<AlertsOptions>(
  async (app, options) => {
    const alerts: Alerts = {
      list: (actor) => listAlerts(app.db, actor, new Date()),
      markSeen: (actor, alertId) => markSeen(app.db, actor, alertId, new Date()),
      markAllSeen: (actor, upTo) => markAllSeen(app.db, actor, upTo, new Date()),
      async scan(now = new Date()) {
        const raised: RaisedAlert[] = [];
        for (const tenant of app.tenants.all) raised.push(...(await scanTenantAlerts(app.db, tenant, now)));
        await announceAlerts(app.deskEvents, raised);
        return raised;
      },
    };
    app.decorate('alerts', alerts);
    const scanMs = options.scanMs ?? alertScanMs;
    if (scanMs > 0) {
      let timer: NodeJS.Timeout | undefined;
      app.addHook('onReady', async () => {
        timer = setInterval(() => {
          alerts
            .scan()
            .catch((error: unknown) => app.log.warn({ err: error }, 'Alert scan failed; the next one tries again'));
        }, scanMs);
        // A scan between requests keeps no process alive that is otherwise done.
        timer.unref();
      });
      app.addHook('onClose', async () => clearInterval(timer));
    }
  },
  { name: 'alerts', dependencies: ['database', 'tenants', 'desk-events'] },
);
