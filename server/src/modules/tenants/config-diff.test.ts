import { describe, expect, it } from 'vitest';
import { diffConfig, summaryOf } from './config-diff.ts';

describe('the diff between two configurations', () => {
  it('lists each changed value by its path, with its value before and after', () => {
    const before = { tariff: { perKmCents: 250, zones: [{ id: 'a' }] }, hostnames: ['a.example'], logo: 'logo.svg' };
    const after = {
      tariff: { perKmCents: 275, zones: [{ id: 'a' }] },
      hostnames: ['a.example', 'b.example'],
      logo: 'logo.svg',
      origins: [],
    };
    expect(diffConfig(before, after)).toEqual([
      { path: 'hostnames.1', after: 'b.example' },
      { path: 'origins', after: [] },
      { path: 'tariff.perKmCents', before: 250, after: 275 },
    ]);
  });

  it('finds nothing between equal configurations, and a removed path without an after', () => {
    expect(diffConfig({ a: { b: [1, 2] } }, { a: { b: [1, 2] } })).toEqual([]);
    expect(diffConfig({ a: 1, b: 2 }, { a: 1 })).toEqual([{ path: 'b', before: 2 }]);
  });

  it('sums the changes up by their first two levels', () => {
    expect(summaryOf([{ path: 'tariff.perKmCents' }, { path: 'tariff.zones.0.radiusKm' }, { path: 'logo' }])).toBe(
      'tariff.perKmCents, tariff.zones, logo',
    );
    expect(summaryOf([])).toBe('no change');
  });
});
