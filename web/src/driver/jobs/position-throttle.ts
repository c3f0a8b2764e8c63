/**
 * At most one position every `intervalMs` (docs/decisions/046-car-position.md): the first goes at once; one offered
 * sooner waits until the interval is up and goes then, the newest of those offered meanwhile; none is sent after `stop`.
 */
export interface PositionThrottle<T> {
  offer(fix: T): void;
  /** Whether nothing went out, nor waits to, for the whole interval: the phone reports no move, ask it again. */
  quiet(): boolean;
  stop(): void;
}

export function positionThrottle<T>(intervalMs: number, send: (fix: T) => void): PositionThrottle<T> {
  let lastSent = Number.NEGATIVE_INFINITY;
  let waiting: T | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const go = (fix: T) => {
    if (stopped) return;
    lastSent = Date.now();
    waiting = null;
    send(fix);
  };
  return {
    offer(fix) {
      if (stopped) return;
      const wait = lastSent + intervalMs - Date.now();
      if (wait <= 0) return go(fix);
      waiting = fix;
      timer ??= setTimeout(() => {
        timer = undefined;
        if (waiting !== null) go(waiting);
      }, wait);
    },
    quiet: () => timer === undefined && Date.now() - lastSent >= intervalMs,
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
