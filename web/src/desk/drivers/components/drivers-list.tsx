import { useRef, useState } from 'react';
import { useTranslation } from '../../../ui/i18n/i18n.ts';
import type { Driver } from '#common/contracts/desk-trips.ts';
import { deskErrorOf, deskErrorTextKey } from '../../shared/desk-api.ts';
import { DeskErrorBox } from '../../shared/desk-page.tsx';
import { DataTable, type Column } from '../../../ui/data-table.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { Feedback, useFeedback } from '../../../ui/feedback.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { useDrivers } from '../../shared/get-driver-list.ts';
import { useUpdateDriver } from '../api/patch-driver.ts';
import { driverChanges, type DriverDraft } from '../driver-form.ts';
import { DriverDialog } from './driver-dialog.tsx';
import { DriverPhonesDialog } from './driver-phones-dialog.tsx';
import { useSendSignInLink, useSmsLinks, type LinkWay } from '../api/driver-sign-in.ts';
import { toLanguage } from '../../../ui/i18n/language.ts';

const headingId = 'drivers-list-heading';

/**
 * The tenant's drivers (docs/reference/screens.md#desk-drivers): the active ones, or with "show deactivated too" all of
 * them, the deactivated marked; each can be changed, deactivated (asked first) or activated again.
 */
export function DriversList() {
  const { t, i18n } = useTranslation();
  const [all, setAll] = useState(false);
  const sendLink = useSendSignInLink();
  const smsLinks = useSmsLinks();
  const [phonesOf, setPhonesOf] = useState<Driver | null>(null);
  const drivers = useDrivers(all);
  const update = useUpdateDriver();
  const feedback = useFeedback();
  const [editing, setEditing] = useState<Driver | null>(null);
  const [deactivating, setDeactivating] = useState<Driver | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const setActive = (driver: Driver, active: boolean) => {
    if (update.isPending) return;
    feedback.clear();
    update.mutate(
      { driver, change: { active } },
      {
        onSuccess: (changed) => {
          feedback.show(t(active ? 'deskDriverActivated' : 'deskDriverDeactivated', { name: changed.name }), 'success');
          // Its row (and the button that had the focus) leaves the list of active drivers.
          if (!active && !all) heading.current?.focus();
        },
        onError: (error) => feedback.show(t(deskErrorTextKey(deskErrorOf(error).key)), 'error'),
      },
    );
  };

  /** The sign-in link goes to the driver's own address, in the page's language (docs/decisions/040-…). */
  const sendSignInLink = (driver: Driver, via: LinkWay) => {
    if (sendLink.isPending) return;
    feedback.clear();
    if (via === 'mail' && driver.email === '') {
      feedback.show(t('deskError_driverNoEmail'), 'error');
      return;
    }
    sendLink.mutate(
      { driverId: driver.id, lang: toLanguage(i18n.language), via },
      {
        onSuccess: (sent) =>
          feedback.show(t('deskDriverLinkSent', { name: driver.name, email: sent.sentTo }), 'success'),
        onError: (error) => feedback.show(t(deskErrorTextKey(deskErrorOf(error).key)), 'error'),
      },
    );
  };

  const save = async (driver: Driver, draft: DriverDraft) => {
    const change = driverChanges(driver, draft);
    if (Object.keys(change).length === 0) {
      setEditing(null);
      feedback.show(t('deskDriverUnchanged'), 'success');
      return;
    }
    const changed = await update.mutateAsync({ driver, change });
    setEditing(null);
    feedback.show(t('deskDriverSaved', { name: changed.name }), 'success');
  };

  return (
    <section className="desk-section" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} className="desk-section__heading" tabIndex={-1}>
        {t('deskDriversListTitle')}
      </h2>
      <p>{t('deskDriversIntro')}</p>
      <label className="choice drivers__all">
        <input type="checkbox" checked={all} onChange={(event) => setAll(event.target.checked)} />
        {t('deskDriversShowAll')}
      </label>
      <Feedback message={feedback.message} />
      {drivers.data ? (
        drivers.data.length === 0 ? (
          <p>{t(all ? 'deskDriversNone' : 'deskDriversNoneActive')}</p>
        ) : (
          <>
            <p>{t('deskDriversCount', { count: drivers.data.length })}</p>
            <DriversTable
              drivers={drivers.data}
              busyId={update.isPending ? update.variables.driver.id : null}
              onEdit={setEditing}
              onDeactivate={setDeactivating}
              onActivate={(driver) => setActive(driver, true)}
              onSendLink={sendSignInLink}
              smsLinks={smsLinks}
              onPhones={setPhonesOf}
            />
          </>
        )
      ) : drivers.isError ? (
        <DeskErrorBox error={drivers.error} onRetry={() => void drivers.refetch()} />
      ) : (
        <Spinner />
      )}
      <DriverPhonesDialog driver={phonesOf} onClose={() => setPhonesOf(null)} />
      <DriverDialog driver={editing} pending={update.isPending} onSave={save} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deactivating !== null}
        title={deactivating ? t('deskDriverDeactivateTitle', { name: deactivating.name }) : ''}
        message={deactivating ? t('deskDriverDeactivateText', { name: deactivating.name }) : ''}
        confirmLabel={t('deskDriverDeactivate')}
        cancelLabel={t('deskCancel')}
        onConfirm={() => {
          const driver = deactivating;
          setDeactivating(null);
          if (driver) setActive(driver, false);
        }}
        onCancel={() => setDeactivating(null)}
      />
    </section>
  );
}

type DriversTableProps = {
  drivers: readonly Driver[];
  busyId: number | null;
  onEdit: (driver: Driver) => void;
  onDeactivate: (driver: Driver) => void;
  onActivate: (driver: Driver) => void;
  onSendLink: (driver: Driver, via: LinkWay) => void;
  /** Whether a link can go by SMS too (an SMS provider is configured). */
  smsLinks: boolean;
  onPhones: (driver: Driver) => void;
};

/** The drivers as a table; on a phone each row stacks its cells, each under its column's name. */
function DriversTable({
  drivers,
  busyId,
  onEdit,
  onDeactivate,
  onActivate,
  onSendLink,
  smsLinks,
  onPhones,
}: DriversTableProps) {
  const { t } = useTranslation();
  const columns: readonly Column<Driver>[] = [
    { name: 'name', header: t('deskDriverName'), className: 'driver__name', cell: (driver) => driver.name },
    {
      name: 'phone',
      header: t('deskDriverPhone'),
      cell: (driver) => driver.phone && <a href={`tel:${driver.phone}`}>{driver.phone}</a>,
    },
    { name: 'email', header: t('deskDriverEmail'), cell: (driver) => driver.email },
    {
      name: 'vehicle',
      header: t('desk.vehicles.usualVehicle'),
      cell: (driver) => driver.usualVehicle?.name ?? t('desk.vehicles.noUsualVehicle'),
    },
    {
      name: 'plate',
      header: t('desk.vehicles.plate'),
      className: 'driver__plate',
      cell: (driver) => driver.usualVehicle?.plate ?? '',
    },
    {
      name: 'state',
      header: t('deskDriverState'),
      cell: (driver) => t(driver.active ? 'deskDriverActive' : 'deskDriverInactive'),
    },
    {
      name: 'actions',
      header: t('deskDriverActions'),
      cell: (driver) => {
        const busy = busyId === driver.id;
        return (
          <div className="driver__actions">
            {/* The visible text comes first in the name, the driver's name after it (WCAG 2.5.3). */}
            <button
              type="button"
              className="button button--secondary driver__action"
              aria-disabled={busy}
              onClick={() => !busy && onEdit(driver)}
            >
              {t('deskDriverEdit')}
              <span className="visually-hidden"> {driver.name}</span>
            </button>
            <button
              type="button"
              className="button button--secondary driver__action"
              aria-disabled={busy}
              onClick={() => !busy && (driver.active ? onDeactivate(driver) : onActivate(driver))}
            >
              {t(driver.active ? 'deskDriverDeactivate' : 'deskDriverActivate')}
              <span className="visually-hidden"> {driver.name}</span>
            </button>
            {driver.active && (
              <button
                type="button"
                className="button button--secondary driver__action"
                onClick={() => onSendLink(driver, 'mail')}
              >
                {t('deskDriverSendLink')}
                <span className="visually-hidden"> {driver.name}</span>
              </button>
            )}
            {driver.active && smsLinks && (
              <button
                type="button"
                className="button button--secondary driver__action"
                onClick={() => onSendLink(driver, 'sms')}
              >
                {t('deskDriverSendLinkSms')}
                <span className="visually-hidden"> {driver.name}</span>
              </button>
            )}
            <button type="button" className="button button--secondary driver__action" onClick={() => onPhones(driver)}>
              {t('deskDriverPhones')}
              <span className="visually-hidden"> {driver.name}</span>
            </button>
          </div>
        );
      },
    },
  ];
  return (
    <DataTable
      className="drivers-table"
      caption={t('deskDriversCaption')}
      columns={columns}
      rows={drivers}
      rowClassName={(driver) => (driver.active ? 'driver' : 'driver driver--inactive')}
    />
  );
}
