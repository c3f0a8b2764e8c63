import { useState } from 'react';
import type { LayoutEntry, LayoutName } from '#common/contracts/layout.ts';
import type { Language } from '#common/constants.ts';
import { useTranslation } from '../../../../ui/i18n/i18n.ts';
import { toLanguage } from '../../../../ui/i18n/language.ts';
import { settingsFieldId } from '../../hooks/use-settings-form.ts';
import { EntryEditor, type LayoutForm } from './entry-editor.tsx';
import { moved, removed } from './layout-draft.ts';
import { MoveButtons } from './move-buttons.tsx';

type LayoutListProps = {
  form: LayoutForm;
  layout: LayoutName;
  entries: readonly LayoutEntry[];
  /** Replaces the layout's entries in the draft. */
  onChange: (entries: LayoutEntry[]) => void;
  /** Adds a field at the end; answers its place and id. */
  onAdd: () => { index: number; id: number };
  /** Whether a problem is shown inside the entry at this path: its editor then stays open. */
  hasProblem: (path: string) => boolean;
  announce: (text: string) => void;
};

/** An entry's name in the list: its label in the desk's language (English falls back to Dutch), else its field name. */
export const entryName = (entry: LayoutEntry, lang: Language) =>
  (lang === 'en' ? entry.veldnaamENG.trim() : '') || entry.veldnaam.trim() || entry.fieldname;

/**
 * One record layout as a list (docs/reference/screens.md#desk-settings-layouts): per field its label, kind, required
 * and hidden, and buttons to edit it (its properties open below it), hide or show it, move it and remove it.
 */
export function LayoutList({ form, layout, entries, onChange, onAdd, hasProblem, announce }: LayoutListProps) {
  const { t, i18n } = useTranslation();
  const lang = toLanguage(i18n.language);
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const listPath = `layouts.${layout}`;
  const listId = settingsFieldId(listPath);
  const headingId = `${listId}-heading`;
  // A field opens when a problem shows in it, once: it stays open when the problem goes (its editor may hold the
  // focus), and the operator may close it.
  const [opened, setOpened] = useState<readonly number[]>([]);
  const withProblems = entries.filter((_entry, index) => hasProblem(`${listPath}.${index}`)).map((entry) => entry.id);
  if (withProblems.join() !== opened.join()) {
    const fresh = withProblems.filter((id) => !opened.includes(id));
    setOpened(withProblems);
    if (fresh.length > 0) setOpen(new Set([...open, ...fresh]));
  }
  const toggle = (id: number) =>
    setOpen((before) => {
      const next = new Set(before);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const setEntry = (index: number, entry: LayoutEntry) =>
    onChange(entries.map((each, at) => (at === index ? entry : each)));
  const add = () => {
    const { index, id } = onAdd();
    setOpen((before) => new Set(before).add(id));
    // The new field's label is what the operator types first.
    requestAnimationFrame(() => document.getElementById(settingsFieldId(`${listPath}.${index}.veldnaam`))?.focus());
  };
  return (
    <section className="layout-list" aria-labelledby={headingId}>
      <h3 id={headingId}>{t(`desk.settings.layouts.${layout}`)}</h3>
      <p className="layout-list__info">{t(`desk.settings.layouts.${layout}Info`)}</p>
      {form.message(listPath) && <p className="field__message">{form.message(listPath)}</p>}
      <ol className="layout-list__items" id={listId} tabIndex={-1} aria-labelledby={headingId}>
        {entries.map((entry, index) => {
          const path = `${listPath}.${index}`;
          const name = entryName(entry, lang);
          const panelId = settingsFieldId(path);
          const hideKey = entry.vv19 === 'J' ? 'desk.settings.layouts.show' : 'desk.settings.layouts.hide';
          const isOpen = open.has(entry.id);
          const facts = [
            t(`desk.settings.layouts.type_${entry.type}`),
            entry.verplicht === 'J' ? t('desk.settings.layouts.isRequired') : '',
            entry.vv19 === 'J' ? t('desk.settings.layouts.isHidden') : '',
          ].filter(Boolean);
          return (
            <li key={entry.id} className="layout-list__item">
              <div className="layout-list__row">
                <p className="layout-list__summary">
                  <span className="layout-list__name">{name}</span>
                  <span className="layout-list__facts">{facts.join(' · ')}</span>
                </p>
                <div className="layout-list__actions">
                  <button
                    type="button"
                    className="button button--secondary"
                    aria-label={`${t('desk.settings.layouts.edit')}: ${name}`}
                    aria-expanded={isOpen}
                    aria-controls={isOpen ? panelId : undefined}
                    onClick={() => toggle(entry.id)}
                  >
                    {t('desk.settings.layouts.edit')}
                  </button>
                  <button
                    type="button"
                    className="button button--secondary"
                    aria-label={`${t(hideKey)}: ${name}`}
                    onClick={() => setEntry(index, { ...entry, vv19: entry.vv19 === 'J' ? 'N' : 'J' })}
                  >
                    {t(hideKey)}
                  </button>
                  <MoveButtons
                    name={name}
                    index={index}
                    count={entries.length}
                    idBase={`${listId}-field`}
                    afterRemoveId={listId}
                    onMove={(by) => onChange(moved(entries, index, by))}
                    onRemove={() => onChange(removed(entries, index))}
                    announce={announce}
                  />
                </div>
              </div>
              {isOpen && (
                <div className="layout-list__panel" id={panelId} tabIndex={-1}>
                  <EntryEditor
                    form={form}
                    entry={entry}
                    path={path}
                    onChange={(next) => setEntry(index, next)}
                    announce={announce}
                  />
                </div>
              )}
            </li>
          );
        })}
      </ol>
      <button type="button" className="button button--secondary" onClick={add}>
        {t(`desk.settings.layouts.add_${layout}`)}
      </button>
    </section>
  );
}
