import { fieldTypeCodes, type LayoutEntry } from '#common/contracts/layout.ts';
import { CheckboxField } from '../../../../ui/checkbox-field.tsx';
import { Field } from '../../../../ui/field.tsx';
import { Fieldset } from '../../../../ui/fieldset.tsx';
import { useTranslation } from '../../../../ui/i18n/i18n.ts';
import { NumberField } from '../../../../ui/number-field.tsx';
import { TextAreaField, TextField, verbatimInput } from '../../../../ui/text-field.tsx';
import type { SettingsForm } from '../../hooks/use-settings-form.ts';
import { OptionList } from './option-list.tsx';

/** The form's parts an entry's editor uses (they do not depend on the draft's type). */
export type LayoutForm = Pick<SettingsForm, 'text' | 'number' | 'field' | 'update' | 'message'>;

type EntryEditorProps = {
  form: LayoutForm;
  entry: LayoutEntry;
  /** The entry's path in the draft: `layouts.trip.2`. */
  path: string;
  onChange: (entry: LayoutEntry) => void;
  announce: (text: string) => void;
};

/** Whether a type takes a length: the texts (not a choice, a number or a hidden field). */
const takesLength = (type: LayoutEntry['type']) => ['A', 'X', 'E', 'P'].includes(type);

/**
 * Every property of one layout entry in words (docs/reference/record-layout.md#layout-entry): the wire's names stay
 * in the draft. Options show for a choice, bounds for a number, lengths for a text; each also while it holds a value
 * the type does not take, so the refusal of it has a field to be shown at.
 */
export function EntryEditor({ form, entry, path, onChange, announce }: EntryEditorProps) {
  const { t } = useTranslation();
  const p = (property: string) => `${path}.${property}`;
  const word = (property: string) => t(`desk.settings.layouts.${property}`);
  const info = (property: string) => t(`desk.settings.layouts.${property}Info`);
  const yesNo = (property: 'verplicht' | 'vv19') => ({
    ...form.field(p(property)),
    label: word(property),
    checked: entry[property] === 'J',
    onChange: (checked: boolean) => form.update(p(property), checked ? 'J' : 'N'),
  });
  const type = form.field(p('type'));
  const chosenDefault = form.field(p('default'));
  const choice = entry.type === 'T';
  return (
    <div className="entry-editor">
      {form.message(path) && (
        <p className="field__message" role="alert">
          {form.message(path)}
        </p>
      )}
      <div className="text-pair-field">
        <TextField {...form.text(p('veldnaam'))} label={word('veldnaam')} required autoComplete="off" />
        <TextField
          {...form.text(p('veldnaamENG'))}
          label={word('veldnaamENG')}
          info={info('veldnaamENG')}
          autoComplete="off"
        />
      </div>
      <div className="text-pair-field">
        <TextAreaField {...form.text(p('lbl1'))} label={word('lbl1')} rows={2} />
        <TextAreaField {...form.text(p('lbl1ENG'))} label={word('lbl1ENG')} info={info('lbl1ENG')} rows={2} />
      </div>
      <Field {...type} label={word('type')} required>
        {(control) => (
          <select
            {...control}
            className="select"
            value={entry.type}
            onChange={(event) => form.update(p('type'), event.target.value)}
          >
            {fieldTypeCodes.map((code) => (
              <option key={code} value={code}>
                {t(`desk.settings.layouts.type_${code}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <TextField
        {...form.text(p('fieldname'))}
        label={word('fieldname')}
        info={info('fieldname')}
        required
        autoComplete="off"
        {...verbatimInput}
      />
      <CheckboxField {...yesNo('verplicht')} info={info('verplicht')} />
      <CheckboxField {...yesNo('vv19')} info={info('vv19')} />
      {(choice || entry.tabel.length > 0) && (
        <OptionList form={form} entry={entry} path={path} onChange={onChange} announce={announce} />
      )}
      {choice ? (
        <Field {...chosenDefault} label={word('default')} info={info('defaultChoice')}>
          {(control) => (
            <select
              {...control}
              className="select"
              value={entry.default}
              onChange={(event) => form.update(p('default'), event.target.value)}
            >
              <option value="">{t('desk.settings.layouts.noDefault')}</option>
              {!entry.tabel.some((option) => option.id === entry.default) && entry.default !== '' && (
                <option value={entry.default}>{entry.default}</option>
              )}
              {entry.tabel.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.omschrijving || option.id}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : (
        <TextField
          {...form.text(p('default'))}
          label={word('default')}
          info={info('default')}
          autoComplete="off"
          inputMode={entry.type === 'N' ? 'numeric' : undefined}
        />
      )}
      {(entry.type === 'N' || entry.minval !== 0 || entry.maxval !== 0) && (
        <Fieldset legend={word('bounds')} info={info('bounds')}>
          <div className="text-pair-field">
            <NumberField {...form.number(p('minval'))} label={word('minval')} />
            <NumberField {...form.number(p('maxval'))} label={word('maxval')} />
          </div>
        </Fieldset>
      )}
      {(takesLength(entry.type) || entry.minlen !== 0 || entry.lengte !== 0) && (
        <Fieldset legend={word('lengths')} info={info('lengths')}>
          <div className="text-pair-field">
            <NumberField {...form.number(p('minlen'))} label={word('minlen')} unit={word('characters')} />
            <NumberField {...form.number(p('lengte'))} label={word('lengte')} unit={word('characters')} />
          </div>
        </Fieldset>
      )}
    </div>
  );
}
