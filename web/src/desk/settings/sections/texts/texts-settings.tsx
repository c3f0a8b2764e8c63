import { useRef } from 'react';
import { languages, type Language } from '#common/constants.ts';
import type { TenantFile } from '#common/tenant/tenant-file.ts';
import { DataTable, type Column } from '../../../../ui/data-table.tsx';
import { Fieldset } from '../../../../ui/fieldset.tsx';
import { useTranslation } from '../../../../ui/i18n/i18n.ts';
import { TextPairField } from '../../../../ui/text-pair-field.tsx';
import { SettingsFormFrame } from '../../components/settings-form.tsx';
import { settingsFieldId, useSettingsForm, type SettingsForm } from '../../hooks/use-settings-form.ts';
import type { SettingsScreenProps } from '../../sections.tsx';
import { helpOf, labelsOf } from '../../setting-names.ts';
import './texts-settings.css';

/** One of the operator's own wordings of a text of the app: in which language, which text, its words. */
type Override = { language: Language; key: string; text: string };
type TextsDraft = {
  info: Pick<TenantFile['info'], 'infoHtml' | 'faqHtml'>;
  overrides: Override[];
};

const htmlPaths = languages.flatMap((language) => [`info.infoHtml.${language}`, `info.faqHtml.${language}`]);

/** The text overrides as the tenant file holds them (`lang`: language → key → text), a row without a key left out. */
export function overridesOf(rows: readonly Override[]): TenantFile['lang'] {
  const lang: TenantFile['lang'] = { nl: {}, en: {} };
  for (const row of rows) if (row.key.trim()) lang[row.language][row.key.trim()] = row.text;
  return lang;
}

/**
 * The operator's texts (docs/reference/tenant-settings.md#info, the section `texts`): the info page's and the FAQ's
 * HTML per language (cleaned by the server when saved), and its own wording of any text of the app (`lang`).
 */
export function TextsSettings({ settings }: SettingsScreenProps) {
  const { t } = useTranslation();
  const form = useSettingsForm<TextsDraft>({
    section: 'texts',
    settings,
    labels: labelsOf(t, [...htmlPaths, 'lang']),
    valueOf: ({ info, lang }) => ({
      info: { infoHtml: info.infoHtml, faqHtml: info.faqHtml },
      overrides: languages.flatMap((language) =>
        Object.entries(lang[language]).map(([key, text]) => ({ language, key, text })),
      ),
    }),
    requestOf: ({ info, overrides }) => ({ value: { info, lang: overridesOf(overrides) } }),
  });
  return (
    <SettingsFormFrame form={form}>
      <Fieldset legend={t('desk.settings.texts.info')} info={helpOf(t, 'info.infoHtml')}>
        <TextPairField {...form.pair('info.infoHtml')} rows={10} />
      </Fieldset>
      <Fieldset legend={t('desk.settings.texts.faq')} info={helpOf(t, 'info.faqHtml')}>
        <TextPairField {...form.pair('info.faqHtml')} rows={10} />
      </Fieldset>
      <Overrides form={form} />
    </SettingsFormFrame>
  );
}

function Overrides({ form }: { form: Pick<SettingsForm<TextsDraft>, 'draft' | 'update' | 'addItem' | 'removeItem'> }) {
  const { t } = useTranslation();
  // Where the focus goes when a row is removed: its own button is gone.
  const addRef = useRef<HTMLButtonElement>(null);
  const rows = form.draft.overrides.map((row, index) => ({ ...row, index }));
  const number = (index: number) => index + 1;
  const columns: readonly Column<(typeof rows)[number]>[] = [
    {
      name: 'language',
      header: t('desk.settings.texts.language'),
      cell: (row) => (
        <select
          className="select"
          aria-label={t('desk.settings.texts.languageOf', { number: number(row.index) })}
          value={row.language}
          onChange={(event) => form.update(`overrides.${row.index}.language`, event.target.value)}
        >
          <option value="nl">Nederlands</option>
          <option value="en">English</option>
        </select>
      ),
    },
    {
      name: 'key',
      header: t('desk.settings.texts.key'),
      cell: (row) => (
        <input
          className="input"
          id={row.index === 0 ? settingsFieldId('lang') : undefined}
          aria-label={t('desk.settings.texts.keyOf', { number: number(row.index) })}
          autoComplete="off"
          spellCheck={false}
          value={row.key}
          onChange={(event) => form.update(`overrides.${row.index}.key`, event.target.value)}
        />
      ),
    },
    {
      name: 'text',
      header: t('desk.settings.texts.text'),
      cell: (row) => (
        <input
          className="input"
          aria-label={t('desk.settings.texts.textOf', { number: number(row.index) })}
          autoComplete="off"
          value={row.text}
          onChange={(event) => form.update(`overrides.${row.index}.text`, event.target.value)}
        />
      ),
    },
    {
      name: 'remove',
      header: t('desk.settings.texts.removeHeader'),
      cell: (row) => (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            form.removeItem('overrides', row.index);
            addRef.current?.focus();
          }}
        >
          {t('desk.settings.texts.remove')}
          <span className="visually-hidden">
            {' '}
            {t('desk.settings.texts.removeWhich', { number: number(row.index) })}
          </span>
        </button>
      ),
    },
  ];
  return (
    <Fieldset legend={t('desk.settings.field.lang')} info={helpOf(t, 'lang')}>
      {rows.length === 0 ? (
        <p>{t('desk.settings.texts.none')}</p>
      ) : (
        <DataTable
          className="settings-overrides"
          caption={t('desk.settings.field.lang')}
          columns={columns}
          rows={rows}
          rowKey={(row) => row.index}
        />
      )}
      <div className="actions">
        <button
          ref={addRef}
          type="button"
          className="button button--secondary"
          onClick={() => form.addItem('overrides', { language: 'nl', key: '', text: '' })}
        >
          {t('desk.settings.texts.add')}
        </button>
      </div>
    </Fieldset>
  );
}
