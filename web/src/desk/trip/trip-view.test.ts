import { describe, expect, it } from 'vitest';
import type { TripDetailReply } from '#common/contracts/desk-trips.ts';
import { bookedAndNow, deskDateTime, dynamicFieldRows, historyChange, tourAddresses } from './trip-view.ts';

const place = (text: string) => ({
  id: text,
  text,
  nr: '',
  street: '',
  streetShortName: '',
  cityName: '',
  postcode: '',
  lat: 52,
  lng: 5,
  flightInfo: false,
});

describe('the trip detail in words', () => {
  it('shows instants in Amsterdam time, in the language of the desk', () => {
    expect(deskDateTime('2026-11-24T06:30:00Z', 'nl')).toContain('07:30');
    expect(deskDateTime('2026-11-24T06:30:00Z', 'en')).toContain('07:30');
    expect(deskDateTime('2026-11-24T06:30:00Z', 'nl')).toContain('nov');
  });

  it('lists the tour by address with its house number, leaving out stops without one', () => {
    const stop = { atype: 1, flightNumber: '', flightOrigin: '', flightArrival: '' } as const;
    const trip = {
      tour: [
        { ...stop, nr: '12', address: place('Dorpsstraat, Epe') },
        { ...stop, nr: '', address: null },
        { ...stop, nr: '', address: place('Schiphol') },
      ],
    } as unknown as TripDetailReply['trip'];
    expect(tourAddresses(trip)).toEqual(['Dorpsstraat, Epe (12)', 'Schiphol']);
  });

  it("names the tenant's own fields by their label and leaves out the empty ones", () => {
    const rows = dynamicFieldRows({ luggage: 2, note: '', child: 'ja' }, (name) => name.toUpperCase());
    expect(rows).toEqual([
      { name: 'luggage', label: 'LUGGAGE', value: '2' },
      { name: 'child', label: 'CHILD', value: 'ja' },
    ]);
  });
});

describe('historyChange', () => {
  const texts: Record<string, string> = {
    tripStatus_new: 'Nieuw',
    tripStatus_confirmed: 'Bevestigd',
    deskPayment_pending: 'wacht op betaling',
    deskPayment_paid: 'betaald',
    deskRefund_pending: 'in behandeling',
    deskRefund_failed: 'mislukt',
  };
  const text = (key: string, fallback: string) => texts[key] ?? fallback;

  it('names the states of trips, payments and refunds in words', () => {
    expect(historyChange({ kind: 'created', from: null, to: 'new' }, text)).toBe('Nieuw');
    expect(historyChange({ kind: 'status', from: 'new', to: 'confirmed' }, text)).toBe('Nieuw → Bevestigd');
    expect(historyChange({ kind: 'payment', from: 'pending', to: 'paid' }, text)).toBe('wacht op betaling → betaald');
    expect(historyChange({ kind: 'refund', from: 'pending', to: 'failed' }, text)).toBe('in behandeling → mislukt');
  });

  it('shows names and edited values as they are, and a state without a text as it is', () => {
    expect(historyChange({ kind: 'driver', from: 'Kees', to: 'Fatima' }, text)).toBe('Kees → Fatima');
    expect(historyChange({ kind: 'edit', from: '2', to: '3' }, text)).toBe('2 → 3');
    expect(historyChange({ kind: 'payment', from: 'pending', to: 'booked' }, text)).toBe('wacht op betaling → booked');
  });
});

describe('bookedAndNow', () => {
  it('keeps what the customer booked apart from the desk’s edits: the first from, the last to, per field', () => {
    const edit = (field: string, from: string, to: string) => ({ kind: 'edit' as const, field, from, to });
    expect(
      bookedAndNow([
        { kind: 'created', field: null, from: null, to: 'new' },
        edit('passengers', '2', '3'),
        edit('datetime', '2026-12-02 14:00', '2026-12-02 15:00'),
        edit('passengers', '3', '4'),
      ]),
    ).toEqual([
      { field: 'passengers', booked: '2', now: '4' },
      { field: 'datetime', booked: '2026-12-02 14:00', now: '2026-12-02 15:00' },
    ]);
    expect(bookedAndNow([])).toEqual([]);
  });
});
