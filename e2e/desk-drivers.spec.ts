import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from './support/axe.ts';
import { errorSummary, fill } from './support/checkout-steps.ts';
import {
  chooseLanguage,
  createStaffMember,
  deskLogin,
  deskMenu,
  deskMenuLink,
  followDeskMenu,
  unfoldDeskMenu,
  deskTexts,
  logInToDesk,
  type EnrolledStaff,
} from './support/desk.ts';
import { bookAndPay, confirmTrip, tripOf } from './support/desk-trips.ts';
import { demoUrl, languages, type Language } from './support/tenants.ts';

/** The drivers screen (docs/reference/screens.md#desk-drivers), and its drivers where a trip is assigned. */

const phone = { width: 390, height: 844 };

async function logIn(page: Page, lang: Language, member: EnrolledStaff): Promise<void> {
  await page.goto(`${demoUrl}/admin/login`);
  await expect(page.getByRole('banner').locator('.desk-header__company')).toBeVisible();
  // A booking made before in the test chose the language already; the desk keeps it.
  if ((await page.locator('html').getAttribute('lang')) !== lang) await chooseLanguage(page, lang);
  await expect(deskLogin(page, lang).email).toBeVisible();
  await logInToDesk(page, lang, member);
}

for (const lang of languages) {
  const t = deskTexts[lang];
  const newDriverForm = (page: Page) => page.getByRole('form', { name: t.deskNewDriverTitle });
  const driversTable = (page: Page) => page.getByRole('table', { name: t.deskDriversCaption });
  const row = (page: Page, name: string) => driversTable(page).getByRole('row').filter({ hasText: name });
  /** The assign dialog's drivers on the trip's page. */
  const driverChoice = async (page: Page, tripId: number) => {
    await page.goto(`${demoUrl}/admin/trips/${tripId}`);
    await page.getByRole('button', { name: t.deskTripAction_assign, exact: true }).click();
    return page
      .getByRole('dialog', { name: t['desk.assign.title'] })
      .getByRole('combobox', { name: t['desk.assign.driver'] });
  };
  /** A vehicle of the demo tenant, through the desk's call with the admin's session of the page. */
  const addVehicle = async (page: Page, name: string, plate: string) => {
    const reply = await page.request.post(`${demoUrl}/api/admin/vehicles`, {
      data: { name, plate, seats: 4, luggage: 3, vehicleClass: 'sedan' },
      headers: { origin: demoUrl },
    });
    expect(reply.status()).toBe(201);
  };

  test.describe(`the drivers screen in ${lang}`, () => {
    test('an admin adds, changes and deactivates a driver, who is then offered and no longer offered for a trip', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const reference = await bookAndPay(page, lang);
      const admin = await createStaffMember('demo', 'admin');
      await logIn(page, lang, admin);
      const tripId = await tripOf(page, reference);
      await confirmTrip(page, tripId);

      await followDeskMenu(page, lang, t.deskDrivers);
      await expect(page.getByRole('heading', { level: 1, name: t.deskDrivers })).toBeVisible();
      await expectNoAccessibilityViolations(page);

      // Sent empty: the summary says what is missing and takes focus.
      const form = newDriverForm(page);
      await form.getByRole('button', { name: t.deskAddDriver }).click();
      await expect(errorSummary(page, lang)).toBeFocused();
      await expect(errorSummary(page, lang)).toContainText(t.deskDriverNameMissing);
      await expectNoAccessibilityViolations(page);

      const name = `Chauffeur ${randomUUID().slice(0, 8)}`;
      const car = `Toyota Prius ${name.slice(-8)}`;
      await addVehicle(page, car, 'ab-123-c');
      await page.reload();
      await form.getByRole('textbox', { name: t.deskDriverName }).fill(name);
      await form.getByRole('textbox', { name: t.deskDriverPhone }).fill('0622222222');
      await form
        .getByRole('combobox', { name: t['desk.vehicles.usualVehicle'] })
        .selectOption({ label: `${car} · AB-123-C` });
      await form.getByRole('button', { name: t.deskAddDriver }).click();
      await expect(page.getByRole('status').filter({ hasText: fill(t.deskDriverAdded, { name }) })).toBeVisible();
      await expect(form.getByRole('textbox', { name: t.deskDriverName })).toHaveValue('');
      // The plate is kept in capitals.
      await expect(row(page, name)).toContainText('AB-123-C');
      await expect(row(page, name)).toContainText(t.deskDriverActive);

      await expect(row(page, name)).toContainText(car);
      await expect((await driverChoice(page, tripId)).getByRole('option', { name })).toBeAttached();

      // Keyboard only: the change dialog opens on its button, the name has the focus, Enter saves.
      await page.goto(`${demoUrl}/admin/drivers`);
      await row(page, name)
        .getByRole('button', { name: `${t.deskDriverEdit} ${name}` })
        .focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: fill(t.deskEditDriverTitle, { name }) });
      await expect(dialog.getByRole('textbox', { name: t.deskDriverName })).toBeFocused();
      await expect(dialog.getByRole('combobox', { name: t['desk.vehicles.usualVehicle'] })).not.toHaveValue('');
      await expectNoAccessibilityViolations(page);
      await page.keyboard.press('Tab');
      await expect(dialog.getByRole('textbox', { name: t.deskDriverPhone })).toBeFocused();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type('0633333333');
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('status').filter({ hasText: fill(t.deskDriverSaved, { name }) })).toBeVisible();
      await expect(row(page, name)).toContainText('0633333333');

      // Deactivating asks first; the driver then leaves the list, and shows marked with the deactivated ones.
      await row(page, name)
        .getByRole('button', { name: `${t.deskDriverDeactivate} ${name}` })
        .click();
      const confirm = page.getByRole('dialog', { name: fill(t.deskDriverDeactivateTitle, { name }) });
      await expect(confirm).toBeVisible();
      await confirm.getByRole('button', { name: t.deskDriverDeactivate }).click();
      await expect(page.getByRole('status').filter({ hasText: fill(t.deskDriverDeactivated, { name }) })).toBeVisible();
      await expect(row(page, name)).toHaveCount(0);
      await page.getByRole('checkbox', { name: t.deskDriversShowAll }).check();
      await expect(row(page, name)).toContainText(t.deskDriverInactive);
      await expect(row(page, name).getByRole('button', { name: `${t.deskDriverActivate} ${name}` })).toBeVisible();
      // Marked and greyed, and still readable.
      await expectNoAccessibilityViolations(page);

      const choice = await driverChoice(page, tripId);
      await expect(choice).toBeVisible();
      await expect(choice.getByRole('option', { name: new RegExp(name) })).toHaveCount(0);

      // And back on the list to pick from.
      await page.goto(`${demoUrl}/admin/drivers`);
      await page.getByRole('checkbox', { name: t.deskDriversShowAll }).check();
      await row(page, name)
        .getByRole('button', { name: `${t.deskDriverActivate} ${name}` })
        .click();
      await expect(page.getByRole('status').filter({ hasText: fill(t.deskDriverActivated, { name }) })).toBeVisible();
      await expect(row(page, name)).toContainText(t.deskDriverActive);
    });

    test('a dispatcher has no drivers screen and cannot change a driver', async ({ page }) => {
      const dispatcher = await createStaffMember('demo', 'dispatcher');
      await logIn(page, lang, dispatcher);
      await unfoldDeskMenu(page);
      await expect(deskMenu(page, lang).getByRole('link', { name: t.deskBoard })).toBeVisible();
      await expect(deskMenuLink(page, lang, t.deskDrivers)).toHaveCount(0);

      await page.goto(`${demoUrl}/admin/drivers`);
      await expect(page.getByRole('heading', { level: 1, name: t.deskNoAccess })).toBeVisible();
      await expect(page.getByRole('form', { name: t.deskNewDriverTitle })).toHaveCount(0);

      // The server refuses it too, whatever the screen shows.
      const added = await page.request.post(`${demoUrl}/api/admin/drivers`, {
        data: { name: 'Niet toegestaan' },
        headers: { origin: demoUrl },
      });
      expect(added.status()).toBe(403);
    });

    test('on a phone the drivers stack, each value under its name, and nothing scrolls sideways', async ({ page }) => {
      await page.setViewportSize(phone);
      const admin = await createStaffMember('demo', 'admin');
      await logIn(page, lang, admin);
      await page.goto(`${demoUrl}/admin/drivers`);
      const form = newDriverForm(page);
      const name = `Chauffeur ${randomUUID().slice(0, 8)}`;
      await form.getByRole('textbox', { name: t.deskDriverName }).fill(name);
      await form.getByRole('button', { name: t.deskAddDriver }).click();
      await expect(row(page, name)).toBeVisible();

      const nameCell = row(page, name).getByRole('cell').first();
      const plateCell = row(page, name).getByRole('cell').nth(2);
      const [nameBox, plateBox] = [await nameCell.boundingBox(), await plateCell.boundingBox()];
      // Stacked: the usual vehicle below the name, not beside it.
      expect(plateBox?.y ?? 0).toBeGreaterThan((nameBox?.y ?? 0) + (nameBox?.height ?? 0) - 1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
      await expectNoAccessibilityViolations(page);
    });
  });
}
