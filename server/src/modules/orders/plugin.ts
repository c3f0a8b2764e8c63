import fp from 'fastify-plugin';
import type { Settings } from '../../config.ts';
import type { OrderRow } from '../../db/tables.ts';
import type { PaymentProvider, WebhookHeaders } from '../payments/providers/provider.ts';
import type { Tenant } from '../tenants/tenant-registry.ts';
import {
  checkout,
  syncPayment,
  type CheckoutDeps,
  type CheckoutInput,
  type CheckoutOutcome,
  type PaymentSync,
} from './checkout.ts';
import { sendConfirmation } from './confirmation.ts';
import {
  bookByPhone,
  releaseExpiredLinks,
  reportLatePayment,
  type DeskBookingInput,
  type DeskBookingOutcome,
} from './desk-booking.ts';
import { findOrder, ordersAwaitingMail } from './order-store.ts';
import {
  paymentReturnPage,
  paymentStatus,
  paymentWebhook,
  type PaymentStatusOutcome,
  type WebhookOutcome,
} from './payment-return.ts';

export interface Orders {
  /**
   * `cart_transaction.json`: the cart checked, priced and stored as an order, and its payment started; `now` the time
   * of the booking (the demo data's were made days before their pickups), else the clock's.
   */
  checkout(input: Omit<CheckoutInput, 'now'> & { now?: Date }): Promise<CheckoutOutcome>;
  /** A provider's webhook: the named payment's status asked of the provider, and its order settled. */
  paymentWebhook(provider: PaymentProvider['name'], body: unknown, headers: WebhookHeaders): Promise<WebhookOutcome>;
  /** The customer back from the provider: the order settled, and the path of the SPA's return page for it. */
  paymentReturnPage(tenant: Tenant, orderId: number, token: string): Promise<string>;
  /** How the order's payment stands now, for the page that checks again; only with the order's return token. */
  paymentStatus(tenant: Tenant, orderId: number, token: string): Promise<PaymentStatusOutcome>;
  /** Asks the provider how the order's payment went and settles the order (the desk's "fetch status"). */
  syncPayment(order: OrderRow): Promise<PaymentSync>;
  /** A booking taken by phone in the desk; the desk checked who takes it. */
  bookByPhone(input: DeskBookingInput): Promise<DeskBookingOutcome>;
  /**
   * A provider's call about a phone booking's payment link (the address names the order): the link's status asked of
   * the provider. False when it could not tell.
   */
  linkWebhook(orderId: number): Promise<boolean>;
  /** Releases the phone bookings whose link expired unpaid (the sweep runs it every minute); how many. */
  releaseExpiredLinks(now?: Date): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    orders: Orders;
  }
}

const mailSweepMs = 5 * 60_000;
/** How often expired payment links are looked for (docs/reference/constants.md). */
const linkSweepMs = 60_000;

export type OrdersOptions = Pick<Settings, 'publicUrl' | 'jobIntervalMs'>;

/** Orders and their confirmation mail. */
export const ordersPlugin = fp<OrdersOptions>(
  async (app, options) => {
    const deps: CheckoutDeps = {
      db: app.db,
      tenants: app.tenants,
      payments: app.payments,
      places: app.places,
      roads: app.roads,
      events: app.deskEvents,
      mailer: app.mailer,
      publicUrl: options.publicUrl,
      log: app.log,
    };
    app.decorate('orders', {
      checkout: (input) => checkout(deps, { ...input, now: input.now ?? new Date() }),
      paymentWebhook: (provider, body, headers) => paymentWebhook(deps, provider, body, headers),
      paymentReturnPage: (tenant, orderId, token) => paymentReturnPage(deps, tenant, orderId, token),
      paymentStatus: (tenant, orderId, token) => paymentStatus(deps, tenant, orderId, token),
      syncPayment: (order) => syncPayment(deps, order),
      bookByPhone: (input) => bookByPhone(deps, input),
      async linkWebhook(orderId) {
        const order = await findOrder(app.db, orderId);
        // Whoever posts an order id learns nothing: the answer is the same, and only the provider is asked.
        if (order?.payment_way !== 'link') return true;
        if (order.status === 'expired') {
          await reportLatePayment(deps, order);
          return true;
        }
        return (await syncPayment(deps, order)).known;
      },
      releaseExpiredLinks: (now = new Date()) => releaseExpiredLinks(deps, (order) => syncPayment(deps, order), now),
    } satisfies Orders);
    // Confirmations that did not go out (a mail server down, a stop while sending) go out at the start and then
    // every few minutes, in the background: a mail server that is down must not hold up the start.
    let sweep: NodeJS.Timeout | undefined;
    const resend = async () => {
      for (const orderId of await ordersAwaitingMail(app.db)) await sendConfirmation(deps, orderId);
    };
    const resendInBackground = () =>
      void resend().catch((error: unknown) => app.log.error({ err: error }, 'Confirmations awaiting mail not sent'));
    // Unpaid links are released every minute; each instance sweeps, and a conditional update releases each once.
    let linkSweep: NodeJS.Timeout | undefined;
    const releaseInBackground = () =>
      void releaseExpiredLinks(deps, (order) => syncPayment(deps, order), new Date()).catch((error: unknown) =>
        app.log.error({ err: error }, 'Expired payment links not released'),
      );
    app.addHook('onReady', async () => {
      resendInBackground();
      sweep = setInterval(resendInBackground, options.jobIntervalMs ?? mailSweepMs).unref();
      linkSweep = setInterval(releaseInBackground, options.jobIntervalMs ?? linkSweepMs).unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(sweep);
      clearInterval(linkSweep);
    });
  },
  { name: 'orders', dependencies: ['database', 'tenants', 'places', 'routing', 'payments', 'mail', 'desk-events'] },
);
