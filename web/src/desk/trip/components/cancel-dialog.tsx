import { useId, useState } from 'react';
import { useTranslation } from '../../../ui/i18n/i18n.ts';
import type { CancelRequest } from '#common/contracts/desk-trips.ts';
import { newIdempotencyKey, refundCents } from '../refund.ts';
import { ReasonDialog } from './reason-dialog.tsx';

/** What an admin may still refund of a paid order; null where no refund is offered. */
export type Refundable = { remainingCents: number; remaining: string } | null;

type CancelDialogProps = {
  open: boolean;
  busy: boolean;
  refundable: Refundable;
  onClose: () => void;
  onCancelTrip: (request: CancelRequest) => void;
};

type RefundChoice = 'none' | 'full' | 'partial';

/**
 * Cancelling a trip asks why (`ReasonDialog`). For an admin on a paid order it offers a refund with it: all that
 * remains, or an amount up to that.
 */
export function CancelDialog({ open, busy, refundable, onClose, onCancelTrip }: CancelDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const [choice, setChoice] = useState<RefundChoice>('none');
  const [amount, setAmount] = useState('');
  const [amountWrong, setAmountWrong] = useState(false);
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const start = () => {
    setChoice('none');
    setAmount('');
    setAmountWrong(false);
    setIdempotencyKey(newIdempotencyKey());
  };

  const remainingCents = refundable?.remainingCents ?? 0;
  const cents = choice === 'full' ? remainingCents : choice === 'partial' ? refundCents(amount, remainingCents) : 0;
  const amountOk = cents !== null && (choice === 'none' || cents > 0);

  return (
    <ReasonDialog
      open={open}
      busy={busy}
      title={t('deskTripCancelTitle')}
      reasonLabel={t('deskTripCancelReason')}
      reasonMissing={t('deskTripCancelReasonMissing')}
      submitLabel={t('deskTripAction_cancel')}
      onClose={onClose}
      onOpen={start}
      check={() => {
        setAmountWrong(!amountOk);
        return amountOk;
      }}
      onSubmit={(reason) =>
        onCancelTrip({
          reason,
          ...(choice === 'none' || cents === null ? {} : { refund: { amountCents: cents, idempotencyKey } }),
        })
      }
    >
      {refundable && (
        <fieldset className="field desk-trip__refund">
          <legend className="field__legend">{t('deskTripRefundChoice', { remaining: refundable.remaining })}</legend>
          {(['none', 'full', 'partial'] as const).map((option) => (
            <label key={option} className="desk-trip__radio">
              <input
                type="radio"
                name={`${id}-refund`}
                value={option}
                checked={choice === option}
                onChange={() => setChoice(option)}
              />
              {t(`deskTripRefund_${option}`, { remaining: refundable.remaining })}
            </label>
          ))}
          {choice === 'partial' && (
            <>
              <label className="field__label" htmlFor={`${id}-amount`}>
                {t('deskTripRefundAmount')}
              </label>
              <input
                id={`${id}-amount`}
                className="input"
                inputMode="decimal"
                value={amount}
                aria-invalid={amountWrong}
                aria-describedby={amountWrong ? `${id}-amount-error` : undefined}
                onChange={(event) => setAmount(event.target.value)}
              />
            </>
          )}
          {amountWrong && (
            <p id={`${id}-amount-error`} className="field__message">
              {t('deskTripRefundAmountWrong', { remaining: refundable.remaining })}
            </p>
          )}
        </fieldset>
      )}
    </ReasonDialog>
  );
}
