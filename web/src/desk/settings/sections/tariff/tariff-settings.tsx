import { wallTimeAt } from '#common/fields/trip-datetime.ts';
import { dateOf } from '#common/tenant/service-rules.ts';
import { Field } from '../../../../ui/field.tsx';
import { Fieldset } from '../../../../ui/fieldset.tsx';
import { useTranslation } from '../../../../ui/i18n/i18n.ts';
import { toLanguage } from '../../../../ui/i18n/language.ts';
import { TimeField } from '../../../../ui/time-field.tsx';
import { SettingsFormFrame } from '../../components/settings-form.tsx';
import { UnitTextField } from '../../components/unit-text-field.tsx';
import { vehicleClassOptions } from '../../components/vehicle-class-options.ts';
import { useSettingsForm } from '../../hooks/use-settings-form.ts';
import type { SettingsScreenProps } from '../../sections.tsx';
import { HolidayFields } from './holiday-fields.tsx';
import { roundingChoices, tariffDraftOf, tariffOfDraft, type Rounding, type TariffDraft } from './tariff-draft.ts';
import { TariffPreview } from './tariff-preview.tsx';
import { ZoneFields, zoneLabels } from './zone-fields.tsx';
import '../../components/settings-sections.css';

/** The tariff's fields with a label of their own, by their key under `desk.settings.tariff.`. */
const fieldNames = [
  'startFeeCents',
  'perKmCents',
  'perMinuteCents',
  'minimumFareCents',
  'roadFactor',
  'travelSpeed.cityKm',
  'travelSpeed.cityKmh',
  'travelSpeed.roadKmh',
  'vehicleClassMultipliers',
  'nightSurchargePercent',
  'nightHours.from',
  'nightHours.to',
  'weekendSurchargePercent',
  'holidaySurchargePercent',
  'holidays',
  'airportSurchargeCents',
  'roundToCents',
] as const;

/**
 * The tariff (docs/reference/tenant-settings.md#tariff, docs/reference/screens.md#desk-settings-tariff): the metered fare in
 * euros, the vehicle types' multipliers, the surcharges with the night's hours and the holidays that count, zones and
 * their fixed prices, rounding, and in an advanced part the distance and speed estimate; below, the preview of the
 * draft beside the tariff in force. A save is a new version.
 */
export function TariffSettings({ settings }: SettingsScreenProps) {
  const { t, i18n } = useTranslation();
  const lang = toLanguage(i18n.language);
  const classes = vehicleClassOptions(settings.config, lang);
  const labels: Record<string, string> = {
    ...Object.fromEntries(fieldNames.map((name) => [`tariff.${name}`, t(`desk.settings.tariff.${name}`)])),
    ...Object.fromEntries(
      classes.map((option) => [
        `tariff.vehicleClassMultipliers.${option.id}`,
        t('desk.settings.tariff.multiplierOf', { vehicle: option.label }),
      ]),
    ),
    ...zoneLabels(t),
  };
  const form = useSettingsForm<TariffDraft>({
    section: 'tariff',
    settings,
    labels,
    valueOf: ({ tariff }) => ({ tariff: tariffDraftOf(tariff, lang) }),
    requestOf: ({ tariff }) => ({ value: { tariff: tariffOfDraft(tariff, settings.config.tariff) } }),
  });
  const euros = (name: string) => <UnitTextField {...form.text(`tariff.${name}`)} unit="€" />;
  const percent = (name: string) => <UnitTextField {...form.text(`tariff.${name}`)} unit="%" />;
  const info = (name: string) => t(`desk.settings.tariff.${name}Info`);
  const rounding = form.field('tariff.roundToCents');
  const today = dateOf(wallTimeAt(new Date()));
  return (
    <div className="tariff-settings">
      <SettingsFormFrame form={form}>
        <Fieldset legend={t('desk.settings.tariff.metered')} info={info('metered')}>
          <div className="settings-row">
            {euros('startFeeCents')}
            {euros('perKmCents')}
            {euros('perMinuteCents')}
            {euros('minimumFareCents')}
          </div>
        </Fieldset>
        {classes.length > 0 && (
          <Fieldset legend={t('desk.settings.tariff.vehicleClassMultipliers')} info={info('vehicleClassMultipliers')}>
            {form.message('tariff.vehicleClassMultipliers') && (
              <p className="field__message">{form.message('tariff.vehicleClassMultipliers')}</p>
            )}
            <div className="settings-row">
              {classes.map((option) => (
                <UnitTextField key={option.id} {...form.text(`tariff.vehicleClassMultipliers.${option.id}`)} unit="×" />
              ))}
            </div>
          </Fieldset>
        )}
        <Fieldset legend={t('desk.settings.tariff.surcharges')} info={info('surcharges')}>
          <div className="settings-row">
            {percent('nightSurchargePercent')}
            <TimeField {...form.text('tariff.nightHours.from')} />
            <TimeField {...form.text('tariff.nightHours.to')} />
          </div>
          <p className="fieldset__info">{info('nightHours')}</p>
          <div className="settings-row">
            {percent('weekendSurchargePercent')}
            {percent('holidaySurchargePercent')}
            {euros('airportSurchargeCents')}
          </div>
          <HolidayFields form={form} today={today} lang={lang} />
        </Fieldset>
        <ZoneFields form={form} />
        <Field {...rounding} info={info('roundToCents')}>
          {(control) => (
            <select
              {...control}
              className="select"
              value={form.draft.tariff.roundToCents}
              onChange={(event) => form.update('tariff.roundToCents', Number(event.target.value) as Rounding)}
            >
              {roundingChoices.map((cents) => (
                <option key={cents} value={cents}>
                  {t(`desk.settings.tariff.rounding_${cents}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Fieldset legend={t('desk.settings.tariff.advanced')} info={info('advanced')}>
          <div className="settings-row">
            <UnitTextField {...form.text('tariff.roadFactor')} info={info('roadFactor')} unit="×" />
            <UnitTextField {...form.text('tariff.travelSpeed.cityKm')} unit="km" />
            <UnitTextField {...form.text('tariff.travelSpeed.cityKmh')} unit={t('desk.settings.unit.kmh')} />
            <UnitTextField {...form.text('tariff.travelSpeed.roadKmh')} unit={t('desk.settings.unit.kmh')} />
          </div>
        </Fieldset>
      </SettingsFormFrame>
      <TariffPreview tariff={() => tariffOfDraft(form.draft.tariff)} classes={classes} labels={labels} lang={lang} />
    </div>
  );
}
