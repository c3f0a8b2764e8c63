import { useId, useState } from 'react';
import { useTranslation } from '../../../ui/i18n/i18n.ts';
import type { RefundRequest } from '#common/contracts/desk-trips.ts';
import { eurosText, newIdempotencyKey, refundCents, type RefundStart } from '../refund.ts';
import { Dialog, DialogActions } from '../../../ui/dialog.tsx';
import { TextAreaField, TextField } from '../../../ui/text-field.tsx';
import { SubmitButton } from '../../../ui/submit-button.tsx';

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
 * Money back without cancelling (docs/reference/screens.md#desk-trip), on the `Dialog`: the amount (what
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
  const id = useId();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [amountWrong, setAmountWrong] = useState(false);
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const begin = () => {
    if (!start) return;
    setAmount(eurosText(start.amountCents, i18n.language));
    setReason(start.reason);
    setAmountWrong(false);
    setIdempotencyKey(newIdempotencyKey());
  };

  return (
    <Dialog
      open={start !== null}
      title={t('deskTripRefundTitle')}
      message={t('deskTripRefundIntro', { remaining })}
      onClose={onClose}
      onOpen={begin}
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
        <TextField
          id={`${id}-amount`}
          label={t('deskTripRefundAmount')}
          message={amountWrong ? t('deskTripRefundAmountWrong', { remaining }) : null}
          controlClassName="desk-trip__amount"
          inputMode="decimal"
          autoComplete="off"
          autoFocus
          value={amount}
          onChange={(value) => {
            setAmount(value);
            setAmountWrong(false);
          }}
        />
        <TextAreaField
          id={`${id}-reason`}
          label={t('deskTripRefundReason')}
          maxLength={500}
          rows={2}
          value={reason}
          onChange={setReason}
        />
        {refusal && (
          <p className="field__message" role="alert">
            {refusal}
          </p>
        )}
        <DialogActions cancelLabel={t('deskCancel')} onCancel={onClose}>
          <SubmitButton busy={busy} busyLabel={t('deskTripRefunding')}>
            {t('deskTripRefundAction')}
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
