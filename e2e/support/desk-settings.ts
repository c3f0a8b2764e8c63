import { expect, type Page } from '@playwright/test';
import { chooseLanguage, deskLogin, deskTexts, logInToDesk, type EnrolledStaff } from './desk.ts';
import { fetchInPage } from './spec-tenant.ts';
import type { Language } from './tenants.ts';

/*
 * The settings screens' journeys (docs/reference/screens.md#desk-settings): logging in to a settings screen, and the
 * configuration read, saved and reverted over the API (docs/reference/api.md#admin-settings) to restore what a test
 * changed.
 */

/** Logs a member in on a tenant's desk in a language and opens a settings screen. */
export async function openSettings(
  page: Page,
  { url, lang, member, screen }: { url: string; lang: Language; member: EnrolledStaff; screen: string },
): Promise<void> {
  await page.goto(`${url}/admin/login`);
  await expect(page.getByRole('banner').locator('.desk-header__company')).toBeVisible();
  if ((await page.locator('html').getAttribute('lang')) !== lang) await chooseLanguage(page, lang);
  await expect(deskLogin(page, lang).email).toBeVisible();
  await logInToDesk(page, lang, member);
  await page.goto(`${url}/admin/settings/${screen}`);
}

type Configuration = { version: number; config: Record<string, unknown> };
type Version = { version: number; via: string; summary: string; current: boolean };

/**
 * The settings calls with the page's desk session, made from the page (on the tenant's origin) since a spec tenant's host
 * is only known to the browser.
 */
export function settingsApi(page: Page, url: string) {
  const api = `${url}/api/admin/settings`;
  const current = async (): Promise<Configuration> => {
    const reply = await fetchInPage(page, api);
    expect(reply.status).toBe(200);
    return reply.body as Configuration;
  };
  return {
    current,
    versions: async (): Promise<Version[]> => {
      const reply = await fetchInPage(page, `${api}/versions`);
      expect(reply.status).toBe(200);
      return (reply.body as { versions: Version[] }).versions;
    },
    /** Reverts to version `n` if `onVersion` is still in force; the reply's status. */
    revert: async (n: number, onVersion: number): Promise<number> =>
      (await fetchInPage(page, `${api}/versions/${n}/revert`, { method: 'POST', data: { version: onVersion } })).status,
    /** Saves a section's value on the version in force, asked again when another was saved in between. */
    restore: async (section: string, value: Record<string, unknown>): Promise<void> => {
      for (let attempt = 0; attempt < 5; attempt++) {
        const { version } = await current();
        const reply = await fetchInPage(page, `${api}/${section}`, { method: 'PUT', data: { version, value } });
        if (reply.status === 200) return;
        expect(reply.status).toBe(409);
      }
      throw new Error(`could not restore ${section}`);
    },
  };
}

/** The page is no wider than the window: nothing scrolls sideways. */
export async function expectNoSideScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
}

/** Saves the settings screen that is open and waits for the new version to be named; its number. */
export async function saveSettings(page: Page, lang: Language): Promise<number> {
  const t = deskTexts[lang];
  await page.getByRole('button', { name: t['desk.settings.save'], exact: true }).click();
  const saved = page.getByText(new RegExp(t['desk.settings.saved'].replace('{{version}}', '\\d+').replace('.', '\\.')));
  await expect(saved).toBeVisible();
  return Number(/\d+/.exec((await saved.textContent()) ?? '')?.[0]);
}
