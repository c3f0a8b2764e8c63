import type { FormEvent, ReactNode } from 'react';
import { ErrorSummary, type FormError } from './error-summary.tsx';
import { SubmitButton } from './submit-button.tsx';

type FormFrameProps = {
  className: string;
  /** The id of the heading that names the form. */
  labelledBy: string;
  onSubmit: (event: FormEvent) => void;
  /** The problems of the last submit, for the error summary at the top. */
  errors: readonly FormError[];
  attempt: number;
  busy: boolean;
  busyLabel: string;
  submitLabel: ReactNode;
  /** Buttons before the submit button (a dialog's way out). */
  extraActions?: ReactNode;
  /** A class of the row of buttons beside `actions`. */
  actionsClassName?: string | undefined;
  children: ReactNode;
};

/**
 * A form checked by the page itself (`noValidate`): the error summary at its top, which takes the focus after a submit
 * that found problems, its fields, and its buttons with the submit button last.
 */
export function FormFrame({
  className,
  labelledBy,
  onSubmit,
  errors,
  attempt,
  busy,
  busyLabel,
  submitLabel,
  extraActions,
  actionsClassName,
  children,
}: FormFrameProps) {
  return (
    <form className={className} noValidate aria-labelledby={labelledBy} onSubmit={onSubmit}>
      <ErrorSummary errors={errors} attempt={attempt} />
      {children}
      <div className={actionsClassName ? `actions ${actionsClassName}` : 'actions'}>
        {extraActions}
        <SubmitButton busy={busy} busyLabel={busyLabel}>
          {submitLabel}
        </SubmitButton>
      </div>
    </form>
  );
}
