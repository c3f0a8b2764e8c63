import { useId, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../ui/i18n/i18n.ts';
import type { ManageReply, ManageTrip } from '#common/contracts/manage.ts';
import { optionKey } from '#common/fields/field-definition.ts';
import { tripTimeZone } from '#common/fields/trip-datetime.ts';
import { formatCents } from '#common/format/text.ts';
import { ApiError } from '../../../shared/api/api-client.ts';
import { parsePaymentForm, submitPaymentForm } from '../../../shared/order/payment-form.ts';
import type { ReadyApp } from '../../../shared/session/session.ts';
import { fixedTimeOf } from '../../../shared/trip/fixed-departures.ts';
import { formatTripWhen } from '../../../shared/trip/trip-datetime.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { ErrorBox } from '../../../ui/error-box.tsx';
import { toLanguage } from '../../../ui/i18n/language.ts';
import { LabelValue, LabelValueList } from '../../../ui/label-value.tsx';
import { useServerText } from '../../../ui/use-server-text.ts';
import { ChangeForm } from '../../../shared/trip-change/change-form.tsx';
import { useRefundText } from '../../../shared/trip-change/use-refund-text.ts';
import { manageKey } from '../api/get-manage.ts';
import { useManageCancel } from '../api/post-manage-cancel.ts';
import { useManageChange } from '../api/post-manage-change.ts';
import { cancelRefundCents, refundableCents } from '../manage-view.ts';
import { tripStateKey } from '../../../shared/trip/trip-state.ts';
import { CarSection } from './car-section.tsx';

type ManageTripCardProps = {
  app: ReadyApp;
  token: string;
  booking: ManageReply;
  trip: ManageTrip;
  /** The outcome of a cancel or change, for the page's live region. */
  onResult: (text: string) => void;
};

/** One trip of the booking, with what the customer may still do with it (docs/reference/screens.md#manage). */
export function ManageTripCard({ app, token, booking, trip, onResult }: ManageTripCardProps) {
  const { t, i18n } = useTranslation();
  const lang = toLanguage(i18n.language);
  const serverText = useServerText();
  const refundText = useRefundText();
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [confirming, setConfirming] = useState(false);
  const [changing, setChanging] = useState(false);
  const [failure, setFailure] = useState('');
  const cancel = useManageCancel(token);
  const change = useManageChange(token);
  const queryClient = useQueryClient();
  const refund = cancelRefundCents(booking, trip);
  // The tenant's name of the class, as the trip form offered it (its record layout's option text).
  const classKey = optionKey('vehicleClass', trip.vehicleClass);
  const vehicleClass = i18n.exists(classKey) ? t(classKey) : trip.vehicleClass;
  const open = trip.status === 'new' || trip.status === 'confirmed' || trip.status === 'assigned';
  const until = new Intl.DateTimeFormat(lang, {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: tripTimeZone,
  }).format(new Date(trip.changeableUntil));

  // An action's button may be gone afterwards: the trip's heading takes the focus, as after a navigation.
  const focusTrip = () => requestAnimationFrame(() => headingRef.current?.focus());

  const confirmCancel = () => {
    setConfirming(false);
    if (cancel.isPending) return;
    setFailure('');
    cancel.mutate(trip.ritNr, {
      onSuccess: (reply) => {
        onResult([t('manageCancelled', { ritNr: trip.ritNr }), refundText(reply.refund)].filter(Boolean).join(' '));
        setChanging(false);
        focusTrip();
      },
      onError: (error) => {
        const key = error instanceof ApiError ? error.message : '';
        setFailure(key ? serverText(key) : t('cancelFailed'));
      },
    });
  };

  const pending = trip.pendingChange;
  const payPending = () => {
    const form = pending && parsePaymentForm(pending.form);
    if (form) submitPaymentForm(form);
    else setFailure(t('manageChangeFailed'));
  };

  return (
    <article className="card manage-trip" aria-labelledby={titleId}>
      <div className="manage-trip__head">
        <h2 id={titleId} ref={headingRef} tabIndex={-1} className="manage-trip__title">
          {t('bookingTitle', { ritNr: trip.ritNr })}
        </h2>
        <p className={`manage-trip__status manage-trip__status--${trip.status}`}>{t(tripStateKey(trip))}</p>
      </div>
      <LabelValueList className="manage-trip__details">
        <LabelValue label={t('manageWhen')} value={formatTripWhen(trip.datetime, lang)} />
        <LabelValue label={t('tripFrom')} value={trip.from} />
        <LabelValue label={t('tripTo')} value={trip.to} />
        <LabelValue label={t('passengerCount')} value={String(trip.passengers)} />
        <LabelValue label={t('manageVehicleClass')} value={vehicleClass} />
        <LabelValue label={t('flightNumber')} value={trip.flightNumber} />
        <LabelValue label={t('extraTripInfo')} value={trip.extraInfo} />
        {trip.priceCents !== null && <LabelValue label={t('tripPrice')} value={formatCents(trip.priceCents)} />}
        {trip.driver && <LabelValue label={t('manageDriver')} value={trip.driver.name} />}
        {trip.driver && <LabelValue label={t('manageVehicle')} value={trip.driver.vehicle} />}
      </LabelValueList>
      {trip.car && <CarSection trip={trip} car={trip.car} client={app.client} />}
      {pending && (
        <div className="manage-trip__pending">
          <p>{t('managePendingChange', { amount: formatCents(pending.amountCents) })}</p>
          <button type="button" className="button button--secondary" onClick={payPending}>
            {t('managePayDifference', { amount: formatCents(pending.amountCents) })}
          </button>
        </div>
      )}
      {(trip.canCancel || trip.canChange) && <p className="manage-trip__until">{t('manageUntil', { when: until })}</p>}
      {open && !trip.canCancel && !trip.canChange && (
        <p className="manage-trip__too-late">
          {t('manageTooLateNote')}{' '}
          {app.config.info.telUrl && (
            <a href={app.config.info.telUrl}>
              {app.config.info.telText || app.config.info.telUrl.replace(/^tel:/, '')}
            </a>
          )}
        </p>
      )}
      {failure && <ErrorBox>{failure}</ErrorBox>}
      {(trip.canCancel || trip.canChange) && !changing && (
        <div className="manage-trip__actions">
          {trip.canChange && (
            <button type="button" className="button button--primary" onClick={() => setChanging(true)}>
              {t('manageChangeTrip', { ritNr: trip.ritNr })}
            </button>
          )}
          {trip.canCancel && (
            <button
              type="button"
              className="button button--secondary"
              aria-disabled={cancel.isPending}
              onClick={() => !cancel.isPending && setConfirming(true)}
            >
              {cancel.isPending ? t('cancelling') : t('cancelBookingNumber', { ritNr: trip.ritNr })}
            </button>
          )}
        </div>
      )}
      {changing && trip.canChange && (
        <ChangeForm
          trip={trip}
          change={change}
          note={t('manageChangeNote')}
          refundableCents={refundableCents(booking)}
          fixedTime={fixedTimeOf(app)}
          onConflict={() => void queryClient.invalidateQueries({ queryKey: manageKey(token) })}
          onDone={(text) => {
            setChanging(false);
            if (text) onResult(text);
            focusTrip();
          }}
        />
      )}
      <ConfirmDialog
        open={confirming}
        title={t('cancelBookingTitle', { ritNr: trip.ritNr })}
        message={
          refund !== null && refund > 0
            ? t('manageCancelConfirmRefund', { amount: formatCents(refund) })
            : t('manageCancelConfirm')
        }
        confirmLabel={t('cancelBookingYes')}
        cancelLabel={t('cancelBookingNo')}
        onConfirm={confirmCancel}
        onCancel={() => setConfirming(false)}
      />
    </article>
  );
}
