import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { vehicleSchema } from '#common/contracts/desk-vehicles.ts';
import { driverSchema } from '#common/contracts/desk-trips.ts';
import { instantOfWallTime, parseTripDatetime } from '#common/fields/trip-datetime.ts';
import { openDatabase } from '#server/db/connect.ts';
import { insertOrder, settleOrder } from '#server/modules/orders/order-store.ts';
import { herestraat, stationGroningen, trip as storedTrip, upcoming } from '#server-test/support/trips.ts';
import { demoUrl } from './tenants.ts';

/** Vehicles, drivers and trips for the assignment journeys (docs/decisions/035-vehicles-and-assignment-checks.md). */

function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the browser tests through playwright.config.ts');
  return dir;
}

/**
 * A trip of the demo tenant booked on account for `passengers`, in the database the test server runs on, as a checkout
 * writes it; answers its trip number. All of a run's trips share one pickup, so they overlap each other.
 */
export async function storeDemoTrip(passengers: number, datetime = upcoming(5, '10:00')): Promise<number> {
  const wall = parseTripDatetime(datetime);
  if (!wall) throw new Error(`not a pickup: ${datetime}`);
  const db = await openDatabase({ dataDir: dataDir(), databaseUrl: undefined });
  try {
    const name = `Gast ${randomUUID().slice(0, 8)}`;
    const email = `${randomUUID().slice(0, 8)}@example.nl`;
    const order = await insertOrder(db, {
      tenantId: 'demo',
      customerId: null,
      contact: { name, email, phone: '+31612345678' },
      person: { custname: name, custemail: email, custtel: '+31612345678', remarks: '' },
      lang: 'nl',
      trips: [
        {
          trip: storedTrip({ datetime, passengerCount: passengers, bagage: 2 }),
          datetime,
          pickupAt: instantOfWallTime(wall),
          fromText: herestraat.text,
          toText: stationGroningen.text,
          passengers,
          vehicleClass: 'sedan',
          flightNumber: '',
          extraInfo: '',
          priceCents: 1250,
          durationMinutes: 30,
        },
      ],
      totalCents: 1250,
      fingerprint: randomUUID(),
      returnOrigin: demoUrl,
    });
    if (!order) throw new Error('trip not stored');
    await settleOrder(db, order.id, 'booked');
    const trip = await db
      .selectFrom('order_trips')
      .select('id')
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    return trip.id;
  } finally {
    await db.destroy();
  }
}

/** A vehicle of the demo tenant, added through the desk's call with the (admin's) session of the page. */
export async function addVehicle(page: Page, vehicle: { name: string; seats: number; vehicleClass: string }) {
  const reply = await page.request.post(`${demoUrl}/api/admin/vehicles`, {
    data: { ...vehicle, plate: `E2-${randomUUID().slice(0, 4)}`, luggage: 4 },
    headers: { origin: demoUrl },
  });
  expect(reply.status()).toBe(201);
  return vehicleSchema.parse(await reply.json());
}

/** A driver of the demo tenant with a usual vehicle, added through the desk's call with the session of the page. */
export async function addDriverWith(page: Page, name: string, usualVehicleId: number) {
  const reply = await page.request.post(`${demoUrl}/api/admin/drivers`, {
    data: { name, phone: '', usualVehicleId },
    headers: { origin: demoUrl },
  });
  expect(reply.status()).toBe(201);
  return driverSchema.parse(await reply.json());
}

/** Assigns a trip through the desk's call with the session of the page, over any warnings. */
export async function assignTrip(page: Page, tripId: number, driverId: number, vehicleId: number): Promise<void> {
  const reply = await page.request.post(`${demoUrl}/api/admin/trips/${tripId}/transition`, {
    data: { to: 'assigned', driverId, vehicleId, overrideReason: 'e2e' },
    headers: { origin: demoUrl },
  });
  expect(reply.status()).toBe(200);
}
