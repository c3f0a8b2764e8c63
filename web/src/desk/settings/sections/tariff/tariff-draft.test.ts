import { describe, expect, it } from 'vitest';
import { tariffSchema } from '#common/tenant/tenant-file.ts';
import {
  centsOfText,
  eurosText,
  newZoneId,
  numberOfText,
  postcodeList,
  tariffDraftOf,
  tariffOfDraft,
  withoutZone,
} from './tariff-draft.ts';

// The demo's tariff (config/tenants/demo.json) with a postcode zone besides its circles, and a fixed price within it.
const metered = { startFeeCents: 450, perKmCents: 245, perMinuteCents: 40, minimumFareCents: 1250, roadFactor: 1.3 };
const surcharges = { nightSurchargePercent: 20, weekendSurchargePercent: 10, airportSurchargeCents: 750 };
const centre = { lat: 53.2194, lng: 6.5665 };
const tariff = tariffSchema.parse({
  ...metered,
  ...surcharges,
  travelSpeed: { cityKm: 6, cityKmh: 25, roadKmh: 95 },
  vehicleClassField: 'vehicleClass',
  vehicleClassMultipliers: { sedan: 1, estate: 1.15, van: 1.4 },
  nightHours: { from: '00:00', to: '06:00' },
  zones: [
    { id: 'groningen-centrum', name: 'Groningen centrum', center: centre, radiusKm: 2.5 },
    { id: 'schiphol', name: 'Schiphol', center: { lat: 52.3086, lng: 4.7639 }, radiusKm: 3 },
    { id: 'eelde', name: 'Groningen Airport Eelde', center: { lat: 53.1197, lng: 6.5794 }, radiusKm: 2 },
    { id: 'noord', name: 'Noord', postcodes: ['9711', '9712-9718'] },
  ],
  fixedRoutes: [
    { from: 'groningen-centrum', to: 'schiphol', priceCents: 21500 },
    { from: 'noord', to: 'noord', priceCents: 900 },
  ],
});

describe('the tariff form in euros', () => {
  it('writes cents as euros in the language', () => {
    expect(eurosText(450, 'nl')).toBe('4,50');
    expect(eurosText(450, 'en')).toBe('4.50');
    expect(eurosText(21500, 'nl')).toBe('215,00');
    expect(eurosText(5, 'en')).toBe('0.05');
  });

  it('reads euros typed either way as whole cents, and keeps what is no amount as typed', () => {
    expect(centsOfText('4,50')).toBe(450);
    expect(centsOfText('€ 2.6')).toBe(260);
    expect(centsOfText('3')).toBe(300);
    expect(centsOfText('-1')).toBe('-1');
    expect(centsOfText('vier')).toBe('vier');
  });

  it('reads numbers with a comma or a point, and keeps what is no number as typed', () => {
    expect(numberOfText('1,3')).toBe(1.3);
    expect(numberOfText(' 250 ')).toBe(250);
    expect(numberOfText('')).toBe('');
    expect(numberOfText('1,3,4')).toBe('1,3,4');
  });

  it('splits postcode areas on commas and spaces', () => {
    expect(postcodeList('9711, 9712-9718\n9800 ')).toEqual(['9711', '9712-9718', '9800']);
    expect(postcodeList(' ')).toEqual([]);
  });

  it('leaves out the optional keys the tariff left out while the draft still means their absence', () => {
    const given = { ...tariff };
    delete given.holidaySurchargePercent;
    delete given.holidays;
    delete given.roundToCents;
    const draft = { ...tariffDraftOf(given, 'nl'), perKmCents: '2,85' };
    expect(tariffOfDraft(draft, given)).toMatchObject({ ...given, perKmCents: 285 });
    expect(tariffOfDraft(draft, given)).not.toHaveProperty('holidays');
    expect(tariffOfDraft(draft, given)).not.toHaveProperty('roundToCents');
    expect(tariffOfDraft(draft, given)).not.toHaveProperty('holidaySurchargePercent');
    expect(tariffOfDraft({ ...draft, roundToCents: 10, holidaySurchargePercent: '50' }, given)).toMatchObject({
      roundToCents: 10,
      holidaySurchargePercent: 50,
    });
  });

  it('gives back the same tariff from an untouched draft, in both languages', () => {
    for (const lang of ['nl', 'en'] as const) {
      const back = tariffOfDraft(tariffDraftOf(tariff, lang));
      expect(tariffSchema.parse(back)).toEqual({
        ...tariff,
        holidaySurchargePercent: 0,
        holidays: expect.arrayContaining(['koningsdag', 'bevrijdingsdagLustrum']) as unknown,
        roundToCents: 1,
      });
    }
  });

  it('shows the draft in euros and the language’s numbers', () => {
    const draft = tariffDraftOf(tariff, 'nl');
    expect(draft.perKmCents).toBe('2,45');
    expect(draft.roadFactor).toBe('1,3');
    expect(draft.vehicleClassMultipliers).toEqual({ sedan: '1', estate: '1,15', van: '1,4' });
    expect(draft.zones[0]).toMatchObject({ kind: 'circle', radiusKm: '2,5', center: { lat: '53.2194' } });
    expect(draft.zones[3]).toMatchObject({ kind: 'postcodes', postcodes: '9711, 9712-9718' });
    expect(draft.fixedRoutes[0]?.priceCents).toBe('215,00');
  });

  it('leaves a class without a multiplier out, so it counts once', () => {
    const draft = { ...tariffDraftOf(tariff, 'en'), vehicleClassMultipliers: { sedan: '', estate: '1', van: '1.5' } };
    expect(tariffOfDraft(draft).vehicleClassMultipliers).toEqual({ estate: 1, van: 1.5 });
  });

  it('sends a zone of the kind picked, and an out-of-range amount for the schema to refuse', () => {
    const draft = tariffDraftOf(tariff, 'en');
    const zone = { ...draft.zones[0]!, kind: 'postcodes' as const, postcodes: '9700-9799' };
    const back = tariffOfDraft({ ...draft, zones: [zone], nightSurchargePercent: '250' });
    expect(back.zones).toEqual([{ id: 'groningen-centrum', name: 'Groningen centrum', postcodes: ['9700-9799'] }]);
    expect(tariffSchema.safeParse(back).success).toBe(false);
  });

  it('removes a zone with its fixed prices, and names a new one by the first free id', () => {
    const draft = tariffDraftOf(tariff, 'en');
    const without = withoutZone(draft, 0);
    expect(without.zones.map((zone) => zone.id)).toEqual(['schiphol', 'eelde', 'noord']);
    expect(without.fixedRoutes).toEqual([{ from: 'noord', to: 'noord', priceCents: '9.00' }]);
    expect(newZoneId([{ id: 'a' }, { id: 'zone-2' }])).toBe('zone-3');
    expect(newZoneId([])).toBe('zone-1');
  });
});
