import i18next from 'i18next';
import { defaultLanguage, languages, type Language } from '#common/constants.ts';
import { readStored, writeStored } from '../../ui/storage.ts';

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

export function toLanguage(value: string | null | undefined): Language {
  return languages.find((lang) => lang === value) ?? defaultLanguage;
}

export function startLanguage(): Language {
  return readStored('client_lang') ?? readStored('lang') ?? defaultLanguage;
}

export function languageForTenant(clientLanguage: Language | null, current: Language): Language {
  return clientLanguage ?? readStored('lang') ?? current;
}

export function chooseLanguage(lang: Language): void {
  writeStored('lang', lang);
  void i18next.changeLanguage(lang);
}
