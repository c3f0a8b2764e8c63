import type { VehicleClasses } from '#common/tenant/settings.ts';
import { CheckboxField } from '../../../../ui/checkbox-field.tsx';
import { Fieldset } from '../../../../ui/fieldset.tsx';
import { useTranslation } from '../../../../ui/i18n/i18n.ts';
import { toLanguage } from '../../../../ui/i18n/language.ts';
import { NumberField } from '../../../../ui/number-field.tsx';
import { SettingsFormFrame } from '../../components/settings-form.tsx';
import { vehicleClassOptions } from '../../components/vehicle-class-options.ts';
import { settingsFieldId, useSettingsForm } from '../../hooks/use-settings-form.ts';
import type { SettingsScreenProps } from '../../sections.tsx';

/** A class given limits: the usual car's. */
const newCapacity = { seats: 4, luggage: 3 };

/**
 * The vehicle classes' seats and luggage places (docs/reference/tenant-settings.md#vehicleClasses), one per option of
 * the trip form's vehicle field: a trip with more passengers or luggage is refused and offered the class that fits. A
 * class without limits takes any number.
 */
export function ClassesSettings({ settings }: SettingsScreenProps) {
  const { t, i18n } = useTranslation();
  const classes = vehicleClassOptions(settings.config, toLanguage(i18n.language));
  const labels: Record<string, string> = { vehicleClasses: t('desk.settings.section.classes') };
  for (const option of classes) {
    labels[`vehicleClasses.${option.id}.seats`] = t('desk.settings.classes.seats', { vehicle: option.label });
    labels[`vehicleClasses.${option.id}.luggage`] = t('desk.settings.classes.luggage', { vehicle: option.label });
  }
  const form = useSettingsForm<{ vehicleClasses: VehicleClasses }>({
    section: 'classes',
    settings,
    labels,
    valueOf: ({ vehicleClasses }) => ({ vehicleClasses }),
  });
  const limit = (id: string, on: boolean) =>
    form.change(({ vehicleClasses }) => {
      const next = { ...vehicleClasses };
      if (on) next[id] = { ...newCapacity };
      else delete next[id];
      return { vehicleClasses: next };
    }, `vehicleClasses.${id}`);
  if (classes.length === 0) return <p>{t('desk.settings.classes.none')}</p>;
  return (
    <SettingsFormFrame form={form}>
      <p className="fieldset__info">{t('desk.settings.classes.info')}</p>
      {classes.map((option) => {
        const limited = form.draft.vehicleClasses[option.id] !== undefined;
        return (
          <Fieldset key={option.id} legend={option.label}>
            <CheckboxField
              id={settingsFieldId(`vehicleClasses.${option.id}.limited`)}
              label={t('desk.settings.classes.limited')}
              checked={limited}
              onChange={(on) => limit(option.id, on)}
            />
            {limited ? (
              <div className="settings-row">
                <NumberField
                  {...form.number(`vehicleClasses.${option.id}.seats`)}
                  label={t('desk.settings.classes.seatsShort')}
                  min={1}
                  max={100}
                  unit={t('desk.settings.classes.seatsUnit')}
                />
                <NumberField
                  {...form.number(`vehicleClasses.${option.id}.luggage`)}
                  label={t('desk.settings.classes.luggageShort')}
                  max={100}
                  unit={t('desk.settings.classes.luggageUnit')}
                />
              </div>
            ) : (
              <p className="fieldset__info">{t('desk.settings.classes.unlimited')}</p>
            )}
          </Fieldset>
        );
      })}
    </SettingsFormFrame>
  );
}
