import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from './i18n/i18n.ts';
import {
  canStep,
  clampNumber,
  numberInputValue,
  stepNumber,
  stripNonDigits,
  type NumberBounds,
} from '#common/fields/number-input.ts';
import type { ControlProps } from './field.tsx';
import './number-input.css';

type NumberInputProps = ControlProps & {
  /** The field's label, for the names of the stepper buttons. */
  label: string;
  value: number | string | undefined;
  bounds: NumberBounds;
  onChange: (value: number) => void;
  onBlur?: () => void;
};

/**
 * The number input of docs/reference/record-layout.md#number-input: digits only, clamped to min and max, − and +
 * buttons that stop at the bounds, and a value that is not a number falls back to min, then the default, then 0. A spin
 * button, so ArrowUp and ArrowDown step as well.
 */
export function NumberInput({ label, value, bounds, onChange, onBlur, ...control }: NumberInputProps) {
  const current = numberInputValue(value ?? '', bounds);
  // What the customer is typing; null when the input shows the value itself.
  const [typing, setTyping] = useState<string | null>(null);
  const shown = typing ?? String(current);

  const step = (by: 1 | -1) => {
    setTyping(null);
    if (canStep(current, by, bounds)) onChange(stepNumber(current, by, bounds));
  };
  const type = (raw: string) => {
    const digits = stripNonDigits(raw);
    // Above the maximum is clamped at once; the minimum waits for the blur, so '12' can be typed with min 5.
    const clamped = digits === '' ? '' : String(clampNumber(Number(digits), { min: 0, max: bounds.max }));
    setTyping(clamped);
    if (clamped !== '') onChange(Number(clamped));
  };
  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      step(event.key === 'ArrowUp' ? 1 : -1);
    }
  };
  const mayDecrease = canStep(current, -1, bounds);
  const mayIncrease = canStep(current, 1, bounds);

  return (
    <div className="number-input">
      <StepButton by={-1} label={label} controls={control.id} allowed={mayDecrease} onStep={step} />
      <input
        {...control}
        className="input number-input__input"
        type="text"
        inputMode="numeric"
        role="spinbutton"
        autoComplete="off"
        aria-valuenow={current}
        aria-valuemin={bounds.min > 0 ? bounds.min : 0}
        aria-valuemax={bounds.max > 0 ? bounds.max : undefined}
        value={shown}
        onChange={(event) => type(event.target.value)}
        onKeyDown={keyDown}
        onBlur={() => {
          if (typing !== null) onChange(numberInputValue(typing, bounds));
          setTyping(null);
          onBlur?.();
        }}
      />
      <StepButton by={1} label={label} controls={control.id} allowed={mayIncrease} onStep={step} />
    </div>
  );
}

type StepButtonProps = {
  /** -1 steps down, 1 steps up. */
  by: -1 | 1;
  /** The field's label, in the button's name. */
  label: string;
  /** The id of the input it steps. */
  controls: string;
  allowed: boolean;
  onStep: (by: -1 | 1) => void;
};

/** A button beside the input that steps its value down or up. */
function StepButton({ by, label, controls, allowed, onStep }: StepButtonProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="icon-button number-input__step"
      aria-label={t(by < 0 ? 'decreaseValue' : 'increaseValue', { label })}
      aria-controls={controls}
      // aria-disabled rather than disabled: the button keeps focus when a press reaches the bound.
      aria-disabled={!allowed}
      onClick={() => onStep(by)}
    >
      <span aria-hidden="true">{by < 0 ? '−' : '+'}</span>
    </button>
  );
}
