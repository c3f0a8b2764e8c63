import { loadSettings } from '../config.ts';
import { openDatabase } from '../db/connect.ts';
import { centsToAmount } from '#common/format/amount.ts';
import { orderReference } from '#common/format/text.ts';
import { recentOrders, settledStatuses } from '../modules/orders/order-store.ts';
import { parseOptions, printTable, usageError, type Command } from './command.ts';

const statuses = ['pending', ...settledStatuses] as const;

const usage = 'orders [--tenant <id>] [--status <status>] [--limit <n>]';

/** The newest orders first, one line each: what an operator checks when a customer calls about a payment. */
export const ordersCommand: Command = {
  usage,
  summary: 'List orders, newest first (default 20): reference, tenant, status, total, trips, customer email, created.',
  async run(args) {
    const options = parseOptions(
      args,
      { tenant: { type: 'string' }, status: { type: 'string' }, limit: { type: 'string' } },
      usage,
    );
    if (!options) return 1;
    const limit = Number(options.limit ?? 20);
    if (!Number.isSafeInteger(limit) || limit < 1) return usageError('--limit must be a positive whole number', usage);
    const status = statuses.find((known) => known === options.status);
    if (options.status !== undefined && !status)
      return usageError(`--status must be one of ${statuses.join(', ')}`, usage);
    const db = await openDatabase(loadSettings(process.env));
    try {
      const orders = await recentOrders(db, {
        ...(options.tenant ? { tenantId: options.tenant } : {}),
        ...(status ? { status } : {}),
        limit,
      });
      if (orders.length === 0) {
        console.log('No orders.');
        return 0;
      }
      printTable(
        ['reference', 'tenant', 'status', 'total', 'trips', 'email', 'created'],
        orders.map((order) => [
          orderReference(order.klantNr, order.orderId),
          order.tenantId,
          order.status,
          `€ ${centsToAmount(order.totalCents)}`,
          String(order.trips),
          order.email,
          order.createdAt.toISOString(),
        ]),
      );
      return 0;
    } finally {
      await db.destroy();
    }
  },
};
