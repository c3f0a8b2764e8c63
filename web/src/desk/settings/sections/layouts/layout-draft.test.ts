import { describe, expect, it } from 'vitest';
import { layoutEntry } from '../../../../ui/test-layout-entry.ts';
import { moved, nextEntryId, removed, withNewEntry, withNewOption } from './layout-draft.ts';

const layouts = {
  trip: [layoutEntry({ id: 101, fieldname: 'passengerCount' }), layoutEntry({ id: 103, fieldname: 'vehicleClass' })],
  userinfo: [layoutEntry({ id: 201, fieldname: 'custname', view: 'userinfo' })],
};

describe('the layout editor’s changes', () => {
  it('moves an item one place up or down, and not past either end', () => {
    expect(moved(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('removes the item at a place', () => {
    expect(removed(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
  });

  it('adds a field with an id and a name no field of either layout has', () => {
    expect(nextEntryId(layouts)).toBe(202);
    const next = withNewEntry(layouts, 'trip', 'Nieuw veld');
    expect(next.trip.at(-1)).toMatchObject({
      id: 202,
      fieldname: 'field202',
      view: 'trip',
      type: 'A',
      veldnaam: 'Nieuw veld',
    });
    expect(next.userinfo).toBe(layouts.userinfo);
    const taken = { ...layouts, userinfo: [...layouts.userinfo, layoutEntry({ id: 9, fieldname: 'field202' })] };
    expect(withNewEntry(taken, 'userinfo', 'X').userinfo.at(-1)?.fieldname).toBe('field202_2');
  });

  it('adds an option with an id the choice does not have yet', () => {
    const choice = layoutEntry({ id: 1, fieldname: 'seat', type: 'T', tabel: [{ id: 'option2', omschrijving: 'B' }] });
    const once = withNewOption(choice);
    expect(once.tabel).toEqual([
      { id: 'option2', omschrijving: 'B' },
      { id: 'option3', omschrijving: '' },
    ]);
    expect(withNewOption(once).tabel.at(-1)?.id).toBe('option4');
  });
});
