import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../ui/i18n/i18n.ts';
import { currentPushState, turnPushOff, turnPushOn, type PushState } from '../api/push.ts';
import './push-control.css';

const stateText = {
  unsupported: 'driverPushUnsupported',
  blocked: 'driverPushBlocked',
  off: 'driverPushOffText',
  on: 'driverPushOnText',
} as const;

/**
 * "Turn on notifications" on the driver's page (docs/reference/screens.md#driver): the browser asks its permission
 * only when the driver taps it, never at load; on, the same place turns them off.
 */
export function PushControl() {
  const { t } = useTranslation();
  const headingId = useId();
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    currentPushState()
      .then((now) => live && setState(now))
      .catch(() => live && setState('off'));
    return () => {
      live = false;
    };
  }, []);

  if (state === null) return null;
  const change = (to: () => Promise<PushState>) => {
    if (busy) return;
    setBusy(true);
    setFailed(false);
    to()
      .then(setState)
      .catch(() => setFailed(true))
      .finally(() => setBusy(false));
  };
  return (
    <section className="driver-push" aria-labelledby={headingId}>
      <h2 id={headingId} className="driver-push__heading">
        {t('driverPushTitle')}
      </h2>
      <p className="driver-push__state" role="status">
        {failed ? t('driverPushFailed') : t(stateText[state])}
      </p>
      {(state === 'off' || state === 'on') && (
        <button
          type="button"
          className={state === 'off' ? 'button' : 'button button--secondary'}
          aria-disabled={busy}
          onClick={() => change(state === 'off' ? turnPushOn : turnPushOff)}
        >
          {t(state === 'off' ? 'driverPushTurnOn' : 'driverPushTurnOff')}
        </button>
      )}
    </section>
  );
}
