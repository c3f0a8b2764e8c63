import type { z } from 'zod';
import type { AdminErrorReply, FieldError } from '#common/contracts/admin.ts';
import type {
  BoardTrip as BoardTripReply,
  DeskRefund,
  PaymentStatusReply,
  RefundReply,
  TripDetailReply,
  TripEditReply,
  tripListQuerySchema,
  TripListReply,
} from '#common/contracts/desk-trips.ts';
import { formatCents } from '#common/format/text.ts';
import type { TripFilter, TripList } from '../../modules/desk/board.ts';
import type { DriverResult } from '../../modules/desk/drivers.ts';
import type { EditResult } from '../../modules/desk/edit-trip.ts';
import type { TransitionResult } from '../../modules/desk/lifecycle.ts';
import type { OwedLink, OwedLinkResult } from '../../modules/desk/owed.ts';
import type { PaymentStatusResult, RefundResult, RefundView } from '../../modules/desk/refunds.ts';
import type { TripDetail } from '../../modules/desk/trip-detail.ts';
import type { VehicleResult } from '../../modules/desk/vehicles.ts';
import type { BoardTrip } from '../../modules/desk/trip-view.ts';

/**
 * The desk's trip calls between the wire and `app.desk` (docs/reference/api.md#admin-board): the filter as the board
 * asks it, the services' answers in their contracts' shapes (instants as ISO 8601, money as cents and as the text the
 * desk shows), their refusals as keys.
 */

/** The board's query as the services' filter. */
export function tripFilterOf(query: z.infer<typeof tripListQuerySchema>): TripFilter {
  return {
    ...(query.status ? { statuses: query.status } : {}),
    ...(query.range ? { range: query.range } : {}),
    ...(query.from ? { from: query.from } : {}),
    ...(query.to ? { to: query.to } : {}),
    ...(query.search ? { search: query.search } : {}),
    ...(query.driver !== undefined ? { driver: query.driver } : {}),
    ...(query.money ? { money: query.money } : {}),
    page: query.page,
    pageSize: query.pageSize,
  };
}

export function boardTripReply(trip: BoardTrip): BoardTripReply {
  return {
    tripId: trip.tripId,
    orderId: trip.orderId,
    klantNr: trip.klantNr,
    reference: trip.reference,
    datetime: trip.datetime,
    pickupAt: trip.pickupAt.toISOString(),
    from: trip.from,
    to: trip.to,
    passengers: trip.passengers,
    vehicleClass: trip.vehicleClass,
    flightNumber: trip.flightNumber,
    luggage: trip.luggage,
    extraInfo: trip.extraInfo,
    customer: trip.customer,
    passenger: trip.passenger,
    priceCents: trip.priceCents,
    price: formatCents(trip.priceCents),
    paymentState: trip.paymentState,
    status: trip.status,
    driverStep: trip.driverStep,
    driver: trip.driver,
    vehicle: trip.vehicle,
    source: trip.source,
    collectCents: trip.collectCents,
    collect: formatCents(trip.collectCents),
    collected: trip.collected && { ...trip.collected, amount: formatCents(trip.collected.amountCents) },
    owedCents: trip.owedCents,
    owed: formatCents(trip.owedCents),
    overpaidCents: trip.overpaidCents,
    overpaid: formatCents(trip.overpaidCents),
    money: trip.money,
  };
}

export function tripListReply(list: TripList): TripListReply {
  return {
    trips: list.trips.map(boardTripReply),
    total: list.total,
    counts: list.counts,
    page: list.page,
    pageSize: list.pageSize,
    from: list.from ?? null,
    to: list.to ?? null,
  };
}

const staffRef = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? '' });

export function refundReply(refund: RefundView): DeskRefund {
  return {
    id: refund.id,
    orderId: refund.orderId,
    tripId: refund.tripId,
    amountCents: refund.amountCents,
    amount: formatCents(refund.amountCents),
    status: refund.status,
    accepted: refund.accepted,
    reason: refund.reason,
    failure: refund.failure,
    staff: staffRef(refund.staffId, refund.staffName),
    createdAt: refund.createdAt.toISOString(),
  };
}

export function refundResultReply(result: Extract<RefundResult, { ok: true }>): RefundReply {
  return {
    refund: refundReply(result.refund),
    paymentState: result.paymentState,
    remainingCents: result.remainingCents,
    remaining: formatCents(result.remainingCents),
  };
}

export function tripDetailReply({ trip, order, refunds, mails, history }: TripDetail): TripDetailReply {
  return {
    trip: {
      ...boardTripReply(trip),
      durationMinutes: trip.durationMinutes,
      tour: trip.tour,
      fields: trip.fields,
      booked: trip.booked,
      version: trip.updatedAt.toISOString(),
    },
    order: {
      id: order.id,
      reference: order.reference,
      status: order.status,
      lang: order.lang,
      totalCents: order.totalCents,
      total: formatCents(order.totalCents),
      paymentState: order.paymentState,
      provider: order.provider,
      providerPaymentId: order.providerPaymentId,
      refundedCents: order.refundedCents,
      refunded: formatCents(order.refundedCents),
      remainingCents: order.remainingCents,
      remaining: formatCents(order.remainingCents),
      person: order.person,
      contact: order.contact,
      createdAt: order.createdAt.toISOString(),
      settledAt: order.settledAt?.toISOString() ?? null,
      link: order.link && { url: order.link.url, expiresAt: order.link.expiresAt.toISOString() },
      owedCents: order.owedCents,
      owed: formatCents(order.owedCents),
      owedLink: order.owedLink && owedLinkReply(order.owedLink),
    },
    refunds: refunds.map(refundReply),
    mails: mails.map((mail) => ({ ...mail, at: mail.at.toISOString() })),
    history: history.map((entry) => ({
      at: entry.at.toISOString(),
      actor: entry.actor,
      staff: staffRef(entry.staffId, entry.staffName),
      driver: entry.driver,
      kind: entry.kind,
      field: entry.field,
      from: entry.from,
      to: entry.to,
      reason: entry.reason,
    })),
  };
}

export const owedLinkReply = (link: OwedLink) => ({
  amountCents: link.amountCents,
  amount: formatCents(link.amountCents),
  url: link.url,
  expiresAt: link.expiresAt.toISOString(),
});

export function editReply(result: Extract<EditResult, { ok: true }>): TripEditReply {
  return {
    oldPriceCents: result.oldPriceCents,
    oldPrice: formatCents(result.oldPriceCents),
    quotedPriceCents: result.quotedPriceCents,
    quotedPrice: formatCents(result.quotedPriceCents),
    priceCents: result.priceCents,
    price: formatCents(result.priceCents),
    changed: result.changed,
    saved: result.saved,
  };
}

export function paymentStatusReply(result: Extract<PaymentStatusResult, { ok: true }>): PaymentStatusReply {
  return {
    orderStatus: result.orderStatus,
    paymentState: result.paymentState,
    remainingCents: result.remainingCents,
    remaining: formatCents(result.remainingCents),
    known: result.known,
  };
}

type Failure<T> = Exclude<T, { ok: true }>;
export type DeskFailure =
  | Exclude<
      Failure<TransitionResult>,
      { error: 'assignmentRefused' | 'assignmentWarnings' | 'beforePickup' | 'undoExpired' }
    >
  | Failure<EditResult>
  | Failure<RefundResult>
  | Failure<OwedLinkResult>
  | Failure<PaymentStatusResult>
  | Failure<DriverResult>
  | Failure<VehicleResult>;

const invalid = (fields: Record<string, FieldError>): AdminErrorReply => ({ error: 'invalidFields', fields });

/**
 * A desk service's refusal as the wire's (`adminErrorStatus`): `notFound` as the key of what the call names, what the
 * request got wrong as `invalidFields` with its field, the rest under its own key with what it carries.
 */
export function deskRefusal(
  failure: DeskFailure,
  notFound: 'tripNotFound' | 'orderNotFound' | 'driverNotFound' | 'vehicleNotFound',
): AdminErrorReply {
  switch (failure.error) {
    case 'notFound':
      return { error: notFound };
    case 'illegalTransition':
      return { error: 'illegalTransition', from: failure.from };
    case 'notEditable':
      return { error: 'notEditable', from: failure.status };
    case 'amountTooHigh':
      return {
        error: 'amountTooHigh',
        remainingCents: failure.remainingCents,
        remaining: formatCents(failure.remainingCents),
      };
    case 'tripInvalid':
      return { error: 'tripInvalid', ...(failure.quote ? { quote: failure.quote } : {}) };
    case 'placeNotFound':
      return invalid({ [failure.field === 'from' ? 'fromPlaceId' : 'toPlaceId']: 'invalid' });
    case 'invalidPrice':
      return invalid({ priceCents: 'invalid' });
    case 'priceReasonRequired':
      return invalid({ priceReason: 'invalid' });
    case 'invalidAmount':
      return invalid({ amountCents: 'invalid' });
    case 'invalidKey':
      return invalid({ idempotencyKey: 'invalid' });
    case 'invalid':
      return invalid(Object.fromEntries(failure.fields.map((field) => [field, 'invalid'])));
    default:
      return { error: failure.error };
  }
}
