import { describe, expect, it } from 'vitest';
import { unquotedTripReply } from '#common/contracts/trip.ts';
import {
  changeInputOf,
  changePrice,
  changeProblems,
  changeRequest,
  refusedChangeProblems,
  type ChangeableTrip,
} from './change-view.ts';

const trip: ChangeableTrip = {
  ritNr: 7,
  datetime: '2030-05-24 14:30',
  passengers: 2,
  flightNumber: 'KL1234',
  extraInfo: '',
  version: '2030-05-01T10:00:00.000Z',
};

describe('a change of a trip', () => {
  it('sends only what differs, with the version it was made on', () => {
    const input = { ...changeInputOf(trip), time: '16:00', passengers: '3' };
    expect(changeRequest(trip, input)).toEqual({
      version: trip.version,
      datetime: '2030-05-24 16:00',
      passengers: 3,
    });
  });

  it('sends nothing but the version when nothing differs', () => {
    expect(changeRequest(trip, changeInputOf(trip))).toEqual({ version: trip.version });
  });

  it('trims the flight number as the server does', () => {
    expect(changeRequest(trip, { ...changeInputOf(trip), flightNumber: ' KL1234 ' })).toEqual({
      version: trip.version,
    });
  });

  it('is refused at the field for what the server would refuse', () => {
    expect(changeProblems(changeInputOf(trip))).toEqual({});
    expect(
      changeProblems({
        date: '2030-02-30',
        time: '10:00',
        flightNumber: 'ABCDEFGHIJK',
        passengers: '0',
        extraInfo: '',
      }),
    ).toEqual({
      datetime: 'invalidDatetime',
      flightNumber: 'manageFlightTooLong',
      passengers: 'managePassengersRange',
    });
    expect(changeProblems({ ...changeInputOf(trip), time: '' })).toEqual({ datetime: 'noDatetime' });
    expect(changeProblems({ ...changeInputOf(trip), passengers: '2.5' })).toEqual({
      passengers: 'managePassengersRange',
    });
    expect(changeProblems({ ...changeInputOf(trip), extraInfo: 'x'.repeat(1001) })).toEqual({
      extraInfo: 'manageExtraInfoTooLong',
    });
  });
});

describe('a refused change', () => {
  const quote = unquotedTripReply;

  it('puts a too early time at the date and time', () => {
    expect(refusedChangeProblems({ error: 'tripInvalid', quote: { ...quote, error: 'datetimeTooEarly' } })).toEqual({
      datetime: 'datetimeTooEarly',
    });
  });

  it('puts a departure the operator does not offer at the departure choice', () => {
    expect(refusedChangeProblems({ error: 'tripInvalid', quote: { ...quote, error: 'departureNotOffered' } })).toEqual({
      datetime: 'departureNotOffered',
    });
  });

  it('puts a closed day or a time outside the hours at the date and time, a too small vehicle at the passengers', () => {
    expect(refusedChangeProblems({ error: 'tripInvalid', quote: { ...quote, error: 'closedDate' } })).toEqual({
      datetime: 'closedDate',
    });
    expect(refusedChangeProblems({ error: 'tripInvalid', quote: { ...quote, error: 'outsideOpeningHours' } })).toEqual({
      datetime: 'outsideOpeningHours',
    });
    expect(refusedChangeProblems({ error: 'tripInvalid', quote: { ...quote, error: 'vehicleClassTooSmall' } })).toEqual(
      { passengers: 'vehicleClassTooSmall' },
    );
  });

  it('puts the trip rules’ field messages at their fields', () => {
    expect(
      refusedChangeProblems({ error: 'tripInvalid', quote: { ...quote, fielderrors: { persons: 'tooManyPersons' } } }),
    ).toEqual({ passengers: 'tooManyPersons' });
  });

  it('says any other refusal apart', () => {
    expect(refusedChangeProblems({ error: 'manageConflict' })).toEqual({ other: 'manageConflict' });
    expect(refusedChangeProblems({ error: 'tripInvalid', quote: { ...quote, error: 'noToAddress' } })).toEqual({
      other: 'noToAddress',
    });
    expect(refusedChangeProblems({ error: 'loginRequired' })).toEqual({ other: 'loginRequired' });
    expect(refusedChangeProblems({ error: 'somethingElse' })).toBeNull();
  });
});

describe('the price of a change, before it is confirmed', () => {
  it('pays a dearer one’s difference and refunds a cheaper one’s, at most what may still be refunded', () => {
    expect(changePrice({ oldPriceCents: 5740, priceCents: 6240 }, 5740)).toEqual({
      priceCents: 6240,
      payCents: 500,
      refundCents: 0,
    });
    expect(changePrice({ oldPriceCents: 6240, priceCents: 5740 }, 6240)).toEqual({
      priceCents: 5740,
      payCents: 0,
      refundCents: 500,
    });
    expect(changePrice({ oldPriceCents: 6240, priceCents: 5740 }, 300)).toMatchObject({ refundCents: 300 });
  });

  it('shows only the new price of a booking not paid online, and nothing to weigh without a change of price', () => {
    expect(changePrice({ oldPriceCents: 6240, priceCents: 5740 }, null)).toEqual({
      priceCents: 5740,
      payCents: 0,
      refundCents: 0,
    });
    expect(changePrice({ oldPriceCents: 6240, priceCents: 6240 }, 6240)).toBeNull();
    expect(changePrice({ oldPriceCents: null, priceCents: null }, null)).toBeNull();
  });
});
