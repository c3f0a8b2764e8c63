import { Field } from './field.tsx';
import { NumberInput } from './number-input.tsx';
import './number-field.css';

type NumberFieldProps = {
  id: string;
  label: string;
  info?: string | undefined;
  message?: string | null | undefined;
  required?: boolean | undefined;
  value: number;
  onChange: (value: number) => void;
  /** Whole numbers from `min` to `max` (0: no maximum). */
  min?: number | undefined;
  max?: number | undefined;
  /** What the number counts, shown after it ("minutes", "€ cents"); part of the label for a screen reader. */
  unit?: string | undefined;
};

/**
 * A labelled whole number with its unit beside it: the number input's digits, steppers and bounds
 * (docs/reference/record-layout.md#number-input) inside a `Field`, wired for screen readers.
 */
export function NumberField({
  id,
  label,
  info,
  message,
  required,
  value,
  onChange,
  min = 0,
  max = 0,
  unit,
}: NumberFieldProps) {
  const named = unit ? `${label} (${unit})` : label;
  return (
    <Field id={id} label={label} info={info} message={message} required={required}>
      {(control) => (
        <div className="number-field">
          <NumberInput
            {...control}
            label={named}
            value={value}
            bounds={{ min, max, default: String(min) }}
            onChange={onChange}
          />
          {unit && (
            <span className="number-field__unit" aria-hidden="true">
              {unit}
            </span>
          )}
        </div>
      )}
    </Field>
  );
}
