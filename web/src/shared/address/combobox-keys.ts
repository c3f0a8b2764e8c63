/**
 * The keyboard of the address combobox (docs/decisions/027-combobox-and-date-input.md): the keyboard table of the
 * ARIA Authoring Practices' "editable combobox with list autocomplete", for a list that the server fills. A pure
 * function of the key and the list, so each row of the table is a unit test.
 */

/** What the combobox shows when the key is pressed. */
export type ListState = {
  /** The listbox is displayed. */
  expanded: boolean;
  /** The option with visual focus (aria-activedescendant), -1 when visual focus is on the input. */
  active: number;
  /** How many suggestions the server gave for the text in the input, shown or not. */
  count: number;
  /** The input holds text. */
  hasText: boolean;
};

export type KeyPress = { key: string; altKey: boolean; shiftKey: boolean; ctrlKey: boolean; metaKey: boolean };

/** What a key does; `null`: the browser's own editing, untouched. */
export type KeyOutcome =
  /** Display the list (if it is not) with visual focus on option `active`. */
  | { action: 'focusOption'; active: number }
  /** Display the list without moving visual focus. */
  | { action: 'open' }
  /** Take option `index` as the value; the list closes. */
  | { action: 'pick'; index: number }
  /** Close the list, the text as it is. */
  | { action: 'close' }
  /** Empty the input (Escape on a closed list). */
  | { action: 'clear' }
  /** Visual focus back to the input, the list stays; `caret` moves the editing cursor, else the browser moves it. */
  | { action: 'toInput'; caret: 'start' | 'end' | null }
  /** Down or Up with nothing to show: the server needs characters first, so the customer is told to type. */
  | { action: 'askToType' }
  /** Handled, nothing changes (the browser must not act either: Enter never submits the form from here). */
  | { action: 'none' };

export function comboboxKey(press: KeyPress, list: ListState): KeyOutcome | null {
  const { expanded, active, count } = list;
  const onOption = expanded && active >= 0;
  switch (press.key) {
    case 'ArrowDown':
      if (count === 0) return list.hasText ? { action: 'none' } : { action: 'askToType' };
      if (press.altKey) return { action: 'open' };
      return { action: 'focusOption', active: onOption ? (active + 1) % count : 0 };
    case 'ArrowUp':
      if (count === 0) return list.hasText ? { action: 'none' } : { action: 'askToType' };
      if (onOption) return { action: 'focusOption', active: (active - 1 + count) % count };
      return press.altKey ? { action: 'open' } : { action: 'focusOption', active: count - 1 };
    case 'Enter':
      if (onOption) return { action: 'pick', index: active };
      return expanded ? { action: 'close' } : { action: 'none' };
    case 'Escape':
      if (expanded) return { action: 'close' };
      // Nothing to clear: the key is left to what holds the field (a dialog closes on it).
      return list.hasText ? { action: 'clear' } : null;
    case 'Home':
    case 'End':
      // With Shift (or Ctrl) the browser selects or jumps as it always does; visual focus still returns.
      if (press.shiftKey || press.ctrlKey || press.metaKey) return onOption ? { action: 'toInput', caret: null } : null;
      return { action: 'toInput', caret: press.key === 'Home' ? 'start' : 'end' };
    case 'ArrowLeft':
    case 'ArrowRight':
      return onOption ? { action: 'toInput', caret: null } : null;
    default:
      return null;
  }
}
