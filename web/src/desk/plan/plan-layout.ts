import type { PlanReply, PlanTrip } from '#common/contracts/plan.ts';

/**
 * The plan's layout (docs/reference/screens.md#desk-plan, docs/decisions/038-the-plan.md): which trips go in which row
 * (the unassigned lane, a driver's, a vehicle's), where each block stands on the day's time axis, and how blocks that
 * would cover each other are stacked. Pure, in minutes of the day's wall clock; the screen turns minutes into pixels.
 */

const dayMinutes = 24 * 60;

/** Minutes from the day's midnight of a `YYYY-MM-DD HH:mm` wall time: after the day is past 24:00, clamped to it. */
export function minuteOfDay(datetime: string, day: string): number {
  const [date = '', time = ''] = datetime.split(' ');
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  if (date < day) return 0;
  if (date > day) return dayMinutes;
  return hours * 60 + minutes;
}

/** A trip placed in its row: from its pickup to its estimated drop-off, on the lane of the row it is stacked in. */
export interface PlacedTrip {
  trip: PlanTrip;
  start: number;
  end: number;
  lane: number;
}

export interface PlacedRow {
  trips: PlacedTrip[];
  /** How many lanes its stacked blocks take (at least one, for an empty row's height). */
  lanes: number;
}

/**
 * The row's trips in pickup order, each on the first lane where it covers no other block. A block is at least
 * `minMinutes` wide, so that its words fit: what counts for stacking is what is seen.
 */
export function placeTrips(trips: readonly PlanTrip[], day: string, minMinutes: number): PlacedRow {
  const sorted = [...trips]
    .map((trip) => {
      const start = minuteOfDay(trip.datetime, day);
      return { trip, start, end: Math.max(minuteOfDay(trip.ends, day), start) };
    })
    .sort((a, b) => a.start - b.start || a.trip.tripId - b.trip.tripId);
  const laneEnds: number[] = [];
  const placed = sorted.map((block) => {
    const shownEnd = Math.max(block.end, block.start + minMinutes);
    let lane = laneEnds.findIndex((end) => end <= block.start);
    if (lane === -1) lane = laneEnds.length;
    laneEnds[lane] = shownEnd;
    return { ...block, lane };
  });
  return { trips: placed, lanes: Math.max(1, laneEnds.length) };
}

/** The hours the axis spans: from 06:00 or the first pickup's hour, to 24:00. */
export function axisHours(trips: readonly PlanTrip[], day: string): { from: number; to: number } {
  const first = Math.min(6 * 60, ...trips.map((trip) => minuteOfDay(trip.datetime, day)));
  return { from: Math.floor(first / 60), to: 24 };
}

/** Whether the desk may still give the trip a driver: new, confirmed or assigned. */
export const isAssignable = (trip: PlanTrip) =>
  trip.status === 'new' || trip.status === 'confirmed' || trip.status === 'assigned';

export type PlanMode = 'drivers' | 'vehicles';

/** One row of the plan: the unassigned lane, a driver or a vehicle, and its trips. */
export type PlanRow =
  | { kind: 'unassigned'; key: string; trips: PlanTrip[] }
  | { kind: 'driver'; key: string; driver: PlanReply['drivers'][number]; trips: PlanTrip[] }
  | { kind: 'vehicle'; key: string; vehicle: PlanReply['vehicles'][number]; trips: PlanTrip[] };

/**
 * The plan's rows: first the lane of the open trips without a driver (new and confirmed), then a row per driver (a
 * trip in its driver's row) or per vehicle (a trip in its vehicle's row). A trip with neither is only in the lane.
 */
export function planRows(plan: PlanReply, mode: PlanMode): PlanRow[] {
  const unassigned: PlanRow = {
    kind: 'unassigned',
    key: 'unassigned',
    trips: plan.trips.filter((trip) => trip.driverId === null && isAssignable(trip)),
  };
  if (mode === 'drivers')
    return [
      unassigned,
      ...plan.drivers.map((driver): PlanRow => ({
        kind: 'driver',
        key: `driver-${driver.id}`,
        driver,
        trips: plan.trips.filter((trip) => trip.driverId === driver.id),
      })),
    ];
  return [
    unassigned,
    ...plan.vehicles.map((vehicle): PlanRow => ({
      kind: 'vehicle',
      key: `vehicle-${vehicle.id}`,
      vehicle,
      trips: plan.trips.filter((trip) => trip.vehicleId === vehicle.id),
    })),
  ];
}

/** The day before or after `day` (`YYYY-MM-DD`). */
export function shiftDay(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
