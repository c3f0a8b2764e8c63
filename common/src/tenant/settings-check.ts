import type { z } from 'zod';
import { fieldErrors, type FieldError } from '../contracts/admin.ts';
import { settingsSections, type SettingsSection } from '../contracts/admin-settings.ts';
import { tenantFileSchema } from './tenant-file.ts';

/*
 * A section of the configuration checked as the server checks it (docs/reference/api.md#admin-settings): the section's
 * value put into the tenant file, the whole file parsed by `tenantFileSchema`, each problem named by its path and a
 * field error (`fieldErrors`). The server refuses a save with these; the desk shows them before it sends.
 */

/** What is wrong with a value, as a desk refusal says it. */
function fieldErrorOf(issue: z.core.$ZodIssue): FieldError {
  // A refinement names its own error (a refused record layout: `recordLayoutsSchema`).
  const own: unknown = issue.code === 'custom' ? issue.params?.fieldError : undefined;
  if (fieldErrors.includes(own as FieldError)) return own as FieldError;
  if (issue.code === 'too_small') return issue.origin === 'string' ? 'tooShort' : 'tooSmall';
  if (issue.code === 'too_big') return issue.origin === 'string' ? 'tooLong' : 'tooLarge';
  if (issue.code === 'unrecognized_keys') return 'unknownField';
  return 'invalid';
}

/**
 * Zod's issues as a 422's `fields`: path (`tariff.perKmCents`, `hostnames.1`) → what is wrong, the first issue per
 * path. An unknown key is named by its own path; an issue of the whole value by `whole`.
 */
export function fieldErrorsOfIssues(issues: readonly z.core.$ZodIssue[], whole: string): Record<string, FieldError> {
  const fields: Record<string, FieldError> = {};
  for (const issue of issues) {
    const paths =
      issue.code === 'unrecognized_keys'
        ? issue.keys.map((key) => [...issue.path, key].join('.'))
        : [issue.path.join('.')];
    for (const path of paths) fields[path || whole] ??= fieldErrorOf(issue);
  }
  return fields;
}

/** The value at a path of keys (`['info', 'company']`); undefined where the path leads nowhere. */
export const valueAt = (object: unknown, path: readonly string[]): unknown =>
  path.reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], object);

/** Sets the value at a path of keys, making the objects on the way. */
export function setValueAt(object: Record<string, unknown>, path: readonly string[], value: unknown): void {
  let holder = object;
  for (const key of path.slice(0, -1)) holder = (holder[key] ??= {}) as Record<string, unknown>;
  holder[path.at(-1) as string] = value;
}

/** Whether a problem's path is one of the section's own (`info.company` of `company`, `lang.nl.x` of `texts`). */
export function inSection(section: SettingsSection, path: string): boolean {
  return settingsSections[section].some((own) => path === own || path.startsWith(`${own}.`));
}

/**
 * The problems the server would find in a section's value, only those of the section's own paths: `config` is the
 * tenant file as the settings call gave it, whose masked secret (`••••1234`) is no key to check and is left out.
 */
export function sectionFieldErrors(
  config: Record<string, unknown>,
  section: SettingsSection,
  value: Record<string, unknown>,
): Record<string, FieldError> {
  const next = structuredClone(config);
  for (const path of settingsSections[section]) {
    const parts = path.split('.');
    const given = valueAt(value, parts);
    if (given !== undefined) setValueAt(next, parts, given);
  }
  const payment = next.payment as Record<string, unknown> | undefined;
  const key = payment?.mollieApiKey;
  if (payment && (key === null || (typeof key === 'string' && key.startsWith('••••')))) delete payment.mollieApiKey;
  const parsed = tenantFileSchema.safeParse(next);
  if (parsed.success) return {};
  return Object.fromEntries(
    Object.entries(fieldErrorsOfIssues(parsed.error.issues, section)).filter(
      ([path]) => path === section || inSection(section, path),
    ),
  );
}
