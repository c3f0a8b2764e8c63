import { expect, test, type Page } from '@playwright/test';
import { openIn } from './support/app.ts';
import { expectNoAccessibilityViolations } from './support/axe.ts';
import { errorSummary } from './support/checkout-steps.ts';
import {
  chooseLanguage,
  codeOf,
  createStaffMember,
  deskLogin,
  deskMenu,
  deskMenuNames,
  unfoldDeskMenu,
  deskTexts,
  demoSecret,
  demoStaffPassword,
  enterPassword,
  freshCode,
  logInToDesk,
} from './support/desk.ts';
import { demoUrl, languages, zakelijkUrl, type Language } from './support/tenants.ts';

/** The desk's login (docs/reference/screens.md#desk-login), at a desktop's width and a phone's. */

const viewports = { desktop: { width: 1280, height: 860 }, phone: { width: 390, height: 844 } };

/** Opens the desk's login in a language, through its own language picker. */
async function openLogin(page: Page, lang: Language, url = `${demoUrl}/admin/login`): Promise<void> {
  await page.goto(url);
  await expect(deskLogin(page, 'nl').email).toBeVisible();
  if (lang === 'en') await chooseLanguage(page, 'en');
}

// One login per demo member in this file: a code is taken once per member and 30-second step, and other files log in
// as other members.
const demoAdmins = {
  nl: { tenantId: 'demo', url: demoUrl, email: 'admin@taxi-martini.example', name: 'Anne de Vries' },
  en: { tenantId: 'zakelijk', url: zakelijkUrl, email: 'admin@noordvervoer.example', name: 'Sanne Jansen' },
} as const;

for (const lang of languages) {
  const t = deskTexts[lang];

  test.describe(`the desk login in ${lang}`, () => {
    test('the demo admin logs in with a code of the demo secret, sees the whole desk, and logs out', async ({
      page,
    }) => {
      const admin = demoAdmins[lang];
      await page.setViewportSize(viewports.desktop);
      await openLogin(page, lang, `${admin.url}/admin/login`);
      await expect(page).toHaveTitle(new RegExp(t.deskLoginTitle));
      await enterPassword(page, lang, { ...admin, role: 'admin', password: demoStaffPassword });
      const form = deskLogin(page, lang);
      await expect(page.getByRole('heading', { name: t.deskCodeTitle })).toBeVisible();
      await form.code.fill(await freshCode(admin.tenantId, admin.email, demoSecret));
      await form.logIn.click();

      await expect(page).toHaveURL(`${admin.url}/admin`);
      await expect(page.getByRole('heading', { level: 1, name: t.deskBoard })).toBeVisible();
      await expect(page.getByRole('main')).toContainText(t.deskGreeting.replace('{{name}}', admin.name));
      const banner = page.getByRole('banner');
      await expect(banner).toContainText(admin.name);
      await expect(banner).toContainText(t.deskRole_admin);
      // The pages of every morning in the row, the less daily ones in "Manage" and "Money".
      await unfoldDeskMenu(page);
      await expect(deskMenu(page, lang).getByRole('link')).toHaveText([
        t.deskBoard,
        t.deskPlan,
        t.deskRunSheet,
        t['desk.absence.title'],
      ]);
      await expect(deskMenu(page, lang).getByRole('button')).toHaveText([t.deskMenuManage, t.deskMenuMoney]);
      expect(await deskMenuNames(page, lang)).toEqual([
        t.deskBoard,
        t.deskPlan,
        t.deskRunSheet,
        t['desk.absence.title'],
        t.deskDrivers,
        t['desk.vehicles.title'],
        t['desk.companies.title'],
        t.deskCustomers,
        t.deskStaff,
        t.deskAudit,
        t['desk.settings.title'],
        t['desk.figures.title'],
        t.deskInvoices,
      ]);
      // The desk has no customer menu or cart.
      await expect(page.getByRole('navigation', { name: t.mainMenu })).toHaveCount(0);
      await expect(page.getByRole('link', { name: new RegExp(t.cart) })).toHaveCount(0);

      await banner.getByRole('button', { name: t.logout }).click();
      await expect(page).toHaveURL(`${admin.url}/admin/login`);
      await expect(page.getByRole('heading', { level: 1, name: t.deskLoginTitle })).toBeVisible();
      await expect(deskMenu(page, lang)).toHaveCount(0);
      await page.goto(`${admin.url}/admin`);
      await expect(page).toHaveURL(`${admin.url}/admin/login`);
    });

    for (const [device, viewport] of Object.entries(viewports)) {
      test(`a wrong code is refused at the code, and going back keeps the email, ${device}`, async ({ page }) => {
        const member = await createStaffMember('demo', 'dispatcher');
        await page.setViewportSize(viewport);
        await openLogin(page, lang);
        await enterPassword(page, lang, member);
        const form = deskLogin(page, lang);
        await expect(form.code).toBeFocused();
        const step = Math.floor(Date.now() / 30_000);
        const valid = new Set([step - 1, step, step + 1, step + 2].map((each) => codeOf(member.secret, each)));
        const wrong = ['000000', '111111', '222222'].find((code) => !valid.has(code)) ?? '333333';
        await form.code.fill(wrong);
        await form.logIn.click();

        const summary = errorSummary(page, lang);
        await expect(summary).toBeFocused();
        await expect(summary.getByRole('link')).toHaveText([t.deskError_codeInvalid]);
        await expect(form.code).toHaveAttribute('aria-invalid', 'true');
        await expect(form.code).toHaveValue(wrong);
        await expectNoAccessibilityViolations(page);

        await form.back.click();
        await expect(form.email).toHaveValue(member.email);
        await expect(form.password).toHaveValue(member.password);
        await form.continue.click();
        await form.code.fill(await freshCode(member.tenantId, member.email, member.secret));
        await form.logIn.click();
        await expect(page.getByRole('heading', { level: 1, name: t.deskBoard })).toBeVisible();
        // A dispatcher's desk: the board, the plan, the drivers' run sheets and a driver unavailable.
        await unfoldDeskMenu(page);
        await expect(deskMenu(page, lang).getByRole('link')).toHaveText([
          t.deskBoard,
          t.deskPlan,
          t.deskRunSheet,
          t['desk.absence.title'],
        ]);
        await expect(deskMenu(page, lang).getByRole('button')).toHaveCount(0);
      });
    }

    test('a wrong password is refused at the password, and what was typed stays', async ({ page }) => {
      const member = await createStaffMember('demo', 'admin');
      await openLogin(page, lang);
      const form = deskLogin(page, lang);
      await form.continue.click();
      const summary = errorSummary(page, lang);
      await expect(summary).toBeFocused();
      await expect(summary.getByRole('link')).toHaveText([t.deskEmailMissing, t.deskPasswordMissing]);
      await expectNoAccessibilityViolations(page);

      await enterPassword(page, lang, { ...member, password: `${member.password}-x` });
      await expect(summary.getByRole('link')).toHaveText([t.deskError_loginFailed]);
      await expect(summary).toBeFocused();
      await expect(form.email).toHaveValue(member.email);
      await expect(form.password).toHaveValue(`${member.password}-x`);
      // The link puts the cursor in the password, to correct it.
      await summary.getByRole('link').click();
      await expect(form.password).toBeFocused();
    });

    test('a desk page without a session goes to the login, and back to it after the code', async ({ page }) => {
      const member = await createStaffMember('demo', 'admin');
      // The language picked on the customer's side holds in the desk too.
      await openIn(page, `${demoUrl}/trip/new`, lang);
      await page.goto(`${demoUrl}/admin/audit`);
      await expect(page).toHaveURL(`${demoUrl}/admin/login?next=%2Fadmin%2Faudit`);
      await expect(page.getByRole('heading', { level: 1, name: t.deskLoginTitle })).toBeVisible();
      await logInToDesk(page, lang, member);
      await expect(page).toHaveURL(`${demoUrl}/admin/audit`);
      await expect(page.getByRole('heading', { level: 1, name: t.deskAudit })).toBeVisible();
      // Logged in, the login page leads on to the desk.
      await page.goto(`${demoUrl}/admin/login`);
      await expect(page).toHaveURL(`${demoUrl}/admin`);
    });

    test('a member logs in with the keyboard alone', async ({ page }) => {
      const member = await createStaffMember('zakelijk', 'dispatcher');
      await openLogin(page, lang, `${zakelijkUrl}/admin/login`);
      const form = deskLogin(page, lang);
      // From the top of the page (the language picked is kept): the skip link, then on to the email field.
      await page.reload();
      await expect(form.email).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: t.skipToContent })).toBeFocused();
      await page.keyboard.press('Enter');
      for (
        let presses = 0;
        presses < 10 && !(await form.email.evaluate((field) => field === document.activeElement));
        presses++
      )
        await page.keyboard.press('Tab');
      await expect(form.email).toBeFocused();
      await page.keyboard.type(member.email);
      await page.keyboard.press('Tab');
      await expect(form.password).toBeFocused();
      await page.keyboard.type(member.password);
      await page.keyboard.press('Enter');
      await expect(form.code).toBeFocused();
      await page.keyboard.type(await freshCode(member.tenantId, member.email, member.secret));
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { level: 1, name: t.deskBoard })).toBeFocused();
      await expect(page).toHaveURL(`${zakelijkUrl}/admin`);
    });

    for (const [device, viewport] of Object.entries(viewports)) {
      test(`the login's steps pass axe-core, ${device}`, async ({ page }) => {
        const member = await createStaffMember('demo', 'dispatcher', { enrolled: false });
        await page.setViewportSize(viewport);
        await openLogin(page, lang);
        await expectNoAccessibilityViolations(page);
        await enterPassword(page, lang, member);
        await expect(page.getByRole('heading', { name: t.deskEnrolTitle })).toBeVisible();
        await expect(page.getByRole('img', { name: t.deskEnrolQrAlt })).toBeVisible();
        await expectNoAccessibilityViolations(page);
      });
    }
  });
}
