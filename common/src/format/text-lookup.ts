import type { Language } from '../constants.ts';

/*
 * How a text is found and filled in, the same for the SPA's `t` (web/src/ui/i18n/i18n.ts) and the server's first-paint
 * frame (server/src/modules/pages/): a numeric `count` picks the plural form `<key>_<form>` first, and `{{name}}` takes
 * the value of that name, unescaped (docs/decisions/025-texts-without-i18next.md).
 */

/** The values of a text's `{{name}}` placeholders; a numeric `count` also picks the plural form. */
export type TextValues = Readonly<Record<string, string | number>>;

const pluralRules = new Map<Language, Intl.PluralRules>();

function pluralForm(lang: Language, count: number): string {
  let rules = pluralRules.get(lang);
  if (!rules) pluralRules.set(lang, (rules = new Intl.PluralRules(lang)));
  return rules.select(count);
}

/** The text of `key` among one language's texts, its plural form for `count` first. */
export function findText(
  texts: (key: string) => string | undefined,
  lang: Language,
  key: string,
  count: number | undefined,
): string | undefined {
  if (count !== undefined) {
    // `_zero` is looked up for 0 whatever the language's rules say, as i18next did.
    const forms = [...(count === 0 ? ['zero'] : []), pluralForm(lang, count), 'other'];
    for (const form of forms) {
      const text = texts(`${key}_${form}`);
      if (text !== undefined) return text;
    }
  }
  return texts(key);
}

/** The count of the values, when it is a number. */
export const countOf = (values: TextValues | undefined): number | undefined =>
  typeof values?.count === 'number' ? values.count : undefined;

const placeholder = /\{\{(.+?)\}\}/g;

/** The text with its placeholders filled in; one without a value stays as it is, which shows the mistake. */
export function interpolate(text: string, values: TextValues | undefined): string {
  if (!values) return text;
  return text.replace(placeholder, (match, name: string) => {
    const key = name.trim();
    return Object.hasOwn(values, key) ? String(values[key]) : match;
  });
}
