import { randomUUID } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from './support/axe.ts';
import { fill } from './support/checkout-steps.ts';
import { chooseLanguage, createStaffMember, deskLogin, deskMenu, deskTexts, logInToDesk } from './support/desk.ts';
import { storeAbsence, storeDriverWithCar } from './support/desk-absence.ts';
import { tomorrow } from './support/desk-plan.ts';
import { storeDemoTrip } from './support/desk-vehicles.ts';
import { demoUrl, languages } from './support/tenants.ts';

/**
 * The plan (docs/reference/screens.md#desk-plan, docs/decisions/038-the-plan.md): the demo tenant's dispatcher plans
 * tomorrow at 1280 px, one trip by dragging it onto a driver's row, one by keyboard alone, and one that overlaps meets
 * the warning in the assign dialog and goes through with a reason; then the plan on a phone.
 */

const desktop = { width: 1280, height: 1400 };
const phone = { width: 390, height: 844 };

/** Drags with the pointer as a hand does, in steps, so that dnd-kit's pointer sensor takes it for a drag. */
async function drag(page: Page, from: Locator, to: Locator): Promise<void> {
  // The morning's trips at the axis's start, in view beside the rows' names.
  await page.locator('.plan__grid').evaluate((grid) => grid.scrollTo({ left: 0 }));
  await to.scrollIntoViewIfNeeded();
  const start = await from.boundingBox();
  const end = await to.boundingBox();
  if (!start || !end) throw new Error('nothing to drag or nowhere to drop');
  await page.mouse.move(start.x + start.width / 2, start.y + 12);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2 + 20, start.y + 30, { steps: 5 });
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 15 });
  // Where the row is now, should the plan have moved meanwhile.
  const now = await to.boundingBox();
  if (now) await page.mouse.move(now.x + now.width / 2, now.y + now.height / 2, { steps: 2 });
  await page.mouse.up();
}

// One language after the other: both plan the same tomorrow, and a row moving under the other's drag is no test.
test.describe.configure({ mode: 'serial' });

for (const lang of languages) {
  const t = deskTexts[lang];

  test(`the dispatcher plans tomorrow by dragging and by keyboard, ${lang}`, async ({ page }) => {
    test.setTimeout(150_000);
    await page.setViewportSize(desktop);
    const day = tomorrow();
    // Each run its own driver (sorted first), and trips of its own: a drag, a key press, and one overlapping the first.
    const driverName = `Aa Plan ${lang} ${randomUUID().slice(0, 6)}`;
    await storeDriverWithCar(driverName);
    const dragged = await storeDemoTrip(2, `${day} 09:00`);
    const keyed = await storeDemoTrip(2, `${day} 13:00`);
    const overlapping = await storeDemoTrip(2, `${day} 09:15`);
    // A driver away in the afternoon, sorted next: their row says so and takes no afternoon trip.
    const awayName = `Ab Weg ${lang} ${randomUUID().slice(0, 6)}`;
    const away = await storeDriverWithCar(awayName);
    await storeAbsence(away.driverId, `${day} 12:00`, `${day} 18:00`, lang === 'nl' ? 'tandarts' : 'dentist');

    const member = await createStaffMember('demo', 'dispatcher');
    await page.goto(`${demoUrl}/admin/login`);
    await expect(page.getByRole('banner').locator('.desk-header__company')).toBeVisible();
    if ((await page.locator('html').getAttribute('lang')) !== lang) await chooseLanguage(page, lang);
    await expect(deskLogin(page, lang).email).toBeVisible();
    await logInToDesk(page, lang, member);
    await deskMenu(page, lang).getByRole('link', { name: t.deskPlan }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.deskPlan })).toBeVisible();
    await page.getByRole('button', { name: t.deskPlanTomorrow }).click();
    await expect(page).toHaveURL(new RegExp(`day=${day}`));

    const lane = page.getByRole('listitem', { name: t.deskPlanUnassigned });
    const row = page.getByRole('listitem', { name: driverName });
    const block = (where: Locator, tripId: number) =>
      where.getByRole('button', { name: new RegExp(`^${fill(t.deskPlanTrip, { id: tripId })}\\b`) });
    for (const tripId of [dragged, keyed, overlapping]) await expect(block(lane, tripId)).toBeVisible();
    await expect(row).toContainText(t.deskPlanNoTrips);
    await expectNoAccessibilityViolations(page);

    // Dragged onto the driver's row: assigned with their usual vehicle, nothing to ask.
    await drag(page, block(lane, dragged), row);
    await expect(
      page.getByRole('status').filter({ hasText: fill(t.deskPlanAssigned, { id: dragged, name: driverName }) }),
    ).toBeVisible();
    await expect(block(row, dragged)).toBeVisible();
    await expect(block(row, dragged)).toContainText(t.tripStatus_assigned);
    await expect(block(lane, dragged)).toHaveCount(0);

    // By keyboard alone: the trip picked with Enter, Tab to the driver's button, Enter.
    await block(lane, keyed).focus();
    await page.keyboard.press('Enter');
    await expect(block(lane, keyed)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('status').filter({ hasText: fill(t.deskPlanPicked, { id: keyed }) })).toBeVisible();
    const awayRow = page.getByRole('listitem', { name: awayName });
    await expect(awayRow).toContainText(fill(t.deskPlanAbsentForTrip, { id: keyed }));
    await expect(awayRow.getByRole('button', { name: fill(t.deskPlanAssignTo, { name: awayName }) })).toHaveCount(0);
    await expect(awayRow).toContainText(lang === 'nl' ? 'tandarts' : 'dentist');
    const assignButton = row.getByRole('button', { name: fill(t.deskPlanAssignTo, { name: driverName }) });
    for (let presses = 0; presses < 200; presses += 1) {
      if (await assignButton.evaluate((button) => button === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(assignButton).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('status').filter({ hasText: fill(t.deskPlanAssigned, { id: keyed, name: driverName }) }),
    ).toBeVisible();
    await expect(block(row, keyed)).toBeFocused();

    // Escape puts a pick back.
    await block(lane, overlapping).focus();
    await page.keyboard.press('Space');
    await expect(block(lane, overlapping)).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Escape');
    await expect(block(lane, overlapping)).toHaveAttribute('aria-pressed', 'false');
    await expect(assignButton).toHaveCount(0);

    // The driver drives 09:00 already: the drop opens the dialog with them chosen and the warning, and a reason passes it.
    await drag(page, block(lane, overlapping), row);
    const dialog = page.getByRole('dialog', { name: t['desk.assign.title'] });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: t['desk.assign.driver'] })).toHaveValue(/\d+/);
    await expect(dialog).toContainText(t['desk.assign.warned']);
    await expectNoAccessibilityViolations(page);
    await dialog.getByRole('textbox', { name: t['desk.assign.overrideReason'] }).fill('Rijdt door, klant weet het');
    await dialog.getByRole('button', { name: t['desk.assign.submitAnyway'] }).click();
    await expect(dialog).toBeHidden();
    await expect(block(row, overlapping)).toBeVisible();
    await expect(row.getByRole('button', { name: /./ }).filter({ hasText: t.tripStatus_assigned })).toHaveCount(3);

    // The per-vehicle view shows the same trips; the trip page names the driver.
    await page.getByRole('radio', { name: t.deskPlanByVehicle }).click();
    await expect(page.getByRole('radio', { name: t.deskPlanByVehicle })).toBeChecked();
    await expect(page).toHaveURL(/view=vehicles/);
    await expect(page.getByText(t.deskPlanVehicleHint)).toBeVisible();
    await expect(page.getByRole('listitem', { name: `Toyota Corolla ${driverName}` })).toContainText(
      fill(t.deskPlanTrip, { id: keyed }),
    );
    await expectNoAccessibilityViolations(page);
    await page.getByRole('link', { name: fill(t.deskPlanOpenTrip, { id: keyed }) }).click();
    await expect(page.getByRole('main')).toContainText(driverName);

    // On a phone the rows are lists of their trips.
    await page.goBack();
    await page.setViewportSize(phone);
    await page.getByRole('radio', { name: t.deskPlanByDriver }).click();
    await expect(page.getByRole('radio', { name: t.deskPlanByDriver })).toBeChecked();
    const phoneRow = page.getByRole('listitem', { name: driverName });
    await expect(block(phoneRow, dragged)).toBeVisible();
    await expect(block(phoneRow, keyed))
      .toBeInViewport({ ratio: 0 })
      .catch(() => undefined);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    await expectNoAccessibilityViolations(page);
  });
}
