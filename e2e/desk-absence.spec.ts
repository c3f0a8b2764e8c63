import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { nextDay } from '#common/contracts/board-filter.ts';
import { expectNoAccessibilityViolations } from './support/axe.ts';
import {
  chooseLanguage,
  createStaffMember,
  deskLogin,
  deskTexts,
  laterToday,
  logInToDesk,
  type EnrolledStaff,
} from './support/desk.ts';
import { storeAssignment, storeDriverWithCar } from './support/desk-absence.ts';
import { storeDemoTrip } from './support/desk-vehicles.ts';
import { demoUrl, languages, type Language } from './support/tenants.ts';

/**
 * A driver calls in sick (docs/reference/screens.md#desk-absence, docs/decisions/039-driver-absence-and-bulk.md): the
 * dispatcher finds them by part of the name, sees their trips of today and tomorrow, gives one to another driver and
 * leaves the other without one, in one submit; at 1280 px, in both languages.
 */

const desktop = { width: 1280, height: 900 };

async function logIn(page: Page, lang: Language, member: EnrolledStaff): Promise<void> {
  await page.goto(`${demoUrl}/admin/login`);
  await expect(page.getByRole('banner').locator('.desk-header__company')).toBeVisible();
  if ((await page.locator('html').getAttribute('lang')) !== lang) await chooseLanguage(page, lang);
  await expect(deskLogin(page, lang).email).toBeVisible();
  await logInToDesk(page, lang, member);
}

/** A day `YYYY-MM-DD` as the date field shows it in the language. */
const typedDay = (day: string, lang: Language) => {
  const [year, month, date] = day.split('-');
  return lang === 'nl' ? `${date}-${month}-${year}` : `${date}/${month}/${year}`;
};

for (const lang of languages) {
  const t = deskTexts[lang];
  const fill = (text: string, values: Record<string, string | number>) =>
    Object.entries(values).reduce((out, [name, value]) => out.replaceAll(`{{${name}}}`, String(value)), text);

  test.describe(`a driver unavailable in ${lang}`, () => {
    test.describe.configure({ timeout: 120_000 });

    test('the dispatcher reports a driver sick and reassigns their trips from one screen', async ({ page }) => {
      await page.setViewportSize(desktop);
      const id = randomUUID().slice(0, 6);
      const sick = await storeDriverWithCar(`Jan Ziek ${id}`);
      const other = await storeDriverWithCar(`Fenna Vervang ${id}`);
      const today = laterToday();
      const tomorrow = `${nextDay(today.slice(0, 10))} 10:00`;
      const first = await storeDemoTrip(2, today);
      const second = await storeDemoTrip(2, tomorrow);
      await storeAssignment(first, sick.driverId, sick.vehicleId);
      await storeAssignment(second, sick.driverId, sick.vehicleId);

      const dispatcher = await createStaffMember('demo', 'dispatcher');
      await logIn(page, lang, dispatcher);
      // From the board, where the dispatcher is when the phone rings.
      await page.getByRole('link', { name: t['desk.absence.boardLink'] }).click();
      await expect(page.getByRole('heading', { level: 1, name: t['desk.absence.title'] })).toBeVisible();

      await page.getByRole('searchbox', { name: t['desk.absence.search'] }).fill(`ziek ${id}`);
      await expect(
        page.getByRole('status').filter({ hasText: fill(t['desk.absence.driversFound_one'], { count: 1 }) }),
      ).toHaveCount(1);
      await page.getByRole('combobox', { name: t['desk.absence.driver'] }).selectOption({ label: `Jan Ziek ${id}` });
      // Until the end of tomorrow.
      await page.getByRole('textbox', { name: t['desk.absence.toDay'] }).fill(typedDay(tomorrow.slice(0, 10), lang));
      await page.getByRole('textbox', { name: t['desk.absence.reason'] }).fill(lang === 'nl' ? 'ziek' : 'sick');

      const trips = page.getByRole('region', { name: fill(t['desk.absence.tripsTitle'], { name: `Jan Ziek ${id}` }) });
      const firstTrip = trips.getByRole('article', {
        name: new RegExp(`^${fill(t['desk.absence.tripHeading'], { trip: first, time: '' })}`),
      });
      const secondTrip = trips.getByRole('article', {
        name: new RegExp(`^${fill(t['desk.absence.tripHeading'], { trip: second, time: '' })}`),
      });
      await expect(firstTrip).toBeVisible();
      await expect(secondTrip).toBeVisible();
      await expectNoAccessibilityViolations(page);

      // A submit without a choice for each trip says which one lacks it.
      const submit = page.getByRole('button', { name: fill(t['desk.absence.submitWithTrips_other'], { count: 2 }) });
      await submit.click();
      await expect(firstTrip.getByText(t['desk.absence.choiceMissing'])).toBeVisible();

      await firstTrip
        .getByRole('combobox', { name: t['desk.absence.newDriver'] })
        .selectOption({ label: `Fenna Vervang ${id}` });
      await expect(firstTrip.getByRole('combobox', { name: t['desk.assign.vehicle'] })).toHaveValue(
        String(other.vehicleId),
      );
      await secondTrip
        .getByRole('combobox', { name: t['desk.absence.newDriver'] })
        .selectOption({ label: t['desk.absence.leaveWithout'] });
      await submit.click();

      const result = page.locator('.absence-form__result');
      await expect(result).toContainText(fill(t['desk.absence.recordedNow'], { name: `Jan Ziek ${id}` }));
      await expect(result).toContainText(fill(t['desk.absence.outcome_assigned'], { trip: first }));
      await expect(result).toContainText(fill(t['desk.absence.outcome_unassigned'], { trip: second }));
      await expect(trips.getByText(t['desk.absence.noTrips'])).toBeVisible();

      // The absence is listed with a way to end it, and the trip has its new driver.
      const list = page.getByRole('region', { name: t['desk.absence.listTitle'] });
      await expect(
        list.getByRole('button', { name: fill(t['desk.absence.end'], { name: `Jan Ziek ${id}` }) }),
      ).toBeVisible();
      await expectNoAccessibilityViolations(page);
      // The board, filtered by the new driver, shows the trip they took over.
      await page.goto(`${demoUrl}/admin?range=todayTomorrow`);
      await page.getByRole('combobox', { name: t.deskBoardDriver }).selectOption({ label: `Fenna Vervang ${id}` });
      await expect(page).toHaveURL(new RegExp(`driver=${other.driverId}`));
      const rows = page.getByRole('table').getByRole('row');
      await expect(rows).toHaveCount(2);
      await expect(rows.nth(1)).toContainText(`Fenna Vervang ${id}`);
      await expect(rows.nth(1)).toContainText(fill(t.deskBoardTripNumber, { trip: first }));
      // The trip left without a driver is among those of no driver.
      await page.getByRole('combobox', { name: t.deskBoardDriver }).selectOption({ label: t.deskBoardDriver_none });
      await expect(page.getByRole('table')).toContainText(fill(t.deskBoardTripNumber, { trip: second }));
    });
  });
}
