import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../../ui/i18n/i18n.ts';
import type { Driver } from '#common/contracts/desk-trips.ts';
import { draftOf, type DriverDraft } from '../driver-form.ts';
import { DriverForm } from './driver-form.tsx';
import { keepTabInside } from '../../../ui/dialog-focus.ts';

type DriverDialogProps = {
  /** The driver being changed; null while the dialog is closed. */
  driver: Driver | null;
  pending: boolean;
  onSave: (driver: Driver, draft: DriverDraft) => Promise<unknown>;
  onClose: () => void;
};

/**
 * Changing a driver on the native `<dialog>`: the name has the focus, focus stays inside, Escape and "Cancel" keep the
 * driver as they were, and the browser gives focus back to the button that opened it.
 */
export function DriverDialog({ driver, pending, onSave, onClose }: DriverDialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (driver && !dialog.open) dialog.showModal();
    if (!driver && dialog.open) dialog.close();
  }, [driver]);

  return (
    <dialog
      ref={ref}
      className="confirm-dialog driver-dialog"
      aria-labelledby={`${id}-title`}
      onKeyDown={keepTabInside}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {driver && (
        <>
          <h2 id={`${id}-title`} className="confirm-dialog__title">
            {t('deskEditDriverTitle', { name: driver.name })}
          </h2>
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
    </dialog>
  );
}
