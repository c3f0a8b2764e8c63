import { describe, expect, it } from 'vitest';
import { fieldErrorsOfIssues } from '../tenant/settings-check.ts';
import { layoutEntrySchema, recordLayoutsSchema, type LayoutEntry } from './layout.ts';
import { childSeatEntry } from './test-layout-entries.ts';

const entry = (fields: Partial<LayoutEntry> & Pick<LayoutEntry, 'id' | 'fieldname' | 'type'>): LayoutEntry =>
  layoutEntrySchema.parse({ veldnaam: `Veld ${fields.id}`, veldnaamENG: `Field ${fields.id}`, ...fields });

const seat = childSeatEntry();
const trip = [entry({ id: 101, fieldname: 'passengerCount', type: 'N', minval: 1, maxval: 8 }), seat];
const userinfo = [entry({ id: 201, fieldname: 'custname', type: 'A', minlen: 2, lengte: 60 })];

/** The field errors of the layouts, by path, as a refused save answers them. */
function refusals(layouts: { trip: LayoutEntry[]; userinfo: LayoutEntry[] }) {
  const parsed = recordLayoutsSchema.safeParse(layouts);
  return parsed.success ? {} : fieldErrorsOfIssues(parsed.error.issues, 'layouts');
}
const withTrip = (index: number, change: Partial<LayoutEntry>) => ({
  trip: trip.map((each, at) => (at === index ? { ...each, ...change } : each)),
  userinfo,
});

describe('recordLayoutsSchema', () => {
  it('takes layouts the app can render', () => {
    expect(refusals({ trip, userinfo })).toEqual({});
  });

  it('refuses a field name used twice, in one layout or across both', () => {
    expect(refusals(withTrip(1, { fieldname: 'passengerCount' }))).toEqual({ 'trip.1.fieldname': 'duplicateName' });
    expect(refusals({ trip, userinfo: [...userinfo, { ...userinfo[0]!, id: 202, fieldname: 'childSeat' }] })).toEqual({
      'userinfo.1.fieldname': 'duplicateName',
    });
  });

  it('refuses an id used twice', () => {
    expect(refusals(withTrip(1, { id: 101 }))).toEqual({ 'trip.1.id': 'duplicateId' });
    expect(refusals({ trip, userinfo: [{ ...userinfo[0]!, id: 105 }] })).toEqual({ 'userinfo.0.id': 'duplicateId' });
  });

  it('refuses a field name that is no identifier, and a trip field named as the trip’s own', () => {
    expect(refusals(withTrip(1, { fieldname: 'child seat' }))).toEqual({ 'trip.1.fieldname': 'notIdentifier' });
    expect(refusals(withTrip(1, { fieldname: '1seat' }))).toEqual({ 'trip.1.fieldname': 'notIdentifier' });
    expect(refusals(withTrip(1, { fieldname: 'a'.repeat(41) }))).toEqual({ 'trip.1.fieldname': 'notIdentifier' });
    expect(refusals(withTrip(1, { fieldname: 'datetime' }))).toEqual({ 'trip.1.fieldname': 'reservedName' });
  });

  it('refuses options on a field that is no choice, and a choice without options', () => {
    expect(refusals(withTrip(0, { tabel: [{ id: 'x', omschrijving: 'X' }] }))).toEqual({
      'trip.0.tabel': 'optionsNotAllowed',
    });
    expect(refusals(withTrip(1, { tabel: [] }))).toEqual({ 'trip.1.tabel': 'optionsMissing' });
  });

  it('refuses an option id used twice in one choice', () => {
    const tabel = [...seat.tabel, { id: 'none', omschrijving: 'Nee' }];
    expect(refusals(withTrip(1, { tabel }))).toEqual({ 'trip.1.tabel.2.id': 'duplicateOption' });
  });

  it('refuses a minimum above the maximum, of the value and of the length; 0 is no maximum', () => {
    expect(refusals(withTrip(0, { minval: 9 }))).toEqual({ 'trip.0.minval': 'minAboveMax' });
    expect(refusals(withTrip(0, { minval: 9, maxval: 0 }))).toEqual({});
    expect(refusals(withTrip(0, { minval: 8 }))).toEqual({});
    expect(refusals({ trip, userinfo: [{ ...userinfo[0]!, minlen: 61 }] })).toEqual({
      'userinfo.0.minlen': 'minlenAboveLength',
    });
    expect(refusals({ trip, userinfo: [{ ...userinfo[0]!, minlen: 61, lengte: 0 }] })).toEqual({});
  });

  it('refuses a choice’s default that is none of its options', () => {
    expect(refusals(withTrip(1, { default: 'baby' }))).toEqual({ 'trip.1.default': 'defaultNotOption' });
    expect(refusals(withTrip(1, { default: 'booster' }))).toEqual({});
    expect(refusals(withTrip(1, { default: '' }))).toEqual({});
  });
});
