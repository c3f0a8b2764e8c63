import { describe, expect, it } from 'vitest';
import type { Caller } from '#common/contracts/desk-booking.ts';
import { DeskError } from '../shared/desk-api.ts';
import { suggestion } from '../../shared/trip/test-suggestion.ts';
import {
  emptyNewTrip,
  fromEarlierTrip,
  newTripProblems,
  newTripRefusalProblems,
  newTripRequest,
  withCaller,
} from './new-trip.ts';

const caller: Caller = {
  klantNr: 12,
  name: 'Loïs Groenewegen',
  phone: '+31 6 2233 4455',
  email: 'lois@example.nl',
  account: null,
  trips: [
    {
      tripId: 40,
      datetime: '2026-11-20 09:15',
      from: 'Herestraat 12, 9711 LJ Groningen',
      to: 'Station Groningen',
      fromPlace: suggestion({ id: 'a:9711LJ-12', text: 'Herestraat 12, 9711 LJ Groningen' }),
      toPlace: suggestion({ id: 's:GN', text: 'Station Groningen', atype: 2, street: '', nr: '' }),
      passengers: 3,
      vehicleClass: 'van',
      flightNumber: 'KL1234',
      extraInfo: 'Rolstoel mee',
      fields: { passengerCount: 3, vehicleClass: 'van' },
      status: 'done',
    },
  ],
};
const [earlier] = caller.trips;

describe('the new trip form', () => {
  it('fills "same as last time" from the caller and their trip, leaving the date to type', () => {
    const form = fromEarlierTrip(emptyNewTrip([]), caller, earlier!, false);
    expect(form).toMatchObject({
      callerName: 'Loïs Groenewegen',
      callerPhone: '+31 6 2233 4455',
      callerEmail: 'lois@example.nl',
      date: '',
      time: '09:15',
      passengers: '3',
      vehicleClass: 'van',
      flightNumber: 'KL1234',
      extraInfo: 'Rolstoel mee',
      payment: 'link',
    });
    expect(form.from.picked?.id).toBe('a:9711LJ-12');
    expect(form.to.picked?.id).toBe('s:GN');
  });

  it('turns the trip round for "return trip", without its time or flight', () => {
    const form = fromEarlierTrip(emptyNewTrip([]), caller, earlier!, true);
    expect(form.from).toMatchObject({ atype: 2, text: 'Station Groningen', picked: { id: 's:GN' } });
    expect(form.to).toMatchObject({ text: 'Herestraat 12, 9711 LJ Groningen', picked: { id: 'a:9711LJ-12' } });
    expect(form.time).toBe('');
    expect(form.flightNumber).toBe('');
  });

  it('books a business caller on their account, and another caller not', () => {
    const business = withCaller(emptyNewTrip([]), { ...caller, account: { id: 5, username: 'hotel-noord' } });
    expect(business).toMatchObject({ payment: 'account', account: { id: 5 } });
    expect(withCaller(business, caller)).toMatchObject({ payment: 'link', account: null });
  });

  it('says what is missing before asking the server, and asks for what was typed', () => {
    const empty = emptyNewTrip([]);
    expect(newTripProblems(empty).map((problem) => problem.field)).toEqual([
      'callerName',
      'callerPhone',
      'callerEmail',
      'date',
      'time',
      'from',
      'to',
    ]);
    const form = { ...fromEarlierTrip(empty, caller, earlier!, false), date: '2026-12-03', payment: 'driver' as const };
    expect(newTripProblems(form)).toEqual([]);
    expect(newTripRequest(form, 'nl', true)).toEqual({
      preview: true,
      lang: 'nl',
      caller: { name: 'Loïs Groenewegen', phone: '+31 6 2233 4455', email: 'lois@example.nl' },
      passenger: null,
      trip: {
        datetime: '2026-12-03 09:15',
        fromPlaceId: 'a:9711LJ-12',
        toPlaceId: 's:GN',
        flightNumber: 'KL1234',
        extraInfo: 'Rolstoel mee',
        fields: { passengerCount: 3, vehicleClass: 'van' },
      },
      payment: 'driver',
      accountId: null,
    });
  });

  it('shows a refusal of the server at its field', () => {
    expect(newTripRefusalProblems(new DeskError('invalidFields', { callerPhone: 'invalid' }))).toEqual([
      { field: 'callerPhone', key: 'deskFieldError_invalid' },
    ]);
    expect(newTripRefusalProblems(new DeskError('invalidFields', { toPlaceId: 'invalid' }))).toEqual([
      { field: 'to', key: 'deskEditPickAddress' },
    ]);
    expect(newTripRefusalProblems(new DeskError('accountNotFound'))).toEqual([
      { field: 'payment', key: 'deskError_accountNotFound' },
    ]);
  });
});
