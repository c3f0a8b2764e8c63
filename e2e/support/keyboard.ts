import { expect, type Locator, type Page } from '@playwright/test';
import { appRuns } from './app.ts';
import type { Language } from './tenants.ts';

/**
 * Keyboard-only steps (docs/architecture.md#tests): every move is a key press, and every Tab stop is checked for a
 * focus indicator a sighted keyboard user sees.
 */

/** What the focused element shows as its focus indicator, read from the computed style. */
type FocusLook = { element: string; ring: boolean };

/**
 * Fails unless the focused element shows a focus indicator: an outline of at least 2 px that is not transparent, or a
 * box-shadow ring. A radio or checkbox drawn by its label (the `.choice` of ui/field.css) may show it on that label.
 */
export async function expectFocusVisible(page: Page): Promise<void> {
  const look = await page.evaluate((): FocusLook => {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || focused === document.body) return { element: 'body', ring: false };
    const ringed = (element: Element) => {
      const style = getComputedStyle(element);
      const outline =
        style.outlineStyle !== 'none' &&
        parseFloat(style.outlineWidth) >= 2 &&
        !/rgba\(\d+, \d+, \d+, 0\)|transparent/.test(style.outlineColor);
      return outline || (style.boxShadow !== 'none' && /\d+px \d+px \d+px [1-9]/.test(style.boxShadow));
    };
    const choice = focused.matches('input[type=radio], input[type=checkbox]') ? focused.closest('label') : null;
    const name = `${focused.tagName.toLowerCase()}${focused.id ? `#${focused.id}` : ''} "${(
      focused.getAttribute('aria-label') ??
      focused.textContent ??
      ''
    )
      .trim()
      .slice(0, 40)}"`;
    return { element: name, ring: ringed(focused) || (choice !== null && ringed(choice)) };
  });
  expect(look.ring, `no visible focus indicator on ${look.element}`).toBe(true);
}

/** One Tab (or Shift+Tab) and a check that the new focus is visible. */
export async function tab(page: Page, { back = false }: { back?: boolean } = {}): Promise<void> {
  await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  await expectFocusVisible(page);
}

/** Tabs (forward, or back) until the target has the focus, checking each stop on the way; fails after `max` stops. */
export async function tabTo(
  page: Page,
  target: Locator,
  { back = false, max = 60 }: { back?: boolean; max?: number } = {},
): Promise<void> {
  await expect(target).toBeVisible();
  for (let stop = 0; stop < max; stop += 1) {
    await tab(page, { back });
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${String(target)} not reached in ${max} Tab stops`);
}

/** Tabs to a button or link and presses Enter on it. */
export async function activate(page: Page, target: Locator, options: { back?: boolean; max?: number } = {}) {
  await tabTo(page, target, options);
  await page.keyboard.press('Enter');
}

/** Types into the text field that has the focus, one key at a time. */
export async function typeText(page: Page, text: string): Promise<void> {
  await page.keyboard.type(text, { delay: 20 });
}

/**
 * Picks a suggestion of the address combobox that has the focus, with the keys of the APG's "combobox with list
 * autocomplete": type, ArrowDown through the suggestions until the wanted one is the active option, Enter.
 */
export async function pickAddressByKeys(page: Page, combobox: Locator, query: string, option: RegExp): Promise<void> {
  await expect(combobox).toBeFocused();
  await typeText(page, query);
  const listbox = page.getByRole('listbox');
  await expect(listbox.getByRole('option', { name: option }).first()).toBeVisible();
  for (let step = 0; step < 12; step += 1) {
    await page.keyboard.press('ArrowDown');
    const active = listbox.getByRole('option', { selected: true });
    if (option.test((await active.textContent()) ?? '')) {
      await expect(combobox).toHaveAttribute('aria-activedescendant', (await active.getAttribute('id')) ?? '');
      await page.keyboard.press('Enter');
      await expect(combobox).toHaveAttribute('aria-expanded', 'false');
      await expect(combobox).not.toHaveValue(query);
      await expect(combobox).toBeFocused();
      return;
    }
  }
  throw new Error(`no suggestion ${String(option)} for ${query}`);
}

/** Moves the checked radio of the group that has the focus with the arrow keys until the named one is checked. */
export async function chooseRadio(page: Page, group: Locator, name: string): Promise<void> {
  const target = group.getByRole('radio', { name, exact: true });
  for (let step = 0; step < 8 && !(await target.isChecked()); step += 1) await page.keyboard.press('ArrowRight');
  await expect(target).toBeChecked();
  await expect(target).toBeFocused();
  await expectFocusVisible(page);
}

/** Picks an option of the native select that has the focus by typing its start, as a keyboard user does. */
export async function chooseByTyping(page: Page, select: Locator, start: string, value: string): Promise<void> {
  await expect(select).toBeFocused();
  await page.keyboard.type(start);
  await expect(select).toHaveValue(value);
}

/** Switches the customer's side to a language with the language picker, by keyboard. */
export async function openInByKeys(page: Page, url: string, lang: Language): Promise<void> {
  await page.goto(url);
  await appRuns(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  if (lang === 'en') {
    await activate(page, page.getByRole('button', { name: 'English' }));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  }
}

/** The new page's heading has the focus after a navigation (docs/reference/screens.md#layout). */
export async function expectHeadingFocused(page: Page, name: string | RegExp): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name })).toBeFocused();
}

/**
 * A modal dialog that is open keeps the focus inside through a round of Tab and of Shift+Tab, closes on Escape, and
 * gives the focus back to the control that opened it.
 */
export async function expectDialogTrapsFocus(page: Page, dialog: Locator, opener: Locator): Promise<void> {
  await expect(dialog).toBeVisible();
  const inside = () => dialog.evaluate((element) => element.contains(document.activeElement));
  expect(await inside(), 'the open dialog has the focus').toBe(true);
  const stops = await dialog.evaluate(
    (element) => element.querySelectorAll('button, input, select, textarea, a[href], [tabindex="0"]').length,
  );
  for (let step = 0; step <= stops; step += 1) {
    await tab(page);
    expect(await inside(), 'Tab stays inside the open dialog').toBe(true);
  }
  for (let step = 0; step <= stops; step += 1) {
    await tab(page, { back: true });
    expect(await inside(), 'Shift+Tab stays inside the open dialog').toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}
