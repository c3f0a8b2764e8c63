import { Field } from '../../../ui/field.tsx';
import '../../../ui/number-field.css';

type UnitTextFieldProps = {
  id: string;
  label: string;
  info?: string | undefined;
  message?: string | null | undefined;
  value: string;
  onChange: (value: string) => void;
  /** What the number counts, shown after it (`€`, `%`, `km/u`); part of the input's name for a screen reader. */
  unit: string;
};

/**
 * A number typed as text (euros with cents, a percentage, a factor: not only whole numbers, written with a comma or a
 * point) with its unit beside it; what is typed is checked by the section's schema, not by the input.
 */
export function UnitTextField({ id, label, info, message, value, onChange, unit }: UnitTextFieldProps) {
  return (
    <Field id={id} label={label} info={info} message={message}>
      {(control) => (
        <div className="number-field">
          <input
            {...control}
            className="input settings-unit-input"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
            aria-label={`${label} (${unit})`}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
          <span className="number-field__unit" aria-hidden="true">
            {unit}
          </span>
        </div>
      )}
    </Field>
  );
}
