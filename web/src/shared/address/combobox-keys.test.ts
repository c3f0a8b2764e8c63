import { describe, expect, it } from 'vitest';
import { comboboxKey, type KeyPress, type ListState } from './combobox-keys.ts';

const press = (key: string, modifiers: Partial<KeyPress> = {}): KeyPress => ({
  key,
  altKey: false,
  shiftKey: false,
  ctrlKey: false,
  metaKey: false,
  ...modifiers,
});
/** Three suggestions for the text in the input, the list displayed, visual focus on the input. */
const typed: ListState = { expanded: true, active: -1, count: 3, hasText: true };
const onOption = (active: number): ListState => ({ ...typed, active });
const closed: ListState = { ...typed, expanded: false };
const empty: ListState = { expanded: false, active: -1, count: 0, hasText: false };

describe('comboboxKey, the APG keyboard table of the textbox', () => {
  it('Down moves visual focus to the first suggestion, opening the list if it is closed', () => {
    expect(comboboxKey(press('ArrowDown'), typed)).toEqual({ action: 'focusOption', active: 0 });
    expect(comboboxKey(press('ArrowDown'), closed)).toEqual({ action: 'focusOption', active: 0 });
  });

  it('Up moves visual focus to the last suggestion, opening the list if it is closed', () => {
    expect(comboboxKey(press('ArrowUp'), typed)).toEqual({ action: 'focusOption', active: 2 });
    expect(comboboxKey(press('ArrowUp'), closed)).toEqual({ action: 'focusOption', active: 2 });
  });

  it('Down or Up on an empty input asks to type: the server lists nothing before a character', () => {
    expect(comboboxKey(press('ArrowDown'), empty)).toEqual({ action: 'askToType' });
    expect(comboboxKey(press('ArrowUp'), empty)).toEqual({ action: 'askToType' });
    expect(comboboxKey(press('ArrowDown'), { ...empty, hasText: true })).toEqual({ action: 'none' });
  });

  it('Alt+Down opens the list without moving visual focus', () => {
    expect(comboboxKey(press('ArrowDown', { altKey: true }), closed)).toEqual({ action: 'open' });
  });

  it('Enter closes the list and keeps the text; it never submits the form', () => {
    expect(comboboxKey(press('Enter'), typed)).toEqual({ action: 'close' });
    expect(comboboxKey(press('Enter'), closed)).toEqual({ action: 'none' });
  });

  it('Escape closes a displayed list, clears the input when the list is closed, and is left alone on an empty one', () => {
    expect(comboboxKey(press('Escape'), typed)).toEqual({ action: 'close' });
    expect(comboboxKey(press('Escape'), closed)).toEqual({ action: 'clear' });
    expect(comboboxKey(press('Escape'), empty)).toBeNull();
  });

  it('Home and End move the editing cursor; Left, Right and the other editing keys are the browser’s', () => {
    expect(comboboxKey(press('Home'), typed)).toEqual({ action: 'toInput', caret: 'start' });
    expect(comboboxKey(press('End'), typed)).toEqual({ action: 'toInput', caret: 'end' });
    expect(comboboxKey(press('Home', { shiftKey: true }), typed)).toBeNull();
    for (const key of ['ArrowLeft', 'ArrowRight', 'Backspace', 'Delete', 'a', 'Tab'])
      expect(comboboxKey(press(key), typed)).toBeNull();
  });
});

describe('comboboxKey, the APG keyboard table of the listbox', () => {
  it('Enter takes the focused option', () => {
    expect(comboboxKey(press('Enter'), onOption(1))).toEqual({ action: 'pick', index: 1 });
  });

  it('Escape closes the list (visual focus back on the input, the text kept)', () => {
    expect(comboboxKey(press('Escape'), onOption(1))).toEqual({ action: 'close' });
  });

  it('Down and Up move to the next and previous option, wrapping at either end', () => {
    expect(comboboxKey(press('ArrowDown'), onOption(1))).toEqual({ action: 'focusOption', active: 2 });
    expect(comboboxKey(press('ArrowDown'), onOption(2))).toEqual({ action: 'focusOption', active: 0 });
    expect(comboboxKey(press('ArrowUp'), onOption(1))).toEqual({ action: 'focusOption', active: 0 });
    expect(comboboxKey(press('ArrowUp'), onOption(0))).toEqual({ action: 'focusOption', active: 2 });
  });

  it('Right and Left move visual focus to the input and leave the cursor to the browser', () => {
    expect(comboboxKey(press('ArrowRight'), onOption(1))).toEqual({ action: 'toInput', caret: null });
    expect(comboboxKey(press('ArrowLeft'), onOption(1))).toEqual({ action: 'toInput', caret: null });
  });

  it('Home and End move visual focus to the input and the cursor to its start or end', () => {
    expect(comboboxKey(press('Home'), onOption(1))).toEqual({ action: 'toInput', caret: 'start' });
    expect(comboboxKey(press('End'), onOption(1))).toEqual({ action: 'toInput', caret: 'end' });
    expect(comboboxKey(press('End', { shiftKey: true }), onOption(1))).toEqual({ action: 'toInput', caret: null });
  });

  it('a printable character is typed by the browser (the input’s change moves visual focus back)', () => {
    expect(comboboxKey(press('x'), onOption(1))).toBeNull();
  });
});
