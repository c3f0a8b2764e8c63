// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { emptyCartTransactionReply, type CartTransactionReply } from '#common/contracts/cart-transaction.ts';
import type { Trip, TripReply } from '#common/contracts/trip.ts';
import { ApiError } from '../../shared/api/api-client.ts';
import { checkoutOutcome, orderFailure, repricedTrips } from './checkout-outcome.ts';

const quote = (overrides: Partial<TripReply> = {}): TripReply => ({
  status: 200,
  error: '',
  fielderrors: {},
  amounttopay: '42.50',
  fixedtriptime: '',
  fixedtripdeparturedisplay: '',
  fixedtripdestdisplay: '',
  distanceKm: 12.3,
  durationMinutes: 20,
  priceLines: [],
  ...overrides,
});

const reply = (overrides: Partial<CartTransactionReply>): CartTransactionReply => ({
  ...emptyCartTransactionReply,
  ...overrides,
});

const paymentForm =
  '<form method="get" action="https://pay.example/tr_1"><input type="hidden" name="k" value="v"></form>';
const order = { klantNr: 12, orderId: 345, orderHash: 'f00d' };

describe('checkout outcome', () => {
  it('pays with the rebuilt form and keeps the order, and its trips’ numbers, for the return page', () => {
    expect(checkoutOutcome(reply({ success: true, form: paymentForm, ...order, ritNrs: [812, 813] }))).toEqual({
      kind: 'pay',
      order,
      form: { action: 'https://pay.example/tr_1', method: 'get', fields: [['k', 'v']] },
      ritNrs: [812, 813],
    });
  });

  it('does not pay when the form or the order is not usable', () => {
    const failed = { kind: 'message', message: 'errGeneratingPayment' };
    expect(checkoutOutcome(reply({ success: true, form: '<p>pay</p>', ...order }))).toEqual(failed);
    expect(checkoutOutcome(reply({ success: true, form: paymentForm, ...order, orderHash: '' }))).toEqual(failed);
    expect(checkoutOutcome(reply({ success: true, form: paymentForm, ...order, orderId: null }))).toEqual(failed);
  });

  it('books without payment when the form is empty, with the reference D{klantNr}/{orderId}', () => {
    expect(checkoutOutcome(reply({ success: true, ...order }))).toEqual({ kind: 'booked', reference: 'D12/345' });
    expect(checkoutOutcome(reply({ success: true }))).toEqual({ kind: 'booked', reference: null });
  });

  it('passes the field errors of formIncomplete on', () => {
    expect(checkoutOutcome(reply({ error: 'formIncomplete', fielderrors: { custemail: 'invalidEmail' } }))).toEqual({
      kind: 'formIncomplete',
      fielderrors: { custemail: 'invalidEmail' },
    });
  });

  it('names the refused trip of tripInvalid and why', () => {
    const quotes = [quote(), quote({ status: 422, error: 'datetimeTooEarly', amounttopay: '' })];
    expect(checkoutOutcome(reply({ error: 'tripInvalid', quotes }))).toEqual({
      kind: 'tripInvalid',
      index: 1,
      reason: 'datetimeTooEarly',
    });
    const noReason = [quote({ status: 422, fielderrors: { passengerCount: 'warnMaxval' } })];
    expect(checkoutOutcome(reply({ error: 'tripInvalid', quotes: noReason }))).toEqual({
      kind: 'tripInvalid',
      index: 0,
      reason: 'tripRefused',
    });
    expect(checkoutOutcome(reply({ error: 'tripInvalid', quotes: [quote()] }))).toEqual({
      kind: 'message',
      message: 'errGeneratingPayment',
    });
  });

  it('hands the new quotes of priceChanged over, when there are any', () => {
    const quotes = [quote({ amounttopay: '47.00' })];
    expect(checkoutOutcome(reply({ error: 'priceChanged', quotes }))).toEqual({ kind: 'priceChanged', quotes });
    expect(checkoutOutcome(reply({ error: 'priceChanged' }))).toEqual({
      kind: 'message',
      message: 'errGeneratingPayment',
    });
  });

  it.each(['tripRequired', 'termsRequired', 'orderInProgress', 'errGeneratingPayment'] as const)(
    'shows %s by its key',
    (error) => {
      expect(checkoutOutcome(reply({ error }))).toEqual({ kind: 'message', message: error });
    },
  );

  it('reads a refusal without a reason as errGeneratingPayment', () => {
    expect(checkoutOutcome(reply({}))).toEqual({ kind: 'message', message: 'errGeneratingPayment' });
  });
});

describe('repriced trips', () => {
  const trip = (title: string): Trip => ({
    title,
    datetime: '2030-05-24 14:00',
    reverse: false,
    tour: [],
    extraTripInfo: '',
    price: '40.00',
  });

  it('gives each quoted trip its new price and the quote as its meta, and leaves the others', () => {
    const newQuote = quote({ amounttopay: '47.00' });
    const refused = quote({ status: 422, error: 'noFromAddress', amounttopay: '' });
    const trips = repricedTrips([trip('a'), trip('b'), trip('c')], [newQuote, refused]);

    expect(trips).toEqual([{ ...trip('a'), price: '47.00', meta: newQuote }, trip('b'), trip('c')]);
  });
});

describe('orderFailure', () => {
  it('says the server could not be reached when the request never got an answer', () => {
    expect(orderFailure(new TypeError('Failed to fetch'))).toBe('requestFailed');
  });

  it('says the request could not be processed for an answer it cannot read', () => {
    expect(orderFailure(new ApiError(500, ''))).toBe('errGeneratingPayment');
    expect(orderFailure(new SyntaxError('Unexpected token'))).toBe('errGeneratingPayment');
  });
});
