import type { Language } from '#common/constants.ts';
import { crossesMidnight } from '#common/tenant/service-rules.ts';
import { openingWindowSchema } from '#common/tenant/settings.ts';
import { weekdayKeys, type WeekdayKey } from '#common/tenant/weekdays.ts';
import { CheckboxField } from '../../../../ui/checkbox-field.tsx';
import { Fieldset } from '../../../../ui/fieldset.tsx';
import type { TFunction } from '../../../../ui/i18n/i18n.ts';
import { useTranslation } from '../../../../ui/i18n/i18n.ts';
import { TimeField } from '../../../../ui/time-field.tsx';
import { weekdayName } from '../../../../shared/trip/service-rules-text.ts';
import { settingsFieldId, type SettingsForm } from '../../hooks/use-settings-form.ts';
import {
  windowsOf,
  withCopyToNext,
  withDayClosed,
  withoutWindow,
  withWindow,
  type OpeningHours,
} from './rules-draft.ts';

/** The most windows a day may have (`openingHours` in common/src/tenant/settings.ts). */
const maxWindows = 6;
const hoursPath = 'serviceRules.openingHours';

/** The labels of the windows' fields: "maandag, periode 1: van". */
export function openingHoursLabels(t: TFunction, lang: Language): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const day of weekdayKeys) {
    const name = weekdayName(day, lang, 'long');
    for (let i = 0; i < maxWindows; i++) {
      const values = { day: name, n: i + 1 };
      labels[`${hoursPath}.${day}.${i}`] = t('desk.settings.rules.window', values);
      labels[`${hoursPath}.${day}.${i}.from`] = t('desk.settings.rules.windowFrom', values);
      labels[`${hoursPath}.${day}.${i}.to`] = t('desk.settings.rules.windowTo', values);
    }
  }
  return labels;
}

type OpeningHoursFieldsProps = {
  form: Pick<SettingsForm, 'text' | 'message'>;
  hours: OpeningHours;
  onChange: (hours: OpeningHours) => void;
  lang: Language;
};

/**
 * The opening hours per weekday (docs/reference/tenant-settings.md#openingHours): each day closed all day or one or
 * more periods; a period that ends before it starts runs past midnight, and says so.
 */
export function OpeningHoursFields({ form, hours, onChange, lang }: OpeningHoursFieldsProps) {
  const { t } = useTranslation();
  const dayFields = (day: WeekdayKey) => {
    const windows = windowsOf(hours, day);
    const name = weekdayName(day, lang, 'long');
    const next = weekdayKeys[(weekdayKeys.indexOf(day) + 1) % weekdayKeys.length] as WeekdayKey;
    return (
      <Fieldset key={day} legend={name} className="settings-day">
        <CheckboxField
          id={settingsFieldId(`${hoursPath}.${day}.closed`)}
          label={t('desk.settings.rules.closedAllDay')}
          checked={windows.length === 0}
          onChange={(closed) => onChange(withDayClosed(hours, day, closed))}
        />
        {windows.map((window, index) => {
          const path = `${hoursPath}.${day}.${index}`;
          const whole = form.message(path);
          const overnight = openingWindowSchema.safeParse(window).success && crossesMidnight(window);
          return (
            <div
              key={index}
              id={settingsFieldId(path)}
              tabIndex={-1}
              className="settings-window"
              role="group"
              aria-label={t('desk.settings.rules.window', { day: name, n: index + 1 })}
            >
              <div className="settings-row settings-row--end">
                <TimeField {...form.text(`${path}.from`)} label={t('desk.settings.rules.from')} />
                <TimeField {...form.text(`${path}.to`)} label={t('desk.settings.rules.until')} />
                <button
                  type="button"
                  className="button button--quiet"
                  onClick={() => onChange(withoutWindow(hours, day, index))}
                >
                  {t('desk.settings.rules.windowRemove', { day: name, n: index + 1 })}
                </button>
              </div>
              {overnight && (
                <p className="fieldset__info">
                  {t('desk.settings.rules.overnight', { to: window.to, day: weekdayName(next, lang, 'long') })}
                </p>
              )}
              {whole && <p className="field__message">{whole}</p>}
            </div>
          );
        })}
        <div className="actions">
          <button
            type="button"
            className="button button--secondary"
            disabled={windows.length >= maxWindows}
            onClick={() => onChange(withWindow(hours, day))}
          >
            {t('desk.settings.rules.windowAdd', { day: name })}
          </button>
          <button type="button" className="button button--quiet" onClick={() => onChange(withCopyToNext(hours, day))}>
            {t('desk.settings.rules.copyToNext', { day: weekdayName(next, lang, 'long') })}
          </button>
        </div>
      </Fieldset>
    );
  };
  return <div className="settings-days">{weekdayKeys.map(dayFields)}</div>;
}
