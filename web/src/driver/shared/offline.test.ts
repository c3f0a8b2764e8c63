import { describe, expect, it } from 'vitest';
import { alreadyDone, withTaps, type QueuedTap } from './offline.ts';

const job = (tripId: number, step = '', status = 'assigned') => ({ tripId, step, status });
const tap = (request: QueuedTap['request']): QueuedTap => ({ key: String(Math.random()), at: '', request });

describe('the driver’s taps made offline', () => {
  it('counts a replayed tap as sent when the job is already at (or past) its step', () => {
    const onTheWay = { tripId: 1, kind: 'status', to: 'on_the_way' } as const;
    expect(alreadyDone(onTheWay, { status: 'assigned', step: 'on_the_way' })).toBe(true);
    expect(alreadyDone(onTheWay, { status: 'assigned', step: 'arrived' })).toBe(true);
    expect(alreadyDone(onTheWay, { status: 'assigned', step: 'accepted' })).toBe(false);
    expect(alreadyDone(onTheWay, { status: 'assigned', step: '' })).toBe(false);
    // Taken off the driver meanwhile: not done, the driver is told.
    expect(alreadyDone(onTheWay, { status: 'confirmed', step: '' })).toBe(false);
    expect(alreadyDone(onTheWay, { status: 'canceled', step: '' })).toBe(false);
    expect(alreadyDone({ tripId: 1, kind: 'accept' }, { status: 'assigned', step: 'accepted' })).toBe(true);
    expect(alreadyDone({ tripId: 1, kind: 'accept' }, { status: 'assigned', step: '' })).toBe(false);
    expect(alreadyDone({ tripId: 1, kind: 'status', to: 'done' }, { status: 'done' })).toBe(true);
    expect(alreadyDone({ tripId: 1, kind: 'status', to: 'done' }, { status: 'no_show' })).toBe(false);
    expect(alreadyDone({ tripId: 1, kind: 'decline', reason: 'ziek' }, { status: 'confirmed' })).toBe(false);
  });

  it('shows the jobs as the queued taps leave them, in order', () => {
    const jobs = [job(1), job(2, 'accepted'), job(3)];
    const shown = withTaps(jobs, [
      tap({ tripId: 1, kind: 'accept' }),
      tap({ tripId: 1, kind: 'status', to: 'on_the_way' }),
      tap({ tripId: 2, kind: 'status', to: 'on_the_way' }),
      tap({ tripId: 2, kind: 'status', to: 'arrived' }),
      tap({ tripId: 3, kind: 'decline', reason: 'ziek' }),
    ]);
    expect(shown).toEqual([job(1, 'on_the_way'), job(2, 'arrived')]);
    expect(withTaps(jobs, [tap({ tripId: 2, kind: 'status', to: 'done' })])[1]).toEqual(job(2, '', 'done'));
  });
});
