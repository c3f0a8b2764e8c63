import { useTranslation } from '../../../ui/i18n/i18n.ts';
import type { Vehicle } from '#common/contracts/desk-vehicles.ts';
import { EditDialog } from '../../shared/register/record-dialog.tsx';
import { draftOf, type VehicleDraft } from '../vehicle-form.ts';
import { VehicleForm } from './vehicle-form.tsx';

type VehicleDialogProps = {
  /** The vehicle being changed; null while the dialog is closed. */
  vehicle: Vehicle | null;
  classes: readonly string[];
  pending: boolean;
  onSave: (vehicle: Vehicle, draft: VehicleDraft) => Promise<unknown>;
  onClose: () => void;
};

/** Changing a vehicle (`EditDialog`): the name has the focus; Escape and "Cancel" keep the vehicle as it was. */
export function VehicleDialog({ vehicle, classes, pending, onSave, onClose }: VehicleDialogProps) {
  const { t } = useTranslation();
  return (
    <EditDialog row={vehicle} title={({ name }) => t('desk.vehicles.editTitle', { name })} onClose={onClose}>
      {(current, form) => (
        <VehicleForm
          // A new opening starts from the vehicle as it is now.
          key={current.id}
          idPrefix="edit-vehicle"
          initial={draftOf(current)}
          classes={classes}
          onSave={(draft) => onSave(current, draft)}
          pending={pending}
          {...form}
        />
      )}
    </EditDialog>
  );
}
