import { useId } from 'react';
import type { Driver } from '#common/contracts/desk-trips.ts';
import { formatDayTime } from '#common/format/date.ts';
import { DataTable, type Column } from '../../../ui/data-table.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { Feedback, useFeedback } from '../../../ui/feedback.tsx';
import { useTranslation } from '../../../ui/i18n/i18n.ts';
import { toLanguage } from '../../../ui/i18n/language.ts';
import { Spinner } from '../../../ui/spinner.tsx';
import type { DriverDevice } from '#common/contracts/driver.ts';
import { deskErrorOf, deskErrorTextKey } from '../../shared/desk-api.ts';
import { DeskErrorBox } from '../../shared/desk-page.tsx';
import { useDriverDevices, useEndDevice } from '../api/driver-sign-in.ts';

type Props = {
  /** The driver whose phones are shown; null while the dialog is closed. */
  driver: Driver | null;
  onClose: () => void;
};

/**
 * A driver's phones signed in to the driver's page (docs/reference/screens.md#desk-drivers): each by its browser's name,
 * since when and last seen; "Sign out" ends that phone's session at once.
 */
export function DriverPhonesDialog({ driver, onClose }: Props) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Dialog
      id={id}
      open={driver !== null}
      title={driver && t('deskDriverPhonesTitle', { name: driver.name })}
      onClose={onClose}
    >
      {driver && <DriverPhones key={driver.id} driver={driver} />}
      <div className="actions">
        <button type="button" className="button button--secondary" onClick={onClose}>
          {t('deskClose')}
        </button>
      </div>
    </Dialog>
  );
}

function DriverPhones({ driver }: { driver: Driver }) {
  const { t, i18n } = useTranslation();
  const lang = toLanguage(i18n.language);
  const devices = useDriverDevices(driver.id);
  const end = useEndDevice(driver.id);
  const feedback = useFeedback();
  const columns: readonly Column<DriverDevice>[] = [
    { name: 'name', header: t('deskDriverPhone_name'), cell: (device) => device.name },
    {
      name: 'signedIn',
      header: t('deskDriverPhone_signedIn'),
      cell: (device) => <time dateTime={device.signedInAt}>{formatDayTime(device.signedInAt, lang)}</time>,
    },
    {
      name: 'lastSeen',
      header: t('deskDriverPhone_lastSeen'),
      cell: (device) => <time dateTime={device.lastSeenAt}>{formatDayTime(device.lastSeenAt, lang)}</time>,
    },
    {
      name: 'actions',
      header: t('deskDriverActions'),
      cell: (device) => (
        <button
          type="button"
          className="button button--secondary"
          aria-disabled={end.isPending}
          onClick={() => {
            if (end.isPending) return;
            feedback.clear();
            end.mutate(device, {
              onSuccess: () => feedback.show(t('deskDriverPhoneEnded', { device: device.name }), 'success'),
              onError: (error) => feedback.show(t(deskErrorTextKey(deskErrorOf(error).key)), 'error'),
            });
          }}
        >
          {t('deskDriverPhoneEnd')}
          <span className="visually-hidden"> {device.name}</span>
        </button>
      ),
    },
  ];
  return (
    <>
      <Feedback message={feedback.message} />
      {devices.data ? (
        devices.data.length === 0 ? (
          <p>{t('deskDriverPhonesNone')}</p>
        ) : (
          <DataTable
            className="desk-table"
            variant="stack"
            caption={t('deskDriverPhonesCaption', { name: driver.name })}
            columns={columns}
            rows={devices.data}
            rowKey={(device) => device.id}
          />
        )
      ) : devices.isError ? (
        <DeskErrorBox error={devices.error} onRetry={() => void devices.refetch()} />
      ) : (
        <Spinner />
      )}
    </>
  );
}
