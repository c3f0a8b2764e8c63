import { useEffect } from 'react';
import { deskPageHeartbeatMs } from '#common/constants.ts';
import { postJson } from '../../shared/api/api-client.ts';

/** `POST /api/admin/heartbeat` (docs/reference/api.md#admin-heartbeat); a failure waits for the next beat. */
const beat = () => {
  postJson('/api/admin/heartbeat', {}).catch(() => undefined);
};

/**
 * While a desk page is open and visible, it tells the server so every `deskPageHeartbeatMs` and when it becomes
 * visible again: the session's activity, so a board on a second screen stays signed in up to the session's 12 hours.
 * A hidden page (another tab, a minimised window) or a closed one stops beating, and the 30-minute idle end runs
 * (docs/decisions/036-alerts-and-heartbeat.md).
 */
export function useDeskHeartbeat(loggedIn: boolean): void {
  useEffect(() => {
    if (!loggedIn) return;
    let timer: number | undefined;
    const follow = () => {
      window.clearInterval(timer);
      timer = undefined;
      if (document.visibilityState !== 'visible') return;
      beat();
      timer = window.setInterval(beat, deskPageHeartbeatMs);
    };
    follow();
    document.addEventListener('visibilitychange', follow);
    return () => {
      document.removeEventListener('visibilitychange', follow);
      window.clearInterval(timer);
    };
  }, [loggedIn]);
}
