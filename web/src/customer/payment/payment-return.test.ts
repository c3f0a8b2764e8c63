import { describe, expect, it } from 'vitest';
import { nextCheckMs } from './api/get-payment-status.ts';
import { detailsOfOrder, paymentOutcome, returnTokenOf } from './payment-return.ts';

const order = { klantNr: 12, orderId: 345, orderHash: 'h1' };

describe('payment return', () => {
  it('shows the status when the hash is the stored order hash', () => {
    expect(paymentOutcome('success', 'h1', order)).toBe('success');
    expect(paymentOutcome('failed', 'h1', order)).toBe('failed');
    expect(paymentOutcome('cancelled', 'h1', order)).toBe('cancelled');
  });

  it('shows the details kept at checkout only for their own order', () => {
    const details = { orderHash: 'h1', email: 'jan@example.nl', trips: [] };
    expect(detailsOfOrder(order, details)).toBe(details);
    expect(detailsOfOrder(order, { ...details, orderHash: 'h0' })).toBeNull();
    expect(detailsOfOrder(null, details)).toBeNull();
    expect(detailsOfOrder(order, null)).toBeNull();
  });

  it('is invalid with no order stored', () => {
    expect(paymentOutcome('success', 'h1', null)).toBe('invalid');
    expect(paymentOutcome('failed', '', null)).toBe('invalid');
  });

  it('is invalid for another hash or an unknown status', () => {
    expect(paymentOutcome('success', 'h2', order)).toBe('invalid');
    expect(paymentOutcome('success', undefined, order)).toBe('invalid');
    expect(paymentOutcome('paid', 'h1', order)).toBe('invalid');
    expect(paymentOutcome(undefined, 'h1', order)).toBe('invalid');
  });

  it('shows a pending return of its own order only with the token to ask with', () => {
    expect(paymentOutcome('pending', 'h1', order, 'tok')).toBe('pending');
    expect(paymentOutcome('pending', 'h1', order)).toBe('invalid');
    expect(paymentOutcome('pending', 'h2', order, 'tok')).toBe('invalid');
  });

  it('reads the token after # of a pending return', () => {
    expect(returnTokenOf('#token=abc_-9')).toBe('abc_-9');
    expect(returnTokenOf('')).toBe('');
    expect(returnTokenOf('#other=1')).toBe('');
  });

  it('asks again sooner at first, then less often, never waiting longer than half a minute', () => {
    const waits = Array.from({ length: 12 }, (_, checks) => nextCheckMs(checks + 1));
    expect(waits[0]).toBe(2000);
    expect(waits[1]).toBe(3000);
    expect(waits.every((wait, index) => index === 0 || wait >= (waits[index - 1] ?? 0))).toBe(true);
    expect(Math.max(...waits)).toBe(30_000);
  });
});
