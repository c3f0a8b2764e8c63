import { useTranslation } from '../../../ui/i18n/i18n.ts';
import { toLanguage } from '../../../ui/i18n/language.ts';
import { PhoneControl } from '../../../ui/dynamic-field.tsx';
import { Field } from '../../../ui/field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import type { PassengerDraft } from '../passenger.ts';

type PassengerChoiceProps = {
  draft: PassengerDraft;
  onChange: (draft: PassengerDraft) => void;
  /** The messages' keys beside the name and the phone, null when fine. */
  problems: { name: string | null; phone: string | null };
};

/**
 * "Who travels?" of a company user's checkout (docs/reference/screens.md#checkout, docs/decisions/049-companies.md):
 * the booker, or someone else with their name and phone (the phone field checks as every phone of the product).
 */
export function PassengerChoice({ draft, onChange, problems }: PassengerChoiceProps) {
  const { t, i18n } = useTranslation();
  return (
    <fieldset className="fieldset checkout-passenger">
      <legend className="field__legend">{t('whoTravels')}</legend>
      <div className="choices">
        {(['self', 'other'] as const).map((travels) => (
          <label key={travels} className="choice">
            <input
              type="radio"
              name="who-travels"
              checked={draft.travels === travels}
              onChange={() => onChange({ ...draft, travels })}
            />
            {t(travels === 'self' ? 'travelsMyself' : 'travelsSomeoneElse')}
          </label>
        ))}
      </div>
      {draft.travels === 'other' && (
        <>
          <TextField
            id="passenger-name"
            label={t('passengerName')}
            required
            autoComplete="off"
            message={problems.name && t(problems.name)}
            value={draft.name}
            onChange={(name) => onChange({ ...draft, name })}
          />
          <Field
            id="passenger-phone"
            label={t('passengerPhone')}
            info={t('passengerPhoneInfo')}
            required
            message={problems.phone && t(problems.phone)}
          >
            {(control) => (
              <PhoneControl
                control={control}
                lang={toLanguage(i18n.language)}
                value={draft.phone}
                onChange={(phone) => onChange({ ...draft, phone })}
              />
            )}
          </Field>
        </>
      )}
    </fieldset>
  );
}
