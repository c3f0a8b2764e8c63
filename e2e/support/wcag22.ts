import { expect, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from './axe.ts';

/**
 * The WCAG 2.2 AA checks that axe-core cannot make alone (docs/reference/screens.md#accessibility): every pointer
 * target at least 24 × 24 CSS px or spaced as 2.5.8 allows, and content that reflows (1.4.10) without scrolling
 * sideways or being cut off.
 */

/** The sizes a screen is checked at: a phone and a desktop for axe and the targets, then each one's reflow width. */
export const viewports = {
  phone: { size: { width: 375, height: 667 }, reflow: { width: 320, height: 640 } },
  // 200 % zoom of a 1280 × 800 window is 640 × 400 CSS px.
  desktop: { size: { width: 1280, height: 800 }, reflow: { width: 640, height: 400 } },
} as const;
export type Device = keyof typeof viewports;

/** The minimum size of a target (WCAG 2.5.8), in CSS px. */
const minimum = 24;

/**
 * Every element a pointer can operate that is smaller than 24 × 24 and not excepted: a link inside a sentence (the
 * inline exception), or an undersized target whose 24 px circle touches no other target nor another such circle (the
 * spacing exception). A control shown through its label (a styled radio or checkbox) is measured with its label.
 */
export async function undersizedTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const selector = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      'summary',
      '[tabindex]:not([tabindex="-1"])',
      '[role="button"]',
      '[role="link"]',
      '[role="tab"]',
      '[role="checkbox"]',
      '[role="radio"]',
      '[role="switch"]',
      '[role="option"]',
      '.leaflet-interactive',
    ].join(',');
    type Box = { left: number; top: number; right: number; bottom: number };
    const union = (boxes: Box[]): Box => ({
      left: Math.min(...boxes.map((b) => b.left)),
      top: Math.min(...boxes.map((b) => b.top)),
      right: Math.max(...boxes.map((b) => b.right)),
      bottom: Math.max(...boxes.map((b) => b.bottom)),
    });
    const touches = (a: Box, b: Box) =>
      a.left <= b.right && b.left <= a.right && a.top <= b.bottom && b.top <= a.bottom;
    const describe = (element: Element) => {
      const name =
        element.getAttribute('aria-label') ??
        element.getAttribute('title') ??
        (element.textContent.trim() || (element as HTMLInputElement).labels?.[0]?.textContent.trim() || '');
      return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${name.slice(0, 40)}"`;
    };
    const shown = (element: Element) =>
      element.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true }) &&
      !element.closest('[hidden], [inert], [aria-hidden="true"]:not(.leaflet-marker-icon)');
    /** The inline exception: a link that is part of a sentence of other text. */
    const inline = (element: Element) => {
      if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
      const block = element.parentElement?.closest('p, li, dd, td, div, span, label');
      return (block?.textContent.trim().length ?? 0) > element.textContent.trim().length;
    };
    const targets: { element: Element; box: Box }[] = [];
    for (const element of document.querySelectorAll(selector)) {
      if (!shown(element) || (element as HTMLButtonElement).disabled) continue;
      const rect = element.getBoundingClientRect();
      let box: Box = rect;
      const labels = Array.from((element as HTMLInputElement).labels ?? []).filter(shown);
      if (rect.width <= 1 || rect.height <= 1) {
        // Visually hidden: its label is what a pointer operates, or it is no pointer target at all.
        if (labels.length === 0) continue;
        box = union(labels.map((label) => label.getBoundingClientRect()));
      } else if (labels.length > 0 && ['checkbox', 'radio'].includes((element as HTMLInputElement).type)) {
        const next = labels.map((label) => label.getBoundingClientRect()).filter((label) => touches(label, rect));
        box = union([rect, ...next]);
      }
      // Out of the page (a skip link until focused): no pointer reaches it.
      if (box.bottom + window.scrollY <= 0 || box.right + window.scrollX <= 0) continue;
      targets.push({ element, box });
    }
    const size = (box: Box) => ({ width: box.right - box.left, height: box.bottom - box.top });
    const small = targets.filter(({ box }) => size(box).width < min - 0.5 || size(box).height < min - 0.5);
    const centre = (box: Box) => ({ x: (box.left + box.right) / 2, y: (box.top + box.bottom) / 2 });
    const circleTouches = (point: { x: number; y: number }, box: Box) => {
      const dx = Math.max(box.left - point.x, 0, point.x - box.right);
      const dy = Math.max(box.top - point.y, 0, point.y - box.bottom);
      return Math.hypot(dx, dy) < min / 2;
    };
    const failures: string[] = [];
    for (const target of small) {
      if (inline(target.element)) continue;
      const c = centre(target.box);
      const crowded = targets.some(
        (other) =>
          other !== target &&
          !other.element.contains(target.element) &&
          !target.element.contains(other.element) &&
          (circleTouches(c, other.box) ||
            (small.includes(other) && Math.hypot(centre(other.box).x - c.x, centre(other.box).y - c.y) < min)),
      );
      if (crowded) {
        const { width, height } = size(target.box);
        failures.push(`${describe(target.element)} ${Math.round(width)}×${Math.round(height)}`);
      }
    }
    return failures;
  }, minimum);
}

/**
 * What does not reflow: the page is wider than the window, or an element sticks out of the window or is cut off by
 * its box, unless it scrolls inside a region of its own (a table may, as WCAG 1.4.10 allows) or is the map's panes.
 */
export async function reflowProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) {
      problems.push(`the page is ${root.scrollWidth} px wide in a window of ${root.clientWidth} px`);
    }
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${
        typeof element.className === 'string' && element.className ? `.${element.className.split(' ')[0]}` : ''
      } "${element.textContent.trim().slice(0, 30)}"`;
    const scrollsAlone = (element: Element) => {
      for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
        if (['auto', 'scroll'].includes(getComputedStyle(up).overflowX)) return true;
      }
      return false;
    };
    /** Hidden, or shown to screen readers only (clipped to nothing, as a stacked table's header row). */
    const hidden = (element: Element) => {
      if (!element.checkVisibility({ visibilityProperty: true })) return true;
      if (element.closest('.leaflet-container, [hidden]')) return true;
      for (let up: Element | null = element; up; up = up.parentElement) {
        const style = getComputedStyle(up);
        if (style.clipPath === 'inset(50%)') return true;
      }
      return false;
    };
    for (const element of document.body.querySelectorAll('*')) {
      if (hidden(element)) continue;
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      if ((rect.right > root.clientWidth + 1 || rect.left < -1) && !scrollsAlone(element)) {
        problems.push(`${describe(element)} reaches ${Math.round(rect.left)}–${Math.round(rect.right)} px`);
        continue;
      }
      const style = getComputedStyle(element);
      const clips = ['hidden', 'clip'].includes(style.overflowX) || style.textOverflow === 'ellipsis';
      // A field scrolls its own text as one types: not cut off.
      const field = element.matches('input, textarea, select');
      if (clips && !field && element.scrollWidth > element.clientWidth + 1 && element.childElementCount === 0) {
        problems.push(`${describe(element)} is cut off: ${element.scrollWidth} px in ${element.clientWidth} px`);
      }
    }
    return problems;
  });
}

/**
 * One screen, as it is open, on one device: axe with the WCAG 2.2 AA tags and the target sizes at the device's size,
 * then reflow at its narrow width. Leaves the window at the device's size.
 */
export async function checkScreen(page: Page, device: Device): Promise<void> {
  const { size, reflow } = viewports[device];
  await page.setViewportSize(size);
  await expectNoAccessibilityViolations(page);
  expect(await undersizedTargets(page), `targets under 24 × 24 px on ${page.url()} (${device})`).toEqual([]);
  await page.setViewportSize(reflow);
  await expect
    .poll(() => reflowProblems(page), { message: `reflow at ${reflow.width} px on ${page.url()}`, timeout: 3000 })
    .toEqual([]);
  await page.setViewportSize(size);
}
