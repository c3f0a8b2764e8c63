import { describe, expect, it } from 'vitest';
import { parseTimeText } from './time-text.ts';

describe('a time typed as text', () => {
  it.each([
    ['14:30', '14:30'],
    ['9:05', '09:05'],
    ['09.05', '09:05'],
    ['0905', '09:05'],
    ['905', '09:05'],
    ['21h15', '21:15'],
    [' 7 : 45 ', '07:45'],
    ['00:00', '00:00'],
    ['23:59', '23:59'],
  ])('reads %j as %s', (text, time) => expect(parseTimeText(text)).toBe(time));

  it.each(['', '24:00', '12:60', '12:5', 'half drie', '12:30:00', '123456', '-1:30'])('finds no time in %j', (text) =>
    expect(parseTimeText(text)).toBeNull(),
  );
});
