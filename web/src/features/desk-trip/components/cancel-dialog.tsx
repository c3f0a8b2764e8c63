import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

type CancelDialogProps = {
  open: boolean;
  busy: boolean;
  onClose: () => void;
  onCancelTrip: (reason: string) => void;
};

/**
 * Cancelling a trip asks why (the history keeps it) on the native `<dialog>`: the reason has the focus, focus stays inside, Escape keeps the
 * trip, and the browser gives focus back to the button that opened it.
 */
export function CancelDialog({ open, busy, onClose, onCancelTrip }: CancelDialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      setReason('');
      setMissing(false);
      dialog.showModal();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="confirm-dialog"
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (reason.trim() === '') setMissing(true);
          else onCancelTrip(reason.trim());
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
        <div className="confirm-dialog__actions">
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('deskTripKeep')}
          </button>
          <button type="submit" className="button button--danger" disabled={busy}>
            {t('deskTripAction_cancel')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
