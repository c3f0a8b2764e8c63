import { Dialog, DialogActions } from './dialog.tsx';

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * A modal yes/no question (docs/reference/screens.md) on the `Dialog`: focus stays inside while it is open, Escape
 * cancels, and the browser gives focus back to what opened it. The safe answer has the focus.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} title={title} message={message} onClose={onCancel}>
      <DialogActions cancelLabel={cancelLabel} onCancel={onCancel} focusCancel>
        <button type="button" className="button button--danger" onClick={onConfirm}>
          {confirmLabel}
        </button>
      </DialogActions>
    </Dialog>
  );
}
