import { describe, expect, it } from 'vitest';
import { detailsOfOrder, paymentOutcome } from './payment-return.ts';

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
});
