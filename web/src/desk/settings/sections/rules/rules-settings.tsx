import { useState } from 'react';
import { Link } from 'react-router';
import type { Language } from '#common/constants.ts';
import { wallTimeAt } from '#common/fields/trip-datetime.ts';
import { formatDate } from '#common/format/text.ts';
import { serviceRulesSchema, type ServiceArea, type ServiceRules } from '#common/tenant/settings.ts';
import { CheckboxField } from '../../../../ui/checkbox-field.tsx';
import { DateField } from '../../../../ui/date-field.tsx';
import { Fieldset } from '../../../../ui/fieldset.tsx';
import { useTranslation } from '../../../../ui/i18n/i18n.ts';
import { toLanguage } from '../../../../ui/i18n/language.ts';
import { NumberField } from '../../../../ui/number-field.tsx';
import { TextAreaField } from '../../../../ui/text-field.tsx';
import { TextPairField } from '../../../../ui/text-pair-field.tsx';
import { serviceRulesLines } from '../../../../shared/trip/service-rules-text.ts';
import { settingsPath } from '../../../shared/desk-paths.ts';
import { ChoiceFields } from '../../components/choice-fields.tsx';
import { SettingsFormFrame } from '../../components/settings-form.tsx';
import { UnitTextField } from '../../components/unit-text-field.tsx';
import { settingsFieldId, useSettingsForm } from '../../hooks/use-settings-form.ts';
import type { SettingsScreenProps } from '../../sections.tsx';
import { postcodeList, numberOfText } from '../tariff/tariff-draft.ts';
import { OpeningHoursFields, openingHoursLabels } from './opening-hours-fields.tsx';
import { everyDayHours, withClosedDate, withoutClosedDate } from './rules-draft.ts';
import '../../components/settings-sections.css';

/** The area as the form edits it: its postcodes and radius as typed. */
type AreaDraft = Omit<ServiceArea, 'postcodes' | 'radiusKm'> & { postcodes: string; radiusKm: string };
type RulesDraft = { serviceRules: Omit<ServiceRules, 'area'> & { area: AreaDraft | null } };

const areaDraftOf = (area: ServiceArea | null, lang: Language): AreaDraft | null =>
  area && {
    ...area,
    postcodes: area.postcodes.join(', '),
    radiusKm: area.radiusKm === null ? '' : String(area.radiusKm).replace('.', lang === 'nl' ? ',' : '.'),
  };

/** The rules as sent: the area's postcodes a list and its radius a number, or null when left empty. */
const rulesOfDraft = ({ serviceRules }: RulesDraft) => ({
  ...serviceRules,
  area: serviceRules.area && {
    ...serviceRules.area,
    postcodes: postcodeList(serviceRules.area.postcodes),
    radiusKm: serviceRules.area.radiusKm.trim() === '' ? null : numberOfText(serviceRules.area.radiusKm),
  },
});

const newArea: AreaDraft = {
  postcodes: '',
  radiusKm: '',
  applies: 'either',
  airportsAndStationsAnywhere: true,
  description: { nl: '', en: '' },
};

/**
 * The service rules (docs/reference/tenant-settings.md#serviceRules, docs/reference/screens.md#desk-settings-rules): the
 * opening hours per weekday, closed dates, how far ahead, the service area and the trips per half hour, with what the
 * trip screen will say of them. The lead time is the company's (`info.bookingLeadMinutes`), linked.
 */
export function RulesSettings({ settings }: SettingsScreenProps) {
  const { t, i18n } = useTranslation();
  const lang = toLanguage(i18n.language);
  const [closedDate, setClosedDate] = useState('');
  const rule = (name: string) => t(`desk.settings.rules.${name}`);
  const labels: Record<string, string> = {
    'serviceRules.openingHours': rule('openingHours'),
    ...openingHoursLabels(t, lang),
    'serviceRules.closedDates': rule('closedDates'),
    'serviceRules.horizonDays': rule('horizonDays'),
    'serviceRules.area': rule('area'),
    'serviceRules.area.postcodes': rule('areaPostcodes'),
    'serviceRules.area.radiusKm': rule('areaRadiusKm'),
    'serviceRules.area.airportsAndStationsAnywhere': rule('areaAirports'),
    'serviceRules.area.description.nl': rule('areaDescriptionNl'),
    'serviceRules.area.description.en': rule('areaDescriptionEn'),
    'serviceRules.maxTripsPerHalfHour': rule('maxTripsPerHalfHour'),
  };
  const form = useSettingsForm<RulesDraft>({
    section: 'rules',
    settings,
    labels,
    valueOf: ({ serviceRules }) => ({
      serviceRules: { ...serviceRules, area: areaDraftOf(serviceRules.area, lang) },
    }),
    requestOf: (draft) => ({ value: { serviceRules: rulesOfDraft(draft) } }),
  });
  const rules = form.draft.serviceRules;
  const set = <K extends keyof RulesDraft['serviceRules']>(key: K, value: RulesDraft['serviceRules'][K]) =>
    form.change((draft) => ({ serviceRules: { ...draft.serviceRules, [key]: value } }), `serviceRules.${key}`);
  const parsed = serviceRulesSchema.safeParse(rulesOfDraft(form.draft));
  const words = parsed.success ? serviceRulesLines(parsed.data, wallTimeAt(new Date()), lang, t) : null;
  const closedField = form.field('serviceRules.closedDates');
  const addClosed = () => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(closedDate)) return;
    set('closedDates', withClosedDate(rules.closedDates, closedDate));
    setClosedDate('');
  };
  const area = rules.area;

  return (
    <SettingsFormFrame form={form}>
      <section className="settings-words" aria-labelledby="settings-rules-words">
        <h3 id="settings-rules-words">{rule('words')}</h3>
        <p>{words === null ? rule('wordsInvalid') : words.length > 0 ? words.join(' ') : rule('wordsNone')}</p>
      </section>

      <Fieldset legend={rule('openingHours')} info={rule('openingHoursInfo')}>
        <CheckboxField
          id={settingsFieldId('serviceRules.openingHours.always')}
          label={rule('alwaysOpen')}
          checked={rules.openingHours === null}
          onChange={(always) => set('openingHours', always ? null : everyDayHours())}
        />
        {rules.openingHours !== null && (
          <OpeningHoursFields
            form={form}
            hours={rules.openingHours}
            onChange={(hours) => set('openingHours', hours)}
            lang={lang}
          />
        )}
      </Fieldset>

      <Fieldset legend={closedField.label} info={rule('closedDatesInfo')}>
        {rules.closedDates.length === 0 ? (
          <p>{rule('closedDatesNone')}</p>
        ) : (
          <ul className="settings-dates" id={closedField.id} tabIndex={-1}>
            {rules.closedDates.map((date) => (
              <li key={date}>
                <span>{formatDate(date, lang)}</span>{' '}
                <button
                  type="button"
                  className="button button--quiet"
                  onClick={() => set('closedDates', withoutClosedDate(rules.closedDates, date))}
                >
                  {t('desk.settings.rules.closedDateRemove', { date: formatDate(date, lang) })}
                </button>
              </li>
            ))}
          </ul>
        )}
        {closedField.message && <p className="field__message">{closedField.message}</p>}
        <div className="settings-row settings-row--end">
          <DateField
            id={settingsFieldId('serviceRules.closedDates.new')}
            label={rule('closedDateNew')}
            value={closedDate}
            onChange={setClosedDate}
          />
          <button type="button" className="button button--secondary" onClick={addClosed}>
            {rule('closedDateAdd')}
          </button>
        </div>
      </Fieldset>

      <Fieldset legend={rule('when')}>
        <CheckboxField
          id={settingsFieldId('serviceRules.horizonDays.limited')}
          label={rule('horizonLimited')}
          checked={rules.horizonDays !== null}
          onChange={(on) => set('horizonDays', on ? 365 : null)}
        />
        {rules.horizonDays !== null && (
          <NumberField {...form.number('serviceRules.horizonDays')} min={1} max={3660} unit={rule('days')} />
        )}
        <p className="settings-lead">
          {t('desk.settings.rules.leadTime', { minutes: settings.config.info.bookingLeadMinutes })}{' '}
          <Link to={settingsPath('company')}>{rule('leadTimeLink')}</Link>
        </p>
        <CheckboxField
          id={settingsFieldId('serviceRules.maxTripsPerHalfHour.limited')}
          label={rule('maxTripsLimited')}
          checked={rules.maxTripsPerHalfHour !== null}
          onChange={(on) => set('maxTripsPerHalfHour', on ? 10 : null)}
        />
        {rules.maxTripsPerHalfHour !== null && (
          <NumberField
            {...form.number('serviceRules.maxTripsPerHalfHour')}
            info={rule('maxTripsPerHalfHourInfo')}
            min={1}
            max={10000}
            unit={rule('trips')}
          />
        )}
      </Fieldset>

      <Fieldset legend={rule('area')} info={rule('areaInfo')}>
        <CheckboxField
          id={settingsFieldId('serviceRules.area.limited')}
          label={rule('areaLimited')}
          checked={area !== null}
          onChange={(on) => set('area', on ? { ...newArea } : null)}
          message={form.message('serviceRules.area')}
        />
        {area !== null && (
          <>
            <TextAreaField
              {...form.text('serviceRules.area.postcodes')}
              info={rule('areaPostcodesInfo')}
              rows={2}
              autoComplete="off"
            />
            <UnitTextField {...form.text('serviceRules.area.radiusKm')} info={rule('areaRadiusKmInfo')} unit="km" />
            <ChoiceFields
              legend={rule('areaApplies')}
              name="settings-area-applies"
              value={area.applies}
              choices={(['either', 'pickup'] as const).map((applies) => ({
                value: applies,
                label: rule(`areaApplies_${applies}`),
              }))}
              onChange={(applies) => form.update('serviceRules.area.applies', applies)}
            />
            <CheckboxField {...form.checkbox('serviceRules.area.airportsAndStationsAnywhere')} />
            <TextPairField {...form.pair('serviceRules.area.description')} info={rule('areaDescriptionInfo')} />
          </>
        )}
      </Fieldset>
    </SettingsFormFrame>
  );
}
