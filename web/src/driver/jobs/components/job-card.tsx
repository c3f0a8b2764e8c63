import type { DriverJob } from '#common/contracts/driver.ts';
import { formatTime } from '#common/format/date.ts';
import { formatCents } from '#common/format/text.ts';
import { tripStateKey } from '../../../shared/trip/trip-state.ts';
import { useTranslation } from '../../../ui/i18n/i18n.ts';
import { LabelValue, LabelValueList } from '../../../ui/label-value.tsx';
import { actionsOf, mapLinks, noShowOpen, type JobAction } from '../job-view.ts';

type Props = {
  job: DriverJob;
  now: Date;
  /** The job whose tap is being sent: its buttons say so and take no second tap. */
  busy: boolean;
  onAction: (job: DriverJob, action: JobAction) => void;
};

/** A stop with its navigation links: the phone's map app, Google Maps, Apple Maps. */
function Stop({ text, point }: { text: string; point: DriverJob['fromPoint'] }) {
  const { t } = useTranslation();
  const links = mapLinks(point, text);
  return (
    <>
      <a href={links.geo} className="driver-job__address">
        {text}
      </a>
      <span className="driver-job__maps">
        <a href={links.google} target="_blank" rel="noreferrer">
          {t('driverGoogleMaps')}
        </a>
        <a href={links.apple} target="_blank" rel="noreferrer">
          {t('driverAppleMaps')}
        </a>
      </span>
    </>
  );
}

/**
 * One trip on the driver's page (docs/reference/screens.md#driver): time and state, the stops to navigate to, the
 * passengers, luggage, flight and remarks, the passenger to call (from an hour before the pickup), the amount to
 * collect, and the one or two taps that come next.
 */
export function JobCard({ job, now, busy, onAction }: Props) {
  const { t } = useTranslation();
  const headingId = `job-${job.tripId}-heading`;
  const time = formatTime(job.datetime);
  const actions = actionsOf(job);
  const noShowWaits = actions.includes('no_show') && !noShowOpen(job, now);
  const label = (action: JobAction) =>
    action === 'accept' ? t('driverAccept') : action === 'decline' ? t('driverDecline') : t(`driverMove_${action}`);
  return (
    <article id={`job-${job.tripId}`} className={`driver-job driver-job--${job.status}`} aria-labelledby={headingId}>
      <h3 id={headingId} className="driver-job__heading" tabIndex={-1}>
        {t('driverJobTitle', { trip: String(job.tripId), time })}
      </h3>
      <p className="driver-job__state">{t(tripStateKey({ status: job.status, driverStep: job.step }))}</p>
      <LabelValueList className="driver-job__details">
        <LabelValue label={t('driverPickup')} value={<Stop text={job.from} point={job.fromPoint} />} />
        <LabelValue label={t('driverDestination')} value={<Stop text={job.to} point={job.toPoint} />} />
        <LabelValue label={t('driverPassengers')} value={String(job.passengers)} />
        <LabelValue label={t('driverLuggage')} value={job.luggage === null ? null : String(job.luggage)} />
        <LabelValue
          label={t('driverFlight')}
          value={
            job.flightNumber &&
            (job.landingTime
              ? t('driverLanding', { flight: job.flightNumber, time: job.landingTime })
              : job.flightNumber)
          }
        />
        <LabelValue label={t('driverRemarks')} value={job.remarks} />
        <LabelValue
          label={t('driverPassenger')}
          value={
            <>
              {job.passengerName}
              {job.passengerPhone ? (
                <>
                  {' '}
                  <a className="driver-job__call" href={`tel:${job.passengerPhone.replace(/[^\d+]/g, '')}`}>
                    {t('driverCall', { phone: job.passengerPhone })}
                  </a>
                </>
              ) : (
                job.status === 'assigned' && <span className="driver-job__later">{t('driverPhoneLater')}</span>
              )}
            </>
          }
        />
        <LabelValue label={t('driverCollect')} value={job.collectCents > 0 ? job.collect : null} />
        <LabelValue
          label={t('driverCollect')}
          value={
            job.collected &&
            t('driverCollected', {
              amount: formatCents(job.collected.amountCents),
              method: t(`driverMethod_${job.collected.method}`),
            })
          }
        />
      </LabelValueList>
      {actions.length > 0 && (
        <div className="driver-job__actions">
          {actions.map((action) => {
            const waiting = action === 'no_show' && noShowWaits;
            return (
              <button
                key={action}
                type="button"
                className={`button ${action === 'decline' || action === 'no_show' ? 'button--secondary' : 'button--primary'} driver-job__action`}
                aria-disabled={busy || waiting}
                onClick={() => !busy && !waiting && onAction(job, action)}
              >
                {label(action)}
              </button>
            );
          })}
        </div>
      )}
      {noShowWaits && job.noShowFrom && (
        <p className="driver-job__hint">{t('driverNoShowFrom', { time: formatTime(job.noShowFrom) })}</p>
      )}
    </article>
  );
}
