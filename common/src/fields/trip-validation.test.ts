import { describe, expect, it } from 'vitest';
import type { Suggestion } from '../contracts/destinations.ts';
import type { TourStop, Trip } from '../contracts/trip.ts';
import type { FieldDefinition } from './field-definition.ts';
import { isPickedAddress, validateTrip, type TripValidationContext } from './trip-validation.ts';

const suggestion = (overrides: Partial<Suggestion> = {}): Suggestion => ({
  id: 'a:9711LJ-12',
  text: 'Herestraat 12, 9711 LV Groningen',
  nr: '12',
  street: 'Herestraat',
  streetShortName: 'Herestraat',
  cityName: 'Groningen',
  postcode: '9711 LV',
  lat: 53.2155,
  lng: 6.5676,
  flightInfo: false,
  category: '',
  atype: -1,
  bookable: true,
  ...overrides,
});
const stop = (address: Suggestion | null): TourStop => ({
  atype: -1,
  nr: '',
  address,
  flightNumber: '',
  flightOrigin: '',
  flightArrival: '',
});

const fields: FieldDefinition[] = [
  {
    id: 101,
    field: 'passengerCount',
    type: 'number',
    labelKey: 'lbl-passengerCount',
    infoKey: 'i-passengerCount',
    options: [],
    required: true,
    default: '1',
    min: 1,
    max: 8,
    minlen: 0,
    maxlen: 0,
    hidden: false,
  },
  {
    id: 104,
    field: 'costCentre',
    type: 'text',
    labelKey: 'lbl-costCentre',
    infoKey: 'i-costCentre',
    options: [],
    required: true,
    default: '',
    min: 0,
    max: 0,
    minlen: 2,
    maxlen: 30,
    hidden: true,
  },
];
const now = new Date('2026-06-10T12:03:00Z'); // 14:03 in Amsterdam; the minimum with 60 minutes is 15:10
const context: TripValidationContext = {
  fields,
  destinationHidden: false,
  dateOffsetMinutes: 60,
  now,
  checkPhone: () => null,
};

const trip = (overrides: Partial<Trip> = {}): Trip => ({
  title: '',
  datetime: '2026-06-10 15:10',
  reverse: false,
  tour: [
    stop(suggestion()),
    stop(suggestion({ id: 's:gn', text: 'Station Groningen', category: 'NS', atype: 2, lat: 53.2105, lng: 6.5641 })),
  ],
  extraTripInfo: '',
  passengerCount: 2,
  ...overrides,
});

describe('validateTrip', () => {
  it('passes a complete trip', () => {
    expect(validateTrip(trip(), context)).toEqual({ error: '', fielderrors: {} });
  });

  it.each([
    ['', 'noDatetime'],
    ['  ', 'noDatetime'],
    ['10-06-2026 15:10', 'invalidDatetime'],
    ['2026-06-31 15:10', 'invalidDatetime'],
    ['2026-06-10 15:00', 'datetimeTooEarly'],
    ['2026-06-09 23:00', 'datetimeTooEarly'],
  ])('datetime %j: %s', (datetime, error) => {
    expect(validateTrip(trip({ datetime }), context).error).toBe(error);
  });

  it('needs a departure picked from the suggestions', () => {
    const [, arrival] = trip().tour as [TourStop, TourStop];
    expect(validateTrip(trip({ tour: [stop(null), arrival] }), context).error).toBe('noFromAddress');
    expect(validateTrip(trip({ tour: [stop(suggestion({ bookable: false })), arrival] }), context).error).toBe(
      'pickDepartFromList',
    );
    expect(validateTrip(trip({ tour: [stop(suggestion({ lat: 0, lng: 0 })), arrival] }), context).error).toBe(
      'pickDepartFromList',
    );
    expect(validateTrip(trip({ tour: [stop(suggestion({ lat: Number.NaN })), arrival] }), context).error).toBe(
      'pickDepartFromList',
    );
  });

  it('needs an arrival picked from the suggestions', () => {
    const [departure] = trip().tour as [TourStop, TourStop];
    expect(validateTrip(trip({ tour: [departure] }), context).error).toBe('noToAddress');
    expect(validateTrip(trip({ tour: [departure, stop(null)] }), context).error).toBe('noToAddress');
    expect(validateTrip(trip({ tour: [departure, stop(suggestion({ bookable: false }))] }), context).error).toBe(
      'pickDestinationFromList',
    );
  });

  it('needs no arrival when the destination is hidden', () => {
    const [departure] = trip().tour as [TourStop, TourStop];
    expect(validateTrip(trip({ tour: [departure] }), { ...context, destinationHidden: true })).toEqual({
      error: '',
      fielderrors: {},
    });
  });

  it('reports the first trip-level problem in the order datetime, departure, arrival', () => {
    expect(validateTrip(trip({ datetime: '', tour: [stop(null), stop(null)] }), context).error).toBe('noDatetime');
    expect(validateTrip(trip({ tour: [stop(null), stop(null)] }), context).error).toBe('noFromAddress');
  });

  it('checks the visible trip fields: formIncomplete with the field errors', () => {
    expect(validateTrip(trip({ passengerCount: 9 }), context)).toEqual({
      error: 'formIncomplete',
      fielderrors: { passengerCount: 'warnMaxval' },
    });
    expect(validateTrip(trip({ passengerCount: undefined }), context)).toEqual({
      error: 'formIncomplete',
      fielderrors: { passengerCount: 'requiredField' },
    });
  });

  it('gives the field errors along with a trip-level error', () => {
    expect(validateTrip(trip({ datetime: '', passengerCount: 0 }), context)).toEqual({
      error: 'noDatetime',
      fielderrors: { passengerCount: 'warnMinval' },
    });
  });
});

describe('validateTrip: flight details', () => {
  const airport = suggestion({ id: 'p:ams', text: 'Schiphol', atype: 1, flightInfo: true });
  const [, station] = trip().tour as [TourStop, TourStop];
  const fromAirport = (flight: Partial<TourStop>): Trip =>
    trip({ datetime: '2026-06-10 18:00', tour: [{ ...stop(airport), ...flight }, station] });

  it('passes a flight number in any spelling, and a landing before the pickup', () => {
    expect(validateTrip(fromAirport({ flightNumber: 'kl 1234', flightArrival: '17:15' }), context).error).toBe('');
  });

  it('refuses a flight number that is none, on either stop', () => {
    expect(validateTrip(fromAirport({ flightNumber: 'KL12345' }), context).error).toBe('flightNumberInvalid');
    const [departure] = trip().tour as [TourStop, TourStop];
    expect(
      validateTrip(trip({ tour: [departure, { ...stop(airport), flightNumber: 'Schiphol' }] }), context).error,
    ).toBe('flightNumberInvalid');
  });

  it.each([
    ['after the pickup', '18:05', 'flightArrivalAfterPickup'],
    ['at the pickup time', '18:00', 'flightArrivalAfterPickup'],
    ['more than 12 hours before', '05:55', 'flightArrivalTooEarly'],
    ['exactly 12 hours before', '06:00', ''],
  ])('a landing %s: %j', (_name, flightArrival, error) => {
    expect(validateTrip(fromAirport({ flightArrival }), context).error).toBe(error);
  });

  it('checks the landing against the pickup as booked', () => {
    expect(validateTrip(fromAirport({ flightArrival: '17:55' }), context).error).toBe('');
    expect(
      validateTrip({ ...fromAirport({ flightArrival: '17:55' }), datetime: '2026-06-10 17:50' }, context).error,
    ).toBe('flightArrivalAfterPickup');
  });

  it('reports the address before the flight', () => {
    expect(validateTrip(trip({ tour: [{ ...stop(null), flightNumber: 'X' }, station] }), context).error).toBe(
      'noFromAddress',
    );
  });
});

describe('isPickedAddress', () => {
  it('counts only a bookable suggestion with coordinates', () => {
    expect(isPickedAddress(stop(suggestion()))).toBe(true);
    expect(isPickedAddress(stop(null))).toBe(false);
    expect(isPickedAddress(undefined)).toBe(false);
    expect(isPickedAddress(stop(suggestion({ bookable: false })))).toBe(false);
  });
});
