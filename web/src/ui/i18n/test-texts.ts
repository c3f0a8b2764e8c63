import en from './en.json';
import nl from './nl.json';
import { setLanguageTexts } from './i18n.ts';

// Unit tests have both languages' texts from the start; the app loads each when first spoken
// (docs/decisions/025-texts-without-i18next.md).
setLanguageTexts('nl', nl);
setLanguageTexts('en', en);
