import type { Kysely } from 'kysely';
import type { Language } from '#common/constants.ts';
import { unquotedTripReply, type Trip, type TripReply } from '#common/contracts/trip.ts';
import { isValidEmail } from '#common/fields/email.ts';
import { toDate, type Database, type OrderRow, type PaymentWay } from '../../db/tables.ts';
import { paymentLinkMail } from '../mail/payment-link-mail.ts';
import { layoutFields } from '../tenants/layout-fields.ts';
import { tenantOrigin } from '../tenants/tenant-origin.ts';
import type { Tenant } from '../tenants/tenant-registry.ts';
import { HalfHourFull } from '../trips/half-hour.ts';
import { serverPhoneCheck } from '../trips/phone-check.ts';
import { stopIds } from '../trips/places.ts';
import { routesOf } from '../trips/quote-trip.ts';
import { cartFingerprint, checkCart } from './check-cart.ts';
import { announceOrder, type CheckoutDeps } from './checkout.ts';
import { sendConfirmation } from './confirmation.ts';
import { linkMailOf, sendLinkReleased } from './link-notice.ts';
import {
  attachPayment,
  claimPaymentCreation,
  findOpenOrder,
  findOrder,
  insertOrder,
  orderTrips,
  releasePaymentClaim,
  settleOrder,
} from './order-store.ts';
import { newReturnToken, orderPayment } from './return-token.ts';

/** Who called, as the dispatcher typed it: a name and a phone number; an email for the link and the confirmation. */
export interface Caller {
  name: string;
  phone: string;
  email: string;
}

/** A passenger other than the caller. */
export interface Passenger {
  name: string;
  phone: string;
}

export interface DeskBookingInput {
  tenant: Tenant;
  /** The staff member who took the call: the order's source. */
  staffId: number;
  lang: Language;
  caller: Caller;
  passenger: Passenger | null;
  /** `account`: the business customer (a customer with a login) the trip is booked on. */
  accountId: number | null;
  trip: Trip;
  paymentWay: PaymentWay;
  /** Only quote: nothing written. */
  preview: boolean;
  /**
   * Booked against the service rules for this reason, kept in the trip's history and the audit; '' or absent keeps
   * them. The vehicle class's seats hold all the same (docs/decisions/043-service-rules.md).
   */
  overrideReason?: string;
  now: Date;
}

/** The fields of the caller and the passenger that the desk may get wrong. */
export type CallerField = 'callerName' | 'callerPhone' | 'callerEmail' | 'passengerName' | 'passengerPhone';

export interface DeskBooked {
  orderId: number;
  klantNr: number;
  tripId: number;
  orderStatus: OrderRow['status'];
  paymentWay: PaymentWay;
  priceCents: number;
  /** What the driver collects; 0 unless paid to the driver. */
  collectCents: number;
  link: { url: string; expiresAt: Date } | null;
}

export type DeskBookingOutcome =
  | { ok: true; quote: TripReply; priceCents: number; booked: DeskBooked | null }
  | { ok: false; error: 'tripInvalid'; quote: TripReply | undefined }
  /** Each field of the caller or the passenger that is wrong (`CallerField`). */
  | { ok: false; error: 'callerInvalid'; fields: Record<string, 'invalid'> }
  | { ok: false; error: 'accountNotFound' | 'paymentWayNotAvailable' | 'orderInProgress' }
  | { ok: false; error: 'paymentNotCreated' };

/**
 * The caller's details in the tenant's personal fields (its `userinfo` layout: the name field, the first email and
 * phone field), so the board, the mails and the search read a phone booking as they read a web one. The passenger goes
 * on the trips, as a company user's web booking puts it (docs/decisions/049-companies.md).
 */
function personOf(tenant: Tenant, caller: Caller): Record<string, string> {
  const definitions = layoutFields(tenant, 'userinfo').filter((definition) => !definition.hidden);
  const nameField =
    definitions.find((definition) => definition.field === 'custname') ??
    definitions.find((definition) => definition.type === 'text');
  const person: Record<string, string> = {};
  for (const definition of definitions) person[definition.field] = '';
  if (nameField) person[nameField.field] = caller.name;
  const email = definitions.find((definition) => definition.type === 'email');
  if (email) person[email.field] = caller.email;
  const phone = definitions.find((definition) => definition.type === 'phone');
  if (phone) person[phone.field] = caller.phone;
  return person;
}

function checkCaller(caller: Caller, passenger: Passenger | null, way: PaymentWay) {
  const fields: { [field in CallerField]?: 'invalid' } = {};
  if (caller.name.trim() === '') fields.callerName = 'invalid';
  if (serverPhoneCheck(caller.phone) !== null) fields.callerPhone = 'invalid';
  // A link goes by mail as well as read out; a confirmation only goes to an address that is one.
  if (caller.email !== '' && !isValidEmail(caller.email)) fields.callerEmail = 'invalid';
  if (way === 'link' && caller.email === '') fields.callerEmail = 'invalid';
  if (passenger && passenger.name.trim() === '') fields.passengerName = 'invalid';
  if (passenger && passenger.phone !== '' && serverPhoneCheck(passenger.phone) !== null)
    fields.passengerPhone = 'invalid';
  return fields;
}

async function accountOf(db: Kysely<Database>, tenantId: string, accountId: number | null) {
  if (accountId === null) return undefined;
  return db
    .selectFrom('customers')
    .select(['id', 'username', 'company_id'])
    .where('id', '=', accountId)
    .where('tenant_id', '=', tenantId)
    .where('username', 'is not', null)
    .executeTakeFirst();
}

/**
 * A booking taken by phone in the desk (docs/decisions/034-desk-booking-payment-ways.md): the trip checked and priced
 * by the same code as the customer's checkout (`checkCart`, without the customer's booking lead time), written as an
 * order of the phone with its staff member. Paid to the driver or on account it is booked at once and confirmed by
 * mail; by a link it waits for the payment, which the webhook confirms as for a web order, until the link expires.
 * The same booking sent again (a double click) finds the order it made.
 */
export async function bookByPhone(deps: CheckoutDeps, input: DeskBookingInput): Promise<DeskBookingOutcome> {
  const { tenant, now } = input;
  const rules: Tenant = { ...tenant, info: { ...tenant.info, bookingLeadMinutes: 0 } };
  const overrideReason = input.overrideReason?.trim() ?? '';
  const findPlace = await deps.places.finder(tenant, stopIds([input.trip]));
  const routes = await routesOf(deps.roads, [input.trip], tenant, findPlace);
  const cart = checkCart([input.trip], rules, {
    now,
    findPlace,
    routes,
    pricesShown: false,
    overrideServiceRules: overrideReason !== '',
  });
  if (!cart.ok) return { ok: false, error: 'tripInvalid', quote: cart.quotes[0] };
  const quote = cart.quotes[0] as TripReply;
  const [checked] = cart.trips;
  if (!checked) return { ok: false, error: 'tripInvalid', quote };

  const account = await accountOf(deps.db, tenant.id, input.accountId);
  if (input.paymentWay === 'account' && !account) return { ok: false, error: 'accountNotFound' };
  if (input.paymentWay !== 'account' && input.accountId !== null) return { ok: false, error: 'paymentWayNotAvailable' };
  // A link pays something: a free trip is booked to the driver or on account.
  if (input.paymentWay === 'link' && cart.totalCents <= 0) return { ok: false, error: 'paymentWayNotAvailable' };
  const fields = checkCaller(input.caller, input.passenger, input.paymentWay);
  if (Object.keys(fields).length > 0)
    return { ok: false, error: 'callerInvalid', fields: Object.fromEntries(Object.entries(fields)) };
  if (input.preview) return { ok: true, quote, priceCents: cart.totalCents, booked: null };

  const person = personOf(tenant, input.caller);
  const customerId = account?.id ?? null;
  const passenger = input.passenger && { name: input.passenger.name.trim(), phone: input.passenger.phone.trim() };
  const fingerprint = `${cartFingerprint({ lang: input.lang, person, customerId, passenger, trips: cart.trips, totalCents: cart.totalCents })}:${input.paymentWay}`;
  const linkExpiresAt =
    input.paymentWay === 'link' ? new Date(now.getTime() + tenant.payment.linkExpiryHours * 3_600_000) : null;
  const open = await findOpenOrder(deps.db, tenant.id, fingerprint, now);
  let order: OrderRow | undefined;
  try {
    order =
      open ??
      (await insertOrder(
        deps.db,
        {
          maxTripsPerHalfHour: overrideReason === '' ? tenant.serviceRules.maxTripsPerHalfHour : null,
          configVersion: deps.tenants.versionOf(tenant.id),
          tenantId: tenant.id,
          customerId,
          // On account for a company's user: the company's invoice gets it (docs/decisions/049-companies.md).
          companyId: account?.company_id ?? null,
          passenger,
          contact: { name: input.caller.name, email: input.caller.email, phone: input.caller.phone },
          person,
          lang: input.lang,
          trips: cart.trips,
          totalCents: cart.totalCents,
          fingerprint,
          returnOrigin: tenantOrigin(tenant, tenant.hostnames[0] ?? '', deps.publicUrl),
          desk: {
            staffId: input.staffId,
            paymentWay: input.paymentWay,
            linkExpiresAt,
            collectInCar: input.paymentWay === 'driver',
            ...(overrideReason === '' ? {} : { ruleOverride: overrideReason }),
          },
        },
        now,
      ));
  } catch (error) {
    if (!(error instanceof HalfHourFull)) throw error;
    return { ok: false, error: 'tripInvalid', quote: { ...unquotedTripReply, error: 'halfHourFull' } };
  }
  if (!order) return { ok: false, error: 'orderInProgress' };
  if (!open) await announceOrder(deps, order, 'pending');

  if (input.paymentWay !== 'link') {
    if (order.status === 'pending' && (await settleOrder(deps.db, order.id, 'booked', now))) {
      await announceOrder(deps, order, 'booked');
      await sendConfirmation(deps, order.id);
    }
    return { ok: true, quote, priceCents: cart.totalCents, booked: await bookedOf(deps.db, order) };
  }
  if (!order.checkout_url) {
    // The order's own expiry: a booking sent again finds the order, whose link expires when it was first said to.
    const created = await createLink(deps, tenant, order, toDate(order.link_expires_at ?? now));
    if (!created) return { ok: false, error: 'paymentNotCreated' };
  }
  return { ok: true, quote, priceCents: cart.totalCents, booked: await bookedOf(deps.db, order) };
}

/** The link of a waiting phone booking, made once (`claimPaymentCreation`), and mailed to the caller. */
async function createLink(deps: CheckoutDeps, tenant: Tenant, order: OrderRow, expiresAt: Date): Promise<boolean> {
  const returnToken = newReturnToken();
  // Another request is making this order's link at this moment: it answers with the link.
  if (!(await claimPaymentCreation(deps.db, order.id, returnToken.hash))) return true;
  const provider = deps.payments.forTenant(tenant);
  const created = await provider.createPaymentLink({
    ...orderPayment(tenant, order, returnToken.token),
    webhookUrl: `${deps.publicUrl}/api/payments/link-webhook/${order.id}`,
    expiresAt,
  });
  if (!created.ok) {
    await releasePaymentClaim(deps.db, order.id);
    deps.log.error({ orderId: order.id, provider: provider.name, error: created.error }, 'Payment link not created');
    return false;
  }
  await attachPayment(deps.db, order.id, { provider: provider.name, ...created.value });
  const mail = await linkMailOf(deps, order);
  if (mail && isValidEmail(mail.customer.email)) {
    try {
      await deps.mailer.send(paymentLinkMail(mail, { url: created.value.checkoutUrl, expiresAt }));
    } catch (error) {
      // The dispatcher reads the link out from the screen all the same.
      deps.log.error({ orderId: order.id, err: error }, 'Payment link mail not sent');
    }
  }
  return true;
}

async function bookedOf(db: Kysely<Database>, stale: OrderRow): Promise<DeskBooked> {
  const order = (await findOrder(db, stale.id)) ?? stale;
  const [trip] = await orderTrips(db, order.id);
  return {
    orderId: order.id,
    klantNr: order.customer_id,
    tripId: trip?.id ?? 0,
    orderStatus: order.status,
    paymentWay: order.payment_way ?? 'link',
    priceCents: order.total_cents,
    collectCents: trip?.collect_cents ?? 0,
    link:
      order.payment_way === 'link' && order.checkout_url && order.link_expires_at
        ? { url: order.checkout_url, expiresAt: toDate(order.link_expires_at) }
        : null,
  };
}

/**
 * Releases the phone bookings whose payment link expired unpaid (docs/reference/states.md#orders): the provider is
 * asked first (a link paid at the last minute is confirmed), then the order is settled `expired` by the one
 * conditional update of `settleOrder`, which cancels its trip with a history row; so each is released once, whichever
 * instance's sweep gets there first, and the caller gets the notice once.
 */
export async function releaseExpiredLinks(
  deps: CheckoutDeps,
  sync: (order: OrderRow) => Promise<{ status: OrderRow['status']; known: boolean }>,
  now: Date,
): Promise<number> {
  const due = await deps.db
    .selectFrom('orders')
    .selectAll()
    .where('status', '=', 'pending')
    .where('payment_way', '=', 'link')
    .where('link_expires_at', '<=', now)
    .orderBy('id')
    .limit(100)
    .execute();
  let released = 0;
  for (const order of due) {
    const { status, known } = await sync(order);
    // A provider that cannot tell now may have been paid: the next sweep asks again.
    if (!known) continue;
    if (status === 'pending' && (await settleOrder(deps.db, order.id, 'expired', now))) {
      await announceOrder(deps, order, 'expired');
    }
    const after = await findOrder(deps.db, order.id);
    if (after?.status === 'expired') {
      released += 1;
      await sendLinkReleased(deps, order.id, now);
    }
  }
  return released;
}

/**
 * A link paid after its trip was released (the provider's clock a little behind ours): the order stays `expired`, the
 * payment is logged for the operator to refund (docs/decisions/034-desk-booking-payment-ways.md).
 */
export async function reportLatePayment(deps: CheckoutDeps, order: OrderRow): Promise<void> {
  const tenant = deps.tenants.byId(order.tenant_id);
  if (!tenant || !order.provider_payment_id) return;
  const state = await deps.payments.forTenant(tenant).getLinkStatus(order.provider_payment_id);
  if (state.ok && state.value.status === 'paid')
    deps.log.error({ orderId: order.id }, 'A payment link was paid after its trip was released: refund it');
}
