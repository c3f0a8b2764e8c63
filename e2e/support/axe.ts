import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2 A and AA, as the product promises (docs/reference/screens.md#accessibility). */
export async function expectNoAccessibilityViolations(page: Page): Promise<void> {
  // axe places the sticky header where it stands while scrolled, so a target scrolled under it would count as too
  // small: scan from the top and give the visitor's scroll back (docs/decisions/029-wcag22-and-accessibility-statement.md).
  const scrollY = await page.evaluate(() => {
    const y = window.scrollY;
    window.scrollTo(0, 0);
    return y;
  });
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  await page.evaluate((y) => window.scrollTo(0, y), scrollY);
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary, `axe-core violations on ${page.url()}`).toEqual([]);
}
