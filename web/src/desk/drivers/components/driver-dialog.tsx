import { useId } from 'react';
import { useTranslation } from '../../../ui/i18n/i18n.ts';
import type { Driver } from '#common/contracts/desk-trips.ts';
import { draftOf, type DriverDraft } from '../driver-form.ts';
import { DriverForm } from './driver-form.tsx';
import { Dialog } from '../../../ui/dialog.tsx';

type DriverDialogProps = {
  /** The driver being changed; null while the dialog is closed. */
  driver: Driver | null;
  pending: boolean;
  onSave: (driver: Driver, draft: DriverDraft) => Promise<unknown>;
  onClose: () => void;
};

/**
 * Changing a driver on the `Dialog`: the name has the focus, focus stays inside, Escape and "Cancel" keep the
 * driver as they were, and the browser gives focus back to the button that opened it.
 */
export function DriverDialog({ driver, pending, onSave, onClose }: DriverDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Dialog
      id={id}
      open={driver !== null}
      title={driver && t('deskEditDriverTitle', { name: driver.name })}
      onClose={onClose}
      className="driver-dialog"
    >
      {driver && (
        <>
          <DriverForm
            // A new opening starts from the driver as they are now.
            key={driver.id}
            idPrefix="edit-driver"
            labelledBy={`${id}-title`}
            initial={draftOf(driver)}
            onSave={(draft) => onSave(driver, draft)}
            pending={pending}
            submitLabel={t('deskSave')}
            autoFocus
            extraActions={
              <button type="button" className="button button--secondary" onClick={onClose}>
                {t('deskCancel')}
              </button>
            }
          />
        </>
      )}
    </Dialog>
  );
}
