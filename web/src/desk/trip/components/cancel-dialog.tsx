import { useId, useState } from 'react';
import { useTranslation } from '../../../ui/i18n/i18n.ts';
import type { CancelRequest } from '#common/contracts/desk-trips.ts';
import { newIdempotencyKey, refundCents } from '../refund.ts';
import { Dialog, DialogActions } from '../../../ui/dialog.tsx';
import { TextAreaField } from '../../../ui/text-field.tsx';

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
 * Cancelling a trip asks why (the history keeps it) on the `Dialog`: the reason has the focus, focus stays inside, Escape
 * keeps the trip, and the browser gives focus back to the button that opened it. For an admin on a paid order it offers a refund
 * with it: all that remains, or an amount up to that.
 */
export function CancelDialog({ open, busy, refundable, onClose, onCancelTrip }: CancelDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const [choice, setChoice] = useState<RefundChoice>('none');
  const [amount, setAmount] = useState('');
  const [amountWrong, setAmountWrong] = useState(false);
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const start = () => {
    setReason('');
    setMissing(false);
    setChoice('none');
    setAmount('');
    setAmountWrong(false);
    setIdempotencyKey(newIdempotencyKey());
  };

  return (
    <Dialog open={open} title={t('deskTripCancelTitle')} onClose={onClose} onOpen={start}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (busy) return;
          const remainingCents = refundable?.remainingCents ?? 0;
          const cents =
            choice === 'full' ? remainingCents : choice === 'partial' ? refundCents(amount, remainingCents) : 0;
          const amountOk = cents !== null && (choice === 'none' || cents > 0);
          setMissing(reason.trim() === '');
          setAmountWrong(!amountOk);
          if (reason.trim() === '' || !amountOk) return;
          onCancelTrip({
            reason: reason.trim(),
            ...(choice === 'none' ? {} : { refund: { amountCents: cents, idempotencyKey } }),
          });
        }}
      >
        <TextAreaField
          id={`${id}-reason`}
          label={t('deskTripCancelReason')}
          required
          message={missing ? t('deskTripCancelReasonMissing') : null}
          autoFocus
          maxLength={500}
          value={reason}
          onChange={setReason}
        />
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
        <DialogActions cancelLabel={t('deskTripKeep')} onCancel={onClose}>
          <button type="submit" className="button button--danger" aria-disabled={busy}>
            {t('deskTripAction_cancel')}
          </button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
