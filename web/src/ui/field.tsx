import type { ReactNode } from 'react';
import './field.css';

/** What a form control inside a Field needs to be labelled, described and marked invalid. */
export type ControlProps = {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  required: boolean;
};

export type FieldProps = {
  id: string;
  label: ReactNode;
  /** Help text, read out after the label. */
  info?: string | undefined;
  /** The field's message (a validation message, already translated); shown and announced when set. */
  message?: string | null | undefined;
  required?: boolean | undefined;
  className?: string | undefined;
  children: (control: ControlProps) => ReactNode;
};

/**
 * A value typed as text in the format its label states (a day, a time): the field calls `onChange` with the value in
 * the form's own format once the text names one, else with the text as it is, kept for the form's own check to refuse.
 */
export type TypedTextFieldProps = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  message?: string | null | undefined;
};

/** The ids of a field's help text and message, for aria-describedby. */
export function describedBy(
  id: string,
  info: string | undefined,
  message: string | null | undefined,
): string | undefined {
  const ids = [info ? `${id}-info` : '', message ? `${id}-message` : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/**
 * A label and its control, help text and message (docs/reference/record-layout.md#messages), wired for screen readers.
 */
export function Field({ id, label, info, message, required = false, className, children }: FieldProps) {
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required && <RequiredMark />}
      </label>
      {children({
        id,
        'aria-describedby': describedBy(id, info, message),
        'aria-invalid': message ? true : undefined,
        required,
      })}
      <FieldTexts id={id} info={info} message={message} />
    </div>
  );
}

/** The help text and message under a control. */
export function FieldTexts({
  id,
  info,
  message,
}: {
  id: string;
  info?: string | undefined;
  message?: string | null | undefined;
}) {
  return (
    <>
      {info && (
        <p id={`${id}-info`} className="field__info">
          {info}
        </p>
      )}
      {message && (
        <p id={`${id}-message`} className="field__message">
          {message}
        </p>
      )}
    </>
  );
}

/** The visible required marker; the control's own `required` tells screen readers. */
export function RequiredMark() {
  return (
    <span className="field__required" aria-hidden="true">
      {' *'}
    </span>
  );
}
