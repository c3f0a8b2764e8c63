import type { SettingsChange, SettingsVersion } from '#common/contracts/admin-settings.ts';
import { formatCents } from '#common/format/text.ts';
import type { TFunction } from '../../../../ui/i18n/i18n.ts';
import { settingName } from '../../setting-names.ts';

/*
 * How the versions screen words a version (docs/reference/screens.md#desk-settings): who made it, how, what it changed
 * in the settings' own names, and each change's values before and after.
 */

/** Who made a version: the staff member, else how it came (the seed, the command line). */
export function versionWho(t: TFunction, version: SettingsVersion): string {
  return version.staff?.name || t(`desk.settings.versions.via.${version.via}`);
}

/** A changed path in words; a file (`files.logo.svg`) by its name. */
export function changeName(t: TFunction, path: string): string {
  if (path.startsWith('files.')) return t('desk.settings.versions.file', { name: path.slice('files.'.length) });
  return settingName(t, path);
}

/**
 * What a version changed: a seed or an import the whole configuration (their summary is a sentence of the server's,
 * server/src/modules/tenants/config-store.ts), else its summary (`summaryOf`: the changed paths two levels deep,
 * `… and 3 more`) as the names of what changed, each once.
 */
export function changedNames(t: TFunction, { via, summary }: Pick<SettingsVersion, 'via' | 'summary'>): string {
  if (via === 'seed' || via === 'cli') return t(`desk.settings.versions.whole.${via}`);
  if (summary === 'no change') return t('desk.settings.versions.noChange');
  const more = / and (\d+) more$/.exec(summary);
  const paths = (more ? summary.slice(0, more.index) : summary).split(', ');
  const names = [
    ...new Set(
      paths.map((path) => (path.startsWith('files.') ? t('desk.settings.versions.files') : settingName(t, path))),
    ),
  ];
  const listed = names.join(', ');
  return more ? t('desk.settings.versions.andMore', { list: listed, count: Number(more[1]) }) : listed;
}

/** A value before or after a change, in words where it is simple; a list or an object as compact JSON. */
export function valueText(t: TFunction, path: string, value: unknown): string {
  if (value === undefined) return t('desk.settings.versions.none');
  if (path.startsWith('files.')) return t('desk.settings.versions.fileStored');
  if (value === null) return t('desk.settings.versions.none');
  if (value === '') return t('desk.settings.versions.empty');
  if (typeof value === 'boolean') return t(value ? 'desk.settings.versions.yes' : 'desk.settings.versions.no');
  // An amount of the settings is kept in whole cents (`perKmCents`): the diff says it in euros, as its form does.
  if (typeof value === 'number' && /Cents$/.test(path)) return formatCents(value);
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

/** A change as the diff shows it: the setting's name and its values before and after. */
export const changeRow = (t: TFunction, change: SettingsChange) => ({
  path: change.path,
  name: changeName(t, change.path),
  before: valueText(t, change.path, change.before),
  after: valueText(t, change.path, change.after),
});
