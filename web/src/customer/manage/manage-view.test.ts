import { describe, expect, it } from 'vitest';
import type { ManageReply, ManageTrip } from '#common/contracts/manage.ts';
import type { ManageCar } from '#common/contracts/manage.ts';
import {
  cancelRefundCents,
  carSummary,
  hasCarWindow,
  hasDriverAssigned,
  awaitsPayment,
  hasPendingChange,
  isMeaningfulChange,
} from './manage-view.ts';

const trip: ManageTrip = {
  ritNr: 7,
  datetime: '2030-05-24 14:30',
  from: 'Damrak 1, Amsterdam',
  to: 'Schiphol',
  passengers: 2,
  vehicleClass: 'Sedan',
  flightNumber: 'KL1234',
  extraInfo: '',
  priceCents: 4500,
  status: 'confirmed',
  driverStep: '',
  driver: null,
  version: '2030-05-01T10:00:00.000Z',
  canCancel: true,
  canChange: true,
  changeableUntil: '2030-05-23T12:30:00.000Z',
  pendingChange: null,
  car: null,
};

const booking: ManageReply = {
  reference: 'D12/34',
  lang: 'nl',
  orderStatus: 'paid',
  paymentState: 'paid',
  totalCents: 9000,
  paidCents: 9000,
  refundedCents: 0,
  refundPendingCents: 0,
  owedCents: 0,
  receipt: true,
  policy: { cancellationCutoffHours: 24, refund: 'full' },
  validUntil: '2030-05-25T12:00:00.000Z',
  trips: [trip],
};

describe('the refund a cancellation gives', () => {
  it('is the whole price of the trip', () => {
    expect(cancelRefundCents(booking, trip)).toBe(4500);
  });

  it('is at most what of the order is still refundable', () => {
    expect(cancelRefundCents({ ...booking, refundedCents: 4000, refundPendingCents: 1000 }, trip)).toBe(4000);
    expect(cancelRefundCents({ ...booking, refundedCents: 9000 }, trip)).toBe(0);
  });

  it('is none for a booking on account or with hidden prices', () => {
    expect(cancelRefundCents({ ...booking, paidCents: 0, paymentState: 'on_account' }, trip)).toBeNull();
    expect(cancelRefundCents(booking, { ...trip, priceCents: null })).toBeNull();
  });
});

describe('a change waiting for its payment', () => {
  it('is seen on any trip of the booking', () => {
    expect(hasPendingChange(booking)).toBe(false);
    const pendingChange = { id: 3, amountCents: 1000, form: '<form></form>' };
    expect(hasPendingChange({ ...booking, trips: [trip, { ...trip, ritNr: 8, pendingChange }] })).toBe(true);
  });

  it('asks again while something is owed, which the customer may just have paid, and not when prices are hidden', () => {
    expect(awaitsPayment(booking)).toBe(false);
    expect(awaitsPayment({ ...booking, owedCents: 9460 })).toBe(true);
    expect(awaitsPayment({ ...booking, owedCents: null })).toBe(false);
  });
});

describe('whether the page follows a driver', () => {
  it('asks again while a trip has a driver assigned, not before nor after', () => {
    expect(hasDriverAssigned(booking)).toBe(false);
    expect(hasDriverAssigned({ ...booking, trips: [{ ...trip, status: 'assigned', driverStep: 'on_the_way' }] })).toBe(
      true,
    );
    expect(hasDriverAssigned({ ...booking, trips: [{ ...trip, status: 'done' }] })).toBe(false);
  });
});

describe('the car between on the way and on board', () => {
  const car = (minutes: number | null, stale = false): ManageCar => ({
    position: { lat: 53.2, lng: 6.56 },
    pickup: { lat: 53.21, lng: 6.57 },
    measuredAt: '2030-05-24T12:20:00.000Z',
    ageSeconds: stale ? 180 : 10,
    stale,
    arrival: minutes === null ? null : { minutes, at: '2030-05-24T12:27:00.000Z' },
  });

  it('asks often only while the driver is on the way or at the pickup', () => {
    const at = (driverStep: ManageTrip['driverStep']) =>
      hasCarWindow({ ...booking, trips: [{ ...trip, status: 'assigned', driverStep }] });
    expect([at('accepted'), at('on_the_way'), at('arrived'), at('on_board')]).toEqual([false, true, true, false]);
    expect(hasCarWindow({ ...booking, trips: [{ ...trip, status: 'done', driverStep: 'on_the_way' }] })).toBe(false);
  });

  it('says the arrival on the way, almost there under a minute, and waiting once arrived', () => {
    expect(carSummary({ driverStep: 'on_the_way' }, car(7))).toMatchObject({ kind: 'arriving', minutes: 7 });
    expect(carSummary({ driverStep: 'on_the_way' }, car(0)).kind).toBe('almost');
    expect(carSummary({ driverStep: 'arrived' }, car(null)).kind).toBe('waiting');
  });

  it('reads the estimate out again only when it moves two minutes or more, the car arrives or its position gets old', () => {
    const seven = carSummary({ driverStep: 'on_the_way' }, car(7));
    expect(isMeaningfulChange(seven, carSummary({ driverStep: 'on_the_way' }, car(6)))).toBe(false);
    expect(isMeaningfulChange(seven, carSummary({ driverStep: 'on_the_way' }, car(5)))).toBe(true);
    expect(isMeaningfulChange(seven, carSummary({ driverStep: 'on_the_way' }, car(7, true)))).toBe(true);
    expect(isMeaningfulChange(seven, carSummary({ driverStep: 'arrived' }, car(null)))).toBe(true);
  });
});
