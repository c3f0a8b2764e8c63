import { describe, expect, it } from 'vitest';
import type { Trip, TripReply } from '#common/contracts/trip.ts';
import type { TripValidation } from '#common/fields/trip-validation.ts';
import { serverProblems, tripProblems } from './trip-problems.ts';
import { suggestion } from '../../shared/trip/test-suggestion.ts';
import { emptyStop } from './trip-draft.ts';

const trip = (tour = [emptyStop(), emptyStop()]): Trip => ({
  title: '',
  datetime: '',
  reverse: false,
  tour,
  extraTripInfo: '',
});
const invalid = (error: TripValidation['error'], fielderrors: TripValidation['fielderrors'] = {}): TripValidation => ({
  error,
  fielderrors,
});

describe('the problems of a trip', () => {
  it('lists every problem at once, in the order of the form, each with the control to fix', () => {
    const problems = tripProblems({
      trip: trip(),
      date: '',
      time: '',
      stopTexts: ['', ''],
      validation: invalid('noDatetime', { passengers: 'warnMaxval' }),
      destinationHidden: false,
    });
    expect(problems).toEqual([
      { fieldId: 'trip-date', key: 'noDatetime' },
      { fieldId: 'departure-address', key: 'noFromAddress' },
      { fieldId: 'destination-address', key: 'noToAddress' },
      { fieldId: 'trip-passengers', key: 'warnMaxval' },
    ]);
  });

  it('points at the time when only the time is missing, and asks to pick an address that was typed but not picked', () => {
    const problems = tripProblems({
      trip: trip([{ ...emptyStop(), address: suggestion({}) }, emptyStop()]),
      date: '2030-05-24',
      time: '',
      stopTexts: [suggestion({}).text, 'Herestraat 1'],
      validation: invalid('noDatetime'),
      destinationHidden: false,
    });
    expect(problems).toEqual([
      { fieldId: 'trip-time', key: 'noDatetime' },
      { fieldId: 'destination-address', key: 'pickDestinationFromList' },
    ]);
  });

  it('points at the date when its text names no day, whatever the time', () => {
    for (const time of ['', '14:00']) {
      const problems = tripProblems({
        trip: trip([
          { ...emptyStop(), address: suggestion({}) },
          { ...emptyStop(), address: suggestion({}) },
        ]),
        date: '31-02-2030',
        time,
        stopTexts: [suggestion({}).text, suggestion({}).text],
        validation: invalid(time ? 'invalidDatetime' : 'noDatetime'),
        destinationHidden: false,
      });
      expect(problems).toEqual([{ fieldId: 'trip-date', key: 'invalidDatetime' }]);
    }
  });

  it('leaves out the destination where it is hidden', () => {
    const problems = tripProblems({
      trip: trip([emptyStop()]),
      date: '2030-05-24',
      time: '14:00',
      stopTexts: [''],
      validation: invalid('noFromAddress'),
      destinationHidden: true,
    });
    expect(problems).toEqual([{ fieldId: 'departure-address', key: 'noFromAddress' }]);
  });

  it("adds the server's verdict where the form found nothing, and keeps keys of no field apart", () => {
    const reply = {
      error: 'noToAddress',
      fielderrors: { passengers: 'warnMaxval' },
    } as Partial<TripReply> as TripReply;
    expect(serverProblems(reply, trip(), '2030-05-24', [])).toEqual({
      problems: [
        { fieldId: 'destination-address', key: 'noToAddress' },
        { fieldId: 'trip-passengers', key: 'warnMaxval' },
      ],
      other: [],
    });
    expect(
      serverProblems(reply, trip(), '2030-05-24', [{ fieldId: 'destination-address', key: 'pickDestinationFromList' }])
        .problems,
    ).toHaveLength(1);
    const refused = { error: 'tariffUnknown', fielderrors: {} } as Partial<TripReply> as TripReply;
    expect(serverProblems(refused, trip(), '2030-05-24', [])).toEqual({ problems: [], other: ['tariffUnknown'] });
  });

  it('points a refused flight at its own field', () => {
    const airport = { ...emptyStop(), address: suggestion({ flightInfo: true }), flightNumber: 'KL' };
    const refusedNumber = { error: 'flightNumberInvalid', fielderrors: {} } as Partial<TripReply> as TripReply;
    expect(serverProblems(refusedNumber, trip([emptyStop(), airport]), '2030-05-24', []).problems).toEqual([
      { fieldId: 'destination-flight-number', key: 'flightNumberInvalid' },
    ]);
    const late = { error: 'flightArrivalAfterPickup', fielderrors: {} } as Partial<TripReply> as TripReply;
    expect(serverProblems(late, trip(), '2030-05-24', []).problems).toEqual([
      { fieldId: 'departure-flight-arrival', key: 'flightArrivalAfterPickup' },
    ]);
  });
});

describe('the flight details of a trip (docs/reference/record-layout.md#flight-details)', () => {
  const fromAirport = (flight: Partial<Trip['tour'][number]>, datetime = '2030-05-24 14:00'): Trip => ({
    ...trip([
      { ...emptyStop(), address: suggestion({ flightInfo: true }), ...flight },
      { ...emptyStop(), address: suggestion({}) },
    ]),
    datetime,
  });
  const problemsOf = (flightTrip: Trip) =>
    tripProblems({
      trip: flightTrip,
      date: '2030-05-24',
      time: flightTrip.datetime.slice(11),
      stopTexts: ['Schiphol', 'Herestraat 12'],
      validation: invalid(''),
      destinationHidden: false,
    });

  it('has none for a flight number in any spelling landing before the pickup', () => {
    expect(problemsOf(fromAirport({ flightNumber: 'kl 1234', flightArrival: '13:30' }))).toEqual([]);
  });

  it('names the flight number that is none, and a landing after the pickup or long before it', () => {
    expect(problemsOf(fromAirport({ flightNumber: 'KL 12345', flightArrival: '14:00' }))).toEqual([
      { fieldId: 'departure-flight-number', key: 'flightNumberInvalid' },
      { fieldId: 'departure-flight-arrival', key: 'flightArrivalAfterPickup' },
    ]);
    expect(problemsOf(fromAirport({ flightArrival: '01:55' }))).toEqual([
      { fieldId: 'departure-flight-arrival', key: 'flightArrivalTooEarly' },
    ]);
  });

  it('checks no landing before a pickup time is chosen', () => {
    expect(problemsOf(fromAirport({ flightArrival: '23:00' }, ''))).toEqual([]);
  });
});
