import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driverSchema } from '#common/contracts/desk-trips.ts';
import { runSheetReplySchema } from '#common/contracts/run-sheet.ts';
import { formatDay } from '#common/format/date.ts';
import { book, type Booked } from '../desk/support.ts';
import { deskCall, loggedInStaff } from '../support/desk.ts';
import { dialects, startTestServerWithPlaces, type TestServer } from '../support/test-server.ts';
import { herestraat, schiphol, stop, upcoming } from '../support/trips.ts';

type Staff = Awaited<ReturnType<typeof loggedInStaff>>;

/** What one of poppler's tools (`pdftotext`, `pdfinfo`) reads in a PDF (docs/decisions/037-words-dates-and-run-sheets.md). */
async function poppler(tool: 'pdftotext' | 'pdfinfo', pdf: Buffer, args: readonly string[]): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'run-sheet-'));
  try {
    const file = join(dir, 'sheet.pdf');
    await writeFile(file, pdf);
    return execFileSync(tool, [...args, file, ...(tool === 'pdftotext' ? ['-'] : [])], { encoding: 'utf8' });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
const pdfText = (pdf: Buffer) => poppler('pdftotext', pdf, ['-layout']);
const pdfInfo = (pdf: Buffer) => poppler('pdfinfo', pdf, []);

describe.each(dialects)('a driver’s run sheet: /api/admin/drivers/:id/run-sheet(.pdf) (%s)', (dialect) => {
  let server: TestServer;
  let admin: Staff;
  let dispatcher: Staff;
  let zakelijkAdmin: Staff;
  let driverId: number;
  let otherDriverId: number;
  let early: Booked;
  let late: Booked;
  let canceled: Booked;
  let nextDay: Booked;
  // A Tuesday at least two days ahead: the trips' day, far from midnight.
  const day = upcoming(2, '00:00').slice(0, 10);

  const assign = async (tripId: number, to: number) => {
    for (const body of [
      { to: 'confirmed' },
      { to: 'assigned', driverId: to, overrideReason: 'one driver, the whole day' },
    ]) {
      const response = await dispatcher.call('POST', `/api/admin/trips/${tripId}/transition`, body);
      expect(response.statusCode, response.body).toBe(200);
    }
  };
  // A driver with a usual vehicle: the sheet's head names it.
  const newDriver = async (staff: Staff, name: string) => {
    const vehicle = await staff.call('POST', '/api/admin/vehicles', {
      name: 'Mercedes Vito',
      plate: 'vb-123-x',
      seats: 8,
      luggage: 8,
      vehicleClass: 'van',
    });
    expect(vehicle.statusCode, vehicle.body).toBe(201);
    const response = await staff.call('POST', '/api/admin/drivers', {
      name,
      phone: '+31 6 11112222',
      usualVehicleId: (vehicle.json() as { id: number }).id,
    });
    expect(response.statusCode, response.body).toBe(201);
    return driverSchema.parse(response.json()).id;
  };

  beforeAll(async () => {
    server = await startTestServerWithPlaces(dialect);
    admin = await loggedInStaff(server.app, { role: 'admin' });
    dispatcher = await loggedInStaff(server.app, { role: 'dispatcher' });
    zakelijkAdmin = await loggedInStaff(server.app, { tenantId: 'zakelijk', role: 'admin' });
    driverId = await newDriver(admin, 'Sébastien Müller');
    otherDriverId = await newDriver(zakelijkAdmin, 'Piet van Zakelijk');
    // Booked out of order: the sheet is by pickup time.
    late = await book(server.app, {
      person: { custname: 'Kees Jansen', custtel: '+31 50 1234567' },
      trips: [{ datetime: `${day} 14:00` }],
    });
    early = await book(server.app, {
      person: { custname: 'Loïs Groenewegen', custtel: '+31 6 87654321' },
      trips: [
        {
          datetime: `${day} 07:30`,
          tour: [
            { ...stop(schiphol), flightNumber: 'KL1234', flightOrigin: 'Londen', flightArrival: '07:05' },
            stop(herestraat),
          ],
          bagage: 2,
          extraTripInfo: 'Bord met naam',
        },
      ],
    });
    canceled = await book(server.app, { trips: [{ datetime: `${day} 10:00` }] });
    nextDay = await book(server.app, { trips: [{ datetime: upcoming(3, '09:00') }] });
    for (const booked of [late, early, canceled, nextDay]) await assign(booked.tripIds[0]!, driverId);
    const cancel = await admin.call('POST', `/api/admin/trips/${canceled.tripIds[0]}/cancel`, { reason: 'test' });
    expect(cancel.statusCode, cancel.body).toBe(200);
  });
  afterAll(() => server.close());

  it('lists the driver’s trips of the day by pickup time, with what the driver needs, and no cancelled one', async () => {
    const response = await dispatcher.call('GET', `/api/admin/drivers/${driverId}/run-sheet?date=${day}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const sheet = runSheetReplySchema.parse(response.json());
    expect(sheet.driver).toEqual({
      id: driverId,
      name: 'Sébastien Müller',
      phone: '+31 6 11112222',
      vehicle: 'Mercedes Vito',
      plate: 'VB-123-X',
    });
    expect(sheet.date).toBe(day);
    expect(sheet.trips).toEqual([
      {
        tripId: early.tripIds[0],
        datetime: `${day} 07:30`,
        from: 'Amsterdam Airport Schiphol (AMS)',
        to: 'Herestraat 12, 9711 LJ Groningen',
        passengers: 2,
        luggage: 2,
        flightNumber: 'KL1234',
        landing: '07:05',
        remarks: 'Bord met naam',
        passenger: { name: 'Loïs Groenewegen', phone: '+31 6 87654321' },
        toCollect: null,
      },
      expect.objectContaining({
        tripId: late.tripIds[0],
        datetime: `${day} 14:00`,
        passenger: { name: 'Kees Jansen', phone: '+31 50 1234567' },
        flightNumber: '',
        landing: '',
        toCollect: null,
      }),
    ]);
  });

  it('is empty on a day the driver has no trips', async () => {
    const response = await admin.call('GET', `/api/admin/drivers/${driverId}/run-sheet?date=2020-01-01`);
    expect(runSheetReplySchema.parse(response.json()).trips).toEqual([]);
  });

  it('makes an A4 PDF whose text names the driver, the day and each trip’s time and pickup, in nl and en', async () => {
    for (const lang of ['nl', 'en'] as const) {
      const response = await dispatcher.call(
        'GET',
        `/api/admin/drivers/${driverId}/run-sheet.pdf?date=${day}&lang=${lang}`,
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(`inline; filename="run-sheet-${driverId}-${day}.pdf"`);
      const pdf = response.rawPayload;
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      const text = await pdfText(pdf);
      expect(text).toContain('Sébastien Müller');
      expect(text).toContain(formatDay(day, lang));
      expect(text).toContain(lang === 'nl' ? 'Ritstaat' : 'Run sheet');
      for (const [time, pickup] of [
        ['07:30', 'Amsterdam Airport Schiphol'],
        ['14:00', 'Herestraat 12'],
      ])
        expect(text).toMatch(new RegExp(`${time}\\s+${pickup}`));
      expect(text).toContain('KL1234');
      expect(text).toContain('Bord met naam');
      expect(text).toContain('+31 6 87654321');
      // The cancelled trip at 10:00 is not on it.
      expect(text).not.toContain('10:00');
      expect(await pdfInfo(pdf)).toMatch(/Page size:\s+841\.89 x 595\.28 pts \(A4\)/);
    }
  });

  it('refuses another tenant’s driver as not found, for the sheet and its PDF', async () => {
    for (const path of [
      `/api/admin/drivers/${driverId}/run-sheet?date=${day}`,
      `/api/admin/drivers/${driverId}/run-sheet.pdf?date=${day}`,
    ]) {
      const response = await zakelijkAdmin.call('GET', path);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'driverNotFound' });
    }
    const own = await admin.call('GET', `/api/admin/drivers/${otherDriverId}/run-sheet?date=${day}`);
    expect(own.statusCode).toBe(404);
    const none = await admin.call('GET', `/api/admin/drivers/2147483647/run-sheet.pdf?date=${day}`);
    expect(none.json()).toEqual({ error: 'driverNotFound' });
  });

  it('refuses a day that does not exist, and a caller without a desk session', async () => {
    for (const query of ['', '?date=2026-02-30', '?date=morgen', `?date=${day}&lang=de`]) {
      const response = await admin.call('GET', `/api/admin/drivers/${driverId}/run-sheet.pdf${query}`);
      expect(response.statusCode, query).toBe(422);
    }
    const anonymous = await deskCall(server.app, 'GET', `/api/admin/drivers/${driverId}/run-sheet?date=${day}`);
    expect(anonymous.statusCode).toBe(401);
  });
});
