// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { placedOrderSchema } from '#common/contracts/cart-transaction.ts';
import {
  readDraft,
  readStored,
  readStoredText,
  removeDraft,
  removeStored,
  setStorageClient,
  subscribeStored,
  writeDraft,
  writeStored,
} from './storage.ts';

describe('stored values', () => {
  beforeEach(() => {
    localStorage.clear();
    setStorageClient('demo');
  });

  it('keeps each value as JSON under <client>_<name>', () => {
    writeStored('trips', [{ title: 'Schiphol' }]);
    writeStored('lang', 'en');
    writeStored('storeUserInfo', true);

    expect(localStorage.getItem('demo_trips')).toBe('[{"title":"Schiphol"}]');
    expect(localStorage.getItem('demo_lang')).toBe('"en"');
    expect(localStorage.getItem('demo_storeUserInfo')).toBe('true');
    expect(readStored('trips')).toEqual([{ title: 'Schiphol' }]);
    expect(readStored('lang')).toBe('en');
  });

  it('keeps the values of two tenants apart', () => {
    writeStored('order', { klantNr: 1, orderId: 2, orderHash: 'abc' });
    setStorageClient('zakelijk');

    expect(readStored('order')).toBeNull();
    writeStored('order', { klantNr: 3, orderId: 4, orderHash: 'def' });
    expect(localStorage.getItem('demo_order')).toBe('{"klantNr":1,"orderId":2,"orderHash":"abc"}');
    expect(localStorage.getItem('zakelijk_order')).toBe('{"klantNr":3,"orderId":4,"orderHash":"def"}');
  });

  it('reads a placed order exactly when placedOrderSchema accepts it', () => {
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
      expect(readStored('order'), JSON.stringify(candidate)).toEqual(expected);
    }
  });

  it('remembers the tenant unprefixed for the next start', () => {
    setStorageClient('zakelijk');

    expect(localStorage.getItem('client')).toBe('zakelijk');
  });

  it('reads broken JSON or a value of the wrong shape as nothing', () => {
    localStorage.setItem('demo_trips', '{not json');
    localStorage.setItem('demo_lang', '"de"');
    localStorage.setItem('demo_person', '[1]');

    expect(readStored('trips')).toBeNull();
    expect(readStored('lang')).toBeNull();
    expect(readStored('person')).toBeNull();
  });

  it("keeps an order's details for the return page under the tenant's prefix, and reads a wrong shape as nothing", () => {
    const details = {
      orderHash: 'abc',
      email: 'jan@example.nl',
      trips: [{ datetime: '2026-05-24 14:30', from: 'A', to: 'B', price: '42.50' }],
    };
    writeStored('orderDetails', details);
    expect(JSON.parse(localStorage.getItem('demo_orderDetails') ?? 'null')).toEqual(details);
    expect(readStored('orderDetails')).toEqual(details);
    for (const wrong of [
      { ...details, email: 1 },
      { ...details, trips: [{ from: 'A' }] },
      { email: 'x', trips: [] },
      [],
    ]) {
      localStorage.setItem('demo_orderDetails', JSON.stringify(wrong));
      expect(readStored('orderDetails')).toBeNull();
    }
  });

  it('removes a value', () => {
    writeStored('trips', []);
    removeStored('trips');

    expect(readStoredText('trips')).toBeNull();
  });

  it('tells subscribers about writes until they unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeStored(listener);

    writeStored('trips', []);
    removeStored('trips');
    setStorageClient('other');
    unsubscribe();
    writeStored('trips', []);

    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('drops writes while the tenant is unknown', () => {
    setStorageClient('');
    writeStored('lang', 'en');

    expect(localStorage.length).toBe(1);
    expect(readStored('lang')).toBeNull();
  });
});

describe('drafts', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    setStorageClient('demo');
  });

  it('keeps the draft of a form in session storage, apart per tenant, until it is removed', () => {
    writeDraft('checkout', { name: 'Anna' });
    expect(sessionStorage.getItem('demo_draft_checkout')).toBe('{"name":"Anna"}');
    expect(localStorage.getItem('demo_draft_checkout')).toBeNull();
    setStorageClient('zakelijk');
    expect(readDraft('checkout')).toBeNull();
    setStorageClient('demo');
    expect(readDraft('checkout')).toEqual({ name: 'Anna' });
    removeDraft('checkout');
    expect(readDraft('checkout')).toBeNull();
  });

  it('reads a damaged draft as none', () => {
    sessionStorage.setItem('demo_draft_trip', '{not json');
    expect(readDraft('trip')).toBeNull();
  });
});
