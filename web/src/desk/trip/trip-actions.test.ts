import { describe, expect, it } from 'vitest';
import { roleAbilities } from '#common/contracts/admin.ts';
import { tripActions } from './trip-actions.ts';

describe('tripActions', () => {
  it('follows the lifecycle: confirm, assign, then done, no-show or another driver; cancel while open', () => {
    const admin = roleAbilities.admin;
    expect(tripActions('new', admin, false)).toEqual(['confirm', 'cancel']);
    expect(tripActions('confirmed', admin, false)).toEqual(['assign', 'cancel']);
    expect(tripActions('assigned', admin, false)).toEqual(['done', 'noShow', 'reassign', 'cancel']);
  });

  it('offers no move once the trip is closed, only the payment status where there is a payment', () => {
    for (const status of ['done', 'no_show', 'canceled'] as const) {
      expect(tripActions(status, roleAbilities.admin, false)).toEqual([]);
      expect(tripActions(status, roleAbilities.admin, true)).toEqual(['fetchStatus']);
    }
  });

  it('gives a dispatcher the same moves, and nothing to a member without trip actions', () => {
    expect(tripActions('new', roleAbilities.dispatcher, true)).toEqual(['confirm', 'cancel', 'fetchStatus']);
    expect(tripActions('new', ['board'], true)).toEqual([]);
  });
});
