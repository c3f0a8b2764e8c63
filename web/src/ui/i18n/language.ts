import i18next from 'i18next';
import { defaultLanguage, languages, type Language } from '#common/constants.ts';
import { readStored, writeStored } from '../storage.ts';

export type { Language };

/*
 * Which language the app speaks (SPEC §4: "The language switches between nl and en and is stored. A client
 * language setting may override it"):
 * - A pick in the language picker applies at once and is stored as `<client>_lang`.
 * - The operator's client language (setting cp54: 'nl', 'en' or '' for none) is stored as `<client>_client_lang`
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

export function languageForTenant(clientLang: string, current: Language): Language {
  if (clientLang === 'nl' || clientLang === 'en') return clientLang;
  return readStored('lang') ?? current;
}

export function chooseLanguage(lang: Language): void {
  writeStored('lang', lang);
  void i18next.changeLanguage(lang);
}
