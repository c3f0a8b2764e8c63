import type { FastifyInstance } from 'fastify';
import type { DeskActor } from '../../src/modules/desk/actor.ts';
import type { DeskEvent } from '../../src/modules/desk-events/events.ts';
import { cart, checkOut, findOrderRow, person, simulatorPaymentId } from '../support/checkout.ts';
import { makeStaff } from '../support/desk.ts';
import { trip } from '../support/trips.ts';

export interface DeskActors {
  admin: DeskActor;
  secondAdmin: DeskActor;
  dispatcher: DeskActor;
  /** An admin of another tenant. */
  otherTenantAdmin: DeskActor;
}

const actorsOfApp = new WeakMap<FastifyInstance, Promise<DeskActors>>();

/**
 * Staff of the demo tenant (two admins and a dispatcher) and an admin of another tenant, made once per app: real
 * members, as the audit history names who acted.
 */
export function deskActors(app: FastifyInstance): Promise<DeskActors> {
  const known = actorsOfApp.get(app);
  if (known) return known;
  const actor = async (tenantId: string, role: DeskActor['role']): Promise<DeskActor> => ({
    tenantId,
    staffId: (await makeStaff(app, { tenantId, role })).id,
    role,
  });
  const made = (async () => ({
    admin: await actor('demo', 'admin'),
    secondAdmin: await actor('demo', 'admin'),
    dispatcher: await actor('demo', 'dispatcher'),
    otherTenantAdmin: await actor('zakelijk', 'admin'),
  }))();
  actorsOfApp.set(app, made);
  return made;
}

/** A trip of the demo tenant at the price the server quotes for it (a night or a weekend costs more). */
export async function quotedTrip(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/trip_request.json',
    headers: { host: 'localhost:8080' },
    payload: { lang: 'nl', proforma: '1', validate: '*', trip: trip(overrides) },
  });
  const quote = response.json() as { amounttopay: string; error: string };
  if (response.statusCode !== 200) throw new Error(`no quote: ${quote.error}`);
  return trip({ ...overrides, price: quote.amounttopay });
}

export interface Booked {
  orderId: number;
  klantNr: number;
  tripIds: number[];
}

let made = 0;

/**
 * An order of the demo tenant through the customer's checkout, paid at the simulator unless `paid` is false (then it
 * waits for its payment). Each order is a cart of its own.
 */
export async function book(
  app: FastifyInstance,
  options: {
    trips?: Array<Record<string, unknown>>;
    person?: Partial<typeof person>;
    lang?: 'nl' | 'en';
    paid?: boolean;
  } = {},
): Promise<Booked> {
  made += 1;
  const trips = await Promise.all((options.trips ?? [{}]).map((overrides) => quotedTrip(app, overrides)));
  const { response, reply } = await checkOut(
    app,
    cart({
      lang: options.lang ?? 'nl',
      person: { ...person, remarks: `order ${made}`, ...options.person },
      trips,
    }),
  );
  if (response.statusCode !== 200 || !reply.orderId || !reply.klantNr)
    throw new Error(`checkout failed: ${response.statusCode} ${response.body}`);
  if (options.paid !== false) {
    const paymentId = simulatorPaymentId(reply.form, 'http://localhost:8080');
    await app.db.updateTable('simulator_payments').set({ status: 'paid' }).where('id', '=', paymentId).execute();
    await app.orders.syncPayment(await findOrderRow(app, reply.orderId));
  }
  const rows = await app.db
    .selectFrom('order_trips')
    .select('id')
    .where('order_id', '=', reply.orderId)
    .orderBy('position')
    .execute();
  return { orderId: reply.orderId, klantNr: reply.klantNr, tripIds: rows.map((row) => row.id) };
}

/** The first trip of a new paid order. */
export async function bookOne(app: FastifyInstance, overrides: Record<string, unknown> = {}, lang?: 'nl' | 'en') {
  const booked = await book(app, { trips: [overrides], ...(lang ? { lang } : {}) });
  return { ...booked, tripId: booked.tripIds[0]! };
}

export const history = (app: FastifyInstance, tripId: number) =>
  app.db
    .selectFrom('trip_events')
    .select(['actor', 'staff_id', 'kind', 'field', 'from_value', 'to_value', 'reason'])
    .where('trip_id', '=', tripId)
    .orderBy('id')
    .execute();

/** Every desk event of a tenant from now on. */
export async function listen(app: FastifyInstance, tenantId = 'demo') {
  const events: DeskEvent[] = [];
  const stop = await app.deskEvents.subscribe(tenantId, (event) => {
    if (event.type !== 'sessionsEnded') events.push(event);
  });
  return { events, stop };
}

/** A vehicle of the demo tenant: a four-seat sedan unless told otherwise. */
export async function newVehicle(
  app: FastifyInstance,
  fields: Partial<{ name: string; plate: string; seats: number; luggage: number; vehicleClass: string }> = {},
) {
  const { admin } = await deskActors(app);
  const saved = await app.desk.addVehicle(admin, {
    name: 'Toyota Prius, zwart',
    plate: 'gb-123-x',
    seats: 4,
    luggage: 3,
    vehicleClass: 'sedan',
    ...fields,
  });
  if (!saved.ok) throw new Error(`vehicle not saved: ${saved.error}`);
  return saved.vehicle;
}

/** A driver of the demo tenant, with a vehicle of their own as their usual one. */
export async function newDriver(app: FastifyInstance, name = 'Piet Rijders') {
  const { admin } = await deskActors(app);
  const vehicle = await newVehicle(app);
  const saved = await app.desk.addDriver(admin, { name, phone: '+31 6 11112222', usualVehicleId: vehicle.id });
  if (!saved.ok) throw new Error(`driver not saved: ${saved.error}`);
  return saved.driver;
}
