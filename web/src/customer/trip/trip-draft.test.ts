import { describe, expect, it } from 'vitest';
import type { Trip } from '#common/contracts/trip.ts';
import { testFieldDefinition } from '#common/fields/test-field-definition.ts';
import {
  changeStopType,
  emptyStop,
  isAirportStop,
  newTrip,
  pickAddress,
  returnTrip,
  reverseDirection,
  tripSignature,
  tripToSend,
} from './trip-draft.ts';
import { suggestion } from '../../shared/trip/test-suggestion.ts';

const schiphol = suggestion({
  id: 'AMS',
  text: 'Amsterdam Airport Schiphol (AMS)',
  nr: '',
  flightInfo: true,
  category: 'LH',
  atype: 1,
});

function trip(): Trip {
  return {
    title: '',
    datetime: '2030-05-24 14:30',
    reverse: false,
    tour: [
      pickAddress(emptyStop(), suggestion({})),
      {
        ...pickAddress(emptyStop(1), schiphol),
        flightNumber: 'KL1234',
        flightOrigin: 'Londen',
        flightArrival: '13:55',
      },
    ],
    extraTripInfo: 'Kinderzitje',
    passengerCount: 2,
    price: '42.50',
    meta: { status: 200 },
  };
}

describe('a new trip', () => {
  it('has two empty stops, or one when the destination is hidden, and the fields’ defaults', () => {
    const fields = [
      testFieldDefinition({ field: 'passengerCount', type: 'number', default: '1', min: 1, max: 8 }),
      testFieldDefinition({ field: 'bagage', type: 'number', default: 'x' }),
      testFieldDefinition({ field: 'vehicleClass', type: 'select', default: 'sedan' }),
      testFieldDefinition({ field: 'note' }),
    ];
    const fresh = newTrip(fields, false);
    expect(fresh.tour).toHaveLength(2);
    expect(fresh).toMatchObject({ datetime: '', reverse: false, passengerCount: 1, bagage: 0, vehicleClass: 'sedan' });
    expect(fresh).not.toHaveProperty('note');
    expect(newTrip(fields, true).tour).toHaveLength(1);
  });
});

describe('stops', () => {
  it('a type change clears the address and the flight data (docs/reference/states.md#browser)', () => {
    const airport = trip().tour[1];
    if (!airport) throw new Error('no stop');
    expect(changeStopType(airport, 2)).toEqual(emptyStop(2));
    expect(changeStopType(airport, 1)).toBe(airport);
  });

  it('a pick puts the suggestion into the stop as it is', () => {
    const picked = pickAddress(emptyStop(), suggestion({}));
    expect(picked.address).toEqual(suggestion({}));
    expect(picked.nr).toBe('12');
  });

  it('a station, airport or hotel picked on the address type makes the stop that kind; an airport then asks for the flight', () => {
    const airport = pickAddress(emptyStop(), schiphol);
    expect(airport.atype).toBe(1);
    expect(isAirportStop(airport)).toBe(true);
    expect(pickAddress(emptyStop(), suggestion({ id: 'GN', category: 'NS', atype: 2 })).atype).toBe(2);
    expect(pickAddress(emptyStop(), suggestion({})).atype).toBe(-1);
    // A chosen type other than the address type stays as it is.
    expect(pickAddress(emptyStop(3), suggestion({ atype: -1 })).atype).toBe(3);
  });
});

describe('direction and return trip', () => {
  it('the direction radio swaps the stops with their settings', () => {
    const reversed = reverseDirection(trip());
    expect(reversed.reverse).toBe(true);
    expect(reversed.tour[0]?.address?.id).toBe('AMS');
    expect(reversed.tour[0]?.flightNumber).toBe('KL1234');
    expect(reverseDirection(reversed)).toEqual(trip());
  });

  it('a return trip swaps the stops, keeps the details, and drops time, price, reply and flight', () => {
    const back = returnTrip(trip());
    expect(back.tour.map((stop) => stop.address?.id)).toEqual(['AMS', 'a1']);
    expect(back.tour[0]).toMatchObject({ atype: 1, flightNumber: '', flightOrigin: '', flightArrival: '' });
    expect(back).toMatchObject({ datetime: '', reverse: true, passengerCount: 2, extraTripInfo: 'Kinderzitje' });
    expect(back).not.toHaveProperty('price');
    expect(back).not.toHaveProperty('meta');
  });
});

describe('the trip as sent', () => {
  it('has a route title and keeps landing details only on the departure', () => {
    const sent = tripToSend(trip());
    expect(sent.title).toBe('Herestraat 12, 9711 LD Groningen → Amsterdam Airport Schiphol (AMS)');
    expect(sent.tour[1]).toMatchObject({ flightNumber: 'KL1234', flightOrigin: '', flightArrival: '' });
    expect(sent).not.toHaveProperty('price');
    const fromAirport = tripToSend(reverseDirection(trip()));
    expect(fromAirport.tour[0]).toMatchObject({
      flightNumber: 'KL1234',
      flightOrigin: 'Londen',
      flightArrival: '13:55',
    });
  });

  it('has a signature that ignores title, price and reply, so the estimate resets only when the trip changes', () => {
    const base = trip();
    expect(tripSignature({ ...base, title: 'x', price: '1.00', meta: null })).toBe(tripSignature(base));
    expect(tripSignature({ ...base, passengerCount: 3 })).not.toBe(tripSignature(base));
  });
});
