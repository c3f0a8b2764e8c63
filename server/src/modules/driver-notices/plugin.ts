import fp from 'fastify-plugin';
import { driverReminderSweepMs } from '#common/constants.ts';
import type { Settings } from '../../config.ts';
import type { DriverNotice } from '../mail/driver-notice-mail.ts';
import { tellCustomerOnTheWay, type OnTheWayDelivery } from './on-the-way.ts';
import { sendReminders, tellDriver, tellTripChange, type Delivery, type NoticeDeps } from './notices.ts';
import {
  forgetSubscriptions,
  isPushServiceEndpoint,
  removeSubscription,
  saveSubscription,
  type PushSubscriptionInput,
  type SubscriptionOwner,
} from './push.ts';
import { createSmsProvider, type SmsProvider } from './sms.ts';
import { vapidKeys } from './vapid.ts';

/** Notices to drivers, and the customer's "your driver is on the way" (docs/decisions/041-driver-notifications.md). */
export interface DriverNotices {
  /** The VAPID public key (base64url) the driver's browser subscribes with; no secret. */
  readonly publicKey: string;
  /**
   * Keeps a browser's push subscription for the driver (the driver's side checked who they are); false, and nothing
   * kept, when its endpoint is at no push service of `PUSH_SERVICE_HOSTS`.
   */
  subscribe(owner: SubscriptionOwner, subscription: PushSubscriptionInput): Promise<boolean>;
  /** Forgets one; true when the driver had it. */
  unsubscribe(owner: SubscriptionOwner, endpoint: string): Promise<boolean>;
  /** Forgets those of a device that signed out (`deviceId`), or all of the driver's (deactivated); how many. */
  forget(owner: SubscriptionOwner): Promise<number>;
  /** Tells the trip's drivers what changed since they were last told; the desk's events call it for every change. */
  tripChanged(tripId: number): Promise<DriverNotice[]>;
  /** The reminders due as of `now` (the sweep calls it every `driverReminderSweepMs`); how many this call sent. */
  remind(now?: Date): Promise<number>;
  /** One notice to one driver: push, else SMS and mail. */
  tell(tenantId: string, driverId: number, notice: DriverNotice): Promise<Delivery>;
  /** The customer's mail (and SMS) that the trip's driver is on the way; the driver's "on my way" calls it. */
  customerOnTheWay(tenantId: string, tripId: number): Promise<OnTheWayDelivery>;
  /** The same, in the background after the request's answer (`settled` waits for it). */
  customerOnTheWayLater(tenantId: string, tripId: number): void;
  /** Resolves once every notice started in the background has been sent (or failed). */
  settled(): Promise<void>;
  /** The SMS provider in use, if any. */
  readonly sms: SmsProvider | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    driverNotices: DriverNotices;
  }
}

export interface DriverNoticesOptions extends Pick<
  Settings,
  'publicUrl' | 'vapid' | 'vapidSubject' | 'sms' | 'pushServiceHosts'
> {
  /** How often this instance looks for reminders due (`driverReminderSweepMs`); 0: never by itself (tests). */
  reminderSweepMs?: number | undefined;
}

export const driverNoticesPlugin = fp<DriverNoticesOptions>(
  async (app, options) => {
    const keys = await vapidKeys(app.db, options.vapid, new Date());
    const sms = createSmsProvider(options.sms);
    const deps: NoticeDeps = {
      db: app.db,
      tenants: app.tenants,
      mailer: app.mailer,
      sms,
      push: async () => ({ keys, subject: options.vapidSubject }),
      publicUrl: options.publicUrl,
      log: app.log,
    };
    const pending = new Set<Promise<unknown>>();
    /** Work after the request's answer: never fails it nor slows it; waited for on close. */
    const inBackground = (work: () => Promise<unknown>, failure: string) => {
      const running = work()
        .catch((error: unknown) => app.log.error({ err: error }, failure))
        .finally(() => pending.delete(running));
      pending.add(running);
    };
    const service: DriverNotices = {
      publicKey: keys.publicKey,
      async subscribe(owner, subscription) {
        if (!isPushServiceEndpoint(subscription.endpoint, options.pushServiceHosts)) return false;
        await saveSubscription(app.db, owner, subscription, new Date());
        return true;
      },
      unsubscribe: (owner, endpoint) => removeSubscription(app.db, owner, endpoint),
      forget: (owner) => forgetSubscriptions(app.db, owner),
      tripChanged: (tripId) => tellTripChange(deps, tripId, new Date()),
      remind: (now = new Date()) => sendReminders(deps, now),
      tell: (tenantId, driverId, notice) => tellDriver(deps, tenantId, driverId, notice),
      customerOnTheWay: (tenantId, tripId) => tellCustomerOnTheWay(deps, tenantId, tripId),
      customerOnTheWayLater: (tenantId, tripId) =>
        inBackground(() => tellCustomerOnTheWay(deps, tenantId, tripId), 'The customer not told the driver is coming'),
      async settled() {
        while (pending.size > 0) await Promise.allSettled([...pending]);
      },
      sms,
    };
    app.decorate('driverNotices', service);

    // One place hears every change of a trip: the desk's events, published after each change committed (by the
    // desk, the manage link, the bookings screen, the payment sweeps). Every instance hears them through Redis; the
    // conditional update in `tellTripChange` lets one tell each.
    const stops: Array<() => Promise<void>> = [];
    let sweep: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      for (const tenant of app.tenants.all) {
        stops.push(
          await app.deskEvents.subscribe(tenant.id, (event) => {
            if (event.type !== 'tripCreated' && event.type !== 'tripChanged') return;
            inBackground(() => service.tripChanged(event.tripId), 'Driver notices of a trip change not sent');
          }),
        );
      }
      const sweepMs = options.reminderSweepMs ?? driverReminderSweepMs;
      if (sweepMs > 0) {
        // Each instance sweeps; the conditional upsert on `reminded_for` lets one remind each pickup.
        sweep = setInterval(() => inBackground(() => service.remind(), 'Driver reminders not sent'), sweepMs);
        sweep.unref();
      }
    });
    app.addHook('preClose', async () => {
      clearInterval(sweep);
      for (const stop of stops.splice(0)) await stop();
      await service.settled();
    });
  },
  { name: 'driver-notices', dependencies: ['database', 'tenants', 'mail', 'desk-events'] },
);
