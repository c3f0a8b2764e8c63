import { parseArgs } from 'node:util';
import { loadSettings } from '../config.ts';
import { openDatabase } from '../db/connect.ts';
import { toDate } from '../db/tables.ts';
import { centsToAmount } from '#common/format/amount.ts';
import { orderReference } from '#common/format/text.ts';
import { settledStatuses } from '../modules/orders/order-store.ts';
import type { Command } from './command.ts';
import { printTable } from './table.ts';

const statuses = ['pending', ...settledStatuses] as const;

const usage = 'orders [--tenant <id>] [--status <status>] [--limit <n>]';

/** The newest orders first, one line each: what an operator checks when a customer calls about a payment. */
export const ordersCommand: Command = {
  usage,
  summary: 'List orders, newest first (default 20): reference, tenant, status, total, trips, customer email, created.',
  async run(args) {
    let options: { tenant?: string; status?: string; limit?: string };
    try {
      ({ values: options } = parseArgs({
        args,
        options: { tenant: { type: 'string' }, status: { type: 'string' }, limit: { type: 'string' } },
        strict: true,
      }));
    } catch (error) {
      console.error(`${error instanceof Error ? error.message : String(error)}\nUsage: npm run cli -- ${usage}`);
      return 1;
    }
    const limit = Number(options.limit ?? 20);
    if (!Number.isSafeInteger(limit) || limit < 1) {
      console.error(`--limit must be a positive whole number\nUsage: npm run cli -- ${usage}`);
      return 1;
    }
    const status = statuses.find((known) => known === options.status);
    if (options.status !== undefined && !status) {
      console.error(`--status must be one of ${statuses.join(', ')}\nUsage: npm run cli -- ${usage}`);
      return 1;
    }
    const db = await openDatabase(loadSettings(process.env));
    try {
      let query = db
        .selectFrom('orders')
        .innerJoin('customers', 'customers.id', 'orders.customer_id')
        .select((eb) => [
          'orders.id',
          'orders.customer_id',
          'orders.tenant_id',
          'orders.status',
          'orders.total_cents',
          'orders.created_at',
          'customers.email',
          eb
            .selectFrom('order_trips')
            .select((inner) => inner.fn.countAll<number>().as('count'))
            .whereRef('order_trips.order_id', '=', 'orders.id')
            .as('trips'),
        ])
        .orderBy('orders.id', 'desc')
        .limit(limit);
      if (options.tenant) query = query.where('orders.tenant_id', '=', options.tenant);
      if (status) query = query.where('orders.status', '=', status);
      const rows = await query.execute();
      if (rows.length === 0) {
        console.log('No orders.');
        return 0;
      }
      const lines = rows.map((row) => [
        orderReference(row.customer_id, row.id),
        row.tenant_id,
        row.status,
        `€ ${centsToAmount(row.total_cents)}`,
        String(row.trips ?? 0),
        row.email,
        toDate(row.created_at).toISOString(),
      ]);
      const header = ['reference', 'tenant', 'status', 'total', 'trips', 'email', 'created'];
      printTable(header, lines);
      return 0;
    } finally {
      await db.destroy();
    }
  },
};
