import type { LayoutEntry } from '#common/contracts/layout.ts';
import { Fieldset } from '../../../../ui/fieldset.tsx';
import { useTranslation } from '../../../../ui/i18n/i18n.ts';
import { TextField, verbatimInput } from '../../../../ui/text-field.tsx';
import { settingsFieldId } from '../../hooks/use-settings-form.ts';
import type { LayoutForm } from './entry-editor.tsx';
import { moved, removed, withNewOption } from './layout-draft.ts';
import { MoveButtons } from './move-buttons.tsx';

type OptionListProps = {
  form: LayoutForm;
  entry: LayoutEntry;
  path: string;
  onChange: (entry: LayoutEntry) => void;
  announce: (text: string) => void;
};

/** The options of a choice: each its code (what the booking keeps) and its text; add, move, remove. */
export function OptionList({ form, entry, path, onChange, announce }: OptionListProps) {
  const { t } = useTranslation();
  const tabel = `${path}.tabel`;
  const setOptions = (options: LayoutEntry['tabel']) => onChange({ ...entry, tabel: options });
  const add = () => {
    const next = withNewOption(entry);
    onChange(next);
    // The new option's text is what the operator types next.
    requestAnimationFrame(() =>
      document.getElementById(settingsFieldId(`${tabel}.${next.tabel.length - 1}.omschrijving`))?.focus(),
    );
  };
  return (
    <Fieldset legend={t('desk.settings.layouts.tabel')} info={t('desk.settings.layouts.tabelInfo')}>
      {form.message(tabel) && (
        <p className="field__message" id={`${settingsFieldId(tabel)}-message`}>
          {form.message(tabel)}
        </p>
      )}
      <ol className="option-list" id={settingsFieldId(tabel)} tabIndex={-1}>
        {entry.tabel.map((option, index) => {
          const name = option.omschrijving || option.id;
          return (
            <li key={index} className="option-list__item">
              <div className="text-pair-field">
                <TextField
                  {...form.text(`${tabel}.${index}.omschrijving`)}
                  label={t('desk.settings.layouts.optionText', { n: index + 1 })}
                  autoComplete="off"
                />
                <TextField
                  {...form.text(`${tabel}.${index}.id`)}
                  label={t('desk.settings.layouts.optionId', { n: index + 1 })}
                  autoComplete="off"
                  {...verbatimInput}
                />
              </div>
              <MoveButtons
                name={name}
                index={index}
                count={entry.tabel.length}
                idBase={`${settingsFieldId(tabel)}-option`}
                afterRemoveId={settingsFieldId(tabel)}
                announce={announce}
                onMove={(by) => setOptions(moved(entry.tabel, index, by))}
                onRemove={() => setOptions(removed(entry.tabel, index))}
              />
            </li>
          );
        })}
      </ol>
      <button type="button" className="button button--secondary" onClick={add}>
        {t('desk.settings.layouts.addOption')}
      </button>
    </Fieldset>
  );
}
