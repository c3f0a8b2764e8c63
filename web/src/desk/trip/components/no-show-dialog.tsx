import { useId, useState } from 'react';
import { useTranslation } from '../../../ui/i18n/i18n.ts';
import { Dialog, DialogActions } from '../../../ui/dialog.tsx';
import { TextAreaField } from '../../../ui/text-field.tsx';

type NoShowDialogProps = {
  open: boolean;
  busy: boolean;
  onClose: () => void;
  onNoShow: (reason: string) => void;
};

/**
 * A no-show asks why (the history keeps it; the server refuses one without) on the `Dialog`: the reason has the focus,
 * focus stays inside, Escape keeps the trip as it is.
 */
export function NoShowDialog({ open, busy, onClose, onNoShow }: NoShowDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  return (
    <Dialog
      open={open}
      title={t('deskTripNoShowTitle')}
      message={t('deskTripNoShowText')}
      onClose={onClose}
      onOpen={() => {
        setReason('');
        setMissing(false);
      }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (busy) return;
          setMissing(reason.trim() === '');
          if (reason.trim() !== '') onNoShow(reason.trim());
        }}
      >
        <TextAreaField
          id={`${id}-reason`}
          label={t('desk.assign.noShowReason')}
          required
          message={missing ? t('desk.assign.noShowReasonMissing') : null}
          autoFocus
          maxLength={500}
          value={reason}
          onChange={setReason}
        />
        <DialogActions cancelLabel={t('deskTripKeep')} onCancel={onClose}>
          <button type="submit" className="button button--danger" aria-disabled={busy || undefined}>
            {t('deskTripAction_noShow')}
          </button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
