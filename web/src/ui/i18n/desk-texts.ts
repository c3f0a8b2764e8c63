import { languages } from '#common/constants.ts';
import en from './desk-en.json';
import nl from './desk-nl.json';
import { addTexts } from './i18n.ts';

/** The desk's texts by language, each key starting with `desk` (docs/reference/screens.md#desk). */
export const deskTexts = { nl, en } satisfies Record<(typeof languages)[number], Record<string, string>>;

/**
 * Adds the desk's texts to both languages. They load with the desk's code, so the customer's first load does not carry them
 * (docs/decisions/021-desk-web.md); an operator's own override of a key, merged in before, stays.
 */
export function addDeskTexts(): void {
  for (const lang of languages) addTexts(lang, deskTexts[lang], false);
}
