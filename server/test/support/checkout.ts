import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { CartTransactionReply } from '#common/contracts/cart-transaction.ts';
import { trip } from './trips.ts';

/** The demo tenant's personal fields, filled in as a customer does. */
export const person = { custname: 'Jan de Vries', custemail: 'jan@example.com', custtel: '+31612345678', remarks: '' };

/** What the server quotes for `trip()` (Herestraat 12 to Station Groningen on a weekday afternoon): the minimum fare. */
export const serverPrice = '12.50';

/** A cart of one trip at the server's price, checked out as the SPA does from http://localhost:8080/checkout. */
export const cart = (overrides: Record<string, unknown> = {}) => ({
  lang: 'nl',
  person,
  trips: [trip({ price: serverPrice })],
  returnPath: 'http://localhost:8080/checkout',
  agreeTerms: true,
  ...overrides,
});

/** The same cart for a customer of their own (a remark of their own makes another cart): tests stay apart. */
export const cartOf = (remarks: string, overrides: Record<string, unknown> = {}) =>
  cart({ person: { ...person, remarks }, ...overrides });

export async function checkOut(
  app: FastifyInstance,
  payload: unknown,
  headers: Record<string, string> = {},
): Promise<{ response: LightMyRequestResponse; reply: CartTransactionReply }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/cart_transaction.json',
    headers: { host: 'localhost:8080', ...headers },
    payload: payload as object,
  });
  return { response, reply: response.json() };
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The payment id of a simulator payment form, which must be exactly the form the SPA submits. */
export function simulatorPaymentId(form: string, publicUrl: string): string {
  const match = new RegExp(
    `^<form method="get" action="${escapeRegExp(publicUrl)}/pay/simulator/(sim_[A-Za-z0-9_-]{24})"></form>$`,
  ).exec(form);
  if (!match?.[1]) throw new Error(`not a simulator payment form: ${form}`);
  return match[1];
}

/** A button of the simulator's hosted page, as the browser posts it. */
export const pressButton = (app: FastifyInstance, paymentId: string, outcome: string) =>
  app.inject({
    method: 'POST',
    url: `/pay/simulator/${paymentId}`,
    headers: { host: 'localhost:8080', 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ outcome }).toString(),
  });

/** A provider's webhook call: the payment id, form-encoded, and nothing else. */
export const postWebhook = (app: FastifyInstance, provider: string, paymentId: string) =>
  app.inject({
    method: 'POST',
    url: `/api/payments/webhook/${provider}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ id: paymentId }).toString(),
  });

/** A browser opening an address of ours (a path, or a full URL whose host it sends unless another is given). */
export const returnTo = (app: FastifyInstance, address: string, host?: string) => {
  const url = new URL(address, 'http://localhost:8080');
  return app.inject({ method: 'GET', url: `${url.pathname}${url.search}`, headers: { host: host ?? url.host } });
};

/** The address the simulator was told to send the customer of an order back to, with the order's return token. */
export async function simulatorReturnAddress(app: FastifyInstance, orderId: number): Promise<string> {
  const order = await findOrderRow(app, orderId);
  if (order.provider !== 'simulator' || !order.provider_payment_id)
    throw new Error(`order ${orderId} has no simulator payment`);
  return (await findSimulatorPayment(app, order.provider_payment_id)).redirect_url;
}

/** The customer coming back from the simulator to the address it was given. */
export const returnFromProvider = async (app: FastifyInstance, orderId: number, host?: string) =>
  returnTo(app, await simulatorReturnAddress(app, orderId), host);

export const findOrderRow = (app: FastifyInstance, orderId: number) =>
  app.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();

/** The order's trips as stored, in the cart's order. */
export const orderTripRows = (app: FastifyInstance, orderId: number) =>
  app.db.selectFrom('order_trips').selectAll().where('order_id', '=', orderId).orderBy('position').execute();

export const findSimulatorPayment = (app: FastifyInstance, paymentId: string) =>
  app.db.selectFrom('simulator_payments').selectAll().where('id', '=', paymentId).executeTakeFirstOrThrow();

/** The orders a cart of `remarks` (see cartOf) made. */
export async function ordersWithRemarks(app: FastifyInstance, remarks: string) {
  const rows = await app.db.selectFrom('orders').selectAll().orderBy('id').execute();
  return rows.filter((row) => (JSON.parse(row.person) as Record<string, string>).remarks === remarks);
}
