import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { keepTabInside } from './dialog-focus.ts';
import './confirm-dialog.css';

type DialogProps = {
  /** The base of the ids inside (the title's is `<id>-title`), for a form in it to be labelled by its title. */
  id?: string | undefined;
  open: boolean;
  title: ReactNode;
  /** A line under the title that describes the dialog (`aria-describedby`). */
  message?: ReactNode;
  /** Escape: the dialog's owner closes it (its `open` turns false). */
  onClose: () => void;
  /** Runs as the dialog opens, before it shows: a form in it starts afresh. */
  onOpen?: () => void;
  /** A class beside `confirm-dialog`. */
  className?: string | undefined;
  children: ReactNode;
};

/**
 * A modal dialog on the native `<dialog>` (docs/reference/screens.md#layout), the one every side's dialogs are made of:
 * its title names it, Tab and Shift+Tab stay inside while it is open (`keepTabInside`), Escape asks its owner to close
 * it, and the browser gives the focus back to what opened it.
 */
export function Dialog({ id: givenId, open, title, message, onClose, onOpen, className, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const ownId = useId();
  const id = givenId ?? ownId;
  // The latest onOpen, for the effect that opens the dialog only when `open` changes.
  const opening = useRef(onOpen);
  useLayoutEffect(() => {
    opening.current = onOpen;
  });
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opening.current?.();
      dialog.showModal();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={className ? `confirm-dialog ${className}` : 'confirm-dialog'}
      aria-labelledby={`${id}-title`}
      onKeyDown={keepTabInside}
      aria-describedby={message ? `${id}-message` : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={`${id}-title`} className="confirm-dialog__title">
        {title}
      </h2>
      {message && (
        <p id={`${id}-message`} className="confirm-dialog__message">
          {message}
        </p>
      )}
      {children}
    </dialog>
  );
}

type DialogActionsProps = {
  /** The button that closes the dialog and changes nothing, first. */
  cancelLabel: string;
  onCancel: () => void;
  /** The safe answer has the focus as the dialog opens (a yes/no question). */
  focusCancel?: boolean | undefined;
  /** The button (or buttons) that act, after it. */
  children: ReactNode;
};

/** A dialog's buttons: the one that changes nothing, then the one that acts. */
export function DialogActions({ cancelLabel, onCancel, focusCancel, children }: DialogActionsProps) {
  return (
    <div className="confirm-dialog__actions">
      <button type="button" className="button button--secondary" autoFocus={focusCancel} onClick={onCancel}>
        {cancelLabel}
      </button>
      {children}
    </div>
  );
}
