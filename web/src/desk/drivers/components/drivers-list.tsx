import { useState } from 'react';
import { useTranslation } from '../../../ui/i18n/i18n.ts';
import type { Driver } from '#common/contracts/desk-trips.ts';
import { deskErrorOf, deskErrorTextKey } from '../../shared/desk-api.ts';
import type { Column } from '../../../ui/data-table.tsx';
import { useDrivers } from '../../shared/get-driver-list.ts';
import type { RegisterKeys } from '../../shared/register/register-keys.ts';
import { RegisterSection, useRegister } from '../../shared/register/register-section.tsx';
import type { RegisterAction } from '../../shared/register/register-table.tsx';
import { useUpdateDriver } from '../api/patch-driver.ts';
import { driverChanges } from '../driver-form.ts';
import { DriverDialog } from './driver-dialog.tsx';
import { DriverPhonesDialog } from './driver-phones-dialog.tsx';
import { useSendSignInLink, useSmsLinks, type LinkWay } from '../api/driver-sign-in.ts';
import { toLanguage } from '../../../ui/i18n/language.ts';

const keys: RegisterKeys = {
  title: 'deskDriversListTitle',
  intro: 'deskDriversIntro',
  showAll: 'deskDriversShowAll',
  none: 'deskDriversNone',
  noneActive: 'deskDriversNoneActive',
  count: 'deskDriversCount',
  caption: 'deskDriversCaption',
  state: 'deskDriverState',
  active: 'deskDriverActive',
  inactive: 'deskDriverInactive',
  actions: 'deskDriverActions',
  edit: 'deskDriverEdit',
  activate: 'deskDriverActivate',
  deactivate: 'deskDriverDeactivate',
  deactivateTitle: 'deskDriverDeactivateTitle',
  deactivateText: 'deskDriverDeactivateText',
  activated: 'deskDriverActivated',
  deactivated: 'deskDriverDeactivated',
  unchanged: 'deskDriverUnchanged',
  saved: 'deskDriverSaved',
};

/**
 * The tenant's drivers (docs/reference/screens.md#desk-drivers): the active ones, or with "show deactivated too" all of
 * them, the deactivated marked; each can be changed, deactivated (asked first) or activated again, sent a sign-in link,
 * and its phones signed in seen and signed out.
 */
export function DriversList() {
  const { t, i18n } = useTranslation();
  const sendLink = useSendSignInLink();
  const smsLinks = useSmsLinks();
  const [phonesOf, setPhonesOf] = useState<Driver | null>(null);
  const update = useUpdateDriver();
  const register = useRegister({
    keys,
    pending: update.isPending,
    update: (driver: Driver, change) => update.mutateAsync({ driver, change }),
    changesOf: driverChanges,
  });
  const { all, feedback, editing, setEditing, save } = register;
  const drivers = useDrivers(all);

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

  const columns: readonly Column<Driver>[] = [
    { name: 'name', header: t('deskDriverName'), className: 'desk-record__name', cell: (driver) => driver.name },
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
      className: 'desk-record__plate',
      cell: (driver) => driver.usualVehicle?.plate ?? '',
    },
  ];
  const moreActions = (driver: Driver): RegisterAction[] => [
    ...(driver.active ? [{ label: t('deskDriverSendLink'), run: () => sendSignInLink(driver, 'mail') }] : []),
    ...(driver.active && smsLinks
      ? [{ label: t('deskDriverSendLinkSms'), run: () => sendSignInLink(driver, 'sms') }]
      : []),
    { label: t('deskDriverPhones'), run: () => setPhonesOf(driver) },
  ];

  return (
    <RegisterSection
      keys={keys}
      register={register}
      headingId="drivers-list-heading"
      query={drivers}
      rowsOf={(list) => list}
      columns={columns}
      busyId={update.isPending ? update.variables.driver.id : null}
      moreActions={moreActions}
    >
      <DriverPhonesDialog driver={phonesOf} onClose={() => setPhonesOf(null)} />
      <DriverDialog driver={editing} pending={update.isPending} onSave={save} onClose={() => setEditing(null)} />
    </RegisterSection>
  );
}
