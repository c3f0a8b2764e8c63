import type { Trip, TripReply } from '#common/contracts/trip.ts';
import { isOpenTripStatus, type TripStatus } from '#common/contracts/trip-status.ts';
import { centsToAmount } from '#common/format/amount.ts';
import { checkCart, type CheckedTrip } from '../orders/check-cart.ts';
import { announceAlerts } from '../alerts/alert-store.ts';
import { recordTripEvents, type TripEvent } from '../orders/trip-history.ts';
import { toDate } from '../../db/tables.ts';
import { contactTerms, parsePerson, tripSearchText } from '../../db/trip-search.ts';
import type { Tenant } from '../tenants/tenant-registry.ts';
import { stopIds, type PlaceFinder } from '../trips/places.ts';
import { routesOf } from '../trips/quote-trip.ts';
import { auditAction, changedBy, may, tripTarget, type TripActor } from './actor.ts';
import { mailCustomer } from './customer-mail.ts';
import { noticeOperator } from './operator-notice.ts';
import { owedLinkForMail } from './owed.ts';
import type { DeskDeps } from './deps.ts';

/** What the desk may change of a trip (issue 11, edit a trip); what is left out stays. */
export interface TripChanges {
  /** `YYYY-MM-DD HH:mm`, Europe/Amsterdam. */
  datetime?: string;
  /** The pickup and the destination as the ids of places the address search found, as the customer picks them. */
  fromPlaceId?: string;
  toPlaceId?: string;
  passengers?: number;
  vehicleClass?: string;
  flightNumber?: string;
  extraInfo?: string;
}

export interface PriceOptions {
  /** A price set by hand instead of the quote; it needs a reason (kept in the history). */
  priceCents?: number;
  priceReason?: string;
  /** Only quote: the old and new price, nothing written. */
  preview?: boolean;
  /** The trip's `updatedAt` the changes were made on (ISO 8601): when it changed since, the edit is a `conflict`. */
  version?: string;
  /**
   * The customer's cutoff (docs/decisions/022-manage-booking.md): the trip is changed only while its pickup is after
   * this moment, in the saving update itself, else the edit is a `conflict`. The manage service checks the old and the
   * new pickup against it first.
   */
  pickupAfter?: Date;
}

/** The trip's fields the history names, as the desk shows them. */
type EditedField = 'datetime' | 'from' | 'to' | 'passengers' | 'vehicleClass' | 'flightNumber' | 'extraInfo';

export type EditResult =
  | {
      ok: true;
      oldPriceCents: number;
      /** What the tariff asks for the trip as changed. */
      quotedPriceCents: number;
      /** What the trip costs now: the quote, or the price set by hand. */
      priceCents: number;
      changed: Array<EditedField | 'price'>;
      saved: boolean;
    }
  | { ok: false; error: 'notFound' | 'forbidden' }
  | { ok: false; error: 'notEditable'; status: TripStatus }
  /** The address search's id names no place the server knows. */
  | { ok: false; error: 'placeNotFound'; field: 'from' | 'to' }
  /** The trip as changed is refused by the tenant's rules: `quote` says why, as `trip_request.json` would. */
  | { ok: false; error: 'tripInvalid'; quote: TripReply | undefined }
  | { ok: false; error: 'invalidPrice' | 'priceReasonRequired' }
  /** Someone else changed the trip meanwhile: look again. */
  | { ok: false; error: 'conflict' };

/** The stop that carries the flight: the one that has one, else the first airport, else the pickup. */
function flightStop(trip: Trip): number {
  const withFlight = trip.tour.findIndex((stop) => stop.flightNumber.trim() !== '');
  if (withFlight >= 0) return withFlight;
  const airport = trip.tour.findIndex((stop) => stop.address?.flightInfo === true);
  return airport >= 0 ? airport : 0;
}

/** The stored trip with the changes applied; the places are the server's own. */
function changedTrip(
  findPlace: PlaceFinder,
  tenant: Tenant,
  stored: Trip,
  changes: TripChanges,
): { ok: true; trip: Trip } | { ok: false; missing: 'from' | 'to' } {
  const tour = stored.tour.map((stop) => ({ ...stop }));
  for (const [field, index, id] of [
    ['from', 0, changes.fromPlaceId],
    ['to', 1, changes.toPlaceId],
  ] as const) {
    if (id === undefined) continue;
    const place = findPlace(id);
    const stop = tour[index];
    if (!place || !stop) return { ok: false, missing: field };
    tour[index] = { ...stop, address: place, atype: place.atype, nr: place.nr };
  }
  if (changes.flightNumber !== undefined) {
    const index = flightStop({ ...stored, tour });
    tour.forEach((stop, at) => {
      tour[at] = { ...stop, flightNumber: at === index ? changes.flightNumber!.trim() : '' };
    });
  }
  const trip: Trip = {
    ...stored,
    tour,
    ...(changes.datetime === undefined ? {} : { datetime: changes.datetime }),
    ...(changes.extraInfo === undefined ? {} : { extraTripInfo: changes.extraInfo }),
    ...(changes.passengers === undefined ? {} : { passengerCount: changes.passengers }),
    ...(changes.vehicleClass === undefined ? {} : { [tenant.tariff.vehicleClassField]: changes.vehicleClass }),
  };
  return { ok: true, trip };
}

/**
 * Changes a trip as the desk asks (issue 11, edit a trip): the trip is checked and priced again by the same code the
 * customer's checkout runs (`checkCart`), so the desk sees the old and the new price; a dispatcher may set the price by
 * hand with a reason. One conditional update with a history row per changed field, then the customer is mailed what
 * changed. The desk may move a pickup up to now: the customer's booking lead time (`bookingLeadMinutes`) is not the desk's. The
 * order's total stays what was charged. The customer's own change (docs/decisions/022-manage-booking.md) runs here too,
 * as the customer, under their lead time and cutoff.
 */
export async function editTrip(
  deps: DeskDeps,
  actor: TripActor,
  tripId: number,
  changes: TripChanges,
  options: PriceOptions = {},
): Promise<EditResult> {
  if (!may(actor, 'tripActions')) return { ok: false, error: 'forbidden' };
  const tenant = deps.tenants.byId(actor.tenantId);
  const row = await deps.db
    .selectFrom('order_trips')
    .innerJoin('orders', 'orders.id', 'order_trips.order_id')
    .innerJoin('customers', 'customers.id', 'orders.customer_id')
    .selectAll('order_trips')
    .select(['orders.customer_id', 'orders.person', 'customers.username', 'customers.email', 'customers.phone'])
    .where('order_trips.id', '=', tripId)
    .where('order_trips.tenant_id', '=', actor.tenantId)
    .executeTakeFirst();
  if (!row || !tenant) return { ok: false, error: 'notFound' };
  if (!isOpenTripStatus(row.status)) return { ok: false, error: 'notEditable', status: row.status };
  if (options.version !== undefined && options.version !== toDate(row.updated_at).toISOString())
    return { ok: false, error: 'conflict' };
  if (options.priceCents !== undefined) {
    if (!Number.isSafeInteger(options.priceCents) || options.priceCents < 0)
      return { ok: false, error: 'invalidPrice' };
    if ((options.priceReason ?? '').trim() === '') return { ok: false, error: 'priceReasonRequired' };
  }

  const stored = JSON.parse(row.trip) as Trip;
  const changedIds = [changes.fromPlaceId, changes.toPlaceId].filter((id) => id !== undefined);
  const findPlace = await deps.findPlaces(tenant, [...changedIds, ...stopIds([stored])]);
  const changedOne = changedTrip(findPlace, tenant, stored, changes);
  if (!changedOne.ok) return { ok: false, error: 'placeNotFound', field: changedOne.missing };
  const { trip } = changedOne;
  const now = deps.now();
  // The customer's own change keeps the booking lead time their checkout had.
  const rulesOf: Tenant =
    actor.role === 'customer' ? tenant : { ...tenant, info: { ...tenant.info, bookingLeadMinutes: 0 } };
  const routes = await routesOf(deps.roads, [trip], tenant, findPlace);
  const checked = checkCart([trip], rulesOf, { now, findPlace, routes, pricesShown: false });
  if (!checked.ok) return { ok: false, error: 'tripInvalid', quote: checked.quotes[0] };
  const next = checked.trips[0] as CheckedTrip;
  const priceCents = options.priceCents ?? next.priceCents;

  const compared: Array<[EditedField, string, string]> = [
    ['datetime', row.datetime, next.datetime],
    ['from', row.from_text, next.fromText],
    ['to', row.to_text, next.toText],
    ['passengers', String(row.passengers), String(next.passengers)],
    ['vehicleClass', row.vehicle_class, next.vehicleClass],
    ['flightNumber', row.flight_number, next.flightNumber],
    ['extraInfo', row.extra_info, next.extraInfo],
  ];
  const edited = compared.filter(([, before, after]) => before !== after);
  const priceChanged = priceCents !== row.price_cents;
  const changed = [...edited.map(([field]) => field), ...(priceChanged ? (['price'] as const) : [])];
  const result = { ok: true as const, oldPriceCents: row.price_cents, quotedPriceCents: next.priceCents, priceCents };
  if (options.preview || changed.length === 0) return { ...result, changed, saved: false };

  const common = { tenantId: actor.tenantId, tripId, orderId: row.order_id, by: changedBy(actor) };
  const events: TripEvent[] = [
    ...edited.map(([field, before, after]): TripEvent => ({ ...common, kind: 'edit', field, from: before, to: after })),
    ...(priceChanged
      ? [
          {
            ...common,
            kind: 'price',
            field: options.priceCents === undefined ? 'quote' : 'manual',
            from: centsToAmount(row.price_cents),
            to: centsToAmount(priceCents),
            reason: options.priceReason?.trim() ?? '',
          } satisfies TripEvent,
        ]
      : []),
  ];
  const saved = await deps.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('order_trips')
      .set({
        datetime: next.datetime,
        pickup_at: next.pickupAt,
        trip: JSON.stringify(next.trip),
        from_text: next.fromText,
        to_text: next.toText,
        passengers: next.passengers,
        vehicle_class: next.vehicleClass,
        flight_number: next.flightNumber,
        extra_info: next.extraInfo,
        price_cents: priceCents,
        duration_minutes: next.durationMinutes,
        search_text: tripSearchText({
          klantNr: row.customer_id,
          orderId: row.order_id,
          contact: contactTerms(row, parsePerson(row.person)),
          fromText: next.fromText,
          toText: next.toText,
          flightNumber: next.flightNumber,
        }),
        updated_at: now,
      })
      .where('id', '=', tripId)
      .where('tenant_id', '=', actor.tenantId)
      .where('status', '=', row.status)
      .where('updated_at', '=', row.updated_at)
      .$if(options.pickupAfter !== undefined, (update) => update.where('pickup_at', '>', options.pickupAfter!))
      .executeTakeFirst();
    if (updated.numUpdatedRows !== 1n) return false;
    const raised = await recordTripEvents(trx, events, now);
    await auditAction(
      trx,
      actor,
      {
        action: 'trip_edited',
        target: tripTarget(tripId),
        detail: {
          fields: changed.join(','),
          ...(priceChanged
            ? {
                priceFromCents: row.price_cents,
                priceToCents: priceCents,
                ...(options.priceCents === undefined ? {} : { priceReason: options.priceReason?.trim() ?? '' }),
              }
            : {}),
        },
      },
      now,
    );
    return raised;
  });
  if (!saved) return { ok: false, error: 'conflict' };
  await deps.events.publish(actor.tenantId, { type: 'tripChanged', tripId, orderId: row.order_id, change: 'edit' });
  await announceAlerts(deps.events, saved);
  // A raised price of a paid order is owed: the mail says how much, with the link to pay it (decision 048).
  const owed = priceCents > row.price_cents ? await owedLinkForMail(deps, row.order_id) : undefined;
  await mailCustomer(deps, tripId, {
    kind: 'changed',
    before: { datetime: row.datetime, from: row.from_text, to: row.to_text, priceCents: row.price_cents },
    byCustomer: actor.role === 'customer',
    owed,
  });
  if (actor.role === 'customer')
    await noticeOperator(deps, tripId, {
      kind: 'changed',
      changes: [
        ...edited.map(([field, from, to]) => ({ field, from, to })),
        ...(priceChanged
          ? [{ field: 'price', from: centsToAmount(row.price_cents), to: centsToAmount(priceCents) }]
          : []),
      ],
    });
  return { ...result, changed, saved: true };
}
