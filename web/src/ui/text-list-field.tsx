import { useRef } from 'react';
import { Fieldset } from './fieldset.tsx';
import { TextField } from './text-field.tsx';
import './text-list-field.css';

type TextListFieldProps = {
  legend: string;
  info?: string | undefined;
  items: readonly string[];
  /** The id of an item's input, its label ("Host name 2") and its message, by its place. */
  idOf: (index: number) => string;
  labelOf: (index: number) => string;
  messageOf?: ((index: number) => string | null) | undefined;
  onChange: (index: number, value: string) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
  addLabel: string;
  /** The remove button's name, naming the item ("Remove host name 2"). */
  removeLabelOf: (index: number) => string;
  /** What an empty list says. */
  emptyText?: string | undefined;
  /** The input's type and what else it takes (`type="url"`). */
  inputType?: string | undefined;
};

/**
 * A list of texts under a legend: each its own labelled input with a remove button, and a button to add one, which
 * takes the focus when an item is removed (its button is gone).
 */
export function TextListField({
  legend,
  info,
  items,
  idOf,
  labelOf,
  messageOf,
  onChange,
  onAdd,
  onRemove,
  addLabel,
  removeLabelOf,
  emptyText,
  inputType = 'text',
}: TextListFieldProps) {
  const addRef = useRef<HTMLButtonElement>(null);
  return (
    <Fieldset legend={legend} info={info}>
      {items.length === 0 && emptyText && <p className="text-list-field__empty">{emptyText}</p>}
      <ul className="text-list-field">
        {items.map((item, index) => (
          <li key={index} className="text-list-field__item">
            <TextField
              id={idOf(index)}
              label={labelOf(index)}
              message={messageOf?.(index)}
              value={item}
              type={inputType}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              onChange={(value) => onChange(index, value)}
            />
            <button
              type="button"
              className="button button--secondary text-list-field__remove"
              onClick={() => {
                onRemove(index);
                addRef.current?.focus();
              }}
            >
              {removeLabelOf(index)}
            </button>
          </li>
        ))}
      </ul>
      <div className="actions">
        <button ref={addRef} type="button" className="button button--secondary" onClick={onAdd}>
          {addLabel}
        </button>
      </div>
    </Fieldset>
  );
}
