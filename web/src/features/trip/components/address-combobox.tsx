import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { blurClearMs, suggestionDelayMs, type Language } from '../../../../../common/src/constants.ts';
import type { Atype, DestinationsRequest, Suggestion } from '../../../../../common/src/contracts/destinations.ts';
import { RequiredMark } from '../../../ui/field.tsx';
import { useDestinations } from '../api/get-destinations.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import { isPostcode, searchRequest, type StreetPick } from '../address-search.ts';

type AddressComboboxProps = {
  id: string;
  label: string;
  atype: Atype;
  lang: Language;
  /** The stop's picked address, null until one is picked. */
  picked: Suggestion | null;
  onPick: (suggestion: Suggestion) => void;
  /** The customer changed the text after a pick: the stop has no address any more. */
  onUnpick: () => void;
  /** pickDepartFromList or pickDestinationFromList (SPEC §5 Address). */
  notPickedKey: string;
  /** A message from the trip as a whole (e.g. the server's noFromAddress), already translated. */
  message?: string | null;
};

/**
 * The address input (SPEC §4, §5 Address) as a WAI-ARIA 1.2 combobox: typing asks `destinations.json` after
 * 400 ms (a complete postcode at once), ArrowDown/ArrowUp move through the suggestions, Enter picks, Escape
 * closes, a live region tells how many there are, and the list clears 400 ms after focus leaves. A street
 * without a house number keeps the street in the input and asks for the number.
 */
export function AddressCombobox({ id, label, atype, lang, picked, onPick, onUnpick, notPickedKey, message }: AddressComboboxProps) {
  const { t, i18n } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(picked?.text ?? '');
  /** What the customer typed since the last pick; the search runs on this, never on a picked text. */
  const [typed, setTyped] = useState<string | null>(null);
  const [street, setStreet] = useState<StreetPick | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [leftWithoutPick, setLeftWithoutPick] = useState(false);
  const [seen, setSeen] = useState({ picked, atype });
  const blurTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // A change from outside (a type change clears the stop, SPEC §4): the input follows the stop.
  if (seen.picked !== picked || seen.atype !== atype) {
    setSeen({ picked, atype });
    setText(picked?.text ?? (seen.atype !== atype ? '' : text));
    setTyped(null);
    setStreet(null);
    setOpen(false);
    setActive(-1);
    if (seen.atype !== atype) setLeftWithoutPick(false);
  }

  const request: DestinationsRequest | null = typed === null ? null : searchRequest({ text: typed, atype, lang, street });
  const immediate = request !== null && atype === -1 && request.dbstreetprefix === '' && isPostcode(request.query);
  const debounced = useDebouncedValue(request ? JSON.stringify(request) : '', suggestionDelayMs);
  const sent: DestinationsRequest =
    immediate && request ? request : debounced ? (JSON.parse(debounced) as DestinationsRequest) : { lang, atype, query: '', nr: '', dbstreetprefix: '' };
  const destinations = useDestinations(sent);
  // An answer for another street (or for the street list before a street was picked) is not shown meanwhile.
  const current = typed !== null && sent.query !== '' && sent.dbstreetprefix === (request?.dbstreetprefix ?? '');
  const reply = current ? destinations.data : undefined;
  const options = reply?.ls ?? [];
  const expanded = open && options.length > 0;
  const listId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;

  useEffect(() => () => clearTimeout(blurTimer.current), []);
  useEffect(() => {
    if (expanded && active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  });

  const pick = (suggestion: Suggestion) => {
    setOpen(false);
    setActive(-1);
    setLeftWithoutPick(false);
    setTyped(null);
    if (suggestion.bookable) {
      setStreet(null);
      setText(suggestion.text);
      setSeen({ picked: suggestion, atype });
      onPick(suggestion);
      return;
    }
    // A street without a number: keep the street, ask for the number, search within that street.
    const next = { id: suggestion.id, prefix: `${suggestion.street || suggestion.text} `, text: suggestion.text };
    setStreet(next);
    setText(next.prefix);
    setTyped(next.prefix);
    setSeen({ picked: null, atype });
    if (picked) onUnpick();
    inputRef.current?.focus();
  };

  const type = (value: string) => {
    setText(value);
    setTyped(value);
    setOpen(true);
    setActive(-1);
    setLeftWithoutPick(false);
    if (street && !value.startsWith(street.prefix)) setStreet(null);
    if (picked) {
      setSeen({ picked: null, atype });
      onUnpick();
    }
  };

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      if (!expanded) {
        setOpen(true);
        setActive(step === 1 ? 0 : options.length - 1);
      } else {
        setActive((current) => (current + step + options.length) % options.length);
      }
    } else if (event.key === 'Enter') {
      // Enter in the address input never submits the form.
      event.preventDefault();
      const option = expanded ? options[active] : undefined;
      if (option) pick(option);
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      }
    }
  };

  const status = announce();
  function announce(): string {
    if (typed === null || sent.query === '' || !reply || destinations.isPlaceholderData) {
      return street && typed !== null && request?.query === '' ? t('addHouseNumberOf', { street: street.text }) : '';
    }
    if (reply.ls.length > 0) return t('suggestionCount', { count: reply.ls.length });
    if (reply.msg) return i18n.exists(reply.msg) ? t(reply.msg) : reply.msg;
    return t('noResults');
  }
  const hint = street ? t('addHouseNumberOf', { street: street.text }) : '';
  // Text that was not picked from the list says so, before the trip's own "enter an address".
  const shownMessage = (leftWithoutPick && !picked ? t(notPickedKey) : null) || message;
  const describedBy = [hint ? `${id}-hint` : '', shownMessage ? `${id}-message` : ''].filter(Boolean).join(' ') || undefined;

  return (
    <div className="field combobox">
      <label className="field__label" htmlFor={id}>
        {label}
        <RequiredMark />
      </label>
      <div className="combobox__wrap">
        <input
          ref={inputRef}
          id={id}
          className="input combobox__input"
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-describedby={describedBy}
          aria-invalid={shownMessage ? true : undefined}
          required
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="search"
          value={text}
          onChange={(event) => type(event.target.value)}
          onKeyDown={keyDown}
          onFocus={() => clearTimeout(blurTimer.current)}
          onBlur={() => {
            if (!picked && text.trim() !== '') setLeftWithoutPick(true);
            blurTimer.current = setTimeout(() => {
              setOpen(false);
              setActive(-1);
            }, blurClearMs);
          }}
        />
        <ul id={listId} className="combobox__list" role="listbox" aria-label={label} hidden={!expanded}>
          {options.map((option, index) => (
            <li
              key={option.id}
              id={optionId(index)}
              className="combobox__option"
              role="option"
              aria-selected={index === active}
              // The input keeps focus while the pointer picks.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(option)}
            >
              <span className="combobox__text">{option.text}</span>
              {option.category && (
                <span className="combobox__category">{i18n.exists(option.category) ? t(option.category) : option.category}</span>
              )}
            </li>
          ))}
        </ul>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="field__info">
          {hint}
        </p>
      )}
      {shownMessage && (
        <p id={`${id}-message`} className="field__message">
          {shownMessage}
        </p>
      )}
      <p className="visually-hidden" role="status" aria-live="polite">
        {status}
      </p>
    </div>
  );
}
