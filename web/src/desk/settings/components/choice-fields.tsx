type ChoiceFieldsProps<Value extends string> = {
  legend: string;
  /** The radio buttons' name, unique on the page. */
  name: string;
  value: Value;
  choices: readonly { value: Value; label: string }[];
  onChange: (value: Value) => void;
};

/** One of a few choices as radio buttons under a legend (a zone's kind, which stop must be in the area). */
export function ChoiceFields<Value extends string>({
  legend,
  name,
  value,
  choices,
  onChange,
}: ChoiceFieldsProps<Value>) {
  return (
    <fieldset className="fieldset settings-choices">
      <legend className="field__legend">{legend}</legend>
      <div className="choices">
        {choices.map((choice) => (
          <label key={choice.value} className="choice">
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
