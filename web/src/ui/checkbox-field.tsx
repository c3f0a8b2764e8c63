import type { ReactNode } from 'react';
import { describedBy, FieldTexts, RequiredMark } from './field.tsx';
import './checkbox-field.css';

type CheckboxFieldProps = {
  id: string;
  /** May hold a link (the terms); the label's own text still toggles the box. */
  label: ReactNode;
  info?: string | undefined;
  /** Already translated; shown and announced when set. */
  message?: string | null | undefined;
  required?: boolean;
  checked: boolean;
  onChange: (checked: boolean) => void;
};

/** A checkbox with its label beside it, and help text and message under it, wired like a Field. */
export function CheckboxField({ id, label, info, message, required = false, checked, onChange }: CheckboxFieldProps) {
  return (
    <div className="field checkbox-field">
      <div className="checkbox-field__row">
        <input
          id={id}
          className="checkbox-field__input"
          type="checkbox"
          checked={checked}
          required={required}
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy(id, info, message)}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label className="checkbox-field__label" htmlFor={id}>
          {label}
          {required && <RequiredMark />}
        </label>
      </div>
      <FieldTexts id={id} info={info} message={message} />
    </div>
  );
}
