import { languages, type Language } from '#common/constants.ts';
import { TextAreaField, TextField } from './text-field.tsx';
import './text-pair-field.css';

type TextPairFieldProps = {
  /** The ids of the controls are `<id>-nl` and `<id>-en`. */
  id: string;
  /** Each language's label, already translated ("Info text (Dutch)"). */
  labels: Readonly<Record<Language, string>>;
  values: Readonly<Record<Language, string>>;
  onChange: (language: Language, value: string) => void;
  /** Each language's message, already translated. */
  messages?: Readonly<Partial<Record<Language, string | null>>> | undefined;
  info?: string | undefined;
  required?: boolean | undefined;
  /** Rows of a textarea; absent: a one-line input. */
  rows?: number | undefined;
};

/** One text in every language the product speaks, side by side where there is room, each its own labelled field. */
export function TextPairField({ id, labels, values, onChange, messages, info, required, rows }: TextPairFieldProps) {
  return (
    <div className="text-pair-field">
      {languages.map((language) => {
        const props = {
          id: `${id}-${language}`,
          label: labels[language],
          info,
          required,
          message: messages?.[language],
          value: values[language],
          onChange: (value: string) => onChange(language, value),
          lang: language,
        };
        return rows === undefined ? (
          <TextField key={language} {...props} />
        ) : (
          <TextAreaField key={language} {...props} rows={rows} />
        );
      })}
    </div>
  );
}
