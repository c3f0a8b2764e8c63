import { describe, expect, it } from 'vitest';
import type { TripDetailReply } from '#common/contracts/desk-trips.ts';
import type { FieldDefinition } from '#common/fields/field-definition.ts';
import { DeskError } from '../shared/desk-api.ts';
import { suggestion } from '../../shared/trip/test-suggestion.ts';
import * as edit from './trip-edit.ts';
import type { TripEditForm } from './trip-edit.ts';

type Trip = TripDetailReply['trip'];

const herestraat = suggestion({});
const schiphol = suggestion({ id: 'AMS', text: 'Schiphol', street: '', atype: 1, flightInfo: true, nr: '' });
const stop = (address: typeof herestraat, atype: -1 | 1 = -1) => ({
  atype,
  nr: address.nr,
  address,
  flightNumber: '',
  flightOrigin: '',
  flightArrival: '',
});

const trip = (overrides: Partial<Trip> = {}): Trip => ({
  tripId: 7,
  orderId: 3,
  klantNr: 1,
  reference: 'D1/3',
  datetime: '2026-12-01 09:15',
  pickupAt: '2026-12-01T08:15:00.000Z',
  from: herestraat.text,
  to: schiphol.text,
  passengers: 2,
  vehicleClass: 'sedan',
  flightNumber: '',
  luggage: null,
  customer: { name: 'Gast', email: 'gast@example.nl', phone: '0612345678' },
  passenger: null,
  priceCents: 12_500,
  price: '€ 125,00',
  paymentState: 'paid',
  status: 'confirmed',
  driverStep: '',
  driver: null,
  vehicle: null,
  source: { kind: 'web', staff: null },
  collectCents: 0,
  collect: '€ 0,00',
  collected: null,
  owedCents: 0,
  owed: '€ 0,00',
  overpaidCents: 0,
  overpaid: '€ 0,00',
  money: null,
  extraInfo: '',
  durationMinutes: 120,
  tour: [stop(herestraat), stop(schiphol, 1)],
  fields: { passengerCount: 2, vehicleClass: 'sedan' },
  booked: { trip: [], lang: { nl: {}, en: {} } },
  version: '2026-11-24T10:00:00.000Z',
  ...overrides,
});

const edited = (changes: Partial<TripEditForm>, of: Trip = trip()): TripEditForm => ({
  ...edit.editFormOf(of),
  ...changes,
});

describe('the edit form of a trip', () => {
  it('starts from the trip as it is: its pickup, addresses as shown, nothing picked, no price by hand', () => {
    expect(edit.editFormOf(trip())).toEqual({
      date: '2026-12-01',
      time: '09:15',
      from: { atype: -1, text: herestraat.text, picked: null },
      to: { atype: 1, text: 'Schiphol', picked: null },
      passengers: '2',
      vehicleClass: 'sedan',
      flightNumber: '',
      extraInfo: '',
      price: '',
      priceReason: '',
    });
  });

  it('has no destination for a trip without one', () => {
    expect(edit.editFormOf(trip({ tour: [stop(herestraat)], to: '' })).to).toBeNull();
  });
});

describe('the changes sent', () => {
  it('are nothing for the form as it started', () => {
    expect(edit.tripChanges(edit.editFormOf(trip()), trip())).toEqual({});
  });

  it('are only what differs: a new time and a picked destination', () => {
    const to = suggestion({ id: 'a9', text: 'Vismarkt 1, Groningen' });
    const form = edited({ time: '10:45', to: { atype: -1, text: to.text, picked: to } });
    expect(edit.tripChanges(form, trip())).toEqual({ datetime: '2026-12-01 10:45', toPlaceId: 'a9' });
  });

  it('send passengers as a number, the flight trimmed, and the vehicle class and extra info as chosen', () => {
    const form = edited({ passengers: '4', flightNumber: ' KL1234 ', vehicleClass: 'van', extraInfo: 'Rolstoel' });
    expect(edit.tripChanges(form, trip())).toEqual({
      passengers: 4,
      flightNumber: 'KL1234',
      vehicleClass: 'van',
      extraInfo: 'Rolstoel',
    });
  });

  it('carry a price by hand in cents with its reason', () => {
    const form = edited({ price: '99,50', priceReason: ' Vaste klant ' });
    expect(edit.tripChanges(form, trip())).toEqual({ priceCents: 9950, priceReason: 'Vaste klant' });
  });

  it("go with the trip's version when saved", () => {
    expect(edit.tripEditRequest(edited({ extraInfo: 'Bel aan' }), trip())).toEqual({
      extraInfo: 'Bel aan',
      version: '2026-11-24T10:00:00.000Z',
    });
  });
});

describe('the checks before sending', () => {
  it('find nothing wrong with the form as it started', () => {
    expect(edit.tripEditProblems(edit.editFormOf(trip()), trip())).toEqual([]);
  });

  it('ask for a pick from the list when an address was typed over', () => {
    const form = edited({ from: { atype: -1, text: 'Vismarkt', picked: null } });
    expect(edit.tripEditProblems(form, trip())).toEqual([{ field: 'from', key: 'deskEditPickAddress' }]);
  });

  it('want a reason with a price by hand, and an amount in euros', () => {
    expect(edit.tripEditProblems(edited({ price: '80' }), trip())).toEqual([
      { field: 'priceReason', key: 'deskEditReasonMissing' },
    ]);
    expect(edit.tripEditProblems(edited({ price: 'tachtig', priceReason: 'Afspraak' }), trip())).toEqual([
      { field: 'price', key: 'deskEditPriceWrong' },
    ]);
  });

  it('refuse a missing date or time, and passengers outside 1–99, in the order of the form', () => {
    expect(edit.tripEditProblems(edited({ date: '', time: '25:00', passengers: '0' }), trip())).toEqual([
      { field: 'date', key: 'deskEditDateMissing' },
      { field: 'time', key: 'deskEditTimeMissing' },
      { field: 'passengers', key: 'deskEditPassengersWrong', values: { min: 1, max: 99 } },
    ]);
  });
});

describe("the server's refusals", () => {
  it("are shown at the form's fields by the request's names", () => {
    const error = new DeskError('invalidFields', { toPlaceId: 'invalid', priceReason: 'tooLong' });
    expect(edit.tripEditRefusalProblems(error)).toEqual([
      { field: 'to', key: 'deskFieldError_invalid' },
      { field: 'priceReason', key: 'deskFieldError_tooLong' },
    ]);
  });

  it("that are no field's are shown at the first field in their own words", () => {
    expect(edit.tripEditRefusalProblems(new DeskError('tripInvalid'))).toEqual([
      { field: 'date', key: 'deskError_tripInvalid' },
    ]);
  });
});

describe('reading the trip again after a conflict', () => {
  it('keeps what the member changed and takes the rest from the trip as it is now', () => {
    const before = trip();
    const now = trip({ datetime: '2026-12-01 11:00', passengers: 3, version: '2026-11-24T10:05:00.000Z' });
    const to = suggestion({ id: 'a9', text: 'Vismarkt 1, Groningen' });
    const form = edited({ to: { atype: -1, text: to.text, picked: to }, extraInfo: 'Bel aan', price: '80' }, before);
    const rebased = edit.rebaseEditForm(form, before, now);
    expect(rebased).toEqual({
      ...form,
      time: '11:00',
      passengers: '3',
    });
    // A save now sends only the member's own changes, on the new version: the other change is not undone.
    expect(edit.tripEditRequest({ ...rebased, priceReason: 'Afspraak' }, now)).toEqual({
      toPlaceId: 'a9',
      extraInfo: 'Bel aan',
      priceCents: 8000,
      priceReason: 'Afspraak',
      version: '2026-11-24T10:05:00.000Z',
    });
  });
});

describe('the vehicle classes offered', () => {
  const choice = (field: string, ids: string[]): FieldDefinition => ({
    id: 1,
    field,
    type: 'select',
    labelKey: `lbl-${field}`,
    infoKey: `i-${field}`,
    options: ids.map((id) => ({ id, text: id })),
    required: true,
    default: ids[0] ?? '',
    min: 0,
    max: 0,
    minlen: 0,
    maxlen: 0,
    hidden: false,
  });

  it("are the options of the layout's choice field that holds the trip's class", () => {
    const vehicle = choice('vehicleClass', ['sedan', 'estate', 'van']);
    expect(edit.vehicleClassDefinition([choice('child', ['ja', 'nee']), vehicle], trip())).toBe(vehicle);
  });

  it('are none when the layout has no such field', () => {
    expect(edit.vehicleClassDefinition([choice('child', ['ja', 'nee'])], trip())).toBeNull();
  });
});
