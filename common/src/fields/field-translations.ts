import type { Language } from '../constants.ts';
import type { LayoutEntry } from '../contracts/layout.ts';
import { fieldNames, infoKey, labelKey, optionKey } from './field-definition.ts';

export type FieldTranslations = Record<Language, Record<string, string>>;

/**
 * The translation bundles of a record layout, one per language, for i18next's `addResourceBundle`:
 * `lbl-<field>` the label (veldnaam / veldnaamENG), `i-<field>` the help text (lbl1 / lbl1ENG, '' when
 * there is none), and `opt-<field>-<option id>` each option's text.
 *
 * The layout gives option texts (omschrijving) in Dutch only, so both languages get that text; an operator
 * translates one by putting the same key in its tenant's `lang.en`, merged after this bundle. An empty
 * English label or help text falls back to the Dutch one rather than showing nothing.
 */
export function fieldTranslations(layout: readonly LayoutEntry[]): FieldTranslations {
  const names = fieldNames(layout);
  const nl: Record<string, string> = {};
  const en: Record<string, string> = {};
  layout.forEach((entry, index) => {
    const field = names[index] ?? '';
    nl[labelKey(field)] = entry.veldnaam;
    en[labelKey(field)] = entry.veldnaamENG || entry.veldnaam;
    nl[infoKey(field)] = entry.lbl1;
    en[infoKey(field)] = entry.lbl1ENG || entry.lbl1;
    for (const option of entry.tabel) {
      nl[optionKey(field, option.id)] = option.omschrijving;
      en[optionKey(field, option.id)] = option.omschrijving;
    }
  });
  return { nl, en };
}
