import fp from 'fastify-plugin';
import type { Language } from '#common/constants.ts';
import type { TripStatus } from '#common/contracts/trip-status.ts';
import type { Settings } from '../../config.ts';
import type { OrderRow } from '../../db/tables.ts';
import type { DeskActor, TripActor } from './actor.ts';
import {
  affectedTrips,
  endAbsence,
  listAbsences,
  recordAbsence,
  type AbsenceInput,
  type AbsenceResult,
  type AbsenceView,
  type EndAbsenceResult,
} from './absences.ts';
import { assignmentOptions, type AssignmentOptions } from './assignment.ts';
import { bulkTransition, type BulkRequest, type BulkResult } from './bulk.ts';
import { exportCsv, listTrips, type TripFilter, type TripList } from './board.ts';
import type { DeskDeps } from './deps.ts';
import {
  addDriver,
  changeDriver,
  listDrivers,
  type Driver,
  type DriverChange,
  type NewDriverInput,
  type DriverResult,
} from './drivers.ts';
import { editTrip, type EditResult, type PriceOptions, type TripChanges } from './edit-trip.ts';
import {
  cancelTrip,
  transition,
  undoDone,
  type CancelOptions,
  type CancelResult,
  type TransitionOptions,
  type TransitionResult,
} from './lifecycle.ts';
import { sendOwedLink, syncOwedLinks, type OwedLinkResult } from './owed.ts';
import {
  fetchPaymentStatus,
  followUpRefunds,
  refund,
  syncRefunds,
  type PaymentStatusResult,
  type RefundRequest,
  type RefundResult,
  type RefundTarget,
} from './refunds.ts';
import {
  bookByPhone,
  findCallers,
  type FoundCaller,
  type PhoneBookingRequest,
  type PhoneBookingResult,
} from './phone-booking.ts';
import { getTrip, type TripDetail } from './trip-detail.ts';
import {
  addVehicle,
  changeVehicle,
  listVehicles,
  type Vehicle,
  type VehicleChange,
  type VehicleInput,
  type VehicleResult,
} from './vehicles.ts';
import { runSheet, type RunSheet } from './run-sheet.ts';
import { plan, type Plan } from './plan.ts';
import { runSheetPdf } from './run-sheet-pdf.ts';
import type { BoardTrip } from './trip-view.ts';

/**
 * The operator's desk (issue 11): what its routes call, each with the acting staff member (`app.staff.actor`, which
 * checked the call's ability; what changes something checks it again). Cancelling, refunding and editing also take the
 * customer, for their own booking's manage calls (`app.manage`, docs/decisions/022-manage-booking.md).
 */
export interface Desk {
  listTrips(actor: DeskActor, filter: TripFilter): Promise<TripList>;
  getTrip(actor: DeskActor, tripId: number): Promise<TripDetail | undefined>;
  transition(actor: DeskActor, tripId: number, to: TripStatus, options?: TransitionOptions): Promise<TransitionResult>;
  /** The board's selected trips confirmed or assigned, each its own transition, with what became of each. */
  bulkTransition(actor: DeskActor, request: BulkRequest): Promise<BulkResult[]>;
  /** A trip marked done back to assigned, within minutes of the done. */
  undoDone(actor: DeskActor, tripId: number, reason: string): Promise<TransitionResult>;
  /** The active drivers and vehicles with what each would meet on the trip; undefined when no such trip. */
  assignmentOptions(actor: DeskActor, tripId: number): Promise<AssignmentOptions | undefined>;
  cancelTrip(actor: TripActor, tripId: number, options: CancelOptions): Promise<CancelResult>;
  refund(actor: TripActor, target: RefundTarget, request: RefundRequest): Promise<RefundResult>;
  /** The order's pending refunds brought up to date with the provider; false when it could not tell. */
  syncRefunds(order: Pick<OrderRow, 'id' | 'tenant_id'>): Promise<boolean>;
  fetchPaymentStatus(actor: DeskActor, orderId: number): Promise<PaymentStatusResult>;
  /**
   * The link of what the trip's paid order still owes after a raised price (docs/decisions/048-owed-and-refund-follow-up.md),
   * mailed to the customer when `mail`; the customer's own pay button asks it too.
   */
  sendOwedLink(actor: TripActor, tripId: number, options: { mail: boolean }): Promise<OwedLinkResult>;
  /**
   * A provider's call to the order's link webhook: the links of what it owes, the phone booking's own link, and (Mollie
   * calls the payment's webhook for them) its refunds. False when the provider could not tell.
   */
  linkWebhook(orderId: number): Promise<boolean>;
  /** The pending refunds due a look asked about (the follow-up's tick, once across instances); how many. */
  followUpRefunds(now?: Date): Promise<number>;
  editTrip(actor: TripActor, tripId: number, changes: TripChanges, options?: PriceOptions): Promise<EditResult>;
  listDrivers(actor: DeskActor, options?: { includeInactive?: boolean }): Promise<Driver[]>;
  addDriver(actor: DeskActor, input: NewDriverInput): Promise<DriverResult>;
  changeDriver(actor: DeskActor, driverId: number, change: DriverChange): Promise<DriverResult>;
  listVehicles(actor: DeskActor, options?: { includeInactive?: boolean }): Promise<Vehicle[]>;
  addVehicle(actor: DeskActor, input: VehicleInput): Promise<VehicleResult>;
  changeVehicle(actor: DeskActor, vehicleId: number, change: VehicleChange): Promise<VehicleResult>;
  exportCsv(actor: DeskActor, filter: TripFilter): Promise<Buffer>;
  /** A driver's trips of one day (`YYYY-MM-DD`); undefined for no driver of the actor's tenant. */
  runSheet(actor: DeskActor, driverId: number, date: string): Promise<RunSheet | undefined>;
  /** The same as an A4 PDF in `lang`. */
  runSheetPdf(actor: DeskActor, driverId: number, date: string, lang: Language): Promise<Buffer | undefined>;
  /** The plan of one day (`YYYY-MM-DD`): drivers, vehicles and the day's trips that are not cancelled. */
  plan(actor: DeskActor, day: string): Promise<Plan | undefined>;
  /** The tenant's customers and earlier guests by phone (any spelling), email or name, with their latest trips. */
  findCallers(actor: DeskActor, q: string): Promise<FoundCaller[]>;
  /** A booking taken by phone, paid by a link, to the driver or on account (or only its quote). */
  bookByPhone(actor: DeskActor, request: PhoneBookingRequest): Promise<PhoneBookingResult>;
  /** The drivers' absences going on and to come (docs/decisions/039-driver-absence-and-bulk.md). */
  listAbsences(actor: DeskActor): Promise<AbsenceView[]>;
  /** The driver's assigned trips in the window; undefined for no driver of the actor's tenant. */
  affectedTrips(actor: DeskActor, driverId: number, from: Date, to: Date): Promise<BoardTrip[] | undefined>;
  /** The driver unavailable from … to …, and their trips then to other drivers or back to confirmed. */
  recordAbsence(actor: DeskActor, driverId: number, input: AbsenceInput): Promise<AbsenceResult>;
  /** The absence ends now (withdrawn when it has not begun). */
  endAbsence(actor: DeskActor, absenceId: number): Promise<EndAbsenceResult>;
}

declare module 'fastify' {
  interface FastifyInstance {
    desk: Desk;
  }
}

/** How often the pending refunds due a look are looked for (docs/reference/constants.md). */
const refundFollowUpSweepMs = 60_000;

export function createDesk(deps: DeskDeps): Desk {
  return {
    listTrips: (actor, filter) => listTrips(deps, actor, filter),
    getTrip: (actor, tripId) => getTrip(deps, actor, tripId),
    transition: (actor, tripId, to, options) => transition(deps, actor, tripId, to, options),
    bulkTransition: (actor, request) => bulkTransition(deps, actor, request),
    undoDone: (actor, tripId, reason) => undoDone(deps, actor, tripId, reason),
    assignmentOptions: (actor, tripId) => assignmentOptions(deps, actor, tripId),
    cancelTrip: (actor, tripId, options) => cancelTrip(deps, actor, tripId, options),
    refund: (actor, target, request) => refund(deps, actor, target, request),
    syncRefunds: (order) => syncRefunds(deps, order),
    fetchPaymentStatus: (actor, orderId) => fetchPaymentStatus(deps, actor, orderId),
    sendOwedLink: (actor, tripId, options) => sendOwedLink(deps, actor, tripId, options),
    async linkWebhook(orderId) {
      const owed = await syncOwedLinks(deps, orderId);
      const link = await deps.orders.linkWebhook(orderId);
      const order = await deps.db
        .selectFrom('orders')
        .select(['id', 'tenant_id'])
        .where('id', '=', orderId)
        .executeTakeFirst();
      const refunds = order ? await syncRefunds(deps, order) : true;
      return owed && link && refunds;
    },
    followUpRefunds: (now = deps.now()) => followUpRefunds(deps, now),
    editTrip: (actor, tripId, changes, options) => editTrip(deps, actor, tripId, changes, options),
    listDrivers: (actor, options) => listDrivers(deps, actor, options),
    addDriver: (actor, input) => addDriver(deps, actor, input),
    changeDriver: (actor, driverId, change) => changeDriver(deps, actor, driverId, change),
    listVehicles: (actor, options) => listVehicles(deps, actor, options),
    addVehicle: (actor, input) => addVehicle(deps, actor, input),
    changeVehicle: (actor, vehicleId, change) => changeVehicle(deps, actor, vehicleId, change),
    exportCsv: (actor, filter) => exportCsv(deps, actor, filter),
    runSheet: (actor, driverId, date) => runSheet(deps, actor, driverId, date),
    runSheetPdf: async (actor, driverId, date, lang) => {
      const sheet = await runSheet(deps, actor, driverId, date);
      return sheet && runSheetPdf(sheet, lang);
    },
    plan: (actor, day) => plan(deps, actor, day),
    findCallers: (actor, q) => findCallers(deps, actor, q),
    bookByPhone: (actor, request) => bookByPhone(deps, actor, request),
    listAbsences: (actor) => listAbsences(deps, actor),
    affectedTrips: (actor, driverId, from, to) => affectedTrips(deps, actor, driverId, from, to),
    recordAbsence: (actor, driverId, input) => recordAbsence(deps, actor, driverId, input),
    endAbsence: (actor, absenceId) => endAbsence(deps, actor, absenceId),
  };
}

/** The desk's services on the app (`app.desk`), over the app's database, providers, mailer and event bus. */
export const deskPlugin = fp<Pick<Settings, 'databaseUrl' | 'publicUrl'> & { refundFollowUpMs?: number | undefined }>(
  async (app, options) => {
    const desk = createDesk({
      db: app.db,
      dialect: options.databaseUrl ? 'postgres' : 'sqlite',
      tenants: app.tenants,
      payments: app.payments,
      orders: app.orders,
      mailer: app.mailer,
      events: app.deskEvents,
      findPlaces: (tenant, ids) => app.places.finder(tenant, ids),
      roads: app.roads,
      publicUrl: options.publicUrl,
      log: app.log,
      now: () => new Date(),
    });
    app.decorate('desk', desk);
    // Pending refunds are followed up every minute on every instance; each look is claimed by one of them (decision 048).
    const followUpMs = options.refundFollowUpMs ?? refundFollowUpSweepMs;
    if (followUpMs > 0) {
      let timer: NodeJS.Timeout | undefined;
      app.addHook('onReady', async () => {
        timer = setInterval(() => {
          desk
            .followUpRefunds()
            .catch((error: unknown) =>
              app.log.warn({ err: error }, 'Refund follow-up failed; the next one tries again'),
            );
        }, followUpMs).unref();
      });
      app.addHook('onClose', async () => clearInterval(timer));
    }
  },
  {
    name: 'desk',
    dependencies: ['database', 'tenants', 'places', 'routing', 'payments', 'mail', 'desk-events', 'orders'],
  },
);
