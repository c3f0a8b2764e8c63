import { defaultLanguage, languages, type Language } from '#common/constants.ts';
import { readStored, writeStored, type StoredValue } from '../storage.ts';
import { changeLanguage } from './i18n.ts';

export type { Language };

/*
 * Which language the app speaks (docs/reference/states.md#browser, docs/reference/tenant-settings.md#clientLanguage):
 * nl or en, stored, and the operator may override it:
 * - A pick in the language picker applies at once and is stored as `<client>_lang`.
 * - The operator's client language (setting `clientLanguage`: 'nl', 'en' or null) is stored as `<client>_client_lang`
 *   and, when set, wins over the stored pick each time the config arrives; when unset, the stored pick applies,
 *   else the language in use stays.
 * - Before the config arrives the prefix is the tenant of the previous visit (see storage.ts), so a returning
 *   visitor starts in `<client>_client_lang`, else `<client>_lang`; a first visit starts in nl.
 */

const isLanguage = (value: unknown): value is Language => languages.some((lang) => lang === value);

/** The visitor's pick, `<client>_lang`. */
export const pickedLanguage: StoredValue<Language> = { name: 'lang', accepts: isLanguage };
/** The operator's client language, `<client>_client_lang`. */
export const clientLanguage: StoredValue<Language> = { name: 'client_lang', accepts: isLanguage };

export function toLanguage(value: string | null | undefined): Language {
  return isLanguage(value) ? value : defaultLanguage;
}

export function startLanguage(): Language {
  return readStored(clientLanguage) ?? readStored(pickedLanguage) ?? defaultLanguage;
}

export function languageForTenant(operatorLanguage: Language | null, current: Language): Language {
  return operatorLanguage ?? readStored(pickedLanguage) ?? current;
}

export function chooseLanguage(lang: Language): void {
  writeStored(pickedLanguage, lang);
  void changeLanguage(lang);
}
