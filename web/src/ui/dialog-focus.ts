import type { KeyboardEvent } from 'react';

const tabbableSelector = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/** The controls Tab stops at inside a dialog, in order: of a radio group only the checked radio (or the first). */
export function tabStops(container: HTMLElement): HTMLElement[] {
  const seenGroups = new Set<string>();
  return [...container.querySelectorAll<HTMLElement>(tabbableSelector)].filter((element) => {
    if (element.closest('[hidden]')) return false;
    if (!(element instanceof HTMLInputElement) || element.type !== 'radio' || !element.name) return true;
    const group = [...container.querySelectorAll<HTMLInputElement>(`input[type="radio"]`)].filter(
      (radio) => radio.name === element.name,
    );
    const stop = group.find((radio) => radio.checked) ?? group[0];
    if (seenGroups.has(element.name) || stop !== element) return false;
    seenGroups.add(element.name);
    return true;
  });
}

/**
 * Keeps Tab and Shift+Tab inside an open modal `<dialog>` (docs/reference/screens.md#layout): the browser makes the
 * page behind it inert but lets Tab leave for its own toolbar, so from the last control Tab goes to the first, and
 * back.
 */
export function keepTabInside(event: KeyboardEvent<HTMLDialogElement>): void {
  if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
  const stops = tabStops(event.currentTarget);
  const first = stops[0];
  const last = stops.at(-1);
  if (!first || !last) return;
  const focused = document.activeElement;
  const atEdge = event.shiftKey
    ? focused === first || !event.currentTarget.contains(focused)
    : focused === last || !event.currentTarget.contains(focused);
  if (!atEdge) return;
  event.preventDefault();
  (event.shiftKey ? last : first).focus();
}
