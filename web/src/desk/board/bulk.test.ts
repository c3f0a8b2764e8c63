import { describe, expect, it } from 'vitest';
import type { BulkTripResult } from '#common/contracts/desk-trips.ts';
import { keptShown, pageState, resultText, toggled, toggledPage, warnedIds } from './bulk.ts';

const t = (key: string, values?: Readonly<Record<string, string | number>>) => `${key} ${JSON.stringify(values ?? {})}`;

describe('the board’s selection', () => {
  it('toggles a trip in and out', () => {
    const one = toggled(new Set(), 22);
    expect([...one]).toEqual([22]);
    expect([...toggled(one, 22)]).toEqual([]);
  });

  it('tells the header box none, some or all of the page, and selects the page or clears it', () => {
    const shown = [1, 2, 3];
    expect(pageState(new Set(), shown)).toBe('none');
    expect(pageState(new Set([2, 9]), shown)).toBe('some');
    expect(pageState(new Set(shown), shown)).toBe('all');
    expect([...toggledPage(new Set([2]), shown)]).toEqual([1, 2, 3]);
    expect([...toggledPage(new Set(shown), shown)]).toEqual([]);
  });

  it('keeps only the trips still shown, the same set when all are', () => {
    const selection = new Set([1, 2]);
    expect(keptShown(selection, [1, 2, 3])).toBe(selection);
    expect([...keptShown(selection, [2, 3])]).toEqual([2]);
  });
});

describe('a bulk call’s results in words', () => {
  it('says moved trips confirmed or assigned to the driver', () => {
    expect(resultText(t, { tripId: 22, outcome: 'moved', from: 'new' }, null)).toBe('desk.bulk.confirmed {"trip":22}');
    expect(resultText(t, { tripId: 22, outcome: 'moved', from: 'new' }, 'Jan')).toBe(
      'desk.bulk.assigned {"trip":22,"driver":"Jan"}',
    );
  });

  it('gives the server’s sentence of a refusal and the warnings, the state of an illegal move', () => {
    expect(
      resultText(t, { tripId: 23, outcome: 'refused', error: 'vehicleTooSmall', message: 'Te klein.' }, 'Jan'),
    ).toBe('desk.bulk.refused {"trip":23,"message":"Te klein."}');
    expect(resultText(t, { tripId: 23, outcome: 'refused', error: 'driverNotFound' }, 'Jan')).toBe(
      'desk.bulk.refusedPlain {"trip":23}',
    );
    const warned: BulkTripResult = {
      tripId: 24,
      outcome: 'warned',
      warnings: [
        { kind: 'driverOverlap', message: 'Rijdt al.', tripId: 3 },
        { kind: 'luggage', message: 'Bagage.' },
      ],
    };
    expect(resultText(t, warned, 'Jan')).toBe('desk.bulk.warned {"trip":24,"message":"Rijdt al. Bagage."}');
    expect(resultText(t, { tripId: 25, outcome: 'illegal', from: 'assigned' }, null)).toBe(
      'desk.bulk.illegal {"trip":25,"status":"tripStatus_assigned {}"}',
    );
    expect(resultText(t, { tripId: 26, outcome: 'notFound' }, null)).toBe('desk.bulk.notFound {"trip":26}');
    expect(warnedIds([warned, { tripId: 25, outcome: 'illegal', from: 'assigned' }])).toEqual([24]);
  });
});
