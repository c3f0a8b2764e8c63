import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../ui/i18n/i18n.ts';
import { Link } from 'react-router';
import type { DeskAbility } from '#common/contracts/admin.ts';
import type { TripDetailReply } from '#common/contracts/desk-trips.ts';
import { isOpenTripStatus } from '#common/contracts/trip-status.ts';
import { deskErrorOf, deskErrorTextKey } from '../../shared/desk-api.ts';
import { tripEditPath } from '../../shared/desk-paths.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { Feedback, useFeedback } from '../../../ui/feedback.tsx';
import { useActiveDrivers } from '../api/get-drivers.ts';
import { useCancelTrip } from '../api/post-cancel.ts';
import { useFetchPaymentStatus } from '../api/post-payment-status.ts';
import { useTransition } from '../api/post-transition.ts';
import { actionTarget, tripActions, type TripAction } from '../trip-actions.ts';
import { CancelDialog } from './cancel-dialog.tsx';

type TripActionsProps = {
  detail: TripDetailReply;
  abilities: readonly DeskAbility[];
  /** Reads the trip again; resolves with it as it is now. */
  refresh: () => Promise<{ data?: TripDetailReply | undefined }>;
};

/**
 * What may be done with the trip now (docs/reference/screens.md#desk-trip): the lifecycle's next moves, a driver to
 * assign, cancelling with a reason, asking the provider about the payment, and the way to its edit page while it is open. Each result is announced in the feedback
 * region; a move the trip no longer allows says which state it is in now.
 */
export function TripActions({ detail, abilities, refresh }: TripActionsProps) {
  const { t } = useTranslation();
  const { trip, order } = detail;
  const feedback = useFeedback();
  const transition = useTransition(trip.tripId);
  const cancel = useCancelTrip(trip.tripId);
  const fetchStatus = useFetchPaymentStatus(trip.tripId, order.id);
  const actions = tripActions(trip.status, abilities, order.provider !== null);
  const choosesDriver = actions.includes('assign') || actions.includes('reassign');
  const drivers = useActiveDrivers(choosesDriver);
  const [driverId, setDriverId] = useState('');
  const [asking, setAsking] = useState<'noShow' | 'cancel' | null>(null);
  const busy = transition.isPending || cancel.isPending || fetchStatus.isPending;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStatus = useRef(trip.status);
  // A move takes its button away (confirm, assign, cancel): the focus would fall to the page's start, so the
  // actions' heading takes it, right before what may be done now.
  useEffect(() => {
    if (shownStatus.current === trip.status) return;
    shownStatus.current = trip.status;
    if (document.activeElement === null || document.activeElement === document.body) headingRef.current?.focus();
  }, [trip.status]);

  const refused = async (error: unknown) => {
    const refusal = deskErrorOf(error);
    if (refusal.key === 'illegalTransition' || refusal.key === 'notEditable') {
      const now = (await refresh()).data?.trip.status;
      if (now) {
        feedback.show(t('deskTripNowIn', { state: t(`tripStatus_${now}`) }), 'error');
        return;
      }
    }
    feedback.show(t(deskErrorTextKey(refusal.key)), 'error');
  };

  const move = (action: Exclude<keyof typeof actionTarget, 'cancel'>) => {
    if (busy) return;
    const to = actionTarget[action];
    const request = to === 'assigned' ? { to, driverId: Number(driverId) } : { to };
    transition.mutate(request, {
      onSuccess: () => feedback.show(t('deskTripMoved', { state: t(`tripStatus_${to}`) }), 'success'),
      onError: (error) => void refused(error),
    });
  };

  const act = (action: TripAction) => {
    if (busy) return;
    if (action === 'noShow' || action === 'cancel') setAsking(action);
    else if (action === 'fetchStatus')
      fetchStatus.mutate(undefined, {
        onSuccess: (reply) =>
          feedback.show(
            reply.known
              ? t('deskTripPaymentNow', { state: t(`deskPayment_${reply.paymentState}`) })
              : t('deskTripPaymentUnknown'),
            reply.known ? 'success' : 'error',
          ),
        onError: (error) => void refused(error),
      });
    else move(action);
  };

  const buttons = actions.filter((action) => action !== 'assign' && action !== 'reassign');
  const editable = abilities.includes('tripActions') && isOpenTripStatus(trip.status);
  return (
    <section className="desk-section desk-trip__actions" aria-labelledby="trip-actions-heading">
      <h2 id="trip-actions-heading" ref={headingRef} className="desk-section__heading" tabIndex={-1}>
        {t('deskTripActions')}
      </h2>
      {actions.length === 0 && <p>{t('deskTripNoActions')}</p>}
      {choosesDriver && (
        <form
          className="desk-trip__assign"
          onSubmit={(event) => {
            event.preventDefault();
            if (driverId !== '') move(actions.includes('assign') ? 'assign' : 'reassign');
          }}
        >
          <label className="field__label" htmlFor="trip-driver">
            {t('deskTripDriverChoice')}
          </label>
          <select
            id="trip-driver"
            className="select"
            value={driverId}
            onChange={(event) => setDriverId(event.target.value)}
            disabled={!drivers.data}
          >
            <option value="">{drivers.data?.length === 0 ? t('deskTripNoDrivers') : t('deskTripPickDriver')}</option>
            {drivers.data?.map((driver) => (
              <option key={driver.id} value={String(driver.id)}>
                {[driver.name, driver.vehicle, driver.plate].filter((part) => part !== '').join(' · ')}
              </option>
            ))}
          </select>
          {/* Busy is aria-disabled, not disabled: a disabled button loses the focus to the page's start. */}
          <button
            type="submit"
            className="button button--primary"
            disabled={driverId === ''}
            aria-disabled={busy || undefined}
          >
            {actions.includes('assign') ? t('deskTripAction_assign') : t('deskTripAction_reassign')}
          </button>
        </form>
      )}
      {(buttons.length > 0 || editable) && (
        <div className="actions">
          {editable && (
            <Link to={tripEditPath(trip.tripId)} className="button button--secondary">
              {t('deskTripAction_edit')}
            </Link>
          )}
          {buttons.map((action) => (
            <button
              key={action}
              type="button"
              className={
                action === 'cancel' || action === 'noShow' ? 'button button--danger' : 'button button--secondary'
              }
              aria-disabled={busy || undefined}
              onClick={() => act(action)}
            >
              {t(`deskTripAction_${action}`)}
            </button>
          ))}
        </div>
      )}
      <Feedback message={feedback.message} />
      <ConfirmDialog
        open={asking === 'noShow'}
        title={t('deskTripNoShowTitle')}
        message={t('deskTripNoShowText')}
        confirmLabel={t('deskTripAction_noShow')}
        cancelLabel={t('deskTripKeep')}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          setAsking(null);
          move('noShow');
        }}
      />
      <CancelDialog
        open={asking === 'cancel'}
        busy={cancel.isPending}
        refundable={
          abilities.includes('refund') && order.remainingCents > 0
            ? { remainingCents: order.remainingCents, remaining: order.remaining }
            : null
        }
        onClose={() => setAsking(null)}
        onCancelTrip={(request) =>
          cancel.mutate(request, {
            onSuccess: (reply) => {
              setAsking(null);
              const moved = t('deskTripMoved', { state: t('tripStatus_canceled') });
              if (reply.refundError)
                feedback.show(
                  `${moved} ${t('deskTripRefundFailed', { error: t(deskErrorTextKey(reply.refundError.error)) })}`,
                  'error',
                );
              else if (reply.refund)
                feedback.show(
                  `${moved} ${t('deskTripRefundAsked', { amount: reply.refund.refund.amount })}`,
                  'success',
                );
              else feedback.show(moved, 'success');
            },
            onError: (error) => {
              setAsking(null);
              void refused(error);
            },
          })
        }
      />
    </section>
  );
}
