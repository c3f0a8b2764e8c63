import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../ui/i18n/i18n.ts';
import { Dialog, DialogActions } from '../../../ui/dialog.tsx';
import { TextAreaField } from '../../../ui/text-field.tsx';

type ReasonDialogProps = {
  open: boolean;
  busy: boolean;
  title: string;
  message?: string | undefined;
  reasonLabel: string;
  /** The message at the reason when it was left empty. */
  reasonMissing: string;
  submitLabel: string;
  onClose: () => void;
  /** Runs as the dialog opens: the rest of the form starts afresh. */
  onOpen?: () => void;
  /** Checks the rest of the form at a submit, showing its own messages: false stops it. */
  check?: () => boolean;
  onSubmit: (reason: string) => void;
  /** The rest of the form, under the reason. */
  children?: ReactNode;
};

/**
 * A step on a trip that asks why (the history keeps it; the server refuses one without), on the `Dialog`: the reason
 * has the focus, focus stays inside, Escape and "Keep" keep the trip as it is, and the browser gives focus back to the
 * button that opened it.
 */
export function ReasonDialog({
  open,
  busy,
  title,
  message,
  reasonLabel,
  reasonMissing,
  submitLabel,
  onClose,
  onOpen,
  check = () => true,
  onSubmit,
  children,
}: ReasonDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const start = () => {
    setReason('');
    setMissing(false);
    onOpen?.();
  };
  return (
    <Dialog open={open} title={title} message={message} onClose={onClose} onOpen={start}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (busy) return;
          const given = reason.trim();
          setMissing(given === '');
          const rest = check();
          if (given !== '' && rest) onSubmit(given);
        }}
      >
        <TextAreaField
          id={`${id}-reason`}
          label={reasonLabel}
          required
          message={missing ? reasonMissing : null}
          autoFocus
          maxLength={500}
          value={reason}
          onChange={setReason}
        />
        {children}
        <DialogActions cancelLabel={t('deskTripKeep')} onCancel={onClose}>
          <button type="submit" className="button button--danger" aria-disabled={busy}>
            {submitLabel}
          </button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
