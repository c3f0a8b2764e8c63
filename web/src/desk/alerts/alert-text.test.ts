// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { changeLanguage, translate } from '../../ui/i18n/i18n.ts';
import '../../ui/i18n/test-texts.ts';
import { addDeskTexts } from '../../ui/i18n/desk-texts.ts';
import { alertChangeText, alertPickup, alertTime } from './alert-text.ts';

addDeskTexts();

describe('the alerts in words', () => {
  it('shows a moved pickup on the same day by its times, and one moved to another day in full', () => {
    expect(alertPickup('2026-12-04 05:00', 'nl', '2026-12-04 10:00')).toBe('05:00');
    expect(alertPickup('2026-12-05 05:00', 'nl', '2026-12-04 10:00')).toBe('za 5 dec 2026 05:00');
    expect(alertPickup('2026-12-04 05:00', 'en')).toBe('Fri 4 Dec 2026 05:00');
  });

  it('says what the customer changed, new then old, in the page’s language', async () => {
    await changeLanguage('nl');
    expect(
      alertChangeText(translate, 'nl', { field: 'datetime', from: '2026-12-04 10:00', to: '2026-12-04 05:00' }),
    ).toBe('Ophaaltijd: 05:00, was 10:00');
    expect(alertChangeText(translate, 'nl', { field: 'price', from: '25.00', to: '32.50' })).toBe(
      'Prijs: € 32,50, was € 25,00',
    );
    await changeLanguage('en');
    expect(alertChangeText(translate, 'en', { field: 'passengers', from: '2', to: '3' })).toBe('Passengers: 3, was 2');
    expect(alertChangeText(translate, 'en', { field: 'flightNumber', from: 'KL1234', to: '' })).toBe(
      'Flight number: (empty), was KL1234',
    );
  });

  it('gives the time an alert came in Amsterdam’s time', () => {
    expect(alertTime('2026-11-27T21:40:00.000Z', 'nl')).toBe('vr 27 nov 2026 22:40');
    expect(alertTime('2026-07-01T08:05:00.000Z', 'en')).toBe('Wed 1 Jul 2026 10:05');
  });

  it('names a vehicle class by its label, never its code', () => {
    const label = (value: string) => (value === 'van' ? 'Busje (max. 8 personen)' : value);
    expect(alertChangeText(translate, 'nl', { field: 'vehicleClass', from: 'sedan', to: 'van' }, label)).toMatch(
      /^.+: Busje \(max\. 8 personen\), was sedan$/,
    );
  });
});
