import type { Page } from '@playwright/test';

/**
 * Sums the page's layout shifts from its first paint on, as the cumulative layout shift counts them (shifts right after
 * the user's own input left out): call before the page opens, read with `layoutShiftOf` once it has settled.
 */
export async function watchLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts = { total: 0 };
    Object.assign(window, { shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEntry[] & { value: number; hadRecentInput: boolean }[])
        if (!entry.hadRecentInput) shifts.total += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift summed since the page opened (`watchLayoutShift`). */
export function layoutShiftOf(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { shifts: { total: number } }).shifts.total);
}
