import { describe, expect, it } from 'vitest';
import {
  bookedTripDatetime,
  instantOfWallTime,
  minimumTripDatetime,
  parseTripDatetime,
  pushToMinimum,
  wallTimeAt,
} from './trip-datetime.ts';

describe('parseTripDatetime', () => {
  it('reads YYYY-MM-DD HH:mm', () => {
    expect(parseTripDatetime('2026-06-10 14:05')).toEqual({ year: 2026, month: 6, day: 10, hour: 14, minute: 5 });
    expect(parseTripDatetime('2028-02-29 00:00')).not.toBeNull();
  });

  it.each([
    '',
    '10-06-2026 14:05',
    '2026-06-10T14:05',
    '2026-06-10 14:05:00',
    '2026-6-10 14:05',
    '2026-02-29 10:00',
    '2026-04-31 10:00',
    '2026-13-01 10:00',
    '2026-00-10 10:00',
    '2026-06-00 10:00',
    '2026-06-10 24:00',
    '2026-06-10 12:60',
    ' 2026-06-10 14:05',
  ])('refuses %j', (value) => {
    expect(parseTripDatetime(value)).toBeNull();
  });
});

describe('minimumTripDatetime (Europe/Amsterdam)', () => {
  it('is now plus the offset, rounded up to 10 minutes', () => {
    expect(minimumTripDatetime(new Date('2026-06-10T12:03:00Z'), 60)).toBe('2026-06-10 15:10');
    expect(minimumTripDatetime(new Date('2026-01-14T12:03:00Z'), 60)).toBe('2026-01-14 14:10');
  });

  it('keeps a time on the step and rounds up any second past it', () => {
    expect(minimumTripDatetime(new Date('2026-06-10T12:00:00Z'), 60)).toBe('2026-06-10 15:00');
    expect(minimumTripDatetime(new Date('2026-06-10T12:00:01Z'), 60)).toBe('2026-06-10 15:10');
  });

  it('crosses midnight and the new year', () => {
    expect(minimumTripDatetime(new Date('2026-06-10T21:55:00Z'), 10)).toBe('2026-06-11 00:10');
    expect(minimumTripDatetime(new Date('2026-12-31T22:58:00Z'), 0)).toBe('2027-01-01 00:00');
  });

  it('never lands in the spring-forward gap', () => {
    // 01:55 CET on 29 March 2026; the clock jumps from 02:00 to 03:00.
    expect(minimumTripDatetime(new Date('2026-03-29T00:55:00Z'), 0)).toBe('2026-03-29 03:00');
    expect(minimumTripDatetime(new Date('2026-03-29T00:55:00Z'), 60)).toBe('2026-03-29 04:00');
  });

  it('follows the clock through the autumn hour that happens twice', () => {
    expect(minimumTripDatetime(new Date('2026-10-25T00:35:00Z'), 0)).toBe('2026-10-25 02:40');
    expect(minimumTripDatetime(new Date('2026-10-25T01:35:00Z'), 0)).toBe('2026-10-25 02:40');
    expect(minimumTripDatetime(new Date('2026-10-25T00:35:00Z'), 60)).toBe('2026-10-25 02:40');
  });
});

describe('pushToMinimum', () => {
  it('pushes an earlier value to the minimum and keeps a later one', () => {
    expect(pushToMinimum('2026-06-10 14:00', '2026-06-10 15:10')).toBe('2026-06-10 15:10');
    expect(pushToMinimum('2026-06-09 23:50', '2026-06-10 00:10')).toBe('2026-06-10 00:10');
    expect(pushToMinimum('2026-06-10 15:10', '2026-06-10 15:10')).toBe('2026-06-10 15:10');
    expect(pushToMinimum('2026-06-10 18:05', '2026-06-10 15:10')).toBe('2026-06-10 18:05');
  });

  it('leaves a value that is not a datetime to the validation', () => {
    expect(pushToMinimum('', '2026-06-10 15:10')).toBe('');
    expect(pushToMinimum('1999-99-99 10:00', '2026-06-10 15:10')).toBe('1999-99-99 10:00');
  });
});

describe('wall times and instants', () => {
  it('converts between a wall time and its instant in winter and summer', () => {
    expect(instantOfWallTime({ year: 2026, month: 1, day: 15, hour: 10, minute: 0 }).toISOString()).toBe(
      '2026-01-15T09:00:00.000Z',
    );
    expect(instantOfWallTime({ year: 2026, month: 7, day: 15, hour: 10, minute: 0 }).toISOString()).toBe(
      '2026-07-15T08:00:00.000Z',
    );
    expect(wallTimeAt(new Date('2026-07-15T22:30:00Z'))).toEqual({
      year: 2026,
      month: 7,
      day: 16,
      hour: 0,
      minute: 30,
    });
  });

  it('takes the first of a time that happens twice', () => {
    expect(instantOfWallTime({ year: 2026, month: 10, day: 25, hour: 2, minute: 30 }).toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    );
  });

  it('books a time inside the spring-forward gap as the clock shows it', () => {
    expect(bookedTripDatetime('2026-03-29 02:30')).toBe('2026-03-29 03:30');
    expect(bookedTripDatetime('2026-03-29 01:50')).toBe('2026-03-29 01:50');
    expect(bookedTripDatetime('2026-03-29 03:00')).toBe('2026-03-29 03:00');
    expect(bookedTripDatetime('2026-10-25 02:30')).toBe('2026-10-25 02:30');
    expect(bookedTripDatetime('29-03-2026 02:30')).toBeNull();
  });

  it('books the same datetime alike when asked again, in each zone apart (the answers are kept)', () => {
    for (let round = 0; round < 2; round++) {
      expect(bookedTripDatetime('2026-03-29 02:30')).toBe('2026-03-29 03:30');
      expect(bookedTripDatetime('2026-03-29 02:30', 'UTC')).toBe('2026-03-29 02:30');
      expect(bookedTripDatetime('2026-03-08 02:30', 'America/St_Johns')).toBe('2026-03-08 03:30');
      expect(bookedTripDatetime('2026-02-30 10:00')).toBeNull();
    }
  });

  it.each(['Europe/Amsterdam', 'Asia/Kolkata', 'Pacific/Chatham', 'Australia/Lord_Howe', 'America/St_Johns', 'UTC'])(
    'reads the wall time in %s as ICU does, across clock changes, before 1973 too (offsets of the hour kept)',
    (timeZone) => {
      const icu = new Intl.DateTimeFormat('en-GB', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
      });
      // Every 61 h 7 min 12.345 s from 1960 to 2040 (each minute of the hour in turn), and every 7 minutes through the
      // days of 2026's clock changes in Europe.
      const times: number[] = [];
      for (let time = Date.UTC(1960, 0, 1); time < Date.UTC(2040, 0, 1); time += 220_032_345) times.push(time);
      for (const day of [Date.UTC(2026, 2, 28), Date.UTC(2026, 9, 24)])
        for (let time = day; time < day + 2 * 86_400_000; time += 420_000) times.push(time);
      for (const time of times) {
        const parts = Object.fromEntries(
          icu
            .formatToParts(new Date(time))
            .filter((part) => part.type !== 'literal')
            .map((part) => [part.type, Number(part.value)]),
        );
        expect(wallTimeAt(new Date(time), timeZone), new Date(time).toISOString()).toEqual(parts);
      }
    },
  );
});
