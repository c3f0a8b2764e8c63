import { useTranslation } from '../../../ui/i18n/i18n.ts';
import { ReasonDialog } from './reason-dialog.tsx';

type NoShowDialogProps = {
  open: boolean;
  busy: boolean;
  onClose: () => void;
  onNoShow: (reason: string) => void;
};

/** A no-show asks why (`ReasonDialog`). */
export function NoShowDialog({ open, busy, onClose, onNoShow }: NoShowDialogProps) {
  const { t } = useTranslation();
  return (
    <ReasonDialog
      open={open}
      busy={busy}
      title={t('deskTripNoShowTitle')}
      message={t('deskTripNoShowText')}
      reasonLabel={t('desk.assign.noShowReason')}
      reasonMissing={t('desk.assign.noShowReasonMissing')}
      submitLabel={t('deskTripAction_noShow')}
      onClose={onClose}
      onSubmit={onNoShow}
    />
  );
}
