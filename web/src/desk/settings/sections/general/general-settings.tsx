import type { TenantFile } from '#common/tenant/tenant-file.ts';
import { CheckboxField } from '../../../../ui/checkbox-field.tsx';
import { Field } from '../../../../ui/field.tsx';
import { Fieldset } from '../../../../ui/fieldset.tsx';
import { useTranslation } from '../../../../ui/i18n/i18n.ts';
import { NumberField } from '../../../../ui/number-field.tsx';
import { TextField, verbatimInput } from '../../../../ui/text-field.tsx';
import { SettingsFormFrame } from '../../components/settings-form.tsx';
import { useSettingsForm } from '../../hooks/use-settings-form.ts';
import type { SettingsScreenProps } from '../../sections.tsx';
import { helpOf, labelsOf } from '../../setting-names.ts';

type GeneralDraft = Pick<TenantFile, 'settings' | 'desk' | 'alerts' | 'privacy'>;

const switches = [
  'settings.requiresLogin',
  'settings.hideDestination',
  'settings.hideTime',
  'settings.showDirection',
  'settings.showCreateAccountLink',
] as const;
const paths = [
  ...switches,
  'settings.clientLanguage',
  'settings.cancellationCutoffHours',
  'settings.passwordResetUrl',
  'settings.createAccountUrl',
  'desk.assignmentBufferMinutes',
  'alerts.unassignedMinutes',
  'privacy.retentionMonths',
];

/**
 * The named settings (docs/reference/tenant-settings.md#settings) with how the desk plans and alerts
 * (docs/reference/tenant-settings.md#desk, #alerts) and how long personal details are kept (#privacy): the section
 * `settings`.
 */
export function GeneralSettings({ settings }: SettingsScreenProps) {
  const { t } = useTranslation();
  const form = useSettingsForm<GeneralDraft>({
    section: 'settings',
    settings,
    labels: labelsOf(t, paths),
    valueOf: ({ settings: named, desk, alerts, privacy }) => ({ settings: named, desk, alerts, privacy }),
  });
  const language = form.field('settings.clientLanguage');
  return (
    <SettingsFormFrame form={form}>
      <Fieldset legend={t('desk.settings.general.app')}>
        {switches.map((path) => (
          <CheckboxField key={path} {...form.checkbox(path)} info={helpOf(t, path)} />
        ))}
        <Field {...language} info={helpOf(t, 'settings.clientLanguage')}>
          {(control) => (
            <select
              {...control}
              className="select"
              value={String(form.value('settings.clientLanguage') ?? '')}
              onChange={(event) => form.update('settings.clientLanguage', event.target.value || null)}
            >
              <option value="">{t('desk.settings.general.visitorsLanguage')}</option>
              <option value="nl">Nederlands</option>
              <option value="en">English</option>
            </select>
          )}
        </Field>
        <NumberField
          {...form.number('settings.cancellationCutoffHours')}
          info={helpOf(t, 'settings.cancellationCutoffHours')}
          unit={t('desk.settings.unit.hours')}
          max={9999}
        />
      </Fieldset>
      <Fieldset legend={t('desk.settings.general.accounts')}>
        <TextField
          {...form.text('settings.passwordResetUrl')}
          info={helpOf(t, 'settings.passwordResetUrl')}
          type="url"
          {...verbatimInput}
        />
        <TextField
          {...form.text('settings.createAccountUrl')}
          info={helpOf(t, 'settings.createAccountUrl')}
          type="url"
          {...verbatimInput}
        />
      </Fieldset>
      <Fieldset legend={t('desk.settings.general.desk')}>
        <NumberField
          {...form.number('desk.assignmentBufferMinutes')}
          info={helpOf(t, 'desk.assignmentBufferMinutes')}
          unit={t('desk.settings.unit.minutes')}
          max={240}
        />
        <NumberField
          {...form.number('alerts.unassignedMinutes')}
          info={helpOf(t, 'alerts.unassignedMinutes')}
          unit={t('desk.settings.unit.minutes')}
          max={1440}
        />
      </Fieldset>
      <Fieldset legend={t('desk.settings.general.privacy')}>
        <NumberField
          {...form.number('privacy.retentionMonths')}
          info={helpOf(t, 'privacy.retentionMonths')}
          unit={t('desk.settings.unit.months')}
          min={1}
          max={120}
        />
      </Fieldset>
    </SettingsFormFrame>
  );
}
