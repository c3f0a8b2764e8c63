import type { Reassignment } from '#common/contracts/desk-absences.ts';
import { instantOfWallTime, parseTripDatetime } from '#common/fields/trip-datetime.ts';
import { amsterdamDay, formatTime } from '#common/format/date.ts';
import { foldName } from '../shared/absences/fold-name.ts';

/**
 * The driver-unavailable screen's own logic (docs/reference/screens.md#desk-absence): the window it starts with, the
 * window typed as instants, the drivers a search finds, and the reassignments of the choices made per trip.
 */

/** The window as typed: days `YYYY-MM-DD` and times `HH:mm` in Europe/Amsterdam. */
export interface WindowFields {
  fromDay: string;
  fromTime: string;
  toDay: string;
  toTime: string;
}

/** Now until the end of today, in Amsterdam: the sick call at 6 a.m. is about today. */
export function defaultWindow(now: Date): WindowFields {
  const day = amsterdamDay(now);
  return { fromDay: day, fromTime: formatTime(now), toDay: day, toTime: '23:59' };
}

const instantOf = (day: string, time: string): Date | null => {
  const wall = parseTripDatetime(`${day} ${time}`);
  return wall ? instantOfWallTime(wall) : null;
};

export type WindowResult =
  { ok: true; from: string; to: string } | { ok: false; problems: Array<'from' | 'to' | 'order'> };

/** The window as instants (ISO 8601), or what is wrong: a start or an end that names no moment, an end not after it. */
export function windowOf(fields: WindowFields): WindowResult {
  const from = instantOf(fields.fromDay, fields.fromTime);
  const to = instantOf(fields.toDay, fields.toTime);
  const problems: Array<'from' | 'to' | 'order'> = [...(from ? [] : ['from' as const]), ...(to ? [] : ['to' as const])];
  if (from && to && to <= from) problems.push('order');
  return from && to && problems.length === 0
    ? { ok: true, from: from.toISOString(), to: to.toISOString() }
    : { ok: false, problems };
}

/** The drivers whose name holds what is typed, anywhere, in any case and with or without accents. */
export function driversMatching<T extends { name: string }>(drivers: readonly T[], query: string): T[] {
  const words = foldName(query).split(/\s+/).filter(Boolean);
  return drivers.filter((driver) => {
    const name = foldName(driver.name);
    return words.every((word) => name.includes(word));
  });
}

/** What is chosen for a trip: another driver in a vehicle (with a reason over warnings), none, or nothing yet. */
export type Choice =
  | { kind: 'driver'; driverId: number; vehicleId: number | null; overrideReason: string }
  | { kind: 'none' }
  | { kind: 'open' };

export const openChoice: Choice = { kind: 'open' };

/** The reassignments of the trips listed, each as chosen; null when a trip still has no choice or no vehicle. */
export function reassignmentsOf(
  tripIds: readonly number[],
  choices: ReadonlyMap<number, Choice>,
): { ok: true; reassignments: Reassignment[] } | { ok: false; missing: number[] } {
  const missing: number[] = [];
  const reassignments: Reassignment[] = [];
  for (const tripId of tripIds) {
    const choice = choices.get(tripId) ?? openChoice;
    if (choice.kind === 'open' || (choice.kind === 'driver' && choice.vehicleId === null)) {
      missing.push(tripId);
    } else if (choice.kind === 'none') {
      reassignments.push({ tripId, driverId: null });
    } else if (choice.vehicleId !== null) {
      const reason = choice.overrideReason.trim();
      reassignments.push({
        tripId,
        driverId: choice.driverId,
        vehicleId: choice.vehicleId,
        ...(reason === '' ? {} : { overrideReason: reason }),
      });
    }
  }
  return missing.length > 0 ? { ok: false, missing } : { ok: true, reassignments };
}

/** A key for one recording: the same form sent again is the same request, so the absence is not recorded twice. */
export const newRequestKey = () => crypto.randomUUID();
