// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import type { Trip } from '#common/contracts/trip.ts';
import { readDraft, setStorageClient, writeDraft } from '../../ui/storage.ts';
import { suggestion } from '../../shared/trip/test-suggestion.ts';
import { emptyStop } from './trip-draft.ts';
import { readTripDraft } from './stored-trip.ts';
import { draftOrigin, hasTripDraft, removeTripDraft, writeTripDraft } from './trip-form-draft.ts';

const trip: Trip = {
  title: '',
  datetime: '',
  reverse: false,
  tour: [{ ...emptyStop(), address: suggestion({}), nr: '12' }, emptyStop()],
  extraTripInfo: 'Rolstoel',
  passengers: 2,
};
const draft = { trip, date: '2030-05-24', time: '14:30', stopTexts: [suggestion({}).text, 'Stat'] };

beforeEach(() => {
  sessionStorage.clear();
  setStorageClient('demo');
});

describe('the trip form draft', () => {
  it('brings back the trip as typed, with the whole picked suggestion, until the trip is in the cart', () => {
    expect(hasTripDraft()).toBe(false);
    writeTripDraft('new', draft);
    expect(hasTripDraft()).toBe(true);
    expect(readTripDraft('new')).toEqual(draft);
    removeTripDraft();
    expect(hasTripDraft()).toBe(false);
    expect(readTripDraft('new')).toBeNull();
  });

  it("is not another form's: an edit of a cart trip gets no new trip's draft, nor that of another cart trip", () => {
    writeTripDraft('new', draft);
    expect(readTripDraft(draftOrigin('edit', 0, trip))).toBeNull();
    writeTripDraft(draftOrigin('edit', 0, trip), draft);
    expect(readTripDraft(draftOrigin('edit', 0, trip))).toEqual(draft);
    expect(readTripDraft(draftOrigin('edit', 0, { ...trip, extraTripInfo: '' }))).toBeNull();
    expect(readTripDraft(draftOrigin('edit', 1, trip))).toBeNull();
  });

  it('ignores a draft of another shape', () => {
    writeDraft('trip', { origin: 'new', trip: { tour: 'x' }, date: '', time: '', stopTexts: [] });
    expect(readTripDraft('new')).toBeNull();
    writeDraft('trip', 'text');
    expect(readTripDraft('new')).toBeNull();
    expect(readDraft('trip')).toBe('text');
  });
});
