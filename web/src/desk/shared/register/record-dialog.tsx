import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../../ui/i18n/i18n.ts';
import { Dialog } from '../../../ui/dialog.tsx';

type RecordDialogProps<Row> = {
  /** The driver or vehicle it is about; null while the dialog is closed. */
  row: Row | null;
  title: (row: Row) => string;
  /** A class beside `confirm-dialog`. */
  className?: string | undefined;
  onClose: () => void;
  /** What the dialog holds for the row, with the id of its title (for a form in it to be named by it). */
  children: (row: Row, titleId: string) => ReactNode;
};

/**
 * A dialog about one driver or vehicle on the `Dialog`: focus stays inside, Escape closes it, and the browser gives
 * focus back to the button that opened it.
 */
export function RecordDialog<Row>({ row, title, className, onClose, children }: RecordDialogProps<Row>) {
  const id = useId();
  return (
    <Dialog id={id} open={row !== null} title={row && title(row)} onClose={onClose} className={className}>
      {row && children(row, `${id}-title`)}
    </Dialog>
  );
}

/** What a change dialog gives its form: named by the dialog's title, the first field focused, "Cancel" beside "Save". */
export type EditFormProps = {
  labelledBy: string;
  submitLabel: string;
  autoFocus: true;
  extraActions: ReactNode;
};

type EditDialogProps<Row extends { id: number }> = Omit<RecordDialogProps<Row>, 'children' | 'className'> & {
  children: (row: Row, form: EditFormProps) => ReactNode;
};

/**
 * Changing a driver or a vehicle: its form in a `RecordDialog`, started afresh from the row at each opening; Escape and
 * "Cancel" keep it as it was.
 */
export function EditDialog<Row extends { id: number }>({ row, title, onClose, children }: EditDialogProps<Row>) {
  const { t } = useTranslation();
  return (
    <RecordDialog row={row} title={title} onClose={onClose} className="desk-record-dialog">
      {(current, titleId) =>
        children(current, {
          labelledBy: titleId,
          submitLabel: t('deskSave'),
          autoFocus: true,
          extraActions: (
            <button type="button" className="button button--secondary" onClick={onClose}>
              {t('deskCancel')}
            </button>
          ),
        })
      }
    </RecordDialog>
  );
}
