import { expect, test, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from './support/axe.ts';
import {
  chooseLanguage,
  createStaffMember,
  deskLogin,
  deskTexts,
  logInToDesk,
  type EnrolledStaff,
} from './support/desk.ts';
import { festivalUrl, languages, type Language } from './support/tenants.ts';

/*
 * The settings screens (docs/reference/screens.md#desk-settings). The journeys change the festival tenant's settings:
 * the other browser tests, running beside these, read the demo tenant's.
 */

const desktop = { width: 1280, height: 900 };

async function logIn(page: Page, lang: Language, member: EnrolledStaff, url = festivalUrl): Promise<void> {
  await page.goto(`${url}/admin/login`);
  await expect(page.getByRole('banner').locator('.desk-header__company')).toBeVisible();
  if ((await page.locator('html').getAttribute('lang')) !== lang) await chooseLanguage(page, lang);
  await expect(deskLogin(page, lang).email).toBeVisible();
  await logInToDesk(page, lang, member);
}

for (const lang of languages) {
  const t = deskTexts[lang];
  test.describe(`settings in ${lang}`, () => {
    test.describe.configure({ timeout: 120_000 });

    test('shows the company screen', async ({ page }) => {
      await page.setViewportSize(desktop);
      const admin = await createStaffMember('festival', 'admin');
      await logIn(page, lang, admin);
      await page.goto(`${festivalUrl}/admin/settings`);
      await expect(page.getByRole('heading', { level: 2, name: t['desk.settings.section.company'] })).toBeVisible();
      await page.screenshot({ path: `/tmp/shots/company-${lang}.png`, fullPage: true });
      await expectNoAccessibilityViolations(page);
    });
  });
}
