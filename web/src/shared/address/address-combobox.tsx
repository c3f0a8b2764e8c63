import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../ui/i18n/i18n.ts';
import { blurClearMs, suggestionDelayMs, type Language } from '#common/constants.ts';
import type { Atype, DestinationsRequest, Suggestion } from '#common/contracts/destinations.ts';
import { RequiredMark } from '../../ui/field.tsx';
import { useDestinations } from './get-destinations.ts';
import { useDebouncedValue } from './use-debounced-value.ts';
import { addressTypeChoices, isPostcode, searchRequest, type StreetPick } from './address-search.ts';
import { comboboxKey } from './combobox-keys.ts';
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

/** What the live region says; `key` tells one list (or message) from another, `bump` alternates a trailing space. */
type Announcement = { key: string; text: string; shown: boolean; bump: boolean };
const silence: Announcement = { key: '', text: '', shown: false, bump: false };

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
 * The address input (docs/reference/states.md#browser, docs/reference/api.md#destinations) as the APG's editable
 * combobox with list autocomplete (docs/decisions/027-combobox-and-date-input.md, keys in `combobox-keys.ts`):
 * typing asks `destinations.json` after 400 ms (a complete postcode at once), a polite live region tells how many
 * suggestions there are, and the list clears 400 ms after focus leaves. A street without a house number keeps the street in the input and asks for the number. "Searching…" and
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
  /** The suggestion with visual focus, by its id: a new answer keeps it where it still lists it. */
  const [activeId, setActiveId] = useState<string | null>(null);
  /** Down or Up was pressed on an empty input: the live region says to type first. */
  const [askedToType, setAskedToType] = useState(false);
  const [said, setSaid] = useState<Announcement>(silence);
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
    setActiveId(null);
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
  // An answer for another street (or for the street list before a street was picked) is not shown meanwhile, nor any
  // answer once the input is emptied.
  const current =
    typed !== null &&
    request?.query !== '' &&
    sent.query !== '' &&
    sent.dbstreetprefix === (request?.dbstreetprefix ?? '');
  const reply = current ? destinations.data : undefined;
  const fetching = current && destinations.isFetching;
  // Searching once the answer has been under way for a moment; until then the list of before stays.
  const slow = useDebouncedValue(fetching, searchingDelayMs);
  const searching = open && fetching && slow;
  const options = searching ? [] : (reply?.ls ?? []);
  const expanded = open && options.length > 0;
  const active = activeId === null ? -1 : options.findIndex((option) => option.id === activeId);
  const listId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const closeSoon = useCallback(() => {
    clearTimeout(blurTimer.current);
    blurTimer.current = setTimeout(() => {
      setOpen(false);
      setActiveId(null);
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
    setActiveId(null);
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
    setActiveId(null);
    setAskedToType(false);
    if (street && !value.startsWith(street.prefix)) setStreet(null);
    if (picked) {
      setSeen({ picked: null, atype });
      onUnpick();
    }
  };

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const outcome = comboboxKey(event, {
      expanded,
      active,
      count: options.length,
      hasText: text !== '',
    });
    if (!outcome) return;
    if (outcome.action !== 'toInput' || outcome.caret) event.preventDefault();
    // Escape stops here, so a dialog that holds the field stays open while the key has work in the field.
    if (event.key === 'Escape') event.stopPropagation();
    switch (outcome.action) {
      case 'focusOption':
        setOpen(true);
        setActiveId(options[outcome.active]?.id ?? null);
        break;
      case 'open':
        setOpen(true);
        break;
      case 'pick': {
        const option = options[outcome.index];
        if (option) pick(option);
        break;
      }
      case 'close':
        setOpen(false);
        setActiveId(null);
        break;
      case 'clear':
        type('');
        setOpen(false);
        break;
      case 'toInput': {
        setActiveId(null);
        const input = event.currentTarget;
        const at = outcome.caret === 'start' ? 0 : input.value.length;
        if (outcome.caret) input.setSelectionRange(at, at);
        break;
      }
      case 'askToType':
        setAskedToType(true);
        break;
      case 'none':
        break;
    }
  };

  const fresh = freshAnnouncement();
  if (fresh && (fresh.key !== said.key || fresh.text !== said.text)) {
    // The same words for another list: a changed space makes screen readers say them again.
    setSaid({ ...fresh, bump: fresh.text !== '' && fresh.text === said.text ? !said.bump : false });
  }
  /**
   * What the live region says next, and whether sighted customers need to read it too (searching, nothing found);
   * null keeps what it says (a new answer is under way). It speaks only when its words or the list change, never on a
   * keystroke alone.
   */
  function freshAnnouncement(): Announcement | null {
    if (searching) return { key: 'searching', text: t('searching'), shown: true, bump: false };
    if (street && typed !== null && request?.query === '') {
      return {
        key: `street:${street.id}`,
        text: t('addHouseNumberOf', { street: street.text }),
        shown: false,
        bump: false,
      };
    }
    if (typed === null || typed.trim() === '') {
      return askedToType ? { key: 'type', text: t('addressTypeFirst'), shown: false, bump: false } : silence;
    }
    // The request to type first is done with once typing starts.
    if (sent.query === '' || !reply || destinations.isPlaceholderData) return said.key === 'type' ? silence : null;
    if (reply.ls.length > 0) {
      const key = `list:${reply.ls.map((option) => option.id).join(' ')}`;
      return { key, text: t('suggestionCount', { count: reply.ls.length }), shown: false, bump: false };
    }
    const none = reply.msg ? (i18n.exists(reply.msg) ? t(reply.msg) : reply.msg) : t('noResults');
    return { key: 'none', text: none, shown: true, bump: false };
  }
  const hint = street ? t('addHouseNumberOf', { street: street.text }) : '';
  const statusId = `${id}-status`;
  const describedBy =
    [hint ? `${id}-hint` : '', said.shown && !searching ? statusId : '', message ? `${id}-message` : '']
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
              // Only the option with visual focus carries aria-selected, as in the APG's example.
              aria-selected={index === active ? true : undefined}
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
          className={searching ? 'combobox__searching' : said.shown ? 'combobox__status' : 'visually-hidden'}
          role="status"
          aria-live="polite"
        >
          {said.bump ? `${said.text}\u00a0` : said.text}
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
