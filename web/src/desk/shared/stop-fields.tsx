import { useTranslation } from '../../ui/i18n/i18n.ts';
import type { Language } from '#common/constants.ts';
import type { Atype, Suggestion } from '#common/contracts/destinations.ts';
import { AddressCombobox } from '../../shared/address/address-combobox.tsx';
import { addressTypeChoices } from '../../shared/address/address-search.ts';

/**
 * One stop's address as a desk form holds it: the type searched, the text in the input, and the place picked from
 * the suggestions (null while the stop is as it was, or after the text changed without a pick).
 */
export type EditStop = { atype: Atype; text: string; picked: Suggestion | null };

type EditStopFieldsProps = {
  role: 'from' | 'to';
  /** The address input's id; the type's radio buttons are named after it. */
  id: string;
  label: string;
  stop: EditStop;
  lang: Language;
  message: string | null;
  /** Changes the stop; an update of the stop as it is then, as the address input reports a text and a pick at once. */
  onChange: (update: (stop: EditStop) => EditStop) => void;
};

/**
 * One stop of a desk trip form (the trip's edit, the new trip): the type of address searched and the address, through the customer's address search
 * (docs/reference/api.md#destinations). The address shows as it is until the member types; a new one counts once it is
 * picked from the suggestions.
 */
export function EditStopFields({ role, id, label, stop, lang, message, onChange }: EditStopFieldsProps) {
  const { t } = useTranslation();
  return (
    <div className="trip-edit__stop">
      <fieldset className="fieldset">
        <legend className="field__legend">{t(role === 'from' ? 'deskEditFromType' : 'deskEditToType')}</legend>
        <div className="choices">
          {addressTypeChoices.map((choice) => (
            <label key={choice.atype} className="choice">
              <input
                type="radio"
                name={`${id}-atype`}
                value={choice.atype}
                checked={stop.atype === choice.atype}
                onChange={() => onChange((current) => ({ ...current, atype: choice.atype, picked: null }))}
              />
              {t(choice.key)}
            </label>
          ))}
        </div>
      </fieldset>
      <AddressCombobox
        id={id}
        label={label}
        atype={stop.atype}
        lang={lang}
        picked={stop.picked}
        onPick={(picked) => onChange((current) => ({ ...current, picked, text: picked.text }))}
        onUnpick={() => onChange((current) => ({ ...current, picked: null }))}
        onTextChange={(text) => onChange((current) => ({ ...current, text }))}
        initialText={stop.text}
        message={message}
      />
    </div>
  );
}
