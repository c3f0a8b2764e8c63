import type { Kysely } from 'kysely';
import type { TripStatus } from '#common/contracts/trip-status.ts';
import type { Trip, TourStop } from '#common/contracts/trip.ts';
import { isQuoted } from '#common/contracts/trip-quote.ts';
import type { Language } from '#common/constants.ts';
import { formatTripDatetime, instantOfWallTime, wallTimeAt } from '#common/fields/trip-datetime.ts';
import type { Database } from '../../db/tables.ts';
import { findCustomerByUsername } from '../customers/customers.ts';
import { demoAccounts } from '../customers/demo-accounts.ts';
import { findOrder } from '../orders/order-store.ts';
import type { Orders } from '../orders/plugin.ts';
import type { PaymentProviders } from '../payments/plugin.ts';
import type { Places } from '../places/plugin.ts';
import { demoStaff } from '../staff/demo-staff.ts';
import { findStaffByEmail } from '../staff/staff-store.ts';
import type { Tenant, TenantRegistry } from '../tenants/tenant-registry.ts';
import { quoteTrip } from '../trips/quote-trip.ts';
import { defaultServiceRules } from '#common/tenant/settings.ts';
import type { DeskActor } from './actor.ts';
import type { VehicleInput } from './vehicles.ts';
import type { Desk } from './plugin.ts';

/**
 * The demo tenants' drivers and trips (docs/decisions/007-demo-data.md): a desk that is not empty on a fresh
 * `npm start`. Every trip is booked through the customer's checkout (at a time before its pickup, so its price is the
 * tariff's of that moment), paid on the payment simulator or booked on account, and moved on by the demo admin through
 * the desk's own services, so its history, the audit and the customers' mails are what a real day leaves.
 */

export interface DemoDeskDeps {
  db: Kysely<Database>;
  tenants: TenantRegistry;
  places: Pick<Places, 'find'>;
  payments: PaymentProviders;
  orders: Pick<Orders, 'checkout' | 'syncPayment'>;
  desk: Desk;
  publicUrl: string;
  log: { info(message: string): void };
  now: Date;
}

/** A demo driver and the vehicle they usually drive. */
export interface DemoDriver {
  name: string;
  phone: string;
  /** Their own address, for the sign-in link (example.com: never a real mailbox). */
  email: string;
  vehicle: VehicleInput;
}

/**
 * Three or four drivers per demo tenant, each with their usual vehicle (docs/decisions/035-vehicles-and-assignment-checks.md):
 * names, phones, cars and plates as a Dutch taxi company has them, from a four-seat sedan to an eight-seat "Busje".
 */
export const demoDrivers: Readonly<Record<string, readonly DemoDriver[]>> = {
  demo: [
    {
      name: 'Henk Mulder',
      phone: '+31 6 1234 5601',
      email: 'henk.mulder@example.com',
      vehicle: { name: 'Toyota Prius, wit', plate: 'K-123-GB', seats: 4, luggage: 3, vehicleClass: 'sedan' },
    },
    {
      name: 'Fenna Zijlstra',
      phone: '+31 6 1234 5602',
      email: 'fenna.zijlstra@example.com',
      vehicle: { name: 'Škoda Superb Combi, grijs', plate: 'ZL-456-T', seats: 4, luggage: 5, vehicleClass: 'estate' },
    },
    {
      name: 'Yusuf Demir',
      phone: '+31 6 1234 5603',
      email: 'yusuf.demir@example.com',
      vehicle: {
        name: 'Mercedes-Benz V-Klasse (Busje), zwart',
        plate: 'V-789-HK',
        seats: 8,
        luggage: 8,
        vehicleClass: 'van',
      },
    },
    {
      name: 'Geert Dijkhuizen',
      phone: '+31 6 1234 5604',
      email: 'geert.dijkhuizen@example.com',
      vehicle: { name: 'Kia Niro EV, blauw', plate: 'TNX-12-B', seats: 4, luggage: 3, vehicleClass: 'sedan' },
    },
  ],
  zakelijk: [
    {
      name: 'Wietske Hofstra',
      phone: '+31 6 2345 6701',
      email: 'wietske.hofstra@example.com',
      vehicle: {
        name: 'Mercedes-Benz E-Klasse, zwart',
        plate: 'J-987-NB',
        seats: 4,
        luggage: 3,
        vehicleClass: 'sedan',
      },
    },
    {
      name: 'Erik Bosma',
      phone: '+31 6 2345 6702',
      email: 'erik.bosma@example.com',
      vehicle: { name: 'Mercedes-Benz V-Klasse, zwart', plate: 'VBN-34-R', seats: 7, luggage: 7, vehicleClass: 'van' },
    },
    {
      name: 'Marloes Kuipers',
      phone: '+31 6 2345 6703',
      email: 'marloes.kuipers@example.com',
      vehicle: { name: 'Tesla Model Y, zwart', plate: 'R-555-ZD', seats: 4, luggage: 5, vehicleClass: 'estate' },
    },
  ],
};

const names = [
  'Loïs Groenewegen',
  'Sébastien Müller',
  'Zoë de Jong',
  'Daniël Meijer',
  'Renée Brouwer',
  'Mehmet Öztürk',
  'Joëlle Veenstra',
  'Thijs Hoekstra',
  'Anaïs Smit',
  'Gerrit-Jan Boersma',
  'Inès van der Wal',
  'Björn Postma',
];

/** Places by their search ids (the open data of `data/`, the demo tenant's own `t:` places). */
const herestraat = 'a:9711LJ-12';
const oosterstraat = 'a:9711NN-1';
const grooteMarkt = 'a:9712HN-1';
const paterswoldseweg = 'a:9726BA-1';
const hereweg = 'a:9721AA-89';
const ebbingestraat = 'a:9712NB-1';
const lageweg = 'a:9479PA-31';
const haren = 'a:9752AA-7';
const assen = 'a:9401HS-1';
const stationGroningen = 's:GN';
const stationAssen = 's:ASN';
const schiphol = 'l:AMS';
const eelde = 'l:GRQ';
const umcg = 't:umcg';
/** The UMCG is a place of the demo tenant's own (config/tenants/demo.json); another tenant has its address. */
const elsewhere: Readonly<Record<string, string>> = { [umcg]: 'a:9713GZ-1' };

const placeOf = async (deps: DemoDeskDeps, tenant: Tenant, id: string) =>
  (await deps.places.find(tenant, id)) ?? (elsewhere[id] ? deps.places.find(tenant, elsewhere[id]) : null);

type Flight = { number: string; origin?: string; arrival?: string };

interface DemoTrip {
  /** Days from today. */
  day: number;
  time: string;
  from: string;
  to: string;
  passengers: number;
  vehicleClass: 'sedan' | 'estate' | 'van';
  status: TripStatus;
  /** On the airport stop: to an airport the flight out, from one the flight in. */
  flight?: Flight;
  extra?: string;
  /** An admin's partial refund with the cancellation, in cents (paid orders only). */
  refundCents?: number;
}

/** The flight out of an airport the trip goes to. */
const flightOut = (number: string) => ({ flight: { number } });
/** The flight in to an airport the trip starts at: its number, where it comes from and when it lands. */
const flightIn = (number: string, origin: string, arrival: string) => ({ flight: { number, origin, arrival } });

/** A planned trip: days from today, pickup time, from, to, passengers, vehicle class, state, and what else it has. */
type PlanRow = [
  day: number,
  time: string,
  from: string,
  to: string,
  passengers: number,
  vehicleClass: DemoTrip['vehicleClass'],
  status: TripStatus,
  more?: Pick<DemoTrip, 'flight' | 'extra' | 'refundCents'>,
];

/**
 * The trips of a demo tenant: yesterday's driven, today's from done to new, tomorrow's and the week's still to come
 * (tomorrow three without a driver and three with one, for the plan: docs/reference/desk.md#demo-trips-and-drivers).
 * A trip of today whose pickup has passed at the start is done (one a no-show), whatever the plan says; one planned as
 * driven whose pickup is still to come is assigned.
 */
const plan: readonly DemoTrip[] = (
  [
    [-1, '07:15', herestraat, schiphol, 2, 'estate', 'done', flightOut('KL1775')],
    [-1, '09:30', stationGroningen, umcg, 1, 'sedan', 'done'],
    [-1, '13:45', eelde, grooteMarkt, 3, 'estate', 'done', flightIn('TB1592', 'Antalya', '13:20')],
    [-1, '18:00', paterswoldseweg, stationGroningen, 1, 'sedan', 'no_show'],
    [-1, '22:30', grooteMarkt, lageweg, 2, 'sedan', 'canceled', { extra: 'Klant belde af' }],
    [0, '06:45', haren, schiphol, 4, 'van', 'done', flightOut('KL1001')],
    [0, '08:30', oosterstraat, umcg, 1, 'sedan', 'done', { extra: 'Rolstoel mee, inklapbaar' }],
    [0, '11:00', stationGroningen, assen, 2, 'sedan', 'assigned'],
    [0, '14:15', schiphol, herestraat, 2, 'estate', 'assigned', flightIn('KL1776', 'Londen Heathrow', '13:50')],
    [0, '16:30', hereweg, stationGroningen, 1, 'sedan', 'confirmed'],
    [0, '19:00', ebbingestraat, eelde, 2, 'sedan', 'new', flightOut('HV6123')],
    [0, '21:45', stationAssen, grooteMarkt, 3, 'estate', 'new'],
    [1, '05:30', lageweg, schiphol, 2, 'estate', 'assigned', flightOut('KL0601')],
    [1, '07:00', paterswoldseweg, stationGroningen, 1, 'sedan', 'assigned'],
    [1, '08:00', umcg, haren, 1, 'sedan', 'confirmed'],
    [1, '10:30', grooteMarkt, stationGroningen, 5, 'van', 'new', { extra: 'Twee kinderzitjes graag' }],
    [
      1,
      '12:45',
      eelde,
      oosterstraat,
      2,
      'sedan',
      'canceled',
      { ...flightIn('TB1594', 'Palma de Mallorca', '12:25'), refundCents: 1000 },
    ],
    [1, '14:30', stationGroningen, hereweg, 2, 'sedan', 'assigned'],
    [1, '17:15', herestraat, paterswoldseweg, 1, 'sedan', 'new'],
    [2, '09:00', assen, umcg, 2, 'sedan', 'confirmed'],
    [2, '15:30', stationGroningen, ebbingestraat, 1, 'sedan', 'new'],
    [3, '06:00', paterswoldseweg, schiphol, 3, 'estate', 'assigned', flightOut('KL1351')],
    [3, '20:00', oosterstraat, hereweg, 2, 'sedan', 'canceled', { extra: 'Diner verzet' }],
    [4, '11:15', schiphol, lageweg, 4, 'van', 'confirmed', flightIn('KL0892', 'Singapore', '10:45')],
    [5, '13:00', haren, stationAssen, 1, 'sedan', 'new'],
    [6, '10:00', umcg, herestraat, 2, 'sedan', 'new'],
    [7, '07:30', grooteMarkt, eelde, 2, 'estate', 'new', flightOut('TB1591')],
  ] satisfies readonly PlanRow[]
).map(([day, time, from, to, passengers, vehicleClass, status, more]) => ({
  day,
  time,
  from,
  to,
  passengers,
  vehicleClass,
  status,
  ...more,
}));

/** The moves from new to a state, through the desk's lifecycle (docs/reference/states.md#booked-trips). */
const path: Record<TripStatus, readonly TripStatus[]> = {
  new: [],
  confirmed: ['confirmed'],
  assigned: ['confirmed', 'assigned'],
  done: ['confirmed', 'assigned', 'done'],
  no_show: ['confirmed', 'assigned', 'no_show'],
  canceled: ['confirmed', 'canceled'],
};

const hour = 3_600_000;

function pickupOf(now: Date, day: number, time: string): { datetime: string; at: Date } {
  const today = wallTimeAt(now);
  const date = new Date(Date.UTC(today.year, today.month - 1, today.day) + day * 24 * hour);
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const wall = {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    hour: hours,
    minute: minutes,
  };
  return { datetime: formatTripDatetime(wall), at: instantOfWallTime(wall) };
}

async function stopAt(deps: DemoDeskDeps, tenant: Tenant, id: string, flight: Flight | undefined): Promise<TourStop> {
  const address = await placeOf(deps, tenant, id);
  if (!address) throw new Error(`demo data: no place ${id} for ${tenant.id}`);
  const flies = address.flightInfo && flight !== undefined;
  return {
    atype: address.atype,
    nr: address.nr,
    address,
    flightNumber: flies ? flight.number : '',
    flightOrigin: flies ? (flight.origin ?? '') : '',
    flightArrival: flies ? (flight.arrival ?? '') : '',
  };
}

/** The trip as the SPA sends it, its price the server's quote at the time it was booked. */
async function tripOf(
  deps: DemoDeskDeps,
  tenant: Tenant,
  demo: DemoTrip,
  datetime: string,
  bookedAt: Date,
): Promise<Trip> {
  const tour = await Promise.all([
    stopAt(deps, tenant, demo.from, demo.flight),
    stopAt(deps, tenant, demo.to, demo.flight),
  ]);
  const trip: Trip = {
    title: '',
    datetime,
    reverse: false,
    tour,
    extraTripInfo: demo.extra ?? '',
    passengerCount: demo.passengers,
    bagage: demo.flight ? demo.passengers : 0,
    vehicleClass: demo.vehicleClass,
  };
  const findPlace = (id: string) => tour.find((stop) => stop.address?.id === id)?.address ?? null;
  const quote = quoteTrip(trip, tenant, { now: bookedAt, findPlace });
  if (!isQuoted(quote)) throw new Error(`demo data: ${datetime} of ${tenant.id} not quoted: ${quote.error}`);
  return tenant.settings.requiresLogin ? trip : { ...trip, price: quote.amounttopay };
}

async function demoActor(db: Kysely<Database>, tenantId: string): Promise<DeskActor | undefined> {
  const admin = demoStaff.find((member) => member.tenantId === tenantId && member.role === 'admin');
  const row = admin && (await findStaffByEmail(db, tenantId, admin.email));
  return row ? { tenantId, staffId: row.id, role: row.role } : undefined;
}

/** The order's trip, booked and paid (or on account) as a customer does it. */
async function book(deps: DemoDeskDeps, rulesOf: Tenant, demo: DemoTrip, index: number): Promise<number> {
  // The seeded week is booked without the service rules (docs/decisions/043-service-rules.md): it must not depend on
  // the day it is seeded (a closed date, an early Sunday pickup before opening).
  const tenant: Tenant = { ...rulesOf, serviceRules: defaultServiceRules };
  const { datetime, at } = pickupOf(deps.now, demo.day, demo.time);
  // Booked a few days ahead, or a few hours before the start for a trip soon after it.
  const bookedAt = new Date(Math.min(at.getTime() - 3 * 24 * hour, deps.now.getTime() - 2 * hour));
  const trip = await tripOf(deps, tenant, demo, datetime, bookedAt);
  const lang: Language = index % 4 === 3 ? 'en' : 'nl';
  const name = names[index % names.length] ?? 'Jan de Vries';
  const account = tenant.settings.requiresLogin
    ? await findCustomerByUsername(
        deps.db,
        tenant.id,
        demoAccounts.find((each) => each.tenantId === tenant.id)?.username ?? '',
      )
    : undefined;
  if (tenant.settings.requiresLogin && !account) throw new Error(`demo data: ${tenant.id} has no demo account`);
  const email = `${name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '.')}@example.nl`;
  const outcome = await deps.orders.checkout({
    tenant,
    customer: account,
    lang,
    person: account
      ? {}
      : { custname: name, custemail: email, custtel: `+31 6 ${String(20_000_000 + index * 7_919)}`, remarks: '' },
    trips: [account ? { ...trip, extraTripInfo: [`Gast: ${name}`, demo.extra].filter(Boolean).join('. ') } : trip],
    agreeTerms: true,
    returnPath: `${deps.publicUrl}/checkout`,
    host: new URL(deps.publicUrl).host,
    now: bookedAt,
  });
  const orderId = outcome.status === 200 ? outcome.reply.orderId : null;
  if (orderId === null) throw new Error(`demo data: ${datetime} of ${tenant.id} not booked (${outcome.status})`);
  const order = await findOrder(deps.db, orderId);
  if (order?.status === 'pending' && order.provider === 'simulator' && order.provider_payment_id) {
    // The customer's click on the simulator's page; its webhook settles the order, else asking the provider does.
    await deps.payments.simulator.completeSimulatedPayment(order.provider_payment_id, 'paid');
    await deps.orders.syncPayment(order);
  }
  const trips = await deps.db.selectFrom('order_trips').select('id').where('order_id', '=', orderId).execute();
  const tripId = trips[0]?.id;
  if (tripId === undefined) throw new Error(`demo data: order ${orderId} has no trip`);
  return tripId;
}

/**
 * The driver a demo trip is given: the first, from the trip's turn on, whose usual vehicle the checks find nothing
 * against (seats, class, luggage, another trip), so the demo desk is planned as a dispatcher would plan it.
 */
async function driverFor(deps: DemoDeskDeps, actor: DeskActor, tripId: number, turn: number): Promise<number> {
  const options = await deps.desk.assignmentOptions(actor, tripId);
  if (!options) throw new Error(`demo data: trip ${tripId} has no assignment options`);
  const clean = (findings: { refusals: readonly unknown[]; warnings: readonly unknown[] }) =>
    findings.refusals.length === 0 && findings.warnings.length === 0;
  const fits = (driver: (typeof options.drivers)[number]) => {
    const vehicle = options.vehicles.find((each) => each.vehicle.id === driver.usualVehicleId);
    return vehicle !== undefined && clean(vehicle.findings) && clean(driver.findings);
  };
  const rotated = [
    ...options.drivers.slice(turn % options.drivers.length),
    ...options.drivers.slice(0, turn % options.drivers.length),
  ];
  const driver = rotated.find(fits);
  if (!driver) throw new Error(`demo data: no driver fits trip ${tripId}`);
  return driver.id;
}

/** The desk's moves of a trip to its demo state, by the demo admin. */
async function moveOn(deps: DemoDeskDeps, actor: DeskActor, tripId: number, demo: DemoTrip, turn: number) {
  const { at } = pickupOf(deps.now, demo.day, demo.time);
  const passed = at.getTime() < deps.now.getTime();
  const open = demo.status === 'new' || demo.status === 'confirmed' || demo.status === 'assigned';
  // Done and no-show wait for the pickup (docs/decisions/035-vehicles-and-assignment-checks.md): a trip of today planned
  // as driven whose pickup is still to come (a start after midnight) is assigned instead.
  const driven = demo.status === 'done' || demo.status === 'no_show';
  const status: TripStatus = passed && open ? 'done' : !passed && driven ? 'assigned' : demo.status;
  for (const to of path[status]) {
    if (to === 'canceled') {
      const refund = demo.refundCents
        ? { amountCents: demo.refundCents, idempotencyKey: `demo-refund-${tripId}` }
        : undefined;
      const reason = demo.extra ?? 'Vlucht geannuleerd';
      const canceled = await deps.desk.cancelTrip(actor, tripId, { reason, ...(refund ? { refund } : {}) });
      if (!canceled.ok) throw new Error(`demo data: trip ${tripId} not cancelled: ${canceled.error}`);
      // The refund followed up at the provider, as the desk's "fetch status" does: the order is partially refunded.
      if (canceled.refund?.ok)
        await deps.desk.syncRefunds({ id: canceled.refund.refund.orderId, tenant_id: actor.tenantId });
      continue;
    }
    const options =
      to === 'assigned'
        ? { driverId: await driverFor(deps, actor, tripId, turn) }
        : to === 'no_show'
          ? { reason: 'Klant niet op de ophaalplek' }
          : {};
    const moved = await deps.desk.transition(actor, tripId, to, options);
    if (!moved.ok) throw new Error(`demo data: trip ${tripId} not moved to ${to}: ${moved.error}`);
  }
}

/** The demo drivers and their vehicles that are not there yet (by plate and by name). */
async function seedDrivers(deps: DemoDeskDeps, actor: DeskActor, drivers: readonly DemoDriver[]): Promise<void> {
  const vehicles = await deps.desk.listVehicles(actor, { includeInactive: true });
  const known = await deps.desk.listDrivers(actor, { includeInactive: true });
  for (const driver of drivers) {
    if (known.some((each) => each.name === driver.name)) continue;
    const existing = vehicles.find((each) => each.plate === driver.vehicle.plate);
    const added = existing ? undefined : await deps.desk.addVehicle(actor, driver.vehicle);
    if (added && !added.ok) throw new Error(`demo data: vehicle ${driver.vehicle.name} not added: ${added.error}`);
    const usualVehicleId = existing?.id ?? (added?.ok ? added.vehicle.id : null);
    const saved = await deps.desk.addDriver(actor, {
      name: driver.name,
      phone: driver.phone,
      email: driver.email,
      usualVehicleId,
    });
    if (!saved.ok) throw new Error(`demo data: driver ${driver.name} not added: ${saved.error}`);
  }
}

/**
 * Seeds the demo drivers and trips of each demo tenant that is configured, has its demo admin, and has no trips yet:
 * a second start, or an installation that took bookings, gets nothing.
 */
export async function seedDemoDesk(deps: DemoDeskDeps, tenantIds: readonly string[]): Promise<void> {
  for (const tenantId of Object.keys(demoDrivers)) {
    const tenant = tenantIds.includes(tenantId) ? deps.tenants.byId(tenantId) : undefined;
    const actor = tenant && (await demoActor(deps.db, tenantId));
    if (!tenant || !actor) continue;
    // Demo payments are the simulator's: a tenant paid through a real provider books no demo trips.
    if (!tenant.settings.requiresLogin && deps.payments.forTenant(tenant).name !== 'simulator') continue;
    const anyTrip = await deps.db
      .selectFrom('order_trips')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .limit(1)
      .executeTakeFirst();
    if (anyTrip) continue;
    // Every place first: a tenant whose data lacks one gets nothing rather than half its trips.
    const ids = [...new Set(plan.flatMap((demo) => [demo.from, demo.to]))];
    const known = await Promise.all(ids.map(async (id) => (await placeOf(deps, tenant, id)) !== null));
    const missing = ids.find((_, at) => !known[at]);
    if (missing) {
      deps.log.info(`demo data: no trips for ${tenantId}, its address search has no place ${missing}`);
      continue;
    }
    const drivers = demoDrivers[tenantId] ?? [];
    await seedDrivers(deps, actor, drivers);
    for (const [index, demo] of plan.entries()) {
      // On account a trip is not paid through the provider: nothing to refund.
      const trip = tenant.settings.requiresLogin ? { ...demo, refundCents: undefined } : demo;
      const tripId = await book(deps, tenant, trip, index);
      await moveOn(deps, actor, tripId, trip, index);
    }
    deps.log.info(`demo data: ${plan.length} trips and ${drivers.length} drivers for ${tenantId}`);
  }
}
