import type { ReactNode } from 'react';
import { Field, type FieldProps } from './field.tsx';

type SelectFieldProps = Omit<FieldProps, 'children'> & {
  value: string;
  onChange: (value: string) => void;
  /** The choices, as `<option>`s. */
  children: ReactNode;
};

/** A label and a select with its help text and message (`Field`), wired for a screen reader as `TextField` is. */
export function SelectField({ value, onChange, children, ...field }: SelectFieldProps) {
  return (
    <Field {...field}>
      {(control) => (
        <select {...control} className="select" value={value} onChange={(event) => onChange(event.target.value)}>
          {children}
        </select>
      )}
    </Field>
  );
}
