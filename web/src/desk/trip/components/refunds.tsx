import { useState } from 'react';
import { useTranslation } from '../../../ui/i18n/i18n.ts';
import type { DeskRefund, RefundReply, TripDetailReply } from '#common/contracts/desk-trips.ts';
import { deskErrorOf, deskErrorTextKey } from '../../shared/desk-api.ts';
import type { Column } from '../../../ui/data-table.tsx';
import { DeskTable } from '../../shared/desk-table.tsx';
import { Feedback, useFeedback } from '../../../ui/feedback.tsx';
import { useRefund } from '../api/post-refund.ts';
import { retryOf, type RefundStart } from '../refund.ts';
import { deskDateTime } from '../trip-view.ts';
import { RefundDialog } from './refund-dialog.tsx';

type RefundsProps = {
  detail: TripDetailReply;
  /** The member's role may refund (`refund` of `roleAbilities`). */
  mayRefund: boolean;
};

/**
 * The order's refunds (docs/reference/screens.md#desk-trip): a table of them with their states, and for an admin, while
 * money remains to be refunded, "Refund", "Refund the difference" when the trip was paid above its price now, and, at a
 * failed refund, "Retry", each through the refund dialog. The outcome
 * is announced; the order's payment state above follows when the trip is read again.
 */
export function Refunds({ detail, mayRefund }: RefundsProps) {
  const { t, i18n } = useTranslation();
  const { trip, order, refunds } = detail;
  const refund = useRefund(trip.tripId, order.id);
  const feedback = useFeedback();
  const [start, setStart] = useState<RefundStart | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const offered = mayRefund && order.remainingCents > 0;
  // A price lowered (or a trip cancelled) after it was paid: its difference is offered back (decision 048).
  const difference = Math.min(trip.overpaidCents, order.remainingCents);

  const open = (from: RefundStart) => {
    refund.reset();
    setRefusal(null);
    feedback.clear();
    setStart(from);
  };

  const outcome = ({ refund: made }: RefundReply) =>
    t(`deskTripRefundResult_${made.status}`, { amount: made.amount, failure: made.failure ?? '' });

  return (
    <div className="desk-trip__refunds">
      {offered && difference > 0 && (
        <p className="desk-trip__overpaid">{t('deskOverpaid', { amount: trip.overpaid })}</p>
      )}
      {offered && (
        <div className="actions">
          {difference > 0 && (
            <button
              type="button"
              className="button button--primary"
              onClick={() => open({ amountCents: difference, reason: '' })}
            >
              {t('deskRefundDifference')}
              <span className="visually-hidden"> {trip.overpaid}</span>
            </button>
          )}
          <button
            type="button"
            className="button button--secondary"
            onClick={() => open({ amountCents: order.remainingCents, reason: '' })}
          >
            {t('deskTripRefundAction')}
          </button>
        </div>
      )}
      <Feedback message={feedback.message} />
      {refunds.length > 0 && (
        <>
          <h3 className="desk-trip__subheading">{t('deskTripRefunds')}</h3>
          <RefundsTable
            refunds={refunds}
            when={(iso) => deskDateTime(iso, i18n.language)}
            onRetry={offered ? (failed) => open(retryOf(failed, order.remainingCents)) : undefined}
          />
        </>
      )}
      <RefundDialog
        start={start}
        remainingCents={order.remainingCents}
        remaining={order.remaining}
        busy={refund.isPending}
        refusal={refusal}
        onClose={() => setStart(null)}
        onRefund={(request) =>
          refund.mutate(
            { ...request, tripId: trip.tripId },
            {
              onSuccess: (reply) => {
                setStart(null);
                feedback.show(outcome(reply), reply.refund.status === 'failed' ? 'error' : 'success');
              },
              onError: (error) => setRefusal(t(deskErrorTextKey(deskErrorOf(error).key))),
            },
          )
        }
      />
    </div>
  );
}

type RefundsTableProps = {
  refunds: readonly DeskRefund[];
  when: (iso: string) => string;
  /** Offers "Retry" at a failed refund. */
  onRetry: ((refund: DeskRefund) => void) | undefined;
};

/** The refunds as a table; on a phone each row stacks its cells, each under its column's name. */
function RefundsTable({ refunds, when, onRetry }: RefundsTableProps) {
  const { t } = useTranslation();
  const columns: readonly Column<DeskRefund>[] = [
    {
      name: 'when',
      header: t('deskTripWhen'),
      cell: (refund) => <time dateTime={refund.createdAt}>{when(refund.createdAt)}</time>,
    },
    { name: 'amount', header: t('deskTripAmount'), cell: (refund) => refund.amount },
    {
      name: 'state',
      header: t('deskTripRefundState'),
      cell: (refund) => (
        <div className={`desk-trip__refund-state desk-trip__refund-state--${refund.status}`}>
          {t(`deskRefund_${refund.status}`)}
          {refund.failure && <span className="desk-trip__failure">{refund.failure}</span>}
          {refund.status === 'failed' && onRetry && (
            // The visible text comes first in the name, the amount after it (WCAG 2.5.3).
            <button type="button" className="button button--secondary desk-trip__retry" onClick={() => onRetry(refund)}>
              {t('deskTripRefundRetry')}
              <span className="visually-hidden"> {refund.amount}</span>
            </button>
          )}
        </div>
      ),
    },
    { name: 'who', header: t('deskTripWho'), cell: (refund) => refund.staff?.name ?? '' },
    { name: 'reason', header: t('deskTripReason'), cell: (refund) => refund.reason },
  ];
  return <DeskTable caption={t('deskTripRefunds')} columns={columns} rows={refunds} />;
}
