import { useState } from 'react';
import { useTranslation } from './i18n/i18n.ts';
import { Field, type TypedTextFieldProps } from './field.tsx';
import { parseTimeText } from './time-text.ts';

/**
 * The value is `HH:mm`, '' or a text that names no time; a time typed is passed on as `HH:mm`.
 *
 * Any time of day typed as text in the format its label states (docs/decisions/027-combobox-and-date-input.md): the
 * browser's time input, whose segments screen readers read unevenly, is not needed, and a minute outside the customer
 * form's 5-minute steps (a flight's arrival) can be set.
 */
export function TimeField({ id, label, value, onChange, required = false, message }: TypedTextFieldProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    // Set from outside (a reset): shown as the field writes it.
    setSeen(value);
    if (value !== (parseTimeText(text) ?? text)) setText(value);
  }
  const time = parseTimeText(text);
  return (
    <Field
      id={id}
      label={
        <>
          {label} <span className="field__format">({t('timeFormat')})</span>
        </>
      }
      required={required}
      message={message}
    >
      {(control) => (
        <input
          {...control}
          className="input"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          value={text}
          onChange={(event) => {
            const kept = parseTimeText(event.target.value) ?? event.target.value;
            setText(event.target.value);
            setSeen(kept);
            onChange(kept);
          }}
          // The time as the field writes it once typing is done; a text that names no time stays as typed.
          onBlur={() => time && setText(time)}
        />
      )}
    </Field>
  );
}
