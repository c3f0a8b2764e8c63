import { describe, expect, it } from 'vitest';
import { paymentOutcome } from './payment-return.ts';

describe('payment return', () => {
  it('shows the status when the hash is the stored order hash', () => {
    expect(paymentOutcome('success', 'h1', 'h1')).toBe('success');
    expect(paymentOutcome('failed', 'h1', 'h1')).toBe('failed');
  });

  it('is invalid with nothing stored', () => {
    expect(paymentOutcome('success', 'h1', null)).toBe('invalid');
    expect(paymentOutcome('success', '', '')).toBe('invalid');
  });

  it('is invalid for another hash or an unknown status', () => {
    expect(paymentOutcome('success', 'h2', 'h1')).toBe('invalid');
    expect(paymentOutcome('paid', 'h1', 'h1')).toBe('invalid');
    expect(paymentOutcome(undefined, 'h1', 'h1')).toBe('invalid');
  });
});
