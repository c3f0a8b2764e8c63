import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { Field, type FieldProps } from './field.tsx';

/** The field around a text control (`Field`'s label, help text, message) and the control's value. */
type TextFrame = Omit<FieldProps, 'children'> & {
  value: string;
  onChange: (value: string) => void;
  /** A class of the control beside `input` or `textarea`. */
  controlClassName?: string | undefined;
};

type Owned = 'id' | 'value' | 'onChange' | 'required' | 'className' | 'children' | 'aria-describedby' | 'aria-invalid';

/** For a text kept as typed (an email address, a password to read out): no capital first letter, no spelling check. */
export const verbatimInput = { autoCapitalize: 'none', spellCheck: false } as const;

export type TextFieldProps = TextFrame & Omit<InputHTMLAttributes<HTMLInputElement>, Owned>;
export type TextAreaFieldProps = TextFrame & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, Owned>;

/** Splits a text field's props into the field's, the control's class and change handler, and what the control takes. */
function split<Rest>({ value, onChange, controlClassName, ...props }: TextFrame & Rest) {
  const { id, label, info, message, required, className, ...rest } = props;
  const field = { id, label, info, message, required, className };
  const classOf = (base: string) => (controlClassName ? `${base} ${controlClassName}` : base);
  return {
    field,
    value,
    classOf,
    change: (event: { target: { value: string } }) => onChange(event.target.value),
    rest,
  };
}

/**
 * A label and a text input with its help text and message (`Field`), the message wired to the input for a screen
 * reader (`aria-describedby`, `aria-invalid`): the form field of every side's forms. What else the input takes (type,
 * autoComplete, inputMode, …) is passed through.
 */
export function TextField(props: TextFieldProps) {
  const { field, value, classOf, change, rest } = split(props);
  const { type = 'text', ...input } = rest;
  return (
    <Field {...field}>
      {(control) => (
        <input {...control} className={classOf('input')} type={type} {...input} value={value} onChange={change} />
      )}
    </Field>
  );
}

/** A label and a textarea (three rows unless told), wired as `TextField` is. */
export function TextAreaField(props: TextAreaFieldProps) {
  const { field, value, classOf, change, rest } = split(props);
  const { rows = 3, ...textarea } = rest;
  return (
    <Field {...field}>
      {(control) => (
        <textarea
          {...control}
          className={classOf('textarea')}
          rows={rows}
          {...textarea}
          value={value}
          onChange={change}
        />
      )}
    </Field>
  );
}
