import { useCallback, useEffect, useState } from 'react';
import type { DriverJob } from '#common/contracts/driver.ts';
import { formatDay } from '#common/format/date.ts';
import { PageHeading, pageHeadingId } from '../../../shared/page/page.tsx';
import { ErrorBox, RetryButton } from '../../../ui/error-box.tsx';
import { Feedback, useFeedback } from '../../../ui/feedback.tsx';
import { useTranslation } from '../../../ui/i18n/i18n.ts';
import { toLanguage } from '../../../ui/i18n/language.ts';
import { Spinner } from '../../../ui/spinner.tsx';
import { driverErrorOf, useDriverMe } from '../../shared/driver-api.ts';
import { useDriverJobs, useJobMove, useQueueSender, type FlushOutcome, type JobRequest } from '../api/jobs.ts';
import { byDay, type JobAction } from '../job-view.ts';
import { JobCard } from './job-card.tsx';
import { JobDialog, type JobDialogKind } from './job-dialogs.tsx';
import { OfflineState, tapStateKey } from './offline-state.tsx';
import { PositionSharing } from './position-sharing.tsx';
import './jobs.css';

/** The clock the no-show's waiting time is read against, a tick a quarter minute. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 15_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * `/driver` (docs/reference/screens.md#driver): the signed-in driver's trips of today and the coming days, by day,
 * each with its next tap; without a session on this phone, what to do to sign in.
 */
export function JobsScreen() {
  const { t, i18n } = useTranslation();
  const lang = toLanguage(i18n.language);
  const me = useDriverMe();
  const signedIn = Boolean(me.data);
  const jobs = useDriverJobs(signedIn);
  const move = useJobMove();
  const feedback = useFeedback();
  const now = useNow();
  const [dialog, setDialog] = useState<{ job: DriverJob; kind: JobDialogKind } | null>(null);
  // Taps made offline go when the page opens and when the phone is back online; the page says how that went.
  const { show } = feedback;
  const queueSent = useCallback(
    ({ refused }: FlushOutcome) => {
      const [first] = refused;
      show(
        first
          ? t('driverQueueFailed', { trip: String(first.request.tripId), state: t(tapStateKey(first.request)) })
          : t('driverQueueSent'),
        first ? 'error' : 'success',
      );
    },
    [show, t],
  );
  useQueueSender(signedIn, queueSent);

  const send = (request: JobRequest, job: DriverJob) => {
    feedback.clear();
    move.mutate(request, {
      onSuccess: (moved) => {
        setDialog(null);
        // The button tapped is gone: the focus goes to the job's next tap (or its heading), and to the page's heading
        // when the job left the list, so a keyboard or screen reader stays where the driver works.
        window.requestAnimationFrame(() => {
          const card = document.getElementById(`job-${job.tripId}`);
          const next =
            card?.querySelector<HTMLElement>('.driver-job__action') ?? card?.querySelector<HTMLElement>('h3');
          (next ?? document.getElementById(pageHeadingId))?.focus();
        });
        if (moved.queued) {
          feedback.show(t('driverQueuedOne', { trip: String(job.tripId), state: t(tapStateKey(request)) }), 'success');
          return;
        }
        feedback.show(
          request.kind === 'decline'
            ? t('driverDeclined', { trip: String(job.tripId) })
            : t('driverMoved', {
                trip: String(job.tripId),
                state: t(
                  moved.status === 'assigned' && moved.step !== ''
                    ? `driverStep_${moved.step}`
                    : `tripStatus_${moved.status}`,
                ),
              }),
          'success',
        );
      },
      onError: (error) => {
        setDialog(null);
        const key = driverErrorOf(error);
        feedback.show(
          t(
            key === 'illegalStep' || key === 'jobNotFound' || key === 'waitingTime'
              ? `driverError_${key}`
              : 'driverError_other',
          ),
          'error',
        );
      },
    });
  };

  const act = (job: DriverJob, action: JobAction) => {
    if (move.isPending) return;
    if (action === 'accept') return send({ tripId: job.tripId, kind: 'accept' }, job);
    if (action === 'decline') return setDialog({ job, kind: 'decline' });
    if (action === 'no_show') return setDialog({ job, kind: 'no_show' });
    if (action === 'done' && job.collectCents > 0) return setDialog({ job, kind: 'done' });
    send({ tripId: job.tripId, kind: 'status', to: action }, job);
  };

  const content = () => {
    if (me.isError)
      return <ErrorBox action={<RetryButton onClick={() => void me.refetch()} />}>{t('driverError_other')}</ErrorBox>;
    if (me.data === undefined) return <Spinner />;
    if (me.data === null) return <ErrorBox>{t('driverNotSignedIn')}</ErrorBox>;
    if (jobs.isError)
      return <ErrorBox action={<RetryButton onClick={() => void jobs.refetch()} />}>{t('driverError_other')}</ErrorBox>;
    if (!jobs.data) return <Spinner />;
    if (jobs.data.length === 0) return <p>{t('driverNoJobs')}</p>;
    return byDay(jobs.data).map((day) => (
      <section key={day.day} className="driver-day" aria-labelledby={`day-${day.day}`}>
        <h2 id={`day-${day.day}`} className="driver-day__heading">
          {formatDay(day.day, lang)}
        </h2>
        {day.jobs.map((job) => (
          <JobCard
            key={job.tripId}
            job={job}
            now={now}
            busy={move.isPending && move.variables.tripId === job.tripId}
            onAction={act}
          />
        ))}
      </section>
    ));
  };

  return (
    <div className="page driver-page">
      <PageHeading title={t('driverJobsTitle')} />
      {signedIn && <p>{t('driverJobsIntro')}</p>}
      <Feedback message={feedback.message} />
      {signedIn && <OfflineState />}
      {signedIn && <PositionSharing jobs={jobs.data} />}
      {content()}
      <JobDialog
        job={dialog?.job ?? null}
        kind={dialog?.kind ?? 'decline'}
        busy={move.isPending}
        onClose={() => setDialog(null)}
        onSend={(answer) => {
          if (!dialog) return;
          const { job, kind } = dialog;
          if (kind === 'decline') send({ tripId: job.tripId, kind: 'decline', reason: answer.reason ?? '' }, job);
          else send({ tripId: job.tripId, kind: 'status', to: kind, ...answer }, job);
        }}
      />
    </div>
  );
}
