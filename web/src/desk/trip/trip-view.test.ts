// @vitest-environment jsdom
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentStates, refundStatuses, tripEventKinds, type TripDetailReply } from '#common/contracts/desk-trips.ts';
import { tripStatuses } from '#common/contracts/trip-status.ts';
import type { Language } from '#common/constants.ts';
import { changeLanguage, hasText, translate } from '../../ui/i18n/i18n.ts';
import '../../ui/i18n/test-texts.ts';
import { addDeskTexts } from '../../ui/i18n/desk-texts.ts';
import * as view from './trip-view.ts';
import type { HistoryWords } from './trip-view.ts';

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
  it('shows instants in Amsterdam time with the weekday, in the language of the desk', () => {
    expect(view.deskDateTime('2026-11-24T06:30:00Z', 'nl')).toBe('di 24 nov 2026 07:30');
    expect(view.deskDateTime('2026-11-24T06:30:00Z', 'en')).toBe('Tue 24 Nov 2026 07:30');
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
    expect(view.tourAddresses(trip)).toEqual(['Dorpsstraat, Epe (12)', 'Schiphol']);
  });

  it("names the tenant's own fields by their label and leaves out the empty ones", () => {
    const rows = view.dynamicFieldRows({ luggage: 2, note: '', child: 'ja' }, (name) => name.toUpperCase());
    expect(rows).toEqual([
      { name: 'luggage', label: 'LUGGAGE', value: '2' },
      { name: 'child', label: 'CHILD', value: 'ja' },
    ]);
  });
});

describe('the history in words', () => {
  const wordsIn = (lang: Language): HistoryWords => ({
    text: (key, fallback, values) => (hasText(key) ? translate(key, values) : fallback),
    lang,
    vehicleClass: (value) => ({ sedan: 'Sedan', minibus: 'Busje' })[value] ?? value,
  });
  beforeAll(() => addDeskTexts());
  afterAll(() => changeLanguage('nl'));

  it("says the issue's examples in Dutch: vehicle, price, status", async () => {
    await changeLanguage('nl');
    const words = wordsIn('nl');
    const vehicle = { kind: 'edit', field: 'vehicleClass', from: 'sedan', to: 'minibus' } as const;
    expect(`${view.historyWhat(vehicle, words)}: ${view.historyChange(vehicle, words)}`).toBe(
      'Gewijzigd: voertuigklasse: Sedan → Busje',
    );
    const price = { kind: 'price', field: 'quote', from: '244.00', to: '338.60' } as const;
    expect(view.historyChange(price, words)).toBe('€ 244,00 → € 338,60');
    expect(view.historyChange({ kind: 'status', field: null, from: 'new', to: 'confirmed' }, words)).toBe(
      'Nieuw → Bevestigd',
    );
    expect(
      view.historyChange({ kind: 'edit', field: 'datetime', from: '2026-11-27 05:00', to: '2026-11-28 06:15' }, words),
    ).toBe('vr 27 nov 2026 05:00 → za 28 nov 2026 06:15');
  });

  it('never lets a code through, in either language, for every state, payment, refund, field and mail', async () => {
    const stateKeys = [
      ...tripStatuses.map((state) => ['status', `tripStatus_${state}`, state] as const),
      ...paymentStates.map((state) => ['payment', `deskPayment_${state}`, state] as const),
      ...refundStatuses.map((state) => ['refund', `deskRefund_${state}`, state] as const),
    ];
    const fields = ['datetime', 'from', 'to', 'passengers', 'vehicleClass', 'flightNumber', 'extraInfo'];
    const mails = [
      'confirmation',
      'confirmed',
      'assigned',
      'reassigned',
      'vehicleChanged',
      'changed',
      'canceled',
      'receipt',
    ];
    for (const lang of ['nl', 'en'] as const) {
      await changeLanguage(lang);
      const words = wordsIn(lang);
      // Each value is the text of its key, which exists: a missing text would show the code.
      for (const [kind, key, state] of stateKeys) {
        expect(hasText(key), key).toBe(true);
        expect(view.historyChange({ kind, field: null, from: null, to: state }, words)).toBe(translate(key));
      }
      for (const field of fields) {
        expect(hasText(`deskEditField_${field}`), field).toBe(true);
        expect(view.historyWhat({ kind: 'edit', field }, words)).toBe(
          translate('deskHistory_editOf', { field: translate(`deskEditField_${field}`) }),
        );
      }
      for (const kind of tripEventKinds) {
        expect(hasText(`deskHistory_${kind}`), kind).toBe(true);
        expect(view.historyWhat({ kind, field: null }, words)).toBe(translate(`deskHistory_${kind}`));
      }
      for (const mail of mails) {
        expect(hasText(`deskMail_${mail}`), mail).toBe(true);
        expect(view.historyWhat({ kind: 'mail', field: mail }, words)).toBe(
          `${translate('deskHistory_mail')}: ${translate(`deskMail_${mail}`)}`,
        );
      }
      expect(view.historyChange({ kind: 'price', field: 'manual', from: '244.00', to: '0.00' }, words)).toBe(
        '€ 244,00 → € 0,00',
      );
    }
  });

  it('names a refund and a paid change by their amount, and an emptied field as empty', async () => {
    await changeLanguage('en');
    const words = wordsIn('en');
    expect(view.historyWhat({ kind: 'refund', field: '7:1050' }, words)).toBe('Refund € 10,50');
    expect(view.historyWhat({ kind: 'payment', field: 'change:2:2500' }, words)).toBe('Payment € 25,00');
    expect(view.historyChange({ kind: 'edit', field: 'flightNumber', from: 'KL1234', to: '' }, words)).toBe(
      'KL1234 → (empty)',
    );
    expect(view.historyReason({ actor: 'system', kind: 'status', reason: 'payment expired' }, words)).toBe(
      'payment expired',
    );
    expect(view.historyReason({ actor: 'staff', kind: 'created', reason: 'phone: link' }, words)).toBe(
      'by phone, with a payment link',
    );
    await changeLanguage('nl');
    expect(view.historyReason({ actor: 'system', kind: 'status', reason: 'payment paid' }, wordsIn('nl'))).toBe(
      'betaling ontvangen',
    );
    expect(view.historyReason({ actor: 'staff', kind: 'created', reason: 'phone: driver' }, wordsIn('nl'))).toBe(
      'telefonisch, te betalen aan de chauffeur',
    );
    // What staff typed stays as typed, even when it reads like the system's own words.
    expect(view.historyReason({ actor: 'staff', kind: 'status', reason: 'payment expired' }, wordsIn('nl'))).toBe(
      'payment expired',
    );
    expect(view.historyReason({ actor: 'staff', kind: 'status', reason: 'phone: link' }, wordsIn('nl'))).toBe(
      'phone: link',
    );
  });
});

describe('view.bookedAndNow', () => {
  it('keeps what the customer booked apart from the desk’s edits: the first from, the last to, per field', () => {
    const edit = (field: string, from: string, to: string) => ({ kind: 'edit' as const, field, from, to });
    expect(
      view.bookedAndNow([
        { kind: 'created', field: null, from: null, to: 'new' },
        edit('passengers', '2', '3'),
        edit('datetime', '2026-12-02 14:00', '2026-12-02 15:00'),
        edit('passengers', '3', '4'),
      ]),
    ).toEqual([
      { field: 'passengers', booked: '2', now: '4' },
      { field: 'datetime', booked: '2026-12-02 14:00', now: '2026-12-02 15:00' },
    ]);
    expect(view.bookedAndNow([])).toEqual([]);
  });
});

describe('view.hasReceipt', () => {
  type Detail = Parameters<typeof view.hasReceipt>[0];
  const detail = (status: string, tripStatus: string, collected: number | null) =>
    ({
      order: { status },
      trip: {
        status: tripStatus,
        collected: collected === null ? null : { method: 'cash', amountCents: collected, amount: '' },
      },
    }) as unknown as Detail;

  it('offers the receipt of a paid order, and of a trip paid in the car once done with what was collected', () => {
    expect(view.hasReceipt(detail('paid', 'confirmed', null))).toBe(true);
    expect(view.hasReceipt(detail('booked', 'done', 4250))).toBe(true);
    expect(view.hasReceipt(detail('booked', 'assigned', null))).toBe(false);
    expect(view.hasReceipt(detail('booked', 'done', null))).toBe(false);
    expect(view.hasReceipt(detail('pending', 'new', null))).toBe(false);
  });
});
