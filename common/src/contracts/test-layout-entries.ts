import { layoutEntrySchema, type LayoutEntry } from './layout.ts';

/** A choice's options from their texts by id, in that order. */
const optionsOf = (texts: Readonly<Record<string, string>>) =>
  Object.entries(texts).map(([id, omschrijving]) => ({ id, omschrijving }));

/** For tests: a required choice of child seat for the trip layout (`childSeat`: none or booster); change what the test is about. */
export const childSeatEntry = (change: Partial<LayoutEntry> = {}): LayoutEntry =>
  layoutEntrySchema.parse({
    id: 105,
    fieldname: 'childSeat',
    view: 'trip',
    type: 'T',
    veldnaam: 'Kinderzitje',
    veldnaamENG: 'Child seat',
    verplicht: 'J',
    tabel: optionsOf({ none: 'Geen', booster: 'Zittingverhoger' }),
    ...change,
  });
