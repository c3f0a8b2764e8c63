import { useTranslation } from '../../../ui/i18n/i18n.ts';
import type { TripDetailReply } from '#common/contracts/desk-trips.ts';
import { deskErrorOf, deskErrorTextKey } from '../../shared/desk-api.ts';
import { Feedback, useFeedback } from '../../../ui/feedback.tsx';
import { LabelValue } from '../../../ui/label-value.tsx';
import { useSendOwedLink } from '../api/post-owed-link.ts';
import { deskDateTime } from '../trip-view.ts';

/**
 * What a paid order still owes after its price was raised (docs/reference/screens.md#desk-trip,
 * docs/decisions/048-owed-and-refund-follow-up.md): the button that mails the customer a link for exactly that amount,
 * and what came of it. Nothing when nothing is owed; `OwedRows` says the amounts in the order's list.
 */
export function MoneyOwed({ detail, maySend }: { detail: TripDetailReply; maySend: boolean }) {
  const { t } = useTranslation();
  const { trip, order } = detail;
  const send = useSendOwedLink(trip.tripId);
  const feedback = useFeedback();
  if (trip.owedCents <= 0 && order.owedCents <= 0) return null;
  const onSend = () =>
    send.mutate(undefined, {
      onSuccess: ({ link, mailed }) =>
        feedback.show(
          mailed
            ? t('deskOwedSent', { amount: link.amount, email: order.contact.email })
            : t('deskOwedNotMailed', { amount: link.amount }),
          mailed ? 'success' : 'error',
        ),
      onError: (error) => feedback.show(t(deskErrorTextKey(deskErrorOf(error).key)), 'error'),
    });
  return (
    <div className="desk-trip__owed">
      {maySend && (
        <div className="actions">
          <button type="button" className="button button--secondary" disabled={send.isPending} onClick={onSend}>
            {t('deskOwedSend')}
            <span className="visually-hidden"> {order.owed}</span>
          </button>
        </div>
      )}
      <Feedback message={feedback.message} />
    </div>
  );
}

/** The rows of what is owed in the order's list: the trip's, the order's when it differs, and the open link. */
export function OwedRows({ detail }: { detail: TripDetailReply }) {
  const { t, i18n } = useTranslation();
  const { trip, order } = detail;
  if (trip.owedCents <= 0 && order.owedCents <= 0) return null;
  return (
    <>
      <LabelValue label={t('deskOwed')} value={<strong className="desk-trip__owed-amount">{trip.owed}</strong>} />
      {order.owedCents !== trip.owedCents && <LabelValue label={t('deskOwedOrder')} value={order.owed} />}
      {order.owedLink && (
        <LabelValue
          label={t('deskOwedLink')}
          value={t('desk.newTrip.linkUntil', {
            url: order.owedLink.url,
            until: deskDateTime(order.owedLink.expiresAt, i18n.language),
          })}
        />
      )}
    </>
  );
}
