import { languages } from '#common/constants.ts';
import en from './driver-en.json';
import nl from './driver-nl.json';
import { addTexts } from './i18n.ts';

/** The driver's page's texts by language, each key starting with `driver` (docs/reference/screens.md#driver). */
export const driverTexts = { nl, en } satisfies Record<(typeof languages)[number], Record<string, string>>;

/**
 * Adds the driver's texts to both languages. They load with the driver's code, so neither the customer's first load
 * nor the desk carries them (docs/decisions/040-driver-sign-in-and-statuses.md); an operator's override of a key stays.
 */
export function addDriverTexts(): void {
  for (const lang of languages) addTexts(lang, driverTexts[lang], false);
}
