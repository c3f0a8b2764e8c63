// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { placedOrderSchema } from '#common/contracts/cart-transaction.ts';
import { readStored, setStorageClient, writeStored } from '../../ui/storage.ts';
import { orderDetails, placedOrder } from './placed-order.ts';

describe('the placed order', () => {
  beforeEach(() => {
    localStorage.clear();
    setStorageClient('demo');
  });

  it('is kept under each tenant prefix apart', () => {
    writeStored(placedOrder, { klantNr: 1, orderId: 2, orderHash: 'abc' });
    setStorageClient('zakelijk');

    expect(readStored(placedOrder)).toBeNull();
    writeStored(placedOrder, { klantNr: 3, orderId: 4, orderHash: 'def' });
    expect(localStorage.getItem('demo_order')).toBe('{"klantNr":1,"orderId":2,"orderHash":"abc"}');
    expect(localStorage.getItem('zakelijk_order')).toBe('{"klantNr":3,"orderId":4,"orderHash":"def"}');
  });

  it('is read back exactly when placedOrderSchema accepts it', () => {
    const candidates: unknown[] = [
      { klantNr: 12, orderId: 345, orderHash: 'f00d' },
      { klantNr: 0, orderId: 0, orderHash: 'x' },
      { klantNr: 12, orderId: 345, orderHash: '' },
      { klantNr: 12, orderId: 345 },
      { klantNr: '12', orderId: 345, orderHash: 'f00d' },
      { klantNr: 12.5, orderId: 345, orderHash: 'f00d' },
      { klantNr: 2 ** 60, orderId: 345, orderHash: 'f00d' },
      { klantNr: 12, orderId: null, orderHash: 'f00d' },
      { klantNr: 12, orderId: 345, orderHash: 'f00d', extra: true },
      'f00d',
      [12, 345, 'f00d'],
      null,
    ];
    for (const candidate of candidates) {
      localStorage.setItem('demo_order', JSON.stringify(candidate));
      const expected = placedOrderSchema.safeParse(candidate).success ? candidate : null;
      expect(readStored(placedOrder), JSON.stringify(candidate)).toEqual(expected);
    }
  });

  it("keeps the order's details for the return page under the tenant's prefix, and reads a wrong shape as nothing", () => {
    const details = {
      orderHash: 'abc',
      email: 'jan@example.nl',
      trips: [{ datetime: '2026-05-24 14:30', from: 'A', to: 'B', price: '42.50' }],
    };
    writeStored(orderDetails, details);
    expect(JSON.parse(localStorage.getItem('demo_orderDetails') ?? 'null')).toEqual(details);
    expect(readStored(orderDetails)).toEqual(details);
    for (const wrong of [
      { ...details, email: 1 },
      { ...details, trips: [{ from: 'A' }] },
      { email: 'x', trips: [] },
      [],
    ]) {
      localStorage.setItem('demo_orderDetails', JSON.stringify(wrong));
      expect(readStored(orderDetails)).toBeNull();
    }
  });
});
