import { useRef, useState } from 'react';
import { useTranslation } from './i18n/i18n.ts';
import { describedBy, FieldTexts, RequiredMark, type TypedTextFieldProps } from './field.tsx';
import { dateTextOf, dateValueOf, parseDateText, spellDate } from './date-text.ts';
import { toLanguage } from './i18n/language.ts';
import './date-field.css';

/** The value is YYYY-MM-DD, '' or a text that names no day; a day typed or picked is passed on as YYYY-MM-DD. */
type DateFieldProps = TypedTextFieldProps & {
  /** The first day the calendar offers, YYYY-MM-DD. */
  min?: string | undefined;
  /** The last day the calendar offers, YYYY-MM-DD. */
  max?: string | undefined;
  className?: string | undefined;
};

/**
 * A date typed as text in the format its label states, with the browser's calendar as an extra behind a button
 * (docs/decisions/027-combobox-and-date-input.md): a screen reader reads and types it as any text field, and the
 * calendar, which screen readers handle unevenly, is never needed. The day is spelled out under the field.
 */
export function DateField({
  id,
  label,
  value,
  onChange,
  required = false,
  message,
  min,
  max,
  className,
}: DateFieldProps) {
  const { t, i18n } = useTranslation();
  const lang = toLanguage(i18n.language);
  const calendar = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(() => dateTextOf(value, lang));
  const [seen, setSeen] = useState({ value, lang });
  if (seen.value !== value || seen.lang !== lang) {
    // From outside (a time pushed to the minimum, a reset, another language): shown as the field writes it.
    setSeen({ value, lang });
    if (seen.lang !== lang || value !== dateValueOf(text)) setText(dateTextOf(value, lang));
  }
  const day = parseDateText(text);
  const spelledId = `${id}-day`;
  const description = [day ? spelledId : '', describedBy(id, undefined, message) ?? ''].filter(Boolean).join(' ');

  const type = (next: string) => {
    const kept = dateValueOf(next);
    setText(next);
    setSeen({ value: kept, lang });
    onChange(kept);
  };

  return (
    <div className={className ? `field date-field ${className}` : 'field date-field'}>
      <label className="field__label" htmlFor={id}>
        {label} <span className="field__format">({t('dateFormat')})</span>
        {required && <RequiredMark />}
      </label>
      <div className="date-field__row">
        <input
          id={id}
          className="input date-field__input"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          aria-describedby={description || undefined}
          aria-invalid={message ? true : undefined}
          required={required}
          value={text}
          onChange={(event) => type(event.target.value)}
          // The day as the field writes it once typing is done; a text that names no day stays as typed.
          onBlur={() => day && setText(dateTextOf(day, lang))}
        />
        <button
          type="button"
          className="date-field__calendar"
          onClick={() => {
            const picker = calendar.current;
            if (!picker) return;
            if (typeof picker.showPicker === 'function') picker.showPicker();
            else picker.focus();
          }}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3zm12 8H5v9h14zM7 12h3v3H7z"
            />
          </svg>
          {/* Named by its content, not aria-label: the field's label alone must name one control. */}
          <span className="visually-hidden">{t('dateCalendar', { label })}</span>
        </button>
        {/* The browser's calendar, opened by the button; the text field above is the field for assistive technology. */}
        <input
          ref={calendar}
          className="date-field__native"
          type="date"
          tabIndex={-1}
          aria-hidden="true"
          min={min}
          max={max}
          value={day ?? ''}
          onChange={(event) => {
            if (!event.target.value) return;
            type(dateTextOf(event.target.value, lang));
          }}
        />
      </div>
      {day && (
        <p id={spelledId} className="field__info date-field__day">
          {spellDate(day, lang)}
        </p>
      )}
      <FieldTexts id={id} message={message} />
    </div>
  );
}
