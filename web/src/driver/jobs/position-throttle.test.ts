import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { positionIntervalMs } from '#common/constants.ts';
import { positionThrottle } from './position-throttle.ts';

/** Moves the fake clock (a literal inside `vi.…()` reads to the boundaries rule as an import). */
const tick = (ms: number) => vi.advanceTimersByTime(ms);

describe('the positions the driver’s page sends', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the first at once, then at most one per interval: the newest offered meanwhile, at its end', () => {
    const sent: number[] = [];
    const throttle = positionThrottle<number>(positionIntervalMs, (fix) => sent.push(fix));
    throttle.offer(1);
    expect(sent).toEqual([1]);
    tick(3_000);
    throttle.offer(2);
    tick(3_000);
    throttle.offer(3);
    expect(sent).toEqual([1]);
    tick(positionIntervalMs - 6_000);
    expect(sent).toEqual([1, 3]);
    // Nothing more offered: nothing more sent, and after a whole interval the phone is to be asked again.
    expect(throttle.quiet()).toBe(false);
    tick(positionIntervalMs);
    expect(sent).toEqual([1, 3]);
    expect(throttle.quiet()).toBe(true);
    throttle.offer(4);
    expect(sent).toEqual([1, 3, 4]);
  });

  it('sends nothing after it stopped, not even the one waiting', () => {
    const sent: number[] = [];
    const throttle = positionThrottle<number>(positionIntervalMs, (fix) => sent.push(fix));
    throttle.offer(1);
    throttle.offer(2);
    throttle.stop();
    tick(positionIntervalMs * 2);
    throttle.offer(3);
    expect(sent).toEqual([1]);
  });
});
