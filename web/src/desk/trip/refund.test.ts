import { describe, expect, it } from 'vitest';
import { eurosText, refundCents, retryOf } from './refund.ts';

describe("the refund's amount", () => {
  it('starts as euros with the decimal sign of the language', () => {
    expect(eurosText(4250, 'nl')).toBe('42,50');
    expect(eurosText(4250, 'en')).toBe('42.50');
    expect(eurosText(5, 'nl')).toBe('0,05');
    expect(eurosText(100_000, 'en')).toBe('1000.00');
  });

  it('reads back what it starts with, in both languages', () => {
    expect(refundCents(eurosText(4250, 'nl'), 4250)).toBe(4250);
    expect(refundCents(eurosText(4250, 'en'), 4250)).toBe(4250);
  });

  it('takes a comma or a point, from one cent up to what remains', () => {
    expect(refundCents('6,66', 4250)).toBe(666);
    expect(refundCents('6.66', 4250)).toBe(666);
    expect(refundCents('€ 42,50', 4250)).toBe(4250);
    expect(refundCents('0,01', 4250)).toBe(1);
  });

  it('refuses nothing, more than remains, and what is no amount', () => {
    for (const text of ['0', '0,00', '42,51', '100', '', 'alles', '-5', '5,5,5'])
      expect(refundCents(text, 4250)).toBeNull();
  });
});

describe('retrying a failed refund', () => {
  it('asks the same amount and reason again, at most what remains', () => {
    expect(retryOf({ amountCents: 666, reason: 'Te laat' }, 4250)).toEqual({ amountCents: 666, reason: 'Te laat' });
    expect(retryOf({ amountCents: 666, reason: '' }, 500)).toEqual({ amountCents: 500, reason: '' });
  });
});
