import { useTranslation } from '../../ui/i18n/i18n.ts';
import { CheckboxField } from '../../ui/checkbox-field.tsx';
import { DynamicField } from '../../ui/dynamic-field.tsx';
import type { PersonForm } from './use-person-form.ts';
import './person-fields.css';

/** The personal fields of the tenant's userinfo layout, and the box that keeps them on this device. */
export function PersonFields({ form }: { form: PersonForm }) {
  const { t } = useTranslation();
  return (
    <>
      <div key={form.generation} className="person-fields">
        {form.definitions.map((definition) => (
          <DynamicField key={definition.field} {...form.fieldProps(definition)} />
        ))}
      </div>
      <CheckboxField
        id={`${form.idPrefix}-store`}
        label={t('storeDetails')}
        info={t('storeDetailsHelp')}
        checked={form.store}
        onChange={form.setStore}
      />
    </>
  );
}
