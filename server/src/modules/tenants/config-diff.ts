import type { SettingsChange } from '#common/contracts/admin-settings.ts';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The paths where two configurations differ, each with its value before and after (docs/reference/api.md#admin-settings):
 * objects and lists are followed down to the values that changed; a path only one side has is added or removed.
 */
export function diffConfig(before: unknown, after: unknown, at = ''): SettingsChange[] {
  if (Object.is(before, after)) return [];
  const bothObjects = isObject(before) && isObject(after);
  const bothLists = Array.isArray(before) && Array.isArray(after);
  if (!bothObjects && !bothLists) {
    if (JSON.stringify(before) === JSON.stringify(after)) return [];
    return [
      {
        path: at,
        ...(before === undefined ? {} : { before }),
        ...(after === undefined ? {} : { after }),
      },
    ];
  }
  const left = before as Record<string, unknown>;
  const right = after as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(left), ...Object.keys(right)])];
  if (bothObjects) keys.sort();
  return keys.flatMap((key) => diffConfig(left[key], right[key], at === '' ? key : `${at}.${key}`));
}

/** A version's summary: its changed paths down to two levels, at most eight of them. */
export function summaryOf(changes: readonly SettingsChange[]): string {
  const paths = [...new Set(changes.map((change) => change.path.split('.').slice(0, 2).join('.')))];
  if (paths.length === 0) return 'no change';
  return paths.length > 8 ? `${paths.slice(0, 8).join(', ')} and ${paths.length - 8} more` : paths.join(', ');
}
