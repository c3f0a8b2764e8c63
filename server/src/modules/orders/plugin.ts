import fp from 'fastify-plugin';
import type { Settings } from '../../config.ts';
import type { OrderRow } from '../../db/tables.ts';
import {
  checkout,
  syncPayment,
  type CheckoutDeps,
  type CheckoutInput,
  type CheckoutOutcome,
  type PaymentSync,
} from './checkout.ts';
import { sendConfirmation } from './confirmation.ts';
import { ordersAwaitingMail } from './order-store.ts';

export interface Orders {
  checkout(input: CheckoutInput): Promise<CheckoutOutcome>;
  /** Asks the provider how the order's payment went and settles the order. */
  syncPayment(order: OrderRow): Promise<PaymentSync>;
}

declare module 'fastify' {
  interface FastifyInstance {
    orders: Orders;
  }
}

const mailSweepMs = 5 * 60_000;

export type OrdersOptions = Pick<Settings, 'publicUrl'>;

/** Orders and their confirmation mail. */
export const ordersPlugin = fp<OrdersOptions>(
  async (app, options) => {
    const deps: CheckoutDeps = {
      db: app.db,
      tenants: app.tenants,
      payments: app.payments,
      events: app.deskEvents,
      mailer: app.mailer,
      publicUrl: options.publicUrl,
      log: app.log,
    };
    app.decorate('orders', {
      checkout: (input) => checkout(deps, input),
      syncPayment: (order) => syncPayment(deps, order),
    } satisfies Orders);
    // Confirmations that did not go out (a mail server down, a stop while sending) go out at the start and then
    // every few minutes, in the background: a mail server that is down must not hold up the start.
    let sweep: NodeJS.Timeout | undefined;
    const resend = async () => {
      for (const orderId of await ordersAwaitingMail(app.db)) await sendConfirmation(deps, orderId);
    };
    const resendInBackground = () =>
      void resend().catch((error: unknown) => app.log.error({ err: error }, 'Confirmations awaiting mail not sent'));
    app.addHook('onReady', async () => {
      resendInBackground();
      sweep = setInterval(resendInBackground, mailSweepMs).unref();
    });
    app.addHook('onClose', async () => clearInterval(sweep));
  },
  { name: 'orders', dependencies: ['database', 'tenants', 'payments', 'mail', 'desk-events'] },
);
