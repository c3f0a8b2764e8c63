import { rm } from 'node:fs/promises';
import { expect, vi } from 'vitest';
import type { DeskActor } from '../../src/modules/desk/actor.ts';
import { cartOf, checkOut, findOrderRow, postWebhook } from '../support/checkout.ts';
import { tenantsWith } from '../support/tenants-dir.ts';
import { startTestServerWithPlaces, type Dialect, type TestServer } from '../support/test-server.ts';
import { listen, mollieTestApiKey, type mollieStandIn } from './stand-ins.ts';

/**
 * A test server whose demo tenant pays through the Mollie stand-in, its public address `https://taxi.example.nl`; `close`
 * stops both. The client trusts only its bundled CAs: the stand-in's certificate is accepted with verification off, for
 * the calling test file only.
 */
export async function startServerPayingThroughMollie(
  standIn: ReturnType<typeof mollieStandIn>,
  dialect: Dialect,
): Promise<{ server: TestServer; close(): Promise<void> }> {
  vi.stubEnv('NODE_TLS_REJECT_UNAUTHORIZED', '0');
  const api = await listen(standIn.server);
  const tenantsDir = await tenantsWith<Record<string, unknown>>('demo', (demo) => ({
    ...demo,
    payment: { provider: 'mollie' },
  }));
  const server = await startTestServerWithPlaces(dialect, {
    TENANTS_DIR: tenantsDir,
    MOLLIE_API_KEY: mollieTestApiKey,
    MOLLIE_API_URL: `${api.url}/v2/`,
    PUBLIC_URL: 'https://taxi.example.nl',
  });
  return {
    server,
    async close() {
      await server.close();
      await api.close();
      await rm(tenantsDir, { recursive: true, force: true });
      vi.unstubAllEnvs();
    },
  };
}

/**
 * An order checked out and paid at the Mollie stand-in, then its trip's price raised by the desk to `priceCents`: what
 * a raised price leaves owed, with the link of it the stand-in holds.
 */
export async function paidThenRaised(
  server: TestServer,
  standIn: ReturnType<typeof mollieStandIn>,
  dispatcher: DeskActor,
  label: string,
  priceCents: number,
) {
  const { reply } = await checkOut(server.app, cartOf(label));
  const order = await findOrderRow(server.app, reply.orderId!);
  standIn.payments.get(order.provider_payment_id!)!.status = 'paid';
  expect((await postWebhook(server.app, 'mollie', order.provider_payment_id!)).statusCode).toBe(200);
  const trip = await server.app.db
    .selectFrom('order_trips')
    .select(['id', 'updated_at'])
    .where('order_id', '=', order.id)
    .executeTakeFirstOrThrow();
  const edited = await server.app.desk.editTrip(
    dispatcher,
    trip.id,
    {},
    { priceCents, priceReason: 'extra stop', version: new Date(trip.updated_at).toISOString() },
  );
  expect(edited).toMatchObject({ ok: true, saved: true });
  return { order, tripId: trip.id };
}
