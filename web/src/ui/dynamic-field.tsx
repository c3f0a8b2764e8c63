import { lazy, Suspense, useState } from 'react';
import { useTranslation, type Translation } from './i18n/i18n.ts';
import { optionKey, type FieldDefinition, type FieldOption } from '#common/fields/field-definition.ts';
import { limitDigits, phoneLimits } from '#common/fields/phone.ts';
import type { Language } from '#common/constants.ts';
import { toLanguage } from './i18n/language.ts';
import { Field, type ControlProps } from './field.tsx';
import { fieldMessageText } from './field-message.ts';
import { NumberInput } from './number-input.tsx';

/** The personal fields' field names in the userinfo layouts, and what the browser may fill them with. */
const autoCompleteTokens: Readonly<Record<string, string>> = { custname: 'name', custemail: 'email', custtel: 'tel' };

function autoCompleteOf(definition: FieldDefinition): string | undefined {
  return autoCompleteTokens[definition.field] ?? (definition.type === 'email' ? 'email' : undefined);
}

// intl-tel-input and its styles load only where a phone field shows (checkout, person), not with the trip screen.
const PhoneInput = lazy(() => import('./phone-input.tsx'));

export type DynamicValue = string | number;

/** A select option's text in the language in use: the app's own text for it if it has one, else the operator's. */
export function optionText({ t, i18n }: Translation, field: string, option: FieldOption): string {
  const key = optionKey(field, option.id);
  return i18n.exists(key) ? t(key) : option.text;
}

type DynamicFieldProps = {
  definition: FieldDefinition;
  value: DynamicValue | undefined;
  onChange: (field: string, value: DynamicValue) => void;
  /** The field's message key from the field engine (or the server), '' when the value passes. */
  messageKey: string;
  /**
   * Show the message: after a submit, or for the server's field errors. Leaving a field never shows one, so the
   * page does not shift under the pointer; once shown it follows the value as it changes.
   */
  revealed?: boolean;
  /** Prefix of the control's id, so two forms on one page do not clash. */
  idPrefix?: string;
  /**
   * Texts of the field (`lbl-`, `i-`, `opt-` keys) taken before the app's own: the desk's preview of a layout not
   * saved yet (docs/reference/screens.md#desk-settings-layouts).
   */
  texts?: Readonly<Record<string, string>> | undefined;
};

/**
 * One field of a server record layout (docs/reference/record-layout.md#layout-entry): its label from `lbl-<field>`, its
 * help text from `i-<field>`, a required mark, its autocomplete token, and its message once the form was submitted.
 */
export function DynamicField({
  definition,
  value,
  onChange,
  messageKey,
  revealed = false,
  idPrefix = 'field',
  texts,
}: DynamicFieldProps) {
  const { t, i18n } = useTranslation();
  if (definition.hidden || definition.type === 'hidden') return null;

  const id = `${idPrefix}-${definition.field}`;
  const label = texts?.[definition.labelKey] ?? t(definition.labelKey);
  const info = texts?.[definition.infoKey] ?? (i18n.exists(definition.infoKey) ? t(definition.infoKey) : '');
  const message = messageKey && revealed ? fieldMessageText(t, messageKey, label) : null;
  const text = value === undefined ? '' : String(value);
  const change = (next: DynamicValue) => onChange(definition.field, next);

  const control = (props: ControlProps) => {
    switch (definition.type) {
      case 'select':
        return (
          <select {...props} className="select" value={text} onChange={(event) => change(event.target.value)}>
            {(text === '' || !definition.required) && <option value="">{t('choose')}</option>}
            {definition.options.map((option) => (
              <option key={option.id} value={option.id}>
                {texts?.[optionKey(definition.field, option.id)] ?? optionText({ t, i18n }, definition.field, option)}
              </option>
            ))}
          </select>
        );
      case 'number':
        return <NumberInput {...props} label={label} value={value} bounds={definition} onChange={change} />;
      case 'textarea':
        return (
          <textarea
            {...props}
            className="textarea"
            rows={4}
            maxLength={definition.maxlen > 0 ? definition.maxlen : undefined}
            value={text}
            onChange={(event) => change(event.target.value)}
          />
        );
      case 'phone':
        return <PhoneControl control={props} lang={toLanguage(i18n.language)} value={text} onChange={change} />;
      default:
        return (
          <input
            {...props}
            className="input"
            type={definition.type === 'email' ? 'email' : 'text'}
            autoComplete={autoCompleteOf(definition)}
            inputMode={definition.type === 'email' ? 'email' : undefined}
            maxLength={definition.maxlen > 0 ? definition.maxlen : undefined}
            value={text}
            onChange={(event) => change(event.target.value)}
          />
        );
    }
  };

  return (
    <Field id={id} label={label} info={info} message={message} required={definition.required}>
      {control}
    </Field>
  );
}

export type PhoneControlProps = {
  control: ControlProps;
  lang: Language;
  value: string;
  onChange: (value: string) => void;
};

/**
 * The phone field, whose library loads when the field first shows: until it is there a plain phone input stands in,
 * and what is typed into it is kept, and so is the focus when the real field takes its place. On a slow connection
 * a traveller may start typing before the library has arrived.
 */
export function PhoneControl({ control, lang, value, onChange }: PhoneControlProps) {
  const [standInFocused, setStandInFocused] = useState(false);
  return (
    <Suspense
      fallback={
        <input
          {...control}
          className="input"
          type="tel"
          autoComplete="tel"
          maxLength={phoneLimits.characters}
          value={value}
          onChange={(event) => onChange(limitDigits(event.target.value))}
          onFocus={() => setStandInFocused(true)}
          onBlur={() => setStandInFocused(false)}
        />
      }
    >
      <PhoneInput {...control} lang={lang} value={value} onChange={onChange} takeFocus={standInFocused} />
    </Suspense>
  );
}
