// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import type { Trip } from '#common/contracts/trip.ts';
import { readStored, setStorageClient, writeStored } from '../../ui/storage.ts';
import { cartIndex, parseCartTrip, totalCents } from './cart.ts';
import {
  emptyCart,
  removeCartTrip,
  replaceCartTrips,
  saveCartTrip,
  storedCart,
  withTrip,
  withoutTrip,
} from './stored-cart.ts';

const trip = (price: string | number | undefined, title = ''): Trip => ({
  title,
  datetime: '2030-05-24 14:30',
  reverse: false,
  tour: [{ atype: -1, nr: '', address: null, flightNumber: '', flightOrigin: '', flightArrival: '' }],
  extraTripInfo: '',
  ...(price === undefined ? {} : { price }),
});

describe('the cart', () => {
  beforeEach(() => {
    localStorage.clear();
    setStorageClient('demo');
  });

  it('appends a new trip and replaces an edited one (docs/reference/states.md#browser)', () => {
    const a = trip('10.00', 'a');
    const b = trip('20.00', 'b');
    expect(withTrip([a], b, null)).toEqual([a, b]);
    expect(withTrip([a], b, 0)).toEqual([b]);
    expect(withTrip([a], b, 5)).toEqual([a, b]);
    expect(withoutTrip([a, b], 0)).toEqual([b]);
  });

  it('is kept in local storage as <client>_trips', () => {
    saveCartTrip(trip('10.00', 'a'), null);
    saveCartTrip(trip('12.00', 'b'), null);
    saveCartTrip(trip('11.00', 'c'), 0);
    expect(JSON.parse(localStorage.getItem('demo_trips') ?? '[]').map((t: Trip) => t.title)).toEqual(['c', 'b']);
    removeCartTrip(0);
    expect(readStored(storedCart)).toHaveLength(1);
    replaceCartTrips([trip('13.00', 'd')]);
    expect(localStorage.getItem('demo_trips')).toBe(JSON.stringify([trip('13.00', 'd')]));
    emptyCart();
    expect(localStorage.getItem('demo_trips')).toBeNull();
  });

  it('knows which trip /trip/:id edits', () => {
    writeStored(storedCart, [trip('10.00'), { title: 'not a trip' }]);
    const trips = readStored(storedCart) ?? [];
    expect(cartIndex('0', trips)).toBe(0);
    expect(cartIndex('1', trips)).toBeNull();
    expect(cartIndex('7', trips)).toBeNull();
    expect(cartIndex('new', trips)).toBeNull();
    expect(cartIndex(undefined, trips)).toBeNull();
    expect(parseCartTrip({ title: 'x' })).toBeNull();
  });

  it('adds up the prices in cents', () => {
    expect(totalCents([trip('42.50'), trip('7.05'), trip(12.5), trip(undefined), null])).toBe(42_50 + 7_05 + 12_50);
  });
});
