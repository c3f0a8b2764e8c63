// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import en from './en.json';
import nl from './nl.json';
import {
  addTexts,
  changeLanguage,
  currentLanguage,
  hasText,
  setLanguageTexts,
  translate,
  useTranslation,
} from './i18n.ts';

afterEach(cleanup);

// The cases run in order on the one store of the module, as the app does.
describe('the texts', () => {
  it('switch only once the language’s texts are loaded, and give way to a later switch meanwhile', async () => {
    setLanguageTexts('nl', nl);
    const toEnglish = changeLanguage('en');
    expect(currentLanguage()).toBe('nl');
    await Promise.all([toEnglish, changeLanguage('nl')]);
    expect(currentLanguage()).toBe('nl');
    expect(document.documentElement.lang).toBe('nl');
  });

  it("keep an operator's override added before the language's own texts arrive", async () => {
    addTexts('nl', { tripIntro: 'Welkom aan boord' }, true);
    setLanguageTexts('nl', { ...nl, tripIntro: 'standaard' });
    expect(translate('tripIntro')).toBe('Welkom aan boord');
    await changeLanguage('en');
    expect(document.documentElement.lang).toBe('en');
    expect(translate('bookTrip')).toBe(en.bookTrip);
    await changeLanguage('nl');
  });

  it('fill in {{name}} placeholders, unescaped, and leave one without a value as it is', () => {
    addTexts('nl', { greeting: 'Hallo {{name}}, {{ count }} <b>keer</b> {{missing}}' }, true);
    expect(translate('greeting', { name: 'A & B', count: 3 })).toBe('Hallo A & B, 3 <b>keer</b> {{missing}}');
    expect(translate('loggedInAs', { username: 'jan' })).toBe('Ingelogd als jan');
  });

  it.each([
    ['nl', 0, 'Er staan 0 ritten in uw winkelmand.'],
    ['nl', 1, 'Er staat 1 rit in uw winkelmand.'],
    ['nl', 2, 'Er staan 2 ritten in uw winkelmand.'],
    ['en', 0, 'There are 0 trips in your cart.'],
    ['en', 1, 'There is 1 trip in your cart.'],
    ['en', 2, 'There are 2 trips in your cart.'],
  ] as const)('choose the plural form by count in %s: %i', async (lang, count, text) => {
    await changeLanguage(lang);
    expect(translate('cartCount', { count })).toBe(text);
    await changeLanguage('nl');
  });

  it('take _zero for 0 when there is one, else the language’s form, else _other', () => {
    addTexts(
      'nl',
      { items_zero: 'geen', items_one: 'één', items_other: '{{count}} stuks', only_other: '{{count}} x' },
      true,
    );
    expect(translate('items', { count: 0 })).toBe('geen');
    expect(translate('items', { count: 1 })).toBe('één');
    expect(translate('items', { count: 7 })).toBe('7 stuks');
    expect(translate('only', { count: 1 })).toBe('1 x');
  });

  it('fall back to Dutch for a key the language in use lacks, then to the key itself', async () => {
    addTexts('nl', { 'lbl-only.nl:field': 'Alleen Nederlands' }, true);
    await changeLanguage('en');
    expect(translate('lbl-only.nl:field')).toBe('Alleen Nederlands');
    expect(hasText('lbl-only.nl:field')).toBe(true);
    expect(translate('noSuchKey')).toBe('noSuchKey');
    expect(hasText('noSuchKey')).toBe(false);
    expect(hasText('constructor')).toBe(false);
    expect(translate('constructor')).toBe('constructor');
    await changeLanguage('nl');
  });

  it("keep an operator's wording of a desk key when the desk's texts are added after it", () => {
    addTexts('nl', { deskBoard: 'Ritten vandaag' }, true);
    addTexts('nl', { deskBoard: 'Ritten', deskStaff: 'Medewerkers' }, false);
    expect(translate('deskBoard')).toBe('Ritten vandaag');
    expect(translate('deskStaff')).toBe('Medewerkers');
  });

  it('render a component again when the language changes or texts are added', async () => {
    function Greeting() {
      const { t, i18n } = useTranslation();
      return (
        <p>
          {i18n.language}: {t('bookTrip')} {i18n.exists('tenantLine') ? t('tenantLine') : ''}
        </p>
      );
    }
    render(<Greeting />);
    expect(screen.getByText(`nl: ${nl.bookTrip}`)).toBeTruthy();

    await act(() => changeLanguage('en'));
    expect(screen.getByText(`en: ${en.bookTrip}`)).toBeTruthy();

    act(() => addTexts('en', { tenantLine: 'since 1990' }, true));
    expect(screen.getByText(`en: ${en.bookTrip} since 1990`)).toBeTruthy();

    await act(() => changeLanguage('nl'));
  });
});
