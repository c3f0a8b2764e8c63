import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../ui/i18n/i18n.ts';
import type { RefundRequest } from '#common/contracts/desk-trips.ts';
import { eurosText, newIdempotencyKey, refundCents, type RefundStart } from '../refund.ts';
import { keepTabInside } from '../../../ui/dialog-focus.ts';

type RefundDialogProps = {
  /** What the dialog starts with; null while it is closed. */
  start: RefundStart | null;
  remainingCents: number;
  remaining: string;
  busy: boolean;
  /** The server's refusal, in words. */
  refusal: string | null;
  onClose: () => void;
  onRefund: (request: Omit<RefundRequest, 'tripId'>) => void;
};

/**
 * Money back without cancelling (docs/reference/screens.md#desk-trip), on the native `<dialog>`: the amount (what
 * remains, unless a failed refund is tried again) has the focus, the reason goes into the history. One idempotency key
 * per opening, so a double click, or sending again after no answer came, makes one refund.
 */
export function RefundDialog({
  start,
  remainingCents,
  remaining,
  busy,
  refusal,
  onClose,
  onRefund,
}: RefundDialogProps) {
  const { t, i18n } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [amountWrong, setAmountWrong] = useState(false);
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (start && !dialog.open) {
      setAmount(eurosText(start.amountCents, i18n.language));
      setReason(start.reason);
      setAmountWrong(false);
      setIdempotencyKey(newIdempotencyKey());
      dialog.showModal();
    }
    if (!start && dialog.open) dialog.close();
  }, [start, i18n.language]);

  const amountMessageId = `${id}-amount-message`;
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
          const cents = refundCents(amount, remainingCents);
          setAmountWrong(cents === null);
          if (cents !== null) onRefund({ amountCents: cents, reason: reason.trim(), idempotencyKey });
        }}
      >
        <h2 id={`${id}-title`} className="confirm-dialog__title">
          {t('deskTripRefundTitle')}
        </h2>
        <p className="confirm-dialog__message">{t('deskTripRefundIntro', { remaining })}</p>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-amount`}>
            {t('deskTripRefundAmount')}
          </label>
          <input
            id={`${id}-amount`}
            className="input desk-trip__amount"
            inputMode="decimal"
            autoComplete="off"
            autoFocus
            value={amount}
            aria-invalid={amountWrong || undefined}
            aria-describedby={amountWrong ? amountMessageId : undefined}
            onChange={(event) => {
              setAmount(event.target.value);
              setAmountWrong(false);
            }}
          />
          {amountWrong && (
            <p id={amountMessageId} className="field__message">
              {t('deskTripRefundAmountWrong', { remaining })}
            </p>
          )}
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-reason`}>
            {t('deskTripRefundReason')}
          </label>
          <textarea
            id={`${id}-reason`}
            className="textarea"
            value={reason}
            maxLength={500}
            rows={2}
            onChange={(event) => setReason(event.target.value)}
          />
        </div>
        {refusal && (
          <p className="field__message" role="alert">
            {refusal}
          </p>
        )}
        <div className="confirm-dialog__actions">
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('deskCancel')}
          </button>
          <button type="submit" className="button button--primary" aria-disabled={busy}>
            {busy ? t('deskTripRefunding') : t('deskTripRefundAction')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
