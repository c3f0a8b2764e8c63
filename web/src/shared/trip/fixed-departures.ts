import { bookableDepartures } from '#common/fields/fixed-departures.ts';
import type { FixedDeparture } from '#common/tenant/settings.ts';
import type { ReadyApp } from '../session/session.ts';

/** A fixed-time tenant's departures and the lead time before one (docs/reference/tenant-settings.md#hideTime). */
export type FixedTime = { departures: readonly FixedDeparture[]; leadMinutes: number };

/** The tenant's departures when it has `hideTime`, null when its customers pick their own date and time. */
export function fixedTimeOf(app: ReadyApp): FixedTime | null {
  return app.loginResp.scpars.hideTime
    ? { departures: app.config.info.fixedDepartures, leadMinutes: app.config.info.dateOffset }
    : null;
}

/**
 * The departures a booked trip may change to: the still-bookable ones, and the trip's own departure even when it is
 * no longer bookable, so the form shows what the trip has and a change of only its other details keeps it
 * (docs/decisions/023-fixed-time-trips.md).
 */
export function changeDepartures(fixed: FixedTime, current: string, now: Date): FixedDeparture[] {
  const bookable = bookableDepartures(fixed.departures, now, fixed.leadMinutes);
  const own = fixed.departures.find((departure) => departure.datetime === current);
  if (!own || bookable.includes(own)) return bookable;
  return [...bookable, own].sort((a, b) => a.datetime.localeCompare(b.datetime));
}
