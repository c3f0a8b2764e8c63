import type { ReactNode, Ref } from 'react';

type SubmitButtonProps = {
  /** While the form is being sent: the button says so (`busyLabel`) and is marked disabled, yet keeps its focus. */
  busy: boolean;
  busyLabel?: string | undefined;
  ref?: Ref<HTMLButtonElement> | undefined;
  children: ReactNode;
};

/**
 * A form's primary button. `aria-disabled` rather than `disabled` while busy: the button keeps the focus and stays in
 * the Tab order, and the form's submit handler ignores a second press.
 */
export function SubmitButton({ busy, busyLabel, ref, children }: SubmitButtonProps) {
  return (
    <button ref={ref} type="submit" className="button button--primary" aria-disabled={busy}>
      {busy && busyLabel !== undefined ? busyLabel : children}
    </button>
  );
}
