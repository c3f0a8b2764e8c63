import { dutchHolidays, holidayChoices, type HolidayChoice } from '#common/calendar/dutch-holidays.ts';
import type { Language } from '#common/constants.ts';
import { formatDate } from '#common/format/text.ts';
import { dateOf } from '#common/tenant/service-rules.ts';
import { CheckboxField } from '../../../../ui/checkbox-field.tsx';
import { Fieldset } from '../../../../ui/fieldset.tsx';
import { useTranslation } from '../../../../ui/i18n/i18n.ts';
import { settingsFieldId } from '../../hooks/use-settings-form.ts';
import type { TariffForm } from './tariff-form.ts';

/** The next day a holiday falls on from `today` (`YYYY-MM-DD`): Liberation Day of a lustrum in the next such year. */
export function nextHolidayDate(choice: HolidayChoice, today: string): string {
  const year = Number(today.slice(0, 4));
  for (let each = year; each <= year + 5; each++) {
    if (choice === 'bevrijdingsdagLustrum' && each % 5 !== 0) continue;
    const id = choice === 'bevrijdingsdagLustrum' ? 'bevrijdingsdag' : choice;
    const date = dateOf(dutchHolidays(each)[id]);
    if (date >= today) return date;
  }
  return '';
}

/**
 * Which public holidays the holiday surcharge counts (docs/reference/tenant-settings.md#holidays): computed, never
 * typed; each named with the next day it falls on.
 */
export function HolidayFields({ form, today, lang }: { form: TariffForm; today: string; lang: Language }) {
  const { t } = useTranslation();
  const counted = form.draft.tariff.holidays;
  const field = form.field('tariff.holidays');
  const toggle = (choice: HolidayChoice, on: boolean) =>
    form.change(
      (draft) => ({
        tariff: {
          ...draft.tariff,
          holidays: holidayChoices.filter((each) => (each === choice ? on : draft.tariff.holidays.includes(each))),
        },
      }),
      'tariff.holidays',
    );
  return (
    <Fieldset legend={field.label} info={t('desk.settings.tariff.holidaysInfo')} className="settings-holidays">
      <div id={field.id} tabIndex={-1} className="settings-holidays__list">
        {holidayChoices.map((choice) => (
          <CheckboxField
            key={choice}
            id={settingsFieldId(`tariff.holidays.${choice}`)}
            label={
              <>
                {t(`desk.settings.tariff.holiday.${choice}`)}{' '}
                <span className="settings-holidays__date">
                  ({t('desk.settings.tariff.holidayNext', { date: formatDate(nextHolidayDate(choice, today), lang) })})
                </span>
              </>
            }
            checked={counted.includes(choice)}
            onChange={(on) => toggle(choice, on)}
          />
        ))}
      </div>
      {field.message && (
        <p id={`${field.id}-message`} className="field__message">
          {field.message}
        </p>
      )}
    </Fieldset>
  );
}
