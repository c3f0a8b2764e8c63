import { useState } from 'react';
import type { RecordLayouts } from '#common/contracts/layout.ts';
import { fieldDefinitions, type FieldDefinition } from '#common/fields/field-definition.ts';
import { fieldTranslations } from '#common/fields/field-translations.ts';
import { checkForm } from '#common/fields/field-validation.ts';
import { DynamicField, type DynamicValue } from '../../../../ui/dynamic-field.tsx';
import { useTranslation } from '../../../../ui/i18n/i18n.ts';
import { toLanguage } from '../../../../ui/i18n/language.ts';
import { checkPhone } from '../../../../ui/phone-check.ts';

type PreviewProps = {
  layouts: RecordLayouts;
  /** The operator's own texts (`lang`), which reword the layouts' texts on the customer's side too. */
  overrides: Readonly<Record<'nl' | 'en', Readonly<Record<string, string>>>>;
};

/**
 * The form as the customer will see it (docs/reference/screens.md#desk-settings-layouts): the draft's fields through
 * the customer's own `DynamicField`, in the desk's language, with the texts of the draft; values typed here stay here.
 */
export function LayoutPreview({ layouts, overrides }: PreviewProps) {
  const { t, i18n } = useTranslation();
  const lang = toLanguage(i18n.language);
  const [values, setValues] = useState<Record<string, DynamicValue>>({});
  const [checked, setChecked] = useState(false);
  const texts = {
    ...fieldTranslations(layouts.trip)[lang],
    ...fieldTranslations(layouts.userinfo)[lang],
    ...overrides[lang],
  };
  const change = (field: string, value: DynamicValue) => setValues((before) => ({ ...before, [field]: value }));
  const group = (headingKey: string, idPrefix: string, definitions: FieldDefinition[]) => {
    const withDefaults = Object.fromEntries(definitions.map((definition) => [definition.field, definition.default]));
    const current = { ...withDefaults, ...values };
    const checks = checkForm(definitions, current, { checkPhone });
    const headingId = `${idPrefix}-heading`;
    return (
      <section className="layout-preview__group" aria-labelledby={headingId}>
        <h4 id={headingId}>{t(headingKey)}</h4>
        {definitions.map((definition) => (
          <DynamicField
            key={`${definition.id}-${definition.field}`}
            idPrefix={idPrefix}
            definition={definition}
            value={current[definition.field]}
            onChange={change}
            messageKey={checks[definition.field]?.message ?? ''}
            revealed={checked}
            texts={texts}
          />
        ))}
      </section>
    );
  };
  return (
    <section className="layout-preview" aria-labelledby="layout-preview-heading">
      <h3 id="layout-preview-heading">{t('desk.settings.layouts.preview')}</h3>
      <p className="layout-preview__info">{t('desk.settings.layouts.previewInfo')}</p>
      <div className="layout-preview__form">
        {group('tripDetails', 'preview-trip', fieldDefinitions(layouts.trip))}
        {group('yourDetails', 'preview-person', fieldDefinitions(layouts.userinfo))}
      </div>
      <button type="button" className="button button--secondary" onClick={() => setChecked(true)}>
        {t('desk.settings.layouts.previewCheck')}
      </button>
    </section>
  );
}
