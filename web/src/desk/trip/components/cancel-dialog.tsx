import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../ui/i18n/i18n.ts';
import type { CancelRequest } from '#common/contracts/desk-trips.ts';
import { newIdempotencyKey, refundCents } from '../refund.ts';
import { keepTabInside } from '../../../ui/dialog-focus.ts';

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
 * Cancelling a trip asks why (the history keeps it) on the native `<dialog>`: the reason has the focus, focus stays inside, Escape keeps the
 * trip, and the browser gives focus back to the button that opened it. For an admin on a paid order it offers a refund
 * with it: all that remains, or an amount up to that.
 */
export function CancelDialog({ open, busy, refundable, onClose, onCancelTrip }: CancelDialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const [choice, setChoice] = useState<RefundChoice>('none');
  const [amount, setAmount] = useState('');
  const [amountWrong, setAmountWrong] = useState(false);
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      setReason('');
      setMissing(false);
      setChoice('none');
      setAmount('');
      setAmountWrong(false);
      setIdempotencyKey(newIdempotencyKey());
      dialog.showModal();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="confirm-dialog"
      aria-labelledby={`${id}-title`}
      onKeyDown={keepTabInside}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
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
        <h2 id={`${id}-title`} className="confirm-dialog__title">
          {t('deskTripCancelTitle')}
        </h2>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-reason`}>
            {t('deskTripCancelReason')}
          </label>
          <textarea
            className="textarea"
            autoFocus
            id={`${id}-reason`}
            value={reason}
            maxLength={500}
            rows={3}
            required
            aria-invalid={missing}
            aria-describedby={missing ? `${id}-reason-error` : undefined}
            onChange={(event) => setReason(event.target.value)}
          />
          {missing && (
            <p id={`${id}-reason-error`} className="field__message">
              {t('deskTripCancelReasonMissing')}
            </p>
          )}
        </div>
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
        <div className="confirm-dialog__actions">
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('deskTripKeep')}
          </button>
          <button type="submit" className="button button--danger" aria-disabled={busy}>
            {t('deskTripAction_cancel')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
