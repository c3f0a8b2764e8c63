import { useId } from 'react';
import { useTranslation } from '../../../ui/i18n/i18n.ts';
import type { Vehicle } from '#common/contracts/desk-vehicles.ts';
import { Dialog } from '../../../ui/dialog.tsx';
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

/**
 * Changing a vehicle on the `Dialog`: the name has the focus, focus stays inside, Escape and "Cancel" keep the vehicle
 * as it was, and the browser gives focus back to the button that opened it.
 */
export function VehicleDialog({ vehicle, classes, pending, onSave, onClose }: VehicleDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Dialog
      id={id}
      open={vehicle !== null}
      title={vehicle && t('desk.vehicles.editTitle', { name: vehicle.name })}
      onClose={onClose}
      className="vehicle-dialog"
    >
      {vehicle && (
        <VehicleForm
          // A new opening starts from the vehicle as it is now.
          key={vehicle.id}
          idPrefix="edit-vehicle"
          labelledBy={`${id}-title`}
          initial={draftOf(vehicle)}
          classes={classes}
          onSave={(draft) => onSave(vehicle, draft)}
          pending={pending}
          submitLabel={t('deskSave')}
          autoFocus
          extraActions={
            <button type="button" className="button button--secondary" onClick={onClose}>
              {t('deskCancel')}
            </button>
          }
        />
      )}
    </Dialog>
  );
}
