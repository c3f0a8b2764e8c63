import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { blurClearMs, suggestionDelayMs, type Language } from '#common/constants.ts';
import type { Atype, DestinationsRequest, Suggestion } from '#common/contracts/destinations.ts';
import { RequiredMark } from '../../ui/field.tsx';
import { useDestinations } from './get-destinations.ts';
import { useDebouncedValue } from './use-debounced-value.ts';
import { addressTypeChoices, isPostcode, searchRequest, type StreetPick } from './address-search.ts';
import './address-combobox.css';

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
  /** What the input shows, picked or not: the form keeps it in its draft and tells a text from a pick. */
  onTextChange: (text: string) => void;
  /** The text of a draft that had not been picked yet. */
  initialText?: string;
  /** The stop's message after a submit (e.g. noFromAddress, pickDepartFromList), already translated. */
  message?: string | null;
};

/** How long an answer may take before the list says it is still searching. */
const searchingDelayMs = 300;

/**
 * The label of a suggestion's kind: its category (NS, LH, HO, a tenant's own), else its address type; '' for a street
 * address.
 */
function kindKey(option: Suggestion): string {
  if (option.category) return option.category;
  return addressTypeChoices.find((choice) => choice.atype === option.atype && choice.atype !== -1)?.key ?? '';
}

/**
 * The address input (docs/reference/states.md#browser, docs/reference/api.md#destinations) as a WAI-ARIA 1.2 combobox:
 * typing asks `destinations.json` after 400 ms (a complete postcode at once), ArrowDown/ArrowUp move through the
 * suggestions, Enter picks, Escape closes, a live region tells how many there are, and the list clears 400 ms after
 * focus leaves. A street without a house number keeps the street in the input and asks for the number. "Searching…" and
 * "nothing found" are shown as well as announced; a type change keeps the text and searches it for the new type.
 */
export function AddressCombobox({
  id,
  label,
  atype,
  lang,
  picked,
  onPick,
  onUnpick,
  onTextChange,
  initialText,
  message,
}: AddressComboboxProps) {
  const { t, i18n } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const wrapRef = useRef<HTMLDivElement>(null);
  const [text, setText] = useState(picked?.text ?? initialText ?? '');
  /** What the customer typed since the last pick; the search runs on this, never on a picked text. */
  const [typed, setTyped] = useState<string | null>(null);
  const [street, setStreet] = useState<StreetPick | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [seen, setSeen] = useState({ picked, atype });
  const blurTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // A change from outside: the input follows the stop. A type change clears the pick (docs/reference/states.md#browser)
  // but keeps what was typed, and searches it again for the new type with the list open.
  if (seen.picked !== picked || seen.atype !== atype) {
    const retype = seen.atype !== atype && !picked && text.trim() !== '';
    setSeen({ picked, atype });
    setText(picked?.text ?? text);
    setTyped(retype ? text : null);
    setStreet(null);
    setOpen(retype);
    setActive(-1);
  }

  const request: DestinationsRequest | null =
    typed === null ? null : searchRequest({ text: typed, atype, lang, street });
  const immediate = request !== null && atype === -1 && request.dbstreetprefix === '' && isPostcode(request.query);
  const debounced = useDebouncedValue(request ? JSON.stringify(request) : '', suggestionDelayMs);
  const sent: DestinationsRequest =
    immediate && request
      ? request
      : debounced
        ? (JSON.parse(debounced) as DestinationsRequest)
        : { lang, atype, query: '', nr: '', dbstreetprefix: '' };
  const destinations = useDestinations(sent);
  // An answer for another street (or for the street list before a street was picked) is not shown meanwhile.
  const current = typed !== null && sent.query !== '' && sent.dbstreetprefix === (request?.dbstreetprefix ?? '');
  const reply = current ? destinations.data : undefined;
  const fetching = current && destinations.isFetching;
  // Searching once the answer has been under way for a moment; until then the list of before stays.
  const slow = useDebouncedValue(fetching, searchingDelayMs);
  const searching = open && fetching && slow;
  const options = searching ? [] : (reply?.ls ?? []);
  const expanded = open && options.length > 0;
  const listId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const closeSoon = useCallback(() => {
    clearTimeout(blurTimer.current);
    blurTimer.current = setTimeout(() => {
      setOpen(false);
      setActive(-1);
    }, blurClearMs);
  }, []);

  useEffect(() => () => clearTimeout(blurTimer.current), []);
  useEffect(() => {
    if (expanded && active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  });
  // A type change opens the list while focus is on the type radios; the input's own blur cannot close it then.
  useEffect(() => {
    clearTimeout(blurTimer.current);
  }, [atype]);
  useEffect(() => {
    if (!expanded) return;
    const elsewhere = (event: Event) => {
      if (event.target instanceof Node && !wrapRef.current?.contains(event.target)) closeSoon();
    };
    document.addEventListener('pointerdown', elsewhere);
    document.addEventListener('focusin', elsewhere);
    return () => {
      document.removeEventListener('pointerdown', elsewhere);
      document.removeEventListener('focusin', elsewhere);
    };
  }, [expanded, closeSoon]);

  const pick = (suggestion: Suggestion) => {
    setOpen(false);
    setActive(-1);
    setTyped(null);
    if (suggestion.bookable) {
      setStreet(null);
      setText(suggestion.text);
      setSeen({ picked: suggestion, atype });
      onTextChange(suggestion.text);
      onPick(suggestion);
      return;
    }
    // A street without a number: keep the street, ask for the number, search within that street.
    const next = { id: suggestion.id, prefix: `${suggestion.street || suggestion.text} `, text: suggestion.text };
    setStreet(next);
    setText(next.prefix);
    setTyped(next.prefix);
    onTextChange(next.prefix);
    setSeen({ picked: null, atype });
    if (picked) onUnpick();
    inputRef.current?.focus();
  };

  const type = (value: string) => {
    setText(value);
    setTyped(value);
    onTextChange(value);
    setOpen(true);
    setActive(-1);
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
  /** What the live region says, and whether sighted customers need to read it too (searching, nothing found). */
  function announce(): { text: string; shown: boolean } {
    if (searching) return { text: t('searching'), shown: true };
    if (typed === null || sent.query === '' || !reply || destinations.isPlaceholderData) {
      const text =
        street && typed !== null && request?.query === '' ? t('addHouseNumberOf', { street: street.text }) : '';
      return { text, shown: false };
    }
    if (reply.ls.length > 0) return { text: t('suggestionCount', { count: reply.ls.length }), shown: false };
    if (reply.msg) return { text: i18n.exists(reply.msg) ? t(reply.msg) : reply.msg, shown: true };
    return { text: t('noResults'), shown: true };
  }
  const hint = street ? t('addHouseNumberOf', { street: street.text }) : '';
  const statusId = `${id}-status`;
  const describedBy =
    [hint ? `${id}-hint` : '', status.shown && !searching ? statusId : '', message ? `${id}-message` : '']
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <div className="field combobox">
      <label className="field__label" htmlFor={id}>
        {label}
        <RequiredMark />
      </label>
      <div ref={wrapRef} className="combobox__wrap">
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
          aria-invalid={message ? true : undefined}
          required
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="search"
          value={text}
          onChange={(event) => type(event.target.value)}
          onKeyDown={keyDown}
          onFocus={() => clearTimeout(blurTimer.current)}
          onBlur={closeSoon}
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
              <KindLabel kind={kindKey(option)} />
            </li>
          ))}
        </ul>
        <p
          id={statusId}
          className={searching ? 'combobox__searching' : status.shown ? 'combobox__status' : 'visually-hidden'}
          role="status"
          aria-live="polite"
        >
          {status.text}
        </p>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="field__info">
          {hint}
        </p>
      )}
      {message && (
        <p id={`${id}-message`} className="field__message">
          {message}
        </p>
      )}
    </div>
  );
}

/** A suggestion's kind beside its text; the space keeps it a word of its own in the option's accessible name. */
function KindLabel({ kind }: { kind: string }) {
  const { t, i18n } = useTranslation();
  if (!kind) return null;
  return (
    <>
      {' '}
      <span className="combobox__category">{i18n.exists(kind) ? t(kind) : kind}</span>
    </>
  );
}
