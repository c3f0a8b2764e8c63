import { useTranslation } from '../../../ui/i18n/i18n.ts';
import type { Driver } from '#common/contracts/desk-trips.ts';
import { EditDialog } from '../../shared/register/record-dialog.tsx';
import { draftOf, type DriverDraft } from '../driver-form.ts';
import { DriverForm } from './driver-form.tsx';

type DriverDialogProps = {
  /** The driver being changed; null while the dialog is closed. */
  driver: Driver | null;
  pending: boolean;
  onSave: (driver: Driver, draft: DriverDraft) => Promise<unknown>;
  onClose: () => void;
};

/** Changing a driver (`EditDialog`): the name has the focus; Escape and "Cancel" keep the driver as they were. */
export function DriverDialog({ driver, pending, onSave, onClose }: DriverDialogProps) {
  const { t } = useTranslation();
  return (
    <EditDialog row={driver} title={({ name }) => t('deskEditDriverTitle', { name })} onClose={onClose}>
      {(current, form) => (
        <DriverForm
          // A new opening starts from the driver as they are now.
          key={current.id}
          idPrefix="edit-driver"
          initial={draftOf(current)}
          onSave={(draft) => onSave(current, draft)}
          pending={pending}
          {...form}
        />
      )}
    </EditDialog>
  );
}
