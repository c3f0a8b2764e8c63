import { expect, type Page } from '@playwright/test';
import en from '#web/ui/i18n/en.json' with { type: 'json' };
import nl from '#web/ui/i18n/nl.json' with { type: 'json' };
import type { Language } from './tenants.ts';

/** The SPA's own texts, so a test names a control the way the visitor reads it in that language. */
export const texts = { nl, en } satisfies Record<Language, Record<string, string>>;

/**
 * Waits until the app runs and has what it shows: the server's frame of the page looks like it
 * (docs/decisions/024-first-paint.md) but its controls do nothing until then (the language picker is disabled, the
 * login form's fields readonly).
 */
export async function appRuns(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: 'Nederlands' })).toBeEnabled();
  await expect(page.getByRole('status', { name: texts.nl.loading })).toHaveCount(0);
}

/** Opens a page of the app in a language, switched through the language picker as a visitor would. */
export async function openIn(page: Page, url: string, lang: Language): Promise<void> {
  await page.goto(url);
  await appRuns(page);
  if (lang === 'en') {
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  } else {
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  }
}

export async function openMenu(page: Page, lang: Language) {
  await page.getByRole('button', { name: texts[lang].menu }).click();
  const menu = page.getByRole('navigation', { name: texts[lang].mainMenu });
  await expect(menu).toBeVisible();
  return menu;
}
