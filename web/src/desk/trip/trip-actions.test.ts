import { describe, expect, it } from 'vitest';
import { roleAbilities } from '#common/contracts/admin.ts';
import { tripActions } from './trip-actions.ts';

describe('tripActions', () => {
  it('follows the lifecycle: confirm (and assign at once), assign, then done, no-show or another driver; cancel while open', () => {
    const admin = roleAbilities.admin;
    expect(tripActions('new', admin, false, true)).toEqual(['confirm', 'assign', 'cancel']);
    expect(tripActions('new', admin, false, false)).toEqual(['confirm', 'cancel']);
    expect(tripActions('confirmed', admin, false, true)).toEqual(['assign', 'cancel']);
    expect(tripActions('assigned', admin, false, true)).toEqual(['done', 'noShow', 'reassign', 'cancel']);
    expect(tripActions('done', admin, false, true)).toEqual(['undoDone']);
  });

  it('offers no move once the trip is closed, only the payment status where there is a payment', () => {
    for (const status of ['no_show', 'canceled'] as const) {
      expect(tripActions(status, roleAbilities.admin, false, true)).toEqual([]);
      expect(tripActions(status, roleAbilities.admin, true, true)).toEqual(['fetchStatus']);
    }
  });

  it('gives a dispatcher the same moves, and nothing to a member without trip actions', () => {
    expect(tripActions('new', roleAbilities.dispatcher, true, true)).toEqual([
      'confirm',
      'assign',
      'cancel',
      'fetchStatus',
    ]);
    expect(tripActions('new', ['board'], true, true)).toEqual([]);
  });
});
