import { useTranslation } from '../../ui/i18n/i18n.ts';
import { chooseLanguage, toLanguage, type Language } from '../../ui/i18n/language.ts';
import './language-picker.css';

// Each language is named in itself, so a visitor finds their own whatever the current language is.
const options: { lang: Language; name: string; short: string }[] = [
  { lang: 'nl', name: 'Nederlands', short: 'NL' },
  { lang: 'en', name: 'English', short: 'EN' },
];

export function LanguagePicker() {
  const { t, i18n } = useTranslation();
  const current = toLanguage(i18n.language);
  return (
    <div className="language-picker" role="group" aria-label={t('language')}>
      {options.map((option) => (
        <button
          key={option.lang}
          type="button"
          className="language-picker__option"
          lang={option.lang}
          aria-label={option.name}
          aria-pressed={option.lang === current}
          onClick={() => chooseLanguage(option.lang)}
        >
          {option.short}
        </button>
      ))}
    </div>
  );
}
