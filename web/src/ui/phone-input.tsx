import { useEffect, useRef } from 'react';
import { useTranslation } from './i18n/i18n.ts';
import intlTelInput, { type UiTranslations } from 'intl-tel-input';
import 'intl-tel-input/styles';
import type { Language } from '#common/constants.ts';
import { limitDigits, phoneCheckFromUtils, phoneLimits, preferredPhoneCountries } from '#common/fields/phone.ts';
import type { ControlProps } from './field.tsx';
import { registerPhoneCheck } from './phone-check.ts';
import './phone-input.css';

export type PhoneInputProps = ControlProps & {
  value: string;
  lang: Language;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The stand-in shown while this field loaded had the focus: the customer is typing, so the focus moves here. */
  takeFocus?: boolean;
};

/**
 * The international phone input of docs/reference/record-layout.md#phone (intl-tel-input): the Netherlands first and
 * preselected, and the number checked by the library's utilities, which load from our own origin when the field first
 * shows (docs/architecture.md#layers). The number is given back in international form (E.164) once the utilities can
 * read it. Loaded itself only by the screens with a phone field.
 */
export default function PhoneInput({ value, lang, onChange, onBlur, takeFocus = false, ...control }: PhoneInputProps) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const itiRef = useRef<ReturnType<typeof intlTelInput> | null>(null);
  // The latest handlers, for the library's own events.
  const handlers = useRef({ onChange, onBlur, t });
  useEffect(() => {
    handlers.current = { onChange, onBlur, t };
  });

  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    // The library's own texts, from our catalogue; `${countryName}` and `${dialCode}` are its placeholders.
    const { t } = handlers.current;
    const uiTranslations: UiTranslations = {
      selectedCountryAriaLabel: t('phoneSelectedCountry'),
      noCountrySelected: t('phoneNoCountry'),
      countryListAriaLabel: t('phoneCountryList'),
      searchPlaceholder: t('phoneSearch'),
      clearSearchAriaLabel: t('phoneClearSearch'),
      closeCountrySelectorAriaLabel: t('phoneCloseCountries'),
      searchEmptyState: t('phoneNoCountries'),
      searchSummaryAria: (count) => (count === 0 ? t('phoneNoCountries') : t('phoneCountriesFound', { count })),
    };
    const iti = intlTelInput(input, {
      initialCountry: 'nl',
      countryOrder: [...preferredPhoneCountries],
      countryNameLocale: lang,
      uiTranslations,
      // A Vite chunk of our own origin: the spec's phone-utilities script, fetched only when needed.
      loadUtils: () => import('intl-tel-input/utils'),
      formatAsYouType: false,
      strictMode: false,
      // The dial code stays in the input, so a typed "+" is just typed and the flag follows the code; with it
      // shown apart, "+" opens the country search (full screen on a phone) and takes every following digit.
      separateDialCode: false,
    });
    itiRef.current = iti;
    void iti.promise.then(() => {
      if (intlTelInput.utils) registerPhoneCheck(phoneCheckFromUtils(intlTelInput.utils));
    });
    // A country picked from the list makes a national number valid there: it is then given in international form.
    const emit = () => {
      const text = limitDigits(input.value);
      if (text !== input.value) input.value = text;
      handlers.current.onChange(iti.isValidNumberPrecise() ? iti.getNumber() : text);
    };
    input.addEventListener('countrychange', emit);
    return () => {
      input.removeEventListener('countrychange', emit);
      iti.destroy();
      itiRef.current = null;
    };
    // Built again when the language changes, for the texts and the country names.
  }, [lang]);

  // Once, when the field first shows (after the library has wrapped the input, which moving it would blur): typing
  // goes on at the end of what the stand-in took.
  const tookFocus = useRef(takeFocus);
  useEffect(() => {
    const input = inputRef.current;
    if (!input || !tookFocus.current) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  }, []);

  // A value set from outside (a stored person) goes in through the library, which picks its country.
  useEffect(() => {
    const input = inputRef.current;
    const iti = itiRef.current;
    if (!input || !iti || value === input.value) return;
    // getNumber() throws until the utilities have loaded, and a prefilled number often comes before them.
    if (value !== (intlTelInput.utils ? iti.getNumber() : input.value)) iti.setNumber(value);
  }, [value]);

  return (
    <input
      {...control}
      ref={inputRef}
      className="input phone-input"
      type="tel"
      autoComplete="tel"
      maxLength={phoneLimits.characters}
      defaultValue={value}
      onChange={(event) => {
        const text = limitDigits(event.target.value);
        if (text !== event.target.value) event.target.value = text;
        // The flag may have followed the typed dial code: checked against the country in view, once readable.
        const iti = itiRef.current;
        onChange(iti && intlTelInput.utils && iti.isValidNumberPrecise() ? iti.getNumber() : text);
      }}
      onBlur={() => {
        const iti = itiRef.current;
        // In international form once the utilities read it as a valid number; else as typed, for its message.
        if (iti && iti.isValidNumberPrecise()) onChange(iti.getNumber());
        onBlur?.();
      }}
    />
  );
}
