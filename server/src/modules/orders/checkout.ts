import { emptyCartTransactionReply, type CartTransactionReply } from '#common/contracts/cart-transaction.ts';
import type { ErrorReply } from '#common/contracts/error.ts';
import { unquotedTripReply, type Trip, type TripReply } from '#common/contracts/trip.ts';
import type { Language } from '#common/constants.ts';
import type { OrderRow, OrderStatus } from '../../db/tables.ts';
import { announceAlerts } from '../alerts/alert-store.ts';
import type { Customer } from '../customers/customers.ts';
import type { DeskEvent, DeskEvents } from '../desk-events/events.ts';
import type { PaymentProviders } from '../payments/plugin.ts';
import type { Places } from '../places/plugin.ts';
import type { RouteSource } from '../pricing/fare.ts';
import { stopIds } from '../trips/places.ts';
import { routesOf } from '../trips/quote-trip.ts';
import { hostOfAddress, tenantOrigin } from '../tenants/tenant-origin.ts';
import type { Tenant } from '../tenants/tenant-registry.ts';
import { cartFingerprint, checkCart } from './check-cart.ts';
import { HalfHourFull } from '../trips/half-hour.ts';
import { sendConfirmation, type ConfirmationDeps } from './confirmation.ts';
import {
  attachPayment,
  claimPaymentCreation,
  findOpenOrder,
  insertOrder,
  orderTrips,
  releasePaymentClaim,
  settleOrder,
  type SettledStatus,
} from './order-store.ts';
import { sendLinkReleased } from './link-notice.ts';
import { paymentFormHtml } from './payment-form.ts';
import { checkPassenger, checkPerson, type Passenger, type PersonCheck } from './person.ts';
import { newReturnToken, orderPayment } from './return-token.ts';

export interface CheckoutDeps extends ConfirmationDeps {
  payments: PaymentProviders;
  places: Places;
  /** Road distances for the price (docs/decisions/042-tariff-routing-holidays.md); absent: the estimate. */
  roads?: RouteSource;
  events: Pick<DeskEvents, 'publish'>;
  log: ConfirmationDeps['log'] & { warn(details: object, message: string): void };
}

export interface CheckoutInput {
  tenant: Tenant;
  /** The session's customer; undefined for a guest. */
  customer: Customer | undefined;
  lang: Language;
  person: Record<string, string | number>;
  trips: Trip[];
  agreeTerms: boolean;
  /** Someone other than the booker who travels; null or absent: the booker (docs/decisions/049-companies.md). */
  passenger?: Passenger | null;
  /**
   * The page the customer was on, and the request's Host: the page's host name (else the Host) picks which of the
   * tenant's origins the provider sends the customer back to (else PUBLIC_URL).
   */
  returnPath: string;
  host: string;
  now: Date;
}

/** The reply and its HTTP status. */
export type CheckoutOutcome =
  | { status: 200 | 409 | 422 | 502; reply: CartTransactionReply }
  /** A tenant that requires login (`requiresLogin`) books only for a logged-in customer. */
  | { status: 401; reply: ErrorReply };

const refused = (status: 409 | 422 | 502, reply: Partial<CartTransactionReply>): CheckoutOutcome => ({
  status,
  reply: { ...emptyCartTransactionReply, ...reply },
});

/**
 * `cart_transaction.json` (docs/architecture.md#one-request): the person and every trip checked and priced by the
 * server, customer, order and trips written in one transaction, then the payment created at the tenant's provider. The
 * same cart sent again while its order waits returns that order; two at the same moment make one order.
 */
export async function checkout(deps: CheckoutDeps, input: CheckoutInput): Promise<CheckoutOutcome> {
  const { tenant, customer } = input;
  const pricesShown = !tenant.settings.requiresLogin;
  if (!pricesShown && !customer?.username) return { status: 401, reply: { error: 'Log in to book' } };
  if (input.trips.length === 0) return refused(422, { error: 'tripRequired' });
  // Booking on account: the logged-in customer's username, email and phone are the order's contact, and `person`
  // is not asked: checkout shows the login form instead (docs/reference/screens.md#checkout).
  const person: PersonCheck =
    !pricesShown && customer?.username
      ? { ok: true, person: {}, contact: { name: customer.username, email: customer.email, phone: customer.phone } }
      : checkPerson(tenant, input.person);
  if (!person.ok) return refused(422, { error: 'formIncomplete', fielderrors: person.fielderrors });
  const passenger = input.passenger ?? null;
  const passengerError = checkPassenger(passenger);
  if (passengerError) return refused(422, { error: 'formIncomplete', fielderrors: { passengerPhone: passengerError } });
  // docs/reference/api.md#cart-transaction: terms must be agreed unless login is required.
  if (pricesShown && !input.agreeTerms) return refused(422, { error: 'termsRequired' });
  const findPlace = await deps.places.finder(tenant, stopIds(input.trips));
  const routes = await routesOf(deps.roads, input.trips, tenant, findPlace);
  const cart = checkCart(input.trips, tenant, { now: input.now, findPlace, routes, pricesShown });
  if (!cart.ok) return refused(422, { error: cart.error, quotes: cart.quotes });

  const customerId = customer?.id ?? null;
  const fingerprint = cartFingerprint({
    lang: input.lang,
    person: person.person,
    customerId,
    passenger,
    trips: cart.trips,
    totalCents: cart.totalCents,
  });
  // Without a price to pay (booking on account, a free trip) the order is booked at once.
  const needsPayment = pricesShown && cart.totalCents > 0;
  const newOrder = {
    tenantId: tenant.id,
    customerId,
    // Fixed at booking: the company's invoice gets the order even if the user later leaves it.
    companyId: customer?.companyId ?? null,
    passenger,
    contact: person.contact,
    person: person.person,
    lang: input.lang,
    trips: cart.trips,
    totalCents: cart.totalCents,
    fingerprint,
    returnOrigin: tenantOrigin(tenant, hostOfAddress(input.returnPath) || input.host, deps.publicUrl),
    maxTripsPerHalfHour: tenant.serviceRules.maxTripsPerHalfHour,
    configVersion: deps.tenants.versionOf(tenant.id),
  };
  const booked = async (order: OrderRow): Promise<CheckoutOutcome> => ({
    status: 200,
    reply: { ...(await orderReply(deps, order, cart.quotes)), success: true },
  });

  // A waiting order whose payment ended meanwhile is settled first, and then this cart makes a new one.
  for (let attempt = 0; attempt < 3; attempt++) {
    const open = await findOpenOrder(deps.db, tenant.id, fingerprint, input.now);
    let order: OrderRow | undefined;
    try {
      order = open ?? (await insertOrder(deps.db, newOrder, input.now));
    } catch (error) {
      // One trip too many in its half hour: that trip is refused as its quote would be (docs/decisions/043-service-rules.md).
      if (!(error instanceof HalfHourFull)) throw error;
      return refused(422, { error: 'tripInvalid', quotes: withHalfHourFull(cart.quotes, error.position) });
    }
    if (!order) continue;
    if (!open) await announceOrder(deps, order, 'pending');
    // The same booking sent again (a double click): the booking it made, confirmed once.
    if (order.status !== 'pending') return booked(order);
    if (!needsPayment) {
      const settled = await settleOrder(deps.db, order.id, 'booked');
      if (settled) {
        await announceOrder(deps, order, 'booked');
        await announceAlerts(deps.events, settled);
        await sendConfirmation(deps, order.id);
      }
      return booked(order);
    }
    const { status } = await syncPayment(deps, order);
    if (status === 'pending') return payOrder(deps, tenant, order, cart.quotes);
    if (status === 'paid') return booked(order);
  }
  return refused(409, { error: 'orderInProgress', quotes: cart.quotes });
}

/** The cart's quotes with the trip at `position` refused as `halfHourFull`. */
export const withHalfHourFull = (quotes: readonly TripReply[], position: number): TripReply[] =>
  quotes.map((quote, index) => (index === position ? { ...unquotedTripReply, error: 'halfHourFull' } : quote));

/** The order's numbers: its reference's, the hash its return page checks, and its trips' own numbers in cart order. */
async function orderReply(
  deps: CheckoutDeps,
  order: OrderRow,
  quotes: CartTransactionReply['quotes'],
): Promise<CartTransactionReply> {
  const ritNrs = (await orderTrips(deps.db, order.id)).map((trip) => trip.id);
  return {
    ...emptyCartTransactionReply,
    klantNr: order.customer_id,
    orderId: order.id,
    orderHash: order.hash,
    quotes,
    ritNrs,
  };
}

/** The payment form of a pending order: its payment as created before, or a new one. */
async function payOrder(
  deps: CheckoutDeps,
  tenant: Tenant,
  order: OrderRow,
  quotes: CartTransactionReply['quotes'],
): Promise<CheckoutOutcome> {
  const reply = await orderReply(deps, order, quotes);
  if (order.checkout_url)
    return { status: 200, reply: { ...reply, success: true, form: paymentFormHtml(order.checkout_url) } };
  // Another request is creating this order's payment at this moment: it answers with the form.
  const returnToken = newReturnToken();
  if (!(await claimPaymentCreation(deps.db, order.id, returnToken.hash)))
    return { status: 409, reply: { ...reply, error: 'orderInProgress' } };

  const provider = deps.payments.forTenant(tenant);
  const created = await provider.createPayment({
    ...orderPayment(tenant, order, returnToken.token),
    webhookUrl: `${deps.publicUrl}/api/payments/webhook/${provider.name}`,
    locale: order.lang === 'en' ? 'en_US' : 'nl_NL',
    metadata: { tenant: tenant.id, klantNr: order.customer_id },
  });
  if (!created.ok) {
    await releasePaymentClaim(deps.db, order.id);
    deps.log.error({ orderId: order.id, provider: provider.name, error: created.error }, 'Payment not created');
    return { status: 502, reply: { ...reply, error: 'errGeneratingPayment' } };
  }
  await attachPayment(deps.db, order.id, { provider: provider.name, ...created.value });
  return { status: 200, reply: { ...reply, success: true, form: paymentFormHtml(created.value.checkoutUrl) } };
}

const settledBy: Record<string, SettledStatus | undefined> = {
  paid: 'paid',
  failed: 'failed',
  canceled: 'canceled',
  expired: 'expired',
};

export interface PaymentSync {
  /** The order's status afterwards. */
  status: OrderRow['status'];
  /** False when the provider could not tell how the payment went (unreachable, an answer we cannot use). */
  known: boolean;
}

/**
 * Brings a pending order up to date with its payment, asking the provider (docs/architecture.md#one-request: the
 * webhook's body is never trusted, and neither is the customer's return). Idempotent: only the first call that sees the
 * payment ended moves the order, and only that call sends the confirmation.
 */
export async function syncPayment(deps: CheckoutDeps, order: OrderRow): Promise<PaymentSync> {
  const unchanged = (known: boolean): PaymentSync => ({ status: order.status, known });
  if (order.status !== 'pending' || !order.provider || !order.provider_payment_id) return unchanged(true);
  const tenant = deps.tenants.byId(order.tenant_id);
  const provider = tenant ? deps.payments.forTenant(tenant) : undefined;
  if (!provider || provider.name !== order.provider) {
    // Asking again will not help (a provider would retry its webhook for ever): the operator settles it by hand.
    deps.log.error(
      { orderId: order.id, provider: order.provider },
      'The order was paid through a provider its tenant no longer uses',
    );
    return unchanged(true);
  }
  // A phone booking's payment link is asked as a link (docs/decisions/034-desk-booking-payment-ways.md).
  const state =
    order.payment_way === 'link'
      ? await provider.getLinkStatus(order.provider_payment_id)
      : await provider.getStatus(order.provider_payment_id);
  if (!state.ok) {
    deps.log.warn({ orderId: order.id, error: state.error }, 'Payment status not available');
    return unchanged(false);
  }
  const next = settledBy[state.value.status];
  if (!next) return unchanged(true);
  if (next === 'paid' && state.value.amountCents !== order.total_cents) {
    deps.log.error(
      { orderId: order.id, paidCents: state.value.amountCents, orderCents: order.total_cents },
      'Paid amount differs from the order',
    );
    return unchanged(true);
  }
  const settled = await settleOrder(deps.db, order.id, next, new Date(), {
    method: state.value.method,
    linkPaymentId: state.value.paymentId,
  });
  if (settled) {
    deps.log.info({ orderId: order.id, status: next }, 'Order settled');
    await announceOrder(deps, order, next);
    await announceAlerts(deps.events, settled);
    if (next === 'paid') await sendConfirmation(deps, order.id);
    else if (order.payment_way === 'link') await sendLinkReleased(deps, order.id, new Date());
  }
  return { status: next, known: true };
}

/**
 * Tells the operator's desk about each trip of the order (docs/decisions/020-trip-lifecycle-and-refunds.md): created
 * when the order is written and again when it is paid or booked, changed when its payment ended otherwise.
 */
export async function announceOrder(deps: CheckoutDeps, order: OrderRow, status: OrderStatus): Promise<void> {
  const trips = await deps.db.selectFrom('order_trips').select('id').where('order_id', '=', order.id).execute();
  for (const trip of trips) {
    const event: DeskEvent =
      status === 'pending' || status === 'paid' || status === 'booked'
        ? { type: 'tripCreated', tripId: trip.id, orderId: order.id, orderStatus: status }
        : { type: 'tripChanged', tripId: trip.id, orderId: order.id, change: 'payment' };
    await deps.events.publish(order.tenant_id, event);
  }
}
