import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../ui/i18n/i18n.ts';
import { Link } from 'react-router';
import type { DeskAbility } from '#common/contracts/admin.ts';
import type { TripDetailReply } from '#common/contracts/desk-trips.ts';
import { isOpenTripStatus } from '#common/contracts/trip-status.ts';
import { deskErrorOf, deskErrorTextKey } from '../../shared/desk-api.ts';
import { tripEditPath } from '../../shared/desk-paths.ts';
import type { TransitionRequest } from '#common/contracts/desk-trips.ts';
import { Feedback, useFeedback } from '../../../ui/feedback.tsx';
import { useCancelTrip } from '../api/post-cancel.ts';
import { useFetchPaymentStatus } from '../api/post-payment-status.ts';
import { useTransition } from '../../shared/assignment/post-transition.ts';
import { useUndoDone } from '../api/post-undo-done.ts';
import { actionTarget, tripActions, type TripAction } from '../trip-actions.ts';
import { AssignDialog } from '../../shared/assignment/assign-dialog.tsx';
import { CancelDialog } from './cancel-dialog.tsx';
import { NoShowDialog } from './no-show-dialog.tsx';

type TripActionsProps = {
  detail: TripDetailReply;
  abilities: readonly DeskAbility[];
  /** Reads the trip again; resolves with it as it is now. */
  refresh: () => Promise<{ data?: TripDetailReply | undefined }>;
};

/**
 * What may be done with the trip now (docs/reference/screens.md#desk-trip): the lifecycle's next moves, a driver and
 * vehicle to assign (a new trip confirmed with it), a no-show and cancelling with a reason, a done undone, asking the provider about the payment, and the way to its edit page while it is open. Each result is announced in the feedback
 * region; a move the trip no longer allows says which state it is in now.
 */
/** Whether the focus is nowhere a keyboard user can go on from: the page itself, or inside a dialog just closed. */
function focusLost(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || active.closest('dialog:not([open])') !== null;
}

export function TripActions({ detail, abilities, refresh }: TripActionsProps) {
  const { t } = useTranslation();
  const { trip, order } = detail;
  const feedback = useFeedback();
  const transition = useTransition(trip.tripId);
  const cancel = useCancelTrip(trip.tripId);
  const fetchStatus = useFetchPaymentStatus(trip.tripId, order.id);
  const undoDone = useUndoDone(trip.tripId);
  const orderConfirmed = order.status === 'paid' || order.status === 'booked';
  const actions = tripActions(trip.status, abilities, order.provider !== null, orderConfirmed);
  const [asking, setAsking] = useState<'assign' | 'noShow' | 'cancel' | null>(null);
  const busy = transition.isPending || cancel.isPending || fetchStatus.isPending || undoDone.isPending;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStatus = useRef(trip.status);
  // A move takes its button away (confirm, assign, cancel): the focus would fall to the page's start, so the
  // actions' heading takes it, right before what may be done now. A move made in a dialog is seen once the dialog has
  // closed and given the focus back to its button, which may be gone.
  useEffect(() => {
    if (asking !== null || shownStatus.current === trip.status) return;
    shownStatus.current = trip.status;
    if (focusLost()) headingRef.current?.focus();
  }, [trip.status, asking]);

  const refused = async (error: unknown) => {
    const refusal = deskErrorOf(error);
    if (refusal.key === 'illegalTransition' || refusal.key === 'notEditable') {
      const now = (await refresh()).data?.trip.status;
      if (now) {
        feedback.show(t('deskTripNowIn', { state: t(`tripStatus_${now}`) }), 'error');
        return;
      }
    }
    // The server's own sentence where it gave one (an assignment's refusal, a done before the pickup).
    feedback.show(refusal.serverText ?? t(deskErrorTextKey(refusal.key)), 'error');
  };

  const send = (request: TransitionRequest) => {
    if (busy) return;
    transition.mutate(request, {
      onSuccess: () => {
        setAsking(null);
        feedback.show(t('deskTripMoved', { state: t(`tripStatus_${request.to}`) }), 'success');
      },
      onError: (error) => {
        setAsking(null);
        void refused(error);
      },
    });
  };

  const act = (action: TripAction) => {
    if (busy) return;
    if (action === 'noShow' || action === 'cancel') setAsking(action);
    else if (action === 'assign' || action === 'reassign') setAsking('assign');
    else if (action === 'undoDone')
      undoDone.mutate(undefined, {
        onSuccess: () => feedback.show(t('desk.assign.undone'), 'success'),
        onError: (error) => void refused(error),
      });
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
    else send({ to: actionTarget[action] });
  };

  const editable = abilities.includes('tripActions') && isOpenTripStatus(trip.status);
  return (
    <section className="desk-section desk-trip__actions" aria-labelledby="trip-actions-heading">
      <h2 id="trip-actions-heading" ref={headingRef} className="desk-section__heading" tabIndex={-1}>
        {t('deskTripActions')}
      </h2>
      {actions.length === 0 && <p>{t('deskTripNoActions')}</p>}
      {(actions.length > 0 || editable) && (
        <div className="actions">
          {editable && (
            <Link to={tripEditPath(trip.tripId)} className="button button--secondary">
              {t('deskTripAction_edit')}
            </Link>
          )}
          {actions.map((action) => (
            <button
              key={action}
              type="button"
              className={
                action === 'cancel' || action === 'noShow'
                  ? 'button button--danger'
                  : action === 'assign' || action === 'reassign'
                    ? 'button button--primary'
                    : 'button button--secondary'
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
      <AssignDialog
        tripId={trip.tripId}
        open={asking === 'assign'}
        busy={transition.isPending}
        reassign={trip.status === 'assigned'}
        onClose={() => setAsking(null)}
        onAssign={send}
      />
      <NoShowDialog
        open={asking === 'noShow'}
        busy={transition.isPending}
        onClose={() => setAsking(null)}
        onNoShow={(reason) => send({ to: 'no_show', reason })}
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
