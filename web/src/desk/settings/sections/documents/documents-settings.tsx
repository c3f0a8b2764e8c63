import { useState } from 'react';
import { languages, type Language } from '#common/constants.ts';
import type { SaveSettingsRequest } from '#common/contracts/admin-settings.ts';
import type { TenantFile } from '#common/tenant/tenant-file.ts';
import { DateField } from '../../../../ui/date-field.tsx';
import { Field } from '../../../../ui/field.tsx';
import { FileField, type PickedFile } from '../../../../ui/file-field.tsx';
import { Fieldset } from '../../../../ui/fieldset.tsx';
import { useTranslation } from '../../../../ui/i18n/i18n.ts';
import { TextListField } from '../../../../ui/text-list-field.tsx';
import { SettingsFormFrame } from '../../components/settings-form.tsx';
import { settingsFieldId, useSettingsForm } from '../../hooks/use-settings-form.ts';
import type { SettingsScreenProps } from '../../sections.tsx';
import { helpOf, labelsOf } from '../../setting-names.ts';
import {
  documentName,
  extensionOf,
  logoName,
  maxBase64Length,
  tenantFileUrl,
  type DocumentKind,
} from './document-files.ts';
import './documents-settings.css';

type DocumentsDraft = Pick<TenantFile, 'logo' | 'documents' | 'accessibility'> & {
  /** Files picked since the screen opened, by their stored name, with a preview address. */
  files: Record<string, { contentBase64: string; dataUrl: string }>;
};

const kinds: readonly DocumentKind[] = ['terms', 'privacy'];
const documentPaths = kinds.flatMap((kind) => languages.map((language) => `documents.${kind}.${language}`));
const limitationPaths = languages.map((language) => `accessibility.limitations.${language}`);

/**
 * The operator's logo, its terms and privacy statement per language (uploaded, served from its own address) and what
 * its accessibility statement says of itself (docs/reference/tenant-settings.md#accessibility): the section
 * `documents`.
 */
export function DocumentsSettings({ settings }: SettingsScreenProps) {
  const { t } = useTranslation();
  // A picked file refused before it is sent (a type not offered, too large), by the field it was picked in.
  const [refused, setRefused] = useState<Record<string, string>>({});
  const form = useSettingsForm<DocumentsDraft>({
    section: 'documents',
    settings,
    labels: labelsOf(t, [
      'logo',
      ...documentPaths,
      'accessibility.reviewed',
      'accessibility.status',
      ...limitationPaths,
    ]),
    valueOf: ({ logo, documents, accessibility }) => ({ logo, documents, accessibility, files: {} }),
    requestOf: ({ files, ...value }) => {
      // Only the files still in use: a second pick for the same place replaced the first.
      const used = [value.logo, ...Object.values(value.documents).flatMap((perLanguage) => Object.values(perLanguage))];
      const sent: NonNullable<SaveSettingsRequest['files']> = Object.entries(files)
        .filter(([name]) => used.some((each) => each === name || each === tenantFileUrl(name)))
        .map(([name, file]) => ({ name, contentBase64: file.contentBase64 }));
      return { value, ...(sent.length > 0 ? { files: sent } : {}) };
    },
  });

  const pick =
    (
      path: string,
      offered: readonly string[],
      nameOf: (extension: string) => string,
      valueOf: (name: string) => string,
    ) =>
    (file: PickedFile) => {
      const extension = extensionOf(file.name, offered);
      const problem =
        extension === null
          ? t('desk.settings.documents.wrongType', { types: offered.join(', ') })
          : file.base64.length > maxBase64Length
            ? t('desk.settings.documents.tooLarge')
            : null;
      setRefused((current) => ({ ...current, [path]: problem ?? '' }));
      if (extension === null || problem !== null) return;
      const name = nameOf(extension);
      // By its name, not a path: a file's name holds a dot.
      form.change((draft) => ({
        ...draft,
        files: { ...draft.files, [name]: { contentBase64: file.base64, dataUrl: file.dataUrl } },
      }));
      form.update(path, valueOf(name));
    };
  const messageOf = (path: string) => refused[path] || form.message(path);

  const logo = String(form.value('logo'));
  const newLogo = form.draft.files[logo];
  return (
    <SettingsFormFrame form={form}>
      <Fieldset legend={t('desk.settings.field.logo')}>
        <div className="settings-logo">
          <img
            className="settings-logo__image"
            src={newLogo ? newLogo.dataUrl : tenantFileUrl(logo)}
            alt={t(newLogo ? 'desk.settings.documents.logoNew' : 'desk.settings.documents.logoNow')}
          />
        </div>
        <FileField
          id={settingsFieldId('logo')}
          label={t('desk.settings.documents.logoPick')}
          info={helpOf(t, 'logo')}
          message={messageOf('logo')}
          accept=".svg,.png,image/svg+xml,image/png"
          onPick={pick(
            'logo',
            ['svg', 'png'],
            (extension) => logoName(settings.config.logo, extension),
            (name) => name,
          )}
        />
      </Fieldset>
      {kinds.map((kind) => (
        <Fieldset key={kind} legend={t(`desk.settings.field.documents.${kind}`)} info={helpOf(t, `documents.${kind}`)}>
          {languages.map((language: Language) => {
            const path = `documents.${kind}.${language}`;
            const link = String(form.value(path));
            return (
              <div key={language} className="settings-document">
                <p className="settings-document__now">
                  {t('desk.settings.documents.now')}{' '}
                  <a href={link} target="_blank" rel="noreferrer">
                    {t('desk.settings.documents.open', { document: t(`desk.settings.field.${path}`) })}
                  </a>
                </p>
                <FileField
                  id={settingsFieldId(path)}
                  label={t(`desk.settings.field.${path}`)}
                  message={messageOf(path)}
                  accept=".pdf,.html,application/pdf,text/html"
                  onPick={pick(
                    path,
                    ['pdf', 'html'],
                    (extension) => documentName(kind, language, extension),
                    tenantFileUrl,
                  )}
                />
              </div>
            );
          })}
        </Fieldset>
      ))}
      <Fieldset legend={t('desk.settings.documents.accessibility')} info={helpOf(t, 'accessibility')}>
        <DateField
          {...form.field('accessibility.reviewed')}
          value={String(form.value('accessibility.reviewed'))}
          onChange={(value) => form.update('accessibility.reviewed', value)}
        />
        <Field {...form.field('accessibility.status')} info={helpOf(t, 'accessibility.status')}>
          {(control) => (
            <select
              {...control}
              className="select"
              value={String(form.value('accessibility.status'))}
              onChange={(event) => form.update('accessibility.status', event.target.value)}
            >
              <option value="partial">{t('desk.settings.documents.statusPartial')}</option>
              <option value="full">{t('desk.settings.documents.statusFull')}</option>
            </select>
          )}
        </Field>
        {languages.map((language) => {
          const path = `accessibility.limitations.${language}`;
          const itemLabel = (index: number) =>
            t('desk.settings.documents.limitation', {
              language: t(`desk.settings.language.${language}`),
              number: index + 1,
            });
          return (
            <TextListField
              key={language}
              legend={t(`desk.settings.field.${path}`)}
              items={(form.value(path) ?? []) as string[]}
              idOf={(index) => settingsFieldId(`${path}.${index}`)}
              labelOf={itemLabel}
              messageOf={(index) => form.message(`${path}.${index}`)}
              onChange={(index, value) => form.update(`${path}.${index}`, value)}
              onAdd={() => form.addItem(path, '')}
              onRemove={(index) => form.removeItem(path, index)}
              addLabel={t('desk.settings.documents.limitationAdd')}
              removeLabelOf={(index) => t('desk.settings.hosts.remove', { item: itemLabel(index) })}
              emptyText={t('desk.settings.documents.limitationsNone')}
            />
          );
        })}
      </Fieldset>
    </SettingsFormFrame>
  );
}
