import { disclosureToggle } from '../../../ui/disclosure.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { alertsBellPath, type DeskAlert } from '#common/contracts/desk-alerts.ts';
import { useTranslation } from '../../../ui/i18n/i18n.ts';
import { Spinner } from '../../../ui/spinner.tsx';
import { useStoredValue } from '../../../ui/use-stored-value.ts';
import { useDeskEvent } from '../../shared/desk-events.ts';
import { DeskErrorBox } from '../../shared/desk-page.tsx';
import { tripPath } from '../../shared/desk-paths.ts';
import { playDeskBeep, storedDeskSound } from '../../shared/desk-sound.ts';
import { useTripFieldTexts } from '../../shared/trip-field-texts.ts';
import { alertChangeText, alertPickup, alertTime } from '../alert-text.ts';
import { alertsKey, useAlerts, useMarkAlertSeen, useMarkAllSeen } from '../api/alerts-api.ts';
import { useTitleCount } from '../hooks/use-title-count.ts';
import './desk-alerts.css';

/**
 * The desk's alerts in its header, on every page (docs/reference/screens.md#desk-alerts): a button with the unseen
 * count that opens the list (each alert a link to its trip, "mark seen", "mark all seen"), the count in the tab's
 * title, a polite announcement and the beep (once switched on) of each new alert as the event stream brings it.
 */
export function DeskAlerts() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const alerts = useAlerts(true);
  const sound = useStoredValue(storedDeskSound) ?? false;
  const [open, setOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const toggle = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const panelId = useId();
  const headingId = useId();
  const unseen = alerts.data?.unseen ?? 0;
  useTitleCount(unseen);

  useDeskEvent(
    useCallback(
      (event) => {
        if (event.type !== 'alertRaised') return;
        void queryClient.invalidateQueries({ queryKey: alertsKey });
        if (sound) playDeskBeep();
        setAnnouncement(t('desk.alerts.announce', { kind: t(`desk.alerts.kind_${event.kind}`), trip: event.tripId }));
      },
      [queryClient, sound, t],
    ),
  );

  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close();
    }
  };

  return (
    <div className="desk-alerts" onKeyDown={onKeyDown}>
      <button
        ref={toggle}
        className="button button--secondary desk-alerts__toggle"
        {...disclosureToggle(open, panelId, () => setOpen((wasOpen) => !wasOpen))}
      >
        <AlertsBell />
        <span className="desk-alerts__label">{t('desk.alerts.title')}</span>{' '}
        {/* Always there, 0 too: the server's first paint keeps its place, so the count moves nothing when it comes. */}
        <span className={unseen > 0 ? 'desk-alerts__count' : 'desk-alerts__count desk-alerts__count--none'}>
          {alerts.data && (
            <>
              {unseen}
              <span className="visually-hidden"> {t('desk.alerts.unseen')}</span>
            </>
          )}
        </span>
      </button>
      {/* A live region without the status role: the pages' own status lines stay the only ones of their kind. */}
      <p className="visually-hidden desk-alerts__announcement" aria-live="polite">
        {announcement}
      </p>
      <section id={panelId} className="desk-alerts__panel" aria-labelledby={headingId} hidden={!open}>
        <div className="desk-alerts__head">
          <h2 id={headingId} ref={heading} className="desk-alerts__heading" tabIndex={-1}>
            {t('desk.alerts.title')}
          </h2>
          {alerts.data && (
            <MarkAllSeen alerts={alerts.data.alerts} unseen={unseen} onMarked={() => heading.current?.focus()} />
          )}
          <button type="button" className="button button--secondary" onClick={close}>
            {t('desk.alerts.close')}
          </button>
        </div>
        {alerts.data ? (
          alerts.data.alerts.length === 0 ? (
            <p>{t('desk.alerts.none')}</p>
          ) : (
            <ul className="desk-alerts__list">
              {alerts.data.alerts.map((alert) => (
                <AlertItem key={alert.id} alert={alert} onOpen={() => setOpen(false)} />
              ))}
            </ul>
          )
        ) : alerts.isError ? (
          <DeskErrorBox error={alerts.error} onRetry={() => void alerts.refetch()} />
        ) : (
          <Spinner />
        )}
      </section>
    </div>
  );
}

/** "Mark all seen": the button goes once nothing is unseen, so the focus goes to the panel's heading. */
function MarkAllSeen(props: { alerts: readonly DeskAlert[]; unseen: number; onMarked: () => void }) {
  const { alerts, unseen, onMarked } = props;
  const { t } = useTranslation();
  const markAll = useMarkAllSeen();
  const newest = alerts[0]?.id;
  if (newest === undefined || unseen === 0) return null;
  return (
    <>
      <button
        type="button"
        className="button button--secondary"
        aria-disabled={markAll.isPending}
        onClick={() => !markAll.isPending && markAll.mutate(newest, { onSuccess: onMarked })}
      >
        {t('desk.alerts.markAllSeen')}
      </button>
      {markAll.isError && <DeskErrorBox error={markAll.error} />}
    </>
  );
}

function AlertItem({ alert, onOpen }: { alert: DeskAlert; onOpen: () => void }) {
  const { t, i18n } = useTranslation();
  const markSeen = useMarkAlertSeen();
  const fieldTexts = useTripFieldTexts();
  // "Mark seen" gives way to "seen by you": the focus goes to the alert's link, not to the page's top.
  const link = useRef<HTMLAnchorElement>(null);
  return (
    <li className={alert.seen ? 'desk-alert' : 'desk-alert desk-alert--unseen'}>
      <p className="desk-alert__kind">
        {t(`desk.alerts.kind_${alert.kind}`)}
        {!alert.seen && <span className="visually-hidden">, {t('desk.alerts.unseenOne')}</span>}
        <span className="desk-alert__at"> · {alertTime(alert.createdAt, i18n.language)}</span>
      </p>
      <p className="desk-alert__trip">
        <Link ref={link} to={tripPath(alert.tripId)} onClick={onOpen}>
          {t('desk.alerts.trip', { trip: alert.tripId, time: alertPickup(alert.datetime, i18n.language) })}
        </Link>{' '}
        {`${alert.reference} · ${alert.from} → ${alert.to}`}
      </p>
      {alert.changes.length > 0 && (
        <ul className="desk-alert__changes">
          {alert.changes.map((change) => (
            <li key={change.field}>{alertChangeText(t, i18n.language, change, fieldTexts.vehicleClass)}</li>
          ))}
        </ul>
      )}
      {alert.seen ? (
        <p className="desk-alert__seen">{t('desk.alerts.seen')}</p>
      ) : (
        <button
          type="button"
          className="button button--secondary desk-alert__mark"
          aria-disabled={markSeen.isPending}
          onClick={() => !markSeen.isPending && markSeen.mutate(alert.id, { onSuccess: () => link.current?.focus() })}
        >
          {t('desk.alerts.markSeen')}
          <span className="visually-hidden">
            {`, ${t('desk.alerts.markSeenOf', { trip: alert.tripId, kind: t(`desk.alerts.kind_${alert.kind}`) })}`}
          </span>
        </button>
      )}
      {markSeen.isError && <DeskErrorBox error={markSeen.error} />}
    </li>
  );
}

/** A bell beside the count, which is all a phone shows of the button (docs/reference/screens.md#desk-alerts). */
function AlertsBell() {
  return (
    <svg className="desk-alerts__bell" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={alertsBellPath} />
    </svg>
  );
}
