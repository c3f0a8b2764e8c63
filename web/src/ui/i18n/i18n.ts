import { useSyncExternalStore } from 'react';
import { defaultLanguage, languages, type Language } from '#common/constants.ts';
import { countOf, findText, interpolate, type TextValues } from '#common/format/text-lookup.ts';

/*
 * The app's texts and the language in use, on the platform's Intl.PluralRules instead of i18next
 * (docs/decisions/025-texts-without-i18next.md). Keys are flat, as the server's overrides are (`tripIntro`,
 * `lbl-<field>`), and may hold dots or colons. A text's `{{name}}` takes the value of that name, unescaped (React
 * escapes); with a numeric `count` the plural form `<key>_<form>` is looked up first. A key missing in the language in
 * use is looked up in nl, then the key itself is shown.
 */

export type TFunction = (key: string, values?: TextValues) => string;
export type I18n = {
  readonly language: Language;
  exists: (key: string) => boolean;
  changeLanguage: (lang: Language) => Promise<void>;
};
export type Translation = { readonly t: TFunction; readonly i18n: I18n };

// Each language's texts as one flat map: its own texts (nl.json, en.json), then what was added over them.
const catalogues = Object.fromEntries(languages.map((lang) => [lang, new Map<string, string>()])) as Record<
  Language,
  Map<string, string>
>;
/** The languages whose own texts are in their catalogue. */
const loaded = new Set<Language>();
const loading = new Map<Language, Promise<void>>();
// Each language's own texts are a chunk of their own, so the first load carries one language, not both.
const loaders: Record<Language, () => Promise<{ default: Record<string, string> }>> = {
  nl: () => import('./nl.json'),
  en: () => import('./en.json'),
};

let language: Language = defaultLanguage;
/** The language last asked for, which a switch still loading its texts gives way to. */
let requested: Language = defaultLanguage;
const listeners = new Set<() => void>();
let snapshot = translationIn(language);

const find = (lang: Language, key: string, count: number | undefined) =>
  findText((each) => catalogues[lang].get(each), lang, key, count);

function translateIn(lang: Language, key: string, values?: TextValues): string {
  const count = countOf(values);
  const text = find(lang, key, count) ?? (lang === defaultLanguage ? undefined : find(defaultLanguage, key, count));
  return text === undefined ? key : interpolate(text, values);
}

function existsIn(lang: Language, key: string): boolean {
  return catalogues[lang].has(key) || catalogues[defaultLanguage].has(key);
}

// A new object, and a new `t`, at each change: components and memos depending on them follow the change.
function translationIn(lang: Language): Translation {
  return {
    t: (key, values) => translateIn(lang, key, values),
    i18n: { language: lang, exists: (key) => existsIn(lang, key), changeLanguage },
  };
}

function changed(): void {
  snapshot = translationIn(language);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const currentTranslation = () => snapshot;

/** `t` and `i18n` of the language in use; the component renders again when the language changes or texts are added. */
export function useTranslation(): Translation {
  return useSyncExternalStore(subscribe, currentTranslation, currentTranslation);
}

/** A text in the language in use, for code outside React. */
export function translate(key: string, values?: TextValues): string {
  return translateIn(language, key, values);
}

export function hasText(key: string): boolean {
  return existsIn(language, key);
}

export function currentLanguage(): Language {
  return language;
}

/** The language last asked for: the one in use, or the one a switch still loading its texts is going to. */
export function requestedLanguage(): Language {
  return requested;
}

/**
 * Adds texts to a language's catalogue: the operator's overrides (`overwrite`), the desk's texts (not `overwrite`, so
 * an operator's own wording of a desk key, added before, stays).
 */
export function addTexts(lang: Language, texts: Readonly<Record<string, string>>, overwrite: boolean): void {
  const catalogue = catalogues[lang];
  let any = false;
  for (const [key, text] of Object.entries(texts)) {
    if (catalogue.get(key) === text || (!overwrite && catalogue.has(key))) continue;
    catalogue.set(key, text);
    any = true;
  }
  if (any) changed();
}

/**
 * Gives a language its own texts (nl.json, en.json), under whatever was added to it before: the operator's overrides
 * may arrive before a language's own texts do.
 */
export function setLanguageTexts(lang: Language, texts: Readonly<Record<string, string>>): void {
  loaded.add(lang);
  addTexts(lang, texts, false);
}

/** Loads a language's own texts unless they are there. */
export function loadLanguage(lang: Language): Promise<void> {
  if (loaded.has(lang)) return Promise.resolve();
  let pending = loading.get(lang);
  if (!pending) {
    pending = loaders[lang]().then(
      (module) => setLanguageTexts(lang, module.default),
      (error: unknown) => {
        // A later call tries again.
        loading.delete(lang);
        throw error;
      },
    );
    loading.set(lang, pending);
  }
  return pending;
}

/**
 * Speaks `lang` once its texts are there: at once when they are, else after loading them, so that no key shows
 * meanwhile; a later call wins over one still loading.
 */
export function changeLanguage(lang: Language): Promise<void> {
  requested = lang;
  if (loaded.has(lang)) {
    apply(lang);
    return Promise.resolve();
  }
  return loadLanguage(lang).then(() => {
    if (requested === lang) apply(lang);
  });
}

/** A year: the language outlives the session, as the stored pick does. */
const languageCookieMaxAge = 365 * 24 * 60 * 60;

function apply(lang: Language): void {
  if (typeof document !== 'undefined') {
    // Screen readers and hyphenation follow <html lang>.
    document.documentElement.lang = lang;
    // The server renders the next page in it (docs/decisions/024-first-paint.md).
    document.cookie = `lang=${lang}; path=/; max-age=${languageCookieMaxAge}; samesite=lax`;
  }
  if (lang === language) return;
  language = lang;
  changed();
}
