import { expect, test, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from './support/axe.ts';
import {
  createStaffMember,
  deskMenu,
  deskMenuLink,
  deskTexts,
  followDeskMenu,
  logInAt,
  unfoldDeskMenu,
} from './support/desk.ts';
import { demoUrl, languages } from './support/tenants.ts';

/** The desk's menu (docs/reference/screens.md#desk): the daily pages in a row, the rest in "Manage" and "Money". */

const phone = { width: 390, height: 844 };

/** Where each entry of the menu's row stands, rounded to the pixel. */
const rowBoxes = (page: Page) =>
  page.locator('.desk-menu__list > li').evaluateAll((items) =>
    items.map((item) => {
      const box = item.getBoundingClientRect();
      return [box.left, box.top, box.width, box.height].map(Math.round);
    }),
  );

for (const lang of languages) {
  const t = deskTexts[lang];
  const manageLinks = [
    t.deskDrivers,
    t['desk.vehicles.title'],
    t['desk.companies.title'],
    t.deskCustomers,
    t.deskStaff,
    t.deskAudit,
    t['desk.settings.title'],
  ];

  test.describe(`the desk's menu in ${lang}`, () => {
    test('stands on one row at a desktop, its groups open one at a time under their buttons', async ({ page }) => {
      const admin = await createStaffMember('demo', 'admin');
      await logInAt(page, lang, admin);
      for (const width of [1024, 1280, 1440]) {
        await page.setViewportSize({ width, height: 800 });
        const tops = new Set((await rowBoxes(page)).map(([, top]) => top));
        expect(tops.size, `one row at ${width} px`).toBe(1);
      }
      const menu = deskMenu(page, lang);
      const manage = menu.getByRole('button', { name: t.deskMenuManage });
      const money = menu.getByRole('button', { name: t.deskMenuMoney });

      // The current page is marked on its group's button as on a link of the row.
      const bar = (locator: typeof manage) =>
        locator.evaluate((element) => getComputedStyle(element).borderBottomColor);
      const currentBar = await bar(menu.getByRole('link', { name: t.deskBoard, exact: true }));
      await followDeskMenu(page, lang, t.deskDrivers);
      await expect(page.getByRole('heading', { level: 1, name: t.deskDrivers })).toBeVisible();
      await expect(manage).toHaveAttribute('aria-expanded', 'false');
      await expect(deskMenuLink(page, lang, t.deskDrivers)).toHaveAttribute('aria-current', 'page');
      expect(await bar(manage)).toBe(currentBar);
      expect(await bar(money)).not.toBe(currentBar);

      await manage.click();
      await expect(manage).toHaveAttribute('aria-expanded', 'true');
      await expect(menu.locator('#desk-menu-manage').getByRole('link')).toHaveText(manageLinks);
      // Scanned on the drivers' page, where the open list covers no control: axe counts a control partly under an
      // open list as a smaller target, though the list closes at the first click outside it.
      await expectNoAccessibilityViolations(page);

      await money.click();
      await expect(manage).toHaveAttribute('aria-expanded', 'false');
      await expect(menu.locator('#desk-menu-money').getByRole('link')).toHaveText([
        t['desk.figures.title'],
        t.deskInvoices,
      ]);
      // A click elsewhere closes it.
      await page.getByRole('heading', { level: 1 }).click();
      await expect(money).toHaveAttribute('aria-expanded', 'false');
      await expect(deskMenuLink(page, lang, t.deskInvoices)).toBeHidden();
    });

    test('shows the same groups in the folded menu of a phone, and Escape closes one step at a time', async ({
      page,
    }) => {
      const admin = await createStaffMember('demo', 'admin');
      await page.setViewportSize(phone);
      await logInAt(page, lang, admin);
      await unfoldDeskMenu(page);
      const menu = deskMenu(page, lang);
      const manage = menu.getByRole('button', { name: t.deskMenuManage });
      await manage.click();
      const drivers = menu.getByRole('link', { name: t.deskDrivers });
      await expect(drivers).toBeVisible();
      // In place under its button, set in.
      const [button, link] = [await manage.boundingBox(), await drivers.boundingBox()];
      expect(link!.y).toBeGreaterThanOrEqual(button!.y + button!.height - 1);
      expect(link!.x).toBeGreaterThan(button!.x);
      await expectNoAccessibilityViolations(page);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);

      await drivers.focus();
      await page.keyboard.press('Escape');
      await expect(manage).toBeFocused();
      await expect(manage).toHaveAttribute('aria-expanded', 'false');
      await expect(menu).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(page.getByRole('button', { name: deskTexts[lang].menu })).toBeFocused();
    });

    test("the server's first paint stands where the app's menu does", async ({ page, browser }) => {
      const admin = await createStaffMember('demo', 'admin');
      await logInAt(page, lang, admin);
      await page.goto(`${demoUrl}/admin/drivers`);
      await expect(page.getByRole('heading', { level: 1, name: t.deskDrivers })).toBeVisible();
      await expect(deskMenu(page, lang).getByRole('button', { name: t.deskMenuManage })).toBeEnabled();
      const app = await rowBoxes(page);

      const still = await browser.newContext({
        javaScriptEnabled: false,
        storageState: await page.context().storageState(),
        viewport: page.viewportSize(),
      });
      const frame = await still.newPage();
      await frame.goto(`${demoUrl}/admin/drivers`);
      await expect(deskMenu(frame, lang).getByRole('button', { name: t.deskMenuManage })).toBeDisabled();
      expect(await rowBoxes(frame)).toEqual(app);
      await still.close();
    });
  });
}
