// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { changeLanguage, translate } from '../../ui/i18n/i18n.ts';
import '../../ui/i18n/test-texts.ts';
import { addDeskTexts } from '../../ui/i18n/desk-texts.ts';
import { alertChangeText, alertPickup, alertTime } from './alert-text.ts';

addDeskTexts();

describe('the alerts in words', () => {
  it('shows a moved pickup on the same day by its times, and one moved to another day in full', () => {
    expect(alertPickup('2026-12-04 05:00', '2026-12-04 10:00')).toBe('05:00');
    expect(alertPickup('2026-12-05 05:00', '2026-12-04 10:00')).toBe('2026-12-05 05:00');
    expect(alertPickup('2026-12-04 05:00')).toBe('2026-12-04 05:00');
  });

  it('says what the customer changed, new then old, in the page’s language', async () => {
    await changeLanguage('nl');
    expect(alertChangeText(translate, { field: 'datetime', from: '2026-12-04 10:00', to: '2026-12-04 05:00' })).toBe(
      'Ophaaltijd: 05:00, was 10:00',
    );
    expect(alertChangeText(translate, { field: 'price', from: '25.00', to: '32.50' })).toBe(
      'Prijs: € 32,50, was € 25,00',
    );
    await changeLanguage('en');
    expect(alertChangeText(translate, { field: 'passengers', from: '2', to: '3' })).toBe('Passengers: 3, was 2');
    expect(alertChangeText(translate, { field: 'flightNumber', from: 'KL1234', to: '' })).toBe(
      'Flight number: (empty), was KL1234',
    );
  });

  it('gives the time an alert came in Amsterdam’s time', () => {
    expect(alertTime('2026-11-27T21:40:00.000Z', 'nl')).toBe('27-11 22:40');
    expect(alertTime('2026-07-01T08:05:00.000Z', 'en')).toBe('01/07 10:05');
  });
});
