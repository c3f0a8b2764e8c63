import { describe, expect, it } from 'vitest';
import type { PlanReply, PlanTrip } from '#common/contracts/plan.ts';
import { axisHours, minuteOfDay, placeTrips, planRows, shiftDay } from './plan-layout.ts';

const day = '2026-03-10';
let next = 1;
const trip = (time: string, ends: string, more: Partial<PlanTrip> = {}): PlanTrip => ({
  tripId: next++,
  status: 'new',
  driverStep: '',
  datetime: `${day} ${time}`,
  ends: ends.includes(' ') ? ends : `${day} ${ends}`,
  from: 'Herestraat 12',
  to: 'Station Groningen',
  passengers: 2,
  luggage: null,
  vehicleClass: 'sedan',
  customer: 'Kees Jansen',
  driverId: null,
  vehicleId: null,
  toCollect: null,
  ...more,
});

describe('the plan’s layout', () => {
  it('reads a wall time as minutes of the day, clamped to the day', () => {
    expect(minuteOfDay(`${day} 00:00`, day)).toBe(0);
    expect(minuteOfDay(`${day} 10:30`, day)).toBe(630);
    expect(minuteOfDay('2026-03-11 00:20', day)).toBe(1440);
    expect(minuteOfDay('2026-03-09 23:50', day)).toBe(0);
  });

  it('places each block from pickup to drop-off, at least as wide as its words', () => {
    const row = placeTrips([trip('10:00', '10:40'), trip('23:50', '2026-03-11 00:30')], day, 60);
    expect(row.trips.map(({ start, end, lane }) => ({ start, end, lane }))).toEqual([
      { start: 600, end: 640, lane: 0 },
      { start: 1430, end: 1440, lane: 0 },
    ]);
    expect(row.lanes).toBe(1);
  });

  it('stacks blocks that would cover each other, and reuses a lane once it is free', () => {
    const a = trip('10:00', '11:00');
    const b = trip('10:30', '10:45');
    const c = trip('10:50', '11:10');
    const d = trip('11:00', '11:20');
    const row = placeTrips([d, c, b, a], day, 30);
    expect(row.trips.map((placed) => [placed.trip.tripId, placed.lane])).toEqual([
      [a.tripId, 0],
      [b.tripId, 1],
      [c.tripId, 2],
      [d.tripId, 0],
    ]);
    expect(row.lanes).toBe(3);
    // Blocks that only touch share a lane; an empty row still has one.
    expect(placeTrips([trip('08:00', '08:30'), trip('08:30', '09:00')], day, 30).lanes).toBe(1);
    expect(placeTrips([], day, 30)).toEqual({ trips: [], lanes: 1 });
  });

  it('spans the axis from 06:00, or earlier for an earlier pickup, to midnight', () => {
    expect(axisHours([trip('10:00', '10:30')], day)).toEqual({ from: 6, to: 24 });
    expect(axisHours([trip('04:45', '05:30')], day)).toEqual({ from: 4, to: 24 });
  });

  it('puts open trips without a driver in the lane, and every trip in its driver’s or vehicle’s row', () => {
    const open = trip('08:00', '08:30', { status: 'confirmed' });
    const mine = trip('09:00', '09:30', { status: 'assigned', driverId: 7, vehicleId: 3 });
    const done = trip('06:00', '06:30', { status: 'done', driverId: 8, vehicleId: 4 });
    const plan: PlanReply = {
      day,
      drivers: [
        { id: 7, name: 'Jan', active: true, usualVehicle: null, absences: [] },
        { id: 8, name: 'Piet', active: true, usualVehicle: null, absences: [] },
      ],
      vehicles: [
        { id: 3, name: 'Prius', plate: 'GB-123-X', seats: 4, active: true },
        { id: 4, name: 'Vito', plate: 'VB-123-X', seats: 8, active: true },
      ],
      trips: [done, open, mine],
    };
    const ids = (rows: ReturnType<typeof planRows>) => rows.map((row) => [row.key, row.trips.map((t) => t.tripId)]);
    expect(ids(planRows(plan, 'drivers'))).toEqual([
      ['unassigned', [open.tripId]],
      ['driver-7', [mine.tripId]],
      ['driver-8', [done.tripId]],
    ]);
    expect(ids(planRows(plan, 'vehicles'))).toEqual([
      ['unassigned', [open.tripId]],
      ['vehicle-3', [mine.tripId]],
      ['vehicle-4', [done.tripId]],
    ]);
  });

  it('moves a day back and on, over a month’s end', () => {
    expect(shiftDay('2026-03-31', 1)).toBe('2026-04-01');
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
  });
});
