import type { TenantInfo } from '#common/tenant/settings.ts';
import { useTranslation } from '../../../../ui/i18n/i18n.ts';
import { Fieldset } from '../../../../ui/fieldset.tsx';
import { NumberField } from '../../../../ui/number-field.tsx';
import { TextField, verbatimInput } from '../../../../ui/text-field.tsx';
import { SettingsFormFrame } from '../../components/settings-form.tsx';
import { useSettingsForm } from '../../hooks/use-settings-form.ts';
import type { SettingsScreenProps } from '../../sections.tsx';
import { helpOf, labelsOf } from '../../setting-names.ts';
import { coordinateOf } from '../../coordinates.ts';

/** The company info as the form edits it: the base's coordinates as typed, numbers again when sent. */
type CompanyDraft = { info: Omit<TenantInfo, 'location'> & { location: { lat: string; lng: string } } };

const texts = [
  'company',
  'address',
  'telText',
  'telUrl',
  'email',
  'websiteText',
  'websiteUrl',
  'logoLinkUrl',
  'location.lat',
  'location.lng',
  'bookingLeadMinutes',
  'airportWaitingMinutes',
  'legal.name',
  'legal.kvkNumber',
  'legal.vatNumber',
  'legal.iban',
] as const;

/**
 * The company's details (`info`, docs/reference/tenant-settings.md#info): its name, address, phone, email, websites,
 * base, lead time and airport waiting time, and the legal details its receipts and invoices print
 * (docs/decisions/051-receipts.md). The texts of its pages are on the texts screen.
 */
export function CompanySettings({ settings }: SettingsScreenProps) {
  const { t } = useTranslation();
  const labels = labelsOf(
    t,
    texts.map((name) => `info.${name}`),
  );
  const form = useSettingsForm<CompanyDraft>({
    section: 'company',
    settings,
    labels,
    valueOf: ({ info }) => ({
      info: { ...info, location: { lat: String(info.location.lat), lng: String(info.location.lng) } },
    }),
    requestOf: ({ info }) => ({
      value: {
        info: { ...info, location: { lat: coordinateOf(info.location.lat), lng: coordinateOf(info.location.lng) } },
      },
    }),
  });
  const info = (name: (typeof texts)[number] | 'location' | 'legal') => helpOf(t, `info.${name}`);
  return (
    <SettingsFormFrame form={form}>
      <TextField {...form.text('info.company')} required autoComplete="organization" />
      <TextField {...form.text('info.address')} autoComplete="off" />
      <Fieldset legend={t('desk.settings.company.contact')}>
        <TextField {...form.text('info.telText')} info={info('telText')} type="tel" autoComplete="off" />
        <TextField {...form.text('info.telUrl')} info={info('telUrl')} autoComplete="off" {...verbatimInput} />
        <TextField {...form.text('info.email')} required type="email" autoComplete="off" {...verbatimInput} />
        <TextField {...form.text('info.websiteText')} autoComplete="off" {...verbatimInput} />
        <TextField {...form.text('info.websiteUrl')} type="url" autoComplete="off" {...verbatimInput} />
        <TextField {...form.text('info.logoLinkUrl')} info={info('logoLinkUrl')} type="url" {...verbatimInput} />
      </Fieldset>
      <Fieldset legend={t('desk.settings.company.base')} info={info('location')}>
        <TextField {...form.text('info.location.lat')} inputMode="decimal" autoComplete="off" />
        <TextField {...form.text('info.location.lng')} inputMode="decimal" autoComplete="off" />
      </Fieldset>
      <Fieldset legend={t('desk.settings.company.legal')} info={info('legal')}>
        <TextField {...form.text('info.legal.name')} info={info('legal.name')} autoComplete="off" />
        <TextField
          {...form.text('info.legal.kvkNumber')}
          info={info('legal.kvkNumber')}
          inputMode="numeric"
          autoComplete="off"
          {...verbatimInput}
        />
        <TextField
          {...form.text('info.legal.vatNumber')}
          info={info('legal.vatNumber')}
          autoComplete="off"
          {...verbatimInput}
        />
        <TextField {...form.text('info.legal.iban')} info={info('legal.iban')} autoComplete="off" {...verbatimInput} />
      </Fieldset>
      <NumberField
        {...form.number('info.bookingLeadMinutes')}
        info={info('bookingLeadMinutes')}
        unit={t('desk.settings.unit.minutes')}
        max={100000}
      />
      <NumberField
        {...form.number('info.airportWaitingMinutes')}
        info={info('airportWaitingMinutes')}
        unit={t('desk.settings.unit.minutes')}
        max={1440}
      />
    </SettingsFormFrame>
  );
}
