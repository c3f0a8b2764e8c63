import { describe, expect, it } from 'vitest';
import type { BookedTrip } from '#common/contracts/account.ts';
import type { TourStop } from '#common/contracts/trip.ts';
import * as view from './booking-view.ts';

const stop = (text: string | null, flight: Partial<TourStop> = {}) =>
  ({
    atype: 'address',
    nr: '',
    address: text === null ? null : { text },
    flightNumber: '',
    flightOrigin: '',
    flightArrival: '',
    ...flight,
  }) as TourStop;

const trip = (fields: Partial<BookedTrip> = {}): BookedTrip => ({
  ritNr: 1001,
  ritId: 'r1',
  datetime: '2026-05-24 14:30',
  tour: [stop('Herestraat 12, Groningen'), stop('Station Groningen')],
  persons: 2,
  extraTripInfo: '',
  price: '24.50',
  status: 'new',
  flightNumber: '',
  version: '2026-01-01T00:00:00.000Z',
  xs: { cancel: true, change: true },
  bookedBy: 'receptie',
  passenger: null,
  ...fields,
});

describe('a booked trip as shown', () => {
  it('lists the addresses of its stops in order, leaving out a stop without one', () => {
    expect(view.bookingAddresses(trip())).toEqual(['Herestraat 12, Groningen', 'Station Groningen']);
    expect(view.bookingAddresses(trip({ tour: [stop('Hotel'), stop(null)] }))).toEqual(['Hotel']);
  });

  it('gives the flight details of a stop', () => {
    expect(
      view.flightParts(stop('Schiphol', { flightNumber: 'KL1234', flightOrigin: 'Rome', flightArrival: '09:40' })),
    ).toEqual({
      number: 'KL1234',
      origin: 'Rome',
      arrival: '09:40',
    });
  });

  it('shows the price unless the tenant hides it', () => {
    expect(view.shownBookingPrice(trip())).toBe('24.50');
    expect(view.shownBookingPrice(trip({ price: '' }))).toBeNull();
  });

  it('may be cancelled where the server allows it, never once cancelled', () => {
    expect(view.canCancel(trip())).toBe(true);
    expect(view.canCancel(trip({ xs: { cancel: false, change: false } }))).toBe(false);
    expect(view.canCancel(trip({ status: 'canceled', xs: { cancel: true, change: true } }))).toBe(false);
  });
});

describe('view.activeBookings', () => {
  it('counts the booked trips, not the cancelled ones', () => {
    expect(view.activeBookings([trip(), trip({ ritId: 'r2', status: 'canceled' }), trip({ ritId: 'r3' })])).toBe(2);
    expect(view.activeBookings([trip({ status: 'canceled' })])).toBe(0);
  });
});

describe('a change of a booked trip', () => {
  it('is offered while the server allows it, never for a cancelled trip', () => {
    expect(view.canChange(trip())).toBe(true);
    expect(view.canChange(trip({ xs: { cancel: false, change: false } }))).toBe(false);
    expect(view.canChange(trip({ status: 'canceled', xs: { cancel: true, change: true } }))).toBe(false);
  });

  it('starts from the trip as booked', () => {
    expect(view.changeableTrip(trip({ persons: 3, extraTripInfo: 'Sign', flightNumber: 'KL1234' }))).toEqual({
      ritNr: 1001,
      datetime: '2026-05-24 14:30',
      flightNumber: 'KL1234',
      passengers: 3,
      extraInfo: 'Sign',
      version: '2026-01-01T00:00:00.000Z',
    });
  });
});
