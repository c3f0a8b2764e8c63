import { useState } from 'react';
import type { LayoutEntry, LayoutName, RecordLayouts } from '#common/contracts/layout.ts';
import type { Language } from '#common/constants.ts';
import { useTranslation, type TFunction } from '../../../../ui/i18n/i18n.ts';
import { toLanguage } from '../../../../ui/i18n/language.ts';
import { SettingsFormFrame } from '../../components/settings-form.tsx';
import { settingsFieldId, useSettingsForm } from '../../hooks/use-settings-form.ts';
import type { SettingsScreenProps } from '../../sections.tsx';
import { nextEntryId, withNewEntry } from './layout-draft.ts';
import { entryName, LayoutList } from './layout-list.tsx';
import { LayoutPreview } from './layout-preview.tsx';
import './layouts-settings.css';

type LayoutsDraft = { layouts: RecordLayouts };

const layoutNames: readonly LayoutName[] = ['trip', 'userinfo'];
const properties = [
  'fieldname',
  'type',
  'veldnaam',
  'veldnaamENG',
  'lbl1',
  'lbl1ENG',
  'tabel',
  'verplicht',
  'default',
  'minval',
  'maxval',
  'minlen',
  'lengte',
  'vv19',
] as const;

/**
 * The form layouts (`layouts`, docs/reference/record-layout.md): the trip fields and the personal fields, each added,
 * edited, moved, hidden and removed, beside a preview of the form as the customer will see it
 * (docs/reference/screens.md#desk-settings-layouts). A layout the app could not render is refused by the same schema
 * as the server's, each problem at its property.
 */
export function LayoutsSettings({ settings }: SettingsScreenProps) {
  const { t, i18n } = useTranslation();
  const [announcement, setAnnouncement] = useState('');
  // The labels name each property with its field, so they follow the draft the form holds: the draft of the last
  // render is kept here and, when the form changed it, this render is made again with its labels (React's pattern of
  // adjusting state while rendering).
  const [labelled, setLabelled] = useState<RecordLayouts>(settings.config.layouts);
  const labels = layoutLabels(labelled, t, toLanguage(i18n.language));
  const form = useSettingsForm<LayoutsDraft>({
    section: 'layouts',
    settings,
    labels,
    valueOf: ({ layouts }) => ({ layouts }),
  });
  const layouts = form.draft.layouts;
  if (layouts !== labelled) setLabelled(layouts);
  const setLayout = (layout: LayoutName, entries: LayoutEntry[]) =>
    form.change((before) => ({ layouts: { ...before.layouts, [layout]: entries } }), `layouts.${layout}`);
  const add = (layout: LayoutName) => {
    const id = nextEntryId(layouts);
    form.change((before) => ({ layouts: withNewEntry(before.layouts, layout, t('desk.settings.layouts.newField')) }));
    return { index: layouts[layout].length, id };
  };
  const problemIds = form.summary.map((problem) => problem.fieldId);
  const hasProblem = (path: string) => {
    const id = settingsFieldId(path);
    return problemIds.some((each) => each === id || each.startsWith(`${id}-`));
  };
  return (
    <div className="layouts-settings">
      <SettingsFormFrame form={form}>
        <p>{t('desk.settings.layouts.intro')}</p>
        {layoutNames.map((layout) => (
          <LayoutList
            key={layout}
            form={form}
            layout={layout}
            entries={layouts[layout]}
            onChange={(entries) => setLayout(layout, entries)}
            onAdd={() => add(layout)}
            hasProblem={hasProblem}
            announce={setAnnouncement}
          />
        ))}
        <p className="visually-hidden" role="status">
          {announcement}
        </p>
      </SettingsFormFrame>
      <LayoutPreview layouts={layouts} overrides={settings.config.lang} />
    </div>
  );
}

/**
 * Every property's label by its path, named with its field ("Kinderzitje: Name of the value"), for messages and the
 * summary; a problem of the entry as a whole (its id) is the entry's own, shown at the top of its editor.
 */
function layoutLabels(layouts: RecordLayouts, t: TFunction, lang: Language): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const layout of layoutNames) {
    labels[`layouts.${layout}`] = t(`desk.settings.layouts.${layout}`);
    layouts[layout].forEach((entry, index) => {
      const path = `layouts.${layout}.${index}`;
      const field = entryName(entry, lang);
      labels[path] = field;
      for (const property of properties)
        labels[`${path}.${property}`] = t('desk.settings.layouts.propertyOf', {
          field,
          property: t(`desk.settings.layouts.${property}`),
        });
      entry.tabel.forEach((_option, option) => {
        for (const part of ['id', 'omschrijving'] as const)
          labels[`${path}.tabel.${option}.${part}`] = t('desk.settings.layouts.propertyOf', {
            field,
            property: t(part === 'id' ? 'desk.settings.layouts.optionId' : 'desk.settings.layouts.optionText', {
              n: option + 1,
            }),
          });
      });
    });
  }
  return labels;
}
