import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLanguage, languages } from '#common/constants.ts';
import en from './en.json';
import nl from './nl.json';
import { startLanguage } from './language.ts';

// Screen readers and hyphenation follow <html lang>.
i18next.on('languageChanged', (lang) => {
  document.documentElement.lang = lang;
});

void i18next.use(initReactI18next).init({
  resources: { nl: { translation: nl }, en: { translation: en } },
  lng: startLanguage(),
  fallbackLng: defaultLanguage,
  supportedLngs: languages,
  // Keys are flat, as the server's overrides are (`tripIntro`, `lbl-<field>`), and may hold dots or colons.
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  initAsync: false,
  // Re-render on the server's overrides merged in after start.
  react: { useSuspense: false, bindI18nStore: 'added' },
});
