import type { TFunction } from '../../ui/i18n/i18n.ts';
import type { SettingsLabels } from './hooks/use-settings-form.ts';

/*
 * A setting's name in words, by its path in the tenant file (docs/reference/tenant-settings.md): the form's label and
 * the versions' diff read the same text, `desk.settings.field.<path>`; its help text is `desk.settings.help.<path>`.
 */

const fieldKey = (path: string) => `desk.settings.field.${path}`;

/** A text of the desk, or null where it has none. */
function textOf(t: TFunction, key: string): string | null {
  const text = t(key);
  return text === key ? null : text;
}

/** The labels of a form's paths, for `useSettingsForm`. */
export const labelsOf = (t: TFunction, paths: readonly string[]): SettingsLabels =>
  Object.fromEntries(paths.map((path) => [path, t(fieldKey(path))]));

/** The help text of a path. */
export const helpOf = (t: TFunction, path: string): string => t(`desk.settings.help.${path}`);

/** The sections whose screens name their fields by their own keys: `tariff.perKmCents` is `desk.settings.tariff.perKmCents`. */
const screenKeys: Readonly<Record<string, string>> = {
  tariff: 'tariff',
  serviceRules: 'rules',
  vehicleClasses: 'classes',
  layouts: 'layouts',
};

/** The name of a path: its `desk.settings.field.` text, else its screen's label of it (a section's own name on top). */
function nameOf(t: TFunction, parts: readonly string[]): string | null {
  const screen = screenKeys[parts[0] ?? ''];
  const screenKey =
    screen === undefined
      ? null
      : parts.length === 1
        ? `desk.settings.section.${screen}`
        : `desk.settings.${screen}.${parts.slice(1).join('.')}`;
  return textOf(t, fieldKey(parts.join('.'))) ?? (screenKey === null ? null : textOf(t, screenKey));
}

/**
 * A changed path in words: the name of the path, else of the nearest path above it that has one followed by the rest
 * (a list's place counted from 1: `hostnames.1` is "Host names › 2"), else the path itself.
 */
export function settingName(t: TFunction, path: string): string {
  const parts = path.split('.');
  for (let length = parts.length; length > 0; length -= 1) {
    const name = nameOf(t, parts.slice(0, length));
    if (name === null) continue;
    const rest = parts.slice(length).map((part) => (/^\d+$/.test(part) ? String(Number(part) + 1) : part));
    return [name, ...rest].join(' › ');
  }
  return path;
}
