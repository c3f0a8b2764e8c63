import type { Driver } from '#common/contracts/desk-trips.ts';
import { formatDayTime } from '#common/format/date.ts';
import type { Column } from '../../../ui/data-table.tsx';
import { DeskTable } from '../../shared/desk-table.tsx';
import { Feedback, useFeedback } from '../../../ui/feedback.tsx';
import { useTranslation } from '../../../ui/i18n/i18n.ts';
import { toLanguage } from '../../../ui/i18n/language.ts';
import type { DriverDevice } from '#common/contracts/driver.ts';
import { deskErrorOf, deskErrorTextKey } from '../../shared/desk-api.ts';
import { DeskQueryView } from '../../shared/desk-query.tsx';
import { RecordDialog } from '../../shared/register/record-dialog.tsx';
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
  return (
    <RecordDialog row={driver} title={({ name }) => t('deskDriverPhonesTitle', { name })} onClose={onClose}>
      {(current) => (
        <>
          <DriverPhones key={current.id} driver={current} />
          <div className="actions">
            <button type="button" className="button button--secondary" onClick={onClose}>
              {t('deskClose')}
            </button>
          </div>
        </>
      )}
    </RecordDialog>
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
      <DeskQueryView query={devices}>
        {(list) =>
          list.length === 0 ? (
            <p>{t('deskDriverPhonesNone')}</p>
          ) : (
            <DeskTable
              caption={t('deskDriverPhonesCaption', { name: driver.name })}
              columns={columns}
              rows={list}
              rowKey={(device: DriverDevice) => device.id}
            />
          )
        }
      </DeskQueryView>
    </>
  );
}
