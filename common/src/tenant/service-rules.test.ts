import { describe, expect, it } from 'vitest';
import { parseTripDatetime, type WallTime } from '../fields/trip-datetime.ts';
import {
  fittingVehicleClass,
  halfHourHasRoom,
  halfHourOf,
  insideArea,
  isBookableDay,
  isOpenAt,
  serviceTimeProblem,
  tripInArea,
  vehicleClassProblem,
  weekdayOf,
  type AreaStop,
} from './service-rules.ts';
import { serviceRulesSchema, type ServiceRules } from './settings.ts';

const at = (value: string): WallTime => {
  const wall = parseTripDatetime(value);
  if (!wall) throw new Error(value);
  return wall;
};

// Monday 2026-11-30 … Sunday 2026-12-06; fixed calendar dates, no clock involved.
const rules: ServiceRules = serviceRulesSchema.parse({
  horizonDays: 60,
  openingHours: {
    mon: [{ from: '06:00', to: '23:00' }],
    tue: [{ from: '06:00', to: '23:00' }],
    wed: [{ from: '06:00', to: '23:00' }],
    thu: [{ from: '06:00', to: '23:00' }],
    fri: [{ from: '06:00', to: '02:00' }],
    sat: [{ from: '08:00', to: '02:00' }],
  },
  closedDates: ['2026-12-02', '2026-12-05'],
});
const today = at('2026-11-28 12:00');

describe('the opening hours', () => {
  it('knows the weekdays', () => {
    expect(weekdayOf(at('2026-11-30 10:00'))).toBe('mon');
    expect(weekdayOf(at('2026-12-06 10:00'))).toBe('sun');
  });

  it('opens at the opening time exactly, not a minute before', () => {
    expect(serviceTimeProblem(at('2026-11-30 05:59'), today, rules)).toBe('outsideOpeningHours');
    expect(serviceTimeProblem(at('2026-11-30 06:00'), today, rules)).toBeNull();
  });

  it('closes at the closing time: its last minute is the one before', () => {
    expect(serviceTimeProblem(at('2026-11-30 22:59'), today, rules)).toBeNull();
    expect(serviceTimeProblem(at('2026-11-30 23:00'), today, rules)).toBe('outsideOpeningHours');
  });

  it('keeps a window that crosses midnight open into the next day, until its end', () => {
    // Friday 06:00–02:00: Saturday 01:59 is Friday's night, Saturday 02:00 is closed until Saturday's own 08:00.
    expect(isOpenAt(at('2026-12-05 01:59'), { ...rules, closedDates: [] })).toBe(true);
    expect(isOpenAt(at('2026-12-05 02:00'), { ...rules, closedDates: [] })).toBe(false);
    expect(isOpenAt(at('2026-12-05 07:59'), { ...rules, closedDates: [] })).toBe(false);
    expect(isOpenAt(at('2026-12-05 08:00'), { ...rules, closedDates: [] })).toBe(true);
  });

  it('closes a weekday that has no windows, but for the night of the day before', () => {
    // Sunday has none; Saturday's window runs to Sunday 02:00 (here with Saturday open).
    const open = { ...rules, closedDates: [] };
    expect(serviceTimeProblem(at('2026-12-06 01:30'), today, open)).toBeNull();
    expect(serviceTimeProblem(at('2026-12-06 12:00'), today, open)).toBe('outsideOpeningHours');
  });

  it('is always open without hours', () => {
    const open = serviceRulesSchema.parse({});
    expect(serviceTimeProblem(at('2026-12-06 03:15'), today, open)).toBeNull();
  });
});

describe('closed dates', () => {
  it('refuses every pickup on a closed date, within the hours or not', () => {
    expect(serviceTimeProblem(at('2026-12-02 12:00'), today, rules)).toBe('closedDate');
    expect(serviceTimeProblem(at('2026-12-01 12:00'), today, rules)).toBeNull();
    expect(serviceTimeProblem(at('2026-12-03 12:00'), today, rules)).toBeNull();
  });

  it('closes the night after a closed date too: a closed day starts no window', () => {
    // Saturday 5 December is closed, so its 08:00–02:00 window does not run into Sunday.
    expect(serviceTimeProblem(at('2026-12-06 01:00'), today, rules)).toBe('outsideOpeningHours');
  });
});

describe('the booking horizon', () => {
  it('allows the last day of the horizon and refuses the day after', () => {
    // 60 days after Saturday 28 November is Wednesday 27 January.
    expect(serviceTimeProblem(at('2027-01-27 22:59'), today, rules)).toBeNull();
    expect(serviceTimeProblem(at('2027-01-28 10:00'), today, rules)).toBe('beyondHorizon');
  });
});

describe('the bookable days of the calendar', () => {
  it('offers a day with hours, and a day with only the night before', () => {
    expect(isBookableDay(at('2026-11-30 00:00'), today, rules)).toBe(true);
    expect(isBookableDay(at('2026-11-29 00:00'), today, rules)).toBe(true);
  });

  it('offers no closed date, no day past the horizon, no day without any window', () => {
    expect(isBookableDay(at('2026-12-02 00:00'), today, rules)).toBe(false);
    expect(isBookableDay(at('2027-01-28 00:00'), today, rules)).toBe(false);
    const noNights = serviceRulesSchema.parse({ openingHours: { mon: [{ from: '06:00', to: '23:00' }] } });
    expect(isBookableDay(at('2026-12-01 00:00'), today, noNights)).toBe(false);
  });
});

describe('the half hour', () => {
  it('starts on the hour or the half hour', () => {
    expect(halfHourOf(at('2026-11-30 10:00'))).toEqual({ start: '2026-11-30 10:00', end: '2026-11-30 10:30' });
    expect(halfHourOf(at('2026-11-30 10:29'))).toEqual({ start: '2026-11-30 10:00', end: '2026-11-30 10:30' });
    expect(halfHourOf(at('2026-11-30 10:30'))).toEqual({ start: '2026-11-30 10:30', end: '2026-11-30 11:00' });
    expect(halfHourOf(at('2026-12-31 23:50'))).toEqual({ start: '2026-12-31 23:30', end: '2027-01-01 00:00' });
  });

  it('takes the Nth trip and refuses the N+1st', () => {
    expect(halfHourHasRoom(2, { maxTripsPerHalfHour: 3 })).toBe(true);
    expect(halfHourHasRoom(3, { maxTripsPerHalfHour: 3 })).toBe(false);
    expect(halfHourHasRoom(10_000, { maxTripsPerHalfHour: null })).toBe(true);
  });
});

describe('the service area', () => {
  const base = { lat: 53.2112, lng: 6.5681 };
  const area = serviceRulesSchema.parse({
    area: {
      postcodes: ['97', '9301'],
      radiusKm: 10,
      applies: 'pickup',
      description: { nl: 'Groningen', en: 'Groningen' },
    },
  }).area!;
  const address = (postcode: string, lat = 52.37, lng = 4.89): AreaStop => ({
    postcode,
    lat,
    lng,
    category: '',
    atype: -1,
  });

  it('takes a postcode that starts with one of the area', () => {
    expect(insideArea(address('9711 LJ'), area, base)).toBe(true);
    expect(insideArea(address('9301 AB'), area, base)).toBe(true);
    expect(insideArea(address('9302 AB'), area, base)).toBe(false);
  });

  it('takes a place on the radius and refuses one just beyond it', () => {
    // 0.0899° of latitude is 9.996 km; 0.0901° is 10.019 km.
    expect(insideArea(address('', base.lat + 0.0899, base.lng), area, base)).toBe(true);
    expect(insideArea(address('', base.lat + 0.0901, base.lng), area, base)).toBe(false);
  });

  it('lets airports and stations in from anywhere when the setting says so', () => {
    const schiphol: AreaStop = { postcode: '1118', lat: 52.3086, lng: 4.7639, category: 'LH', atype: 1 };
    expect(insideArea(schiphol, area, base)).toBe(true);
    expect(insideArea(schiphol, { ...area, airportsAndStationsAnywhere: false }, base)).toBe(false);
  });

  it('asks the pickup, or either stop', () => {
    const amsterdam = address('1012 AB');
    const groningen = address('9711 LJ');
    expect(tripInArea(amsterdam, groningen, area, base)).toBe(false);
    expect(tripInArea(amsterdam, groningen, { ...area, applies: 'either' }, base)).toBe(true);
    expect(tripInArea(amsterdam, amsterdam, { ...area, applies: 'either' }, base)).toBe(false);
    expect(tripInArea(amsterdam, null, null, base)).toBe(true);
  });
});

describe('vehicle classes', () => {
  const classes = { sedan: { seats: 4, luggage: 3 }, estate: { seats: 4, luggage: 6 }, van: { seats: 8, luggage: 8 } };
  const offered = ['sedan', 'estate', 'van'];

  it('takes as many passengers as seats and refuses one more, offering the smallest class that fits', () => {
    expect(vehicleClassProblem(classes, offered, { vehicleClass: 'sedan', passengers: 4, luggage: null })).toBeNull();
    expect(vehicleClassProblem(classes, offered, { vehicleClass: 'sedan', passengers: 5, luggage: null })).toEqual({
      fitting: 'van',
    });
  });

  it('offers the estate for the sedan’s luggage plus one', () => {
    expect(vehicleClassProblem(classes, offered, { vehicleClass: 'sedan', passengers: 2, luggage: 4 })).toEqual({
      fitting: 'estate',
    });
  });

  it('says none fits when none does, and takes anything in a class without a capacity', () => {
    expect(fittingVehicleClass(classes, offered, { vehicleClass: 'sedan', passengers: 9, luggage: 0 })).toBeNull();
    expect(vehicleClassProblem(classes, offered, { vehicleClass: 'limo', passengers: 30, luggage: 30 })).toBeNull();
  });
});
