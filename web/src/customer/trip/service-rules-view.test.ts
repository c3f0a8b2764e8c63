import { describe, expect, it } from 'vitest';
import { parseTripDatetime } from '#common/fields/trip-datetime.ts';
import { serviceRulesSchema } from '#common/tenant/settings.ts';
import { openingHoursText, upcomingClosedDates } from '../../shared/trip/service-rules-text.ts';
import { dayHoursText, dayProblem, offeredHours } from './service-rules-view.ts';

const rules = serviceRulesSchema.parse({
  horizonDays: 30,
  openingHours: {
    mon: [{ from: '05:00', to: '01:00' }],
    tue: [{ from: '05:00', to: '01:00' }],
    wed: [{ from: '05:00', to: '01:00' }],
    thu: [{ from: '05:00', to: '01:00' }],
    fri: [{ from: '05:00', to: '04:00' }],
    sat: [{ from: '05:00', to: '04:00' }],
    sun: [{ from: '06:00', to: '01:00' }],
  },
  closedDates: ['2026-12-02', '2027-04-27'],
});
// Saturday 28 November 2026.
const today = parseTripDatetime('2026-11-28 12:00')!;

describe('the rules as the trip screen says them', () => {
  it('takes days with the same hours together, in each language', () => {
    expect(openingHoursText(rules, 'nl')).toBe('ma–do 05:00–01:00, vr–za 05:00–04:00, zo 06:00–01:00');
    expect(openingHoursText(rules, 'en')).toBe('Mon–Thu 05:00–01:00, Fri–Sat 05:00–04:00, Sun 06:00–01:00');
    expect(openingHoursText(serviceRulesSchema.parse({}), 'nl')).toBe('');
  });

  it('lists the closed dates still to come within the horizon', () => {
    expect(upcomingClosedDates(rules, today, 'nl')).toEqual(['02-12-2026']);
    expect(upcomingClosedDates(rules, today, 'en')).toEqual(['02/12/2026']);
  });

  it('offers the hours with an open time, the night before included', () => {
    // Tuesday 1 December: Monday's window runs to 01:00, its own opens at 05:00.
    expect(offeredHours('2026-12-01', rules)).toEqual([
      '00',
      ...Array.from({ length: 19 }, (_, i) => String(i + 5).padStart(2, '0')),
    ]);
    expect(offeredHours('2026-12-01', serviceRulesSchema.parse({}))).toBeUndefined();
    expect(dayHoursText('2026-12-04', rules)).toBe('05:00–04:00');
  });

  it('says a closed day, a day past the horizon, and nothing for an open day', () => {
    expect(dayProblem('2026-12-02', today, rules)).toBe('closedDate');
    expect(dayProblem('2026-12-29', today, rules)).toBe('beyondHorizon');
    expect(dayProblem('2026-12-01', today, rules)).toBeNull();
    expect(dayProblem('', today, rules)).toBeNull();
  });
});
