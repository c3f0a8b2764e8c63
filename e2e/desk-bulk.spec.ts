import { randomUUID } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from './support/axe.ts';
import {
  chooseLanguage,
  createStaffMember,
  deskLogin,
  deskTexts,
  laterToday,
  logInToDesk,
  showBoardOptions,
  storeTrips,
} from './support/desk.ts';
import { storeDriverWithCar } from './support/desk-absence.ts';
import { languages, zakelijkUrl, type Language } from './support/tenants.ts';

/**
 * Bulk confirm and assign from the board (docs/reference/screens.md#desk-board,
 * docs/decisions/039-driver-absence-and-bulk.md): a dispatcher of the business tenant selects two new trips booked in
 * the test, confirms them, selects them again and assigns a driver with a vehicle, going over the overlap the second
 * meets with one reason; at 1280 px in both languages, and the selection and bulk confirm at phone width.
 */

const viewports = { desktop: { width: 1280, height: 860 }, phone: { width: 390, height: 844 } };
const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((out, [name, value]) => out.replaceAll(`{{${name}}}`, String(value)), text);

/** Two new trips of today found only by this test's word, and the board of a fresh dispatcher searching for it. */
async function boardWithTwoNewTrips(page: Page, lang: Language): Promise<number[]> {
  const t = deskTexts[lang];
  const word = `qb${randomUUID().replaceAll('-', '').slice(0, 8)}`;
  const datetime = laterToday();
  await storeTrips([
    { name: `Anna ${word}`, datetime },
    { name: `Bert ${word}`, datetime },
  ]);
  const dispatcher = await createStaffMember('zakelijk', 'dispatcher');
  await page.goto(`${zakelijkUrl}/admin/login`);
  await expect(deskLogin(page, 'nl').email).toBeVisible();
  if (lang === 'en') await chooseLanguage(page, 'en');
  await logInToDesk(page, lang, dispatcher);
  await showBoardOptions(page, lang);
  const search = page.getByRole('searchbox', { name: t.deskBoardSearch });
  await search.fill(word);
  await search.press('Enter');
  await expect(page).toHaveURL(new RegExp(`q=${word}`));
  const rows = page.getByRole('table', { name: t.deskBoardCaption }).getByRole('row');
  await expect(rows).toHaveCount(3);
  const ids = await page
    .getByRole('checkbox', { name: new RegExp(fill(t['desk.bulk.selectTrip'], { trip: '\\d+' })) })
    .evaluateAll((boxes) => boxes.map((box) => Number(/\d+/.exec(box.getAttribute('aria-label') ?? '')?.[0])));
  expect(ids).toHaveLength(2);
  return ids;
}

for (const lang of languages) {
  const t = deskTexts[lang];
  const tripBox = (page: Page, trip: number) =>
    page.getByRole('checkbox', { name: fill(t['desk.bulk.selectTrip'], { trip }), exact: true });
  const bar = (page: Page) => page.getByRole('region', { name: t['desk.bulk.bar'] });
  // On a phone each cell is read with its column's name first.
  const statusCells = (table: Locator, status: string) =>
    table.getByRole('cell', { name: new RegExp(`^(${t.deskBoardStatus} )?${status}$`) });
  const results = (page: Page) => page.getByRole('region', { name: t['desk.bulk.results'] });

  test.describe(`bulk on the board in ${lang}`, () => {
    test.describe.configure({ timeout: 120_000 });

    test('a dispatcher confirms two new trips at once, then assigns both to one driver', async ({ page }) => {
      await page.setViewportSize(viewports.desktop);
      const driverName = `Bulk Bas ${randomUUID().slice(0, 6)}`;
      await storeDriverWithCar(driverName, 'zakelijk');
      const [first, second] = (await boardWithTwoNewTrips(page, lang)) as [number, number];

      // The header box selects the page; one box off leaves it indeterminate.
      const pageBox = page.getByRole('checkbox', { name: t['desk.bulk.selectPage'] });
      await pageBox.check();
      await expect(bar(page)).toContainText(fill(t['desk.bulk.selected_other'], { count: 2 }));
      await tripBox(page, second).uncheck();
      await expect(pageBox).toHaveJSProperty('indeterminate', true);
      await expect(bar(page)).toContainText(fill(t['desk.bulk.selected_one'], { count: 1 }));
      // The keyboard: Space on the focused box.
      await tripBox(page, second).focus();
      await page.keyboard.press('Space');
      await expect(bar(page)).toContainText(fill(t['desk.bulk.selected_other'], { count: 2 }));
      await expectNoAccessibilityViolations(page);

      await bar(page).getByRole('button', { name: t['desk.bulk.confirm'] }).click();
      await expect(results(page)).toBeFocused();
      for (const trip of [first, second])
        await expect(
          results(page)
            .getByRole('listitem')
            .filter({ hasText: fill(t['desk.bulk.confirmed'], { trip }) }),
        ).toHaveCount(1);
      const table = page.getByRole('table', { name: t.deskBoardCaption });
      await expect(statusCells(table, t.tripStatus_confirmed)).toHaveCount(2);
      // Confirm is for new trips: with only confirmed ones selected it is not offered.
      await expect(bar(page).getByRole('button', { name: t['desk.bulk.confirm'] })).toBeDisabled();

      await bar(page).getByRole('button', { name: t['desk.bulk.assign'] }).click();
      const dialog = page.getByRole('dialog', { name: fill(t['desk.bulk.assignTitle_other'], { count: 2 }) });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('combobox', { name: t['desk.assign.driver'] }).selectOption({ label: driverName });
      await expect(dialog.getByRole('combobox', { name: t['desk.assign.vehicle'] })).not.toHaveValue('');
      await expectNoAccessibilityViolations(page);
      await dialog.getByRole('button', { name: t['desk.assign.submit'] }).click();

      // Both at one time: the first is assigned, the second meets the driver's overlap and goes over it with a reason.
      await expect(results(page)).toBeFocused();
      await expect(results(page)).toContainText(fill(t['desk.bulk.assigned'], { trip: first, driver: driverName }));
      await expect(results(page)).toContainText(fill(t['desk.bulk.warned'], { trip: second, message: '' }).trim());
      await results(page)
        .getByRole('textbox', { name: t['desk.bulk.overrideReason'] })
        .fill(lang === 'nl' ? 'Samen één rit' : 'One ride together');
      await expectNoAccessibilityViolations(page);
      await results(page)
        .getByRole('button', { name: fill(t['desk.bulk.override_one'], { count: 1 }) })
        .click();
      await expect(results(page)).toContainText(fill(t['desk.bulk.assigned'], { trip: second, driver: driverName }));
      await expect(table.getByRole('cell', { name: driverName, exact: true })).toHaveCount(2);

      await bar(page).getByRole('button', { name: t['desk.bulk.clear'] }).click();
      await expect(bar(page)).toHaveCount(0);
      await expect(pageBox).not.toBeChecked();
    });

    test('at phone width each card has its box and the bar confirms the selection', async ({ page }) => {
      await page.setViewportSize(viewports.phone);
      const [first, second] = (await boardWithTwoNewTrips(page, lang)) as [number, number];
      await tripBox(page, first).check();
      await tripBox(page, second).check();
      await expect(bar(page)).toBeInViewport();
      await expect(bar(page)).toContainText(fill(t['desk.bulk.selected_other'], { count: 2 }));
      await expectNoAccessibilityViolations(page);
      await bar(page).getByRole('button', { name: t['desk.bulk.confirm'] }).click();
      await expect(results(page)).toBeFocused();
      await expect(results(page).getByRole('listitem')).toHaveText([
        fill(t['desk.bulk.confirmed'], { trip: first }),
        fill(t['desk.bulk.confirmed'], { trip: second }),
      ]);
      const table = page.getByRole('table', { name: t.deskBoardCaption });
      await expect(statusCells(table, t.tripStatus_confirmed)).toHaveCount(2);
    });
  });
}
