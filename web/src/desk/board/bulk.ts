import type { BulkTripResult } from '#common/contracts/desk-trips.ts';

/**
 * The board's selection and what a bulk call made of each trip (docs/decisions/039-driver-absence-and-bulk.md): pure,
 * so the screen only wires them up.
 */

export type Selection = ReadonlySet<number>;

export function toggled(selection: Selection, tripId: number): Selection {
  const next = new Set(selection);
  if (!next.delete(tripId)) next.add(tripId);
  return next;
}

/** The header box: none, some (indeterminate) or all of the page's trips selected. */
export function pageState(selection: Selection, shown: readonly number[]): 'none' | 'some' | 'all' {
  const picked = shown.filter((tripId) => selection.has(tripId)).length;
  if (picked === 0) return 'none';
  return picked === shown.length ? 'all' : 'some';
}

/** The header box's click: all of the page selected, or none when all were. */
export function toggledPage(selection: Selection, shown: readonly number[]): Selection {
  return pageState(selection, shown) === 'all' ? new Set() : new Set(shown);
}

/** After the board changes, the selection keeps only trips it still shows (the same set when nothing went). */
export function keptShown(selection: Selection, shown: readonly number[]): Selection {
  const kept = shown.filter((tripId) => selection.has(tripId));
  return kept.length === selection.size ? selection : new Set(kept);
}

/** A translator as the screen has one, for the texts of the results. */
type Translate = (key: string, values?: Readonly<Record<string, string | number>>) => string;

/** One trip's outcome in words: moved (confirmed, or assigned to the driver), refused with why, warned, … */
export function resultText(t: Translate, result: BulkTripResult, driver: string | null): string {
  const trip = result.tripId;
  switch (result.outcome) {
    case 'moved':
      return driver === null ? t('desk.bulk.confirmed', { trip }) : t('desk.bulk.assigned', { trip, driver });
    case 'refused':
      return result.message === undefined
        ? t('desk.bulk.refusedPlain', { trip })
        : t('desk.bulk.refused', { trip, message: result.message });
    case 'warned':
      return t('desk.bulk.warned', { trip, message: (result.warnings ?? []).map((each) => each.message).join(' ') });
    case 'illegal':
      return t('desk.bulk.illegal', { trip, status: t(`tripStatus_${result.from ?? 'new'}`) });
    case 'notFound':
      return t('desk.bulk.notFound', { trip });
  }
}

/** The trips a reason would take through their warnings. */
export const warnedIds = (results: readonly BulkTripResult[]): number[] =>
  results.filter((result) => result.outcome === 'warned').map((result) => result.tripId);
