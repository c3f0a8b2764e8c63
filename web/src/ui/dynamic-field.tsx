import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { optionKey, type FieldDefinition } from '../../../common/src/fields/field-definition.ts';
import { toLanguage } from '../app/i18n/language.ts';
import { Field, type ControlProps } from './field.tsx';
import { NumberInput } from './number-input.tsx';

// intl-tel-input and its styles load only where a phone field shows (checkout, person), not with the trip screen.
const PhoneInput = lazy(() => import('./phone-input.tsx'));

export type DynamicValue = string | number;

type DynamicFieldProps = {
  definition: FieldDefinition;
  value: DynamicValue | undefined;
  onChange: (field: string, value: DynamicValue) => void;
  /** The field's message key from the field engine (or the server), '' when the value passes. */
  messageKey: string;
  /** Show the message even before the field was touched: after a submit, or for the server's field errors. */
  revealed?: boolean;
  /** Prefix of the control's id, so two forms on one page do not clash. */
  idPrefix?: string;
};

/**
 * One field of a server record layout (SPEC §3 "Dynamic form input"): its label from `lbl-<field>`, its help
 * text from `i-<field>`, a required mark, and its message once the customer has left the field.
 */
export function DynamicField({ definition, value, onChange, messageKey, revealed = false, idPrefix = 'field' }: DynamicFieldProps) {
  const { t, i18n } = useTranslation();
  const [touched, setTouched] = useState(false);
  if (definition.hidden || definition.type === 'hidden') return null;

  const id = `${idPrefix}-${definition.field}`;
  const label = t(definition.labelKey);
  const info = i18n.exists(definition.infoKey) ? t(definition.infoKey) : '';
  const message = messageKey && (touched || revealed) ? t(messageKey) : null;
  const text = value === undefined ? '' : String(value);
  const change = (next: DynamicValue) => onChange(definition.field, next);
  const blur = () => setTouched(true);

  const control = (props: ControlProps) => {
    switch (definition.type) {
      case 'select':
        return (
          <select {...props} className="select" value={text} onChange={(event) => change(event.target.value)} onBlur={blur}>
            {(text === '' || !definition.required) && <option value="">{t('choose')}</option>}
            {definition.options.map((option) => (
              <option key={option.id} value={option.id}>
                {i18n.exists(optionKey(definition.field, option.id)) ? t(optionKey(definition.field, option.id)) : option.text}
              </option>
            ))}
          </select>
        );
      case 'number':
        return <NumberInput {...props} label={label} value={value} bounds={definition} onChange={change} onBlur={blur} />;
      case 'textarea':
        return (
          <textarea
            {...props}
            className="textarea"
            rows={4}
            maxLength={definition.maxlen > 0 ? definition.maxlen : undefined}
            value={text}
            onChange={(event) => change(event.target.value)}
            onBlur={blur}
          />
        );
      case 'phone':
        return (
          <Suspense fallback={<input {...props} className="input" type="tel" value={text} readOnly />}>
            <PhoneInput {...props} lang={toLanguage(i18n.language)} value={text} onChange={change} onBlur={blur} />
          </Suspense>
        );
      default:
        return (
          <input
            {...props}
            className="input"
            type={definition.type === 'email' ? 'email' : 'text'}
            autoComplete={definition.type === 'email' ? 'email' : undefined}
            inputMode={definition.type === 'email' ? 'email' : undefined}
            maxLength={definition.maxlen > 0 ? definition.maxlen : undefined}
            value={text}
            onChange={(event) => change(event.target.value)}
            onBlur={blur}
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
