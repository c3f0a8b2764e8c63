import { formatTime } from '#common/format/date.ts';
import { useTranslation } from '../../../ui/i18n/i18n.ts';
import type { JobRequest, QueuedTap } from '../../shared/offline.ts';
import { useQueue, useShownAsOf } from '../../shared/offline.ts';

/** A tap in words, as the job's state it moves to ("Driver on the way", "Done", "Declined"). */
export function tapStateKey(request: JobRequest): string {
  if (request.kind === 'accept') return 'driverStep_accepted';
  if (request.kind === 'decline') return 'driverDeclineWord';
  return request.to === 'done' || request.to === 'no_show' ? `tripStatus_${request.to}` : `driverStep_${request.to}`;
}

/**
 * The driver's page offline (docs/reference/screens.md#driver): since when the jobs shown are the kept ones, and the
 * taps waiting for a connection, in the order they will be sent.
 */
export function OfflineState() {
  const { t } = useTranslation();
  const asOf = useShownAsOf();
  const queue = useQueue();
  if (!asOf && queue.length === 0) return null;
  return (
    <div className="driver-offline">
      {asOf && (
        <p className="driver-offline__as-of" role="status">
          {t('driverOfflineAsOf', { time: formatTime(asOf) })}
        </p>
      )}
      {queue.length > 0 && (
        <section className="driver-offline__queue" aria-labelledby="driver-queue-heading">
          <h2 id="driver-queue-heading" className="driver-offline__heading">
            {t('driverQueuedTitle')}
          </h2>
          <p>{t('driverQueuedIntro')}</p>
          <ol>
            {queue.map((tap: QueuedTap) => (
              <li key={tap.key}>
                {t('driverQueuedTap', {
                  trip: String(tap.request.tripId),
                  state: t(tapStateKey(tap.request)),
                  time: formatTime(new Date(tap.at)),
                })}
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
