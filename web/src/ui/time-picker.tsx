import { useId, useState } from 'react';
import { useTranslation } from './i18n/i18n.ts';
import { timePickerMinuteStep } from '#common/constants.ts';
import { describedBy, FieldTexts, RequiredMark } from './field.tsx';
import './time-picker.css';

const pad = (n: number) => String(n).padStart(2, '0');

/** Hours 00–23 (docs/reference/record-layout.md#trip-rules). */
export const hourOptions: readonly string[] = Array.from({ length: 24 }, (_, h) => pad(h));
/** Minutes 00–55 in steps of 5 (docs/reference/record-layout.md#trip-rules, docs/reference/constants.md). */
export const minuteOptions: readonly string[] = Array.from({ length: 60 / timePickerMinuteStep }, (_, i) =>
  pad(i * timePickerMinuteStep),
);

/** Splits 'HH:mm' into its parts; anything else gives two empty parts. */
export function splitTime(value: string): { hour: string; minute: string } {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value);
  return match ? { hour: match[1] ?? '', minute: match[2] ?? '' } : { hour: '', minute: '' };
}

/** The value a picker emits: 'HH:mm' once both parts are chosen, else ''. */
export function joinTime(hour: string, minute: string): string {
  return hour && minute ? `${hour}:${minute}` : '';
}

type TimePickerProps = {
  /** The hour select's id, for a link to the picker (e.g. from an error summary). */
  id?: string;
  label: string;
  /** 'HH:mm' or ''. */
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  info?: string | undefined;
  message?: string | null | undefined;
  /** Called when focus leaves the picker as a whole. */
  onBlur?: () => void;
  /** The hours (`00`–`23`) offered; absent: all of them. A value outside them stays visible as it is. */
  hours?: readonly string[] | undefined;
};

/**
 * The time picker of docs/reference/record-layout.md#trip-rules: an hour and a minute select under one legend, emitting
 * HH:mm. Picking an hour while the minutes are still open sets them to 00, so one choice gives a whole time.
 */
export function TimePicker({
  id: hourId,
  label,
  value,
  onChange,
  required = false,
  info,
  message,
  onBlur,
  hours,
}: TimePickerProps) {
  const { t } = useTranslation();
  const id = useId();
  // A half-made choice (minutes without an hour) lives here until it makes a whole time.
  const [draft, setDraft] = useState(() => splitTime(value));
  const [seenValue, setSeenValue] = useState(value);
  if (value !== seenValue) {
    // Set from outside (a reset, a time pushed to the minimum): that value wins over the draft.
    setSeenValue(value);
    setDraft(splitTime(value));
  }
  const shown = value ? splitTime(value) : draft;
  const legendId = `${id}-legend`;
  const description = describedBy(id, info, message);

  const choose = (hour: string, minute: string) => {
    const next = { hour, minute: hour && !minute && !shown.minute ? '00' : minute };
    const joined = joinTime(next.hour, next.minute);
    setDraft(next);
    setSeenValue(joined);
    onChange(joined);
  };
  const offered =
    hours === undefined
      ? hourOptions
      : shown.hour && !hours.includes(shown.hour)
        ? [...hours, shown.hour].sort()
        : hours;
  // A value outside the 5-minute steps (an old trip) stays visible as it is.
  const minutes =
    shown.minute && !minuteOptions.includes(shown.minute) ? [...minuteOptions, shown.minute].sort() : minuteOptions;

  return (
    <fieldset
      className="fieldset time-picker"
      aria-describedby={description}
      onBlur={(event) => {
        if (onBlur && !event.currentTarget.contains(event.relatedTarget)) onBlur();
      }}
    >
      <legend id={legendId} className="field__legend">
        {label}
        {required && <RequiredMark />}
      </legend>
      <div className="time-picker__parts">
        <label className="time-picker__part">
          <span id={`${id}-hour`} className="time-picker__unit">
            {t('hour')}
          </span>
          <select
            id={hourId}
            className="select time-picker__select"
            aria-labelledby={`${legendId} ${id}-hour`}
            aria-invalid={message ? true : undefined}
            required={required}
            value={shown.hour}
            onChange={(event) => choose(event.target.value, shown.minute)}
          >
            <option value="">--</option>
            {offered.map((hour) => (
              <option key={hour} value={hour}>
                {hour}
              </option>
            ))}
          </select>
        </label>
        <span className="time-picker__colon" aria-hidden="true">
          :
        </span>
        <label className="time-picker__part">
          <span id={`${id}-minute`} className="time-picker__unit">
            {t('minute')}
          </span>
          <select
            className="select time-picker__select"
            aria-labelledby={`${legendId} ${id}-minute`}
            aria-invalid={message ? true : undefined}
            required={required}
            value={shown.minute}
            onChange={(event) => choose(shown.hour, event.target.value)}
          >
            <option value="">--</option>
            {minutes.map((minute) => (
              <option key={minute} value={minute}>
                {minute}
              </option>
            ))}
          </select>
        </label>
      </div>
      <FieldTexts id={id} info={info} message={message} />
    </fieldset>
  );
}
