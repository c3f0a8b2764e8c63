import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { expectNoAccessibilityViolations } from './support/axe.ts';
import { errorSummary, fill } from './support/checkout-steps.ts';
import { createStaffMember, deskTexts, followDeskMenu, logInAt } from './support/desk.ts';
import { addDriverWith, addVehicle, assignTrip, storeDemoTrip } from './support/desk-vehicles.ts';
import { demoUrl, languages } from './support/tenants.ts';

/**
 * The vehicles screen (docs/reference/screens.md#desk-vehicles) and the assign dialog's checks
 * (docs/decisions/035-vehicles-and-assignment-checks.md), at 1280 px.
 */

const desktop = { width: 1280, height: 900 };

const phone = { width: 390, height: 844 };

for (const lang of languages) {
  const t = deskTexts[lang];

  test.describe(`vehicles and assigning in ${lang}`, () => {
    test.describe.configure({ timeout: 120_000 });

    test('an admin adds a vehicle on the vehicles screen, which passes axe at 1280 px and on a phone', async ({
      page,
    }) => {
      await page.setViewportSize(desktop);
      const admin = await createStaffMember('demo', 'admin');
      await logInAt(page, lang, admin);
      await followDeskMenu(page, lang, t['desk.vehicles.title']);
      await expect(page.getByRole('heading', { level: 1, name: t['desk.vehicles.title'] })).toBeVisible();
      await expectNoAccessibilityViolations(page);

      const form = page.getByRole('form', { name: t['desk.vehicles.newTitle'] });
      await form.getByRole('textbox', { name: t['desk.vehicles.seats'] }).fill('');
      await form.getByRole('button', { name: t['desk.vehicles.add'] }).click();
      await expect(errorSummary(page, lang)).toBeFocused();
      await expect(errorSummary(page, lang)).toContainText(t['desk.vehicles.nameMissing']);
      await expect(errorSummary(page, lang)).toContainText(t['desk.vehicles.seatsInvalid']);
      await expectNoAccessibilityViolations(page);

      const name = `Busje ${randomUUID().slice(0, 6)}`;
      await form.getByRole('textbox', { name: t['desk.vehicles.name'] }).fill(name);
      await form.getByRole('textbox', { name: t['desk.vehicles.plate'] }).fill('vb-12-xy');
      await form.getByRole('textbox', { name: t['desk.vehicles.seats'] }).fill('8');
      await form.getByRole('textbox', { name: t['desk.vehicles.luggage'] }).fill('8');
      await form.getByRole('combobox', { name: t['desk.vehicles.class'] }).selectOption('van');
      await form.getByRole('button', { name: t['desk.vehicles.add'] }).click();
      await expect(page.getByRole('status').filter({ hasText: name })).toContainText(
        fill(t['desk.vehicles.added'], { name }),
      );
      const row = page
        .getByRole('table', { name: t['desk.vehicles.caption'] })
        .getByRole('row')
        .filter({ hasText: name });
      await expect(row).toContainText('VB-12-XY');
      await expect(row).toContainText('8');
      await expectNoAccessibilityViolations(page);

      await page.setViewportSize(phone);
      await expect(row).toBeVisible();
      await expectNoAccessibilityViolations(page);
    });

    test('a dispatcher assigns a five-person trip: the small vehicle refused, the busy driver warned, overridden with a reason', async ({
      page,
    }) => {
      await page.setViewportSize(desktop);
      const admin = await createStaffMember('demo', 'admin');
      await logInAt(page, lang, admin);
      const id = randomUUID().slice(0, 6);
      const prius = await addVehicle(page, { name: `Prius ${id}`, seats: 4, vehicleClass: 'sedan' });
      const busje = await addVehicle(page, { name: `Busje ${id}`, seats: 8, vehicleClass: 'van' });
      const spare = await addVehicle(page, { name: `Reserve ${id}`, seats: 8, vehicleClass: 'van' });
      const small = await addDriverWith(page, `Klein ${id}`, prius.id);
      const busy = await addDriverWith(page, `Bezet ${id}`, busje.id);
      const tripId = await storeDemoTrip(5);
      // The busy driver drives another trip at the same time.
      const other = await storeDemoTrip(2);
      await assignTrip(page, other, busy.id, busje.id);
      await page.context().clearCookies();

      const dispatcher = await createStaffMember('demo', 'dispatcher');
      await logInAt(page, lang, dispatcher);
      await page.goto(`${demoUrl}/admin/trips/${tripId}`);
      await page.getByRole('button', { name: t.deskTripAction_assign, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: t['desk.assign.title'] });
      await expect(dialog).toBeVisible();
      const driver = dialog.getByRole('combobox', { name: t['desk.assign.driver'] });
      const vehicle = dialog.getByRole('combobox', { name: t['desk.assign.vehicle'] });
      await expect(driver).toBeFocused();
      const findings = dialog.getByRole('status');

      // The small car: refused, in words, and nothing is sent.
      await driver.selectOption({ label: small.name });
      await expect(vehicle).toHaveValue(String(prius.id));
      await expect(findings).toContainText(t['desk.assign.refused']);
      await expect(findings).toContainText(lang === 'nl' ? '4 zitplaatsen' : '4 seats');
      await expectNoAccessibilityViolations(page);
      await dialog.getByRole('button', { name: t['desk.assign.submit'] }).click();
      await expect(dialog.getByRole('alert')).toContainText(t['desk.assign.refusedHint']);

      // The busy driver in the busy van: warned of both, passed with a reason.
      await driver.selectOption({ label: fill(t['desk.assign.driverBusy'], { name: busy.name }) });
      await expect(vehicle).toHaveValue(String(busje.id));
      await expect(findings).toContainText(t['desk.assign.warned']);
      await expect(findings).toContainText(String(other));
      const reason = dialog.getByRole('textbox', { name: t['desk.assign.overrideReason'] });
      await dialog.getByRole('button', { name: t['desk.assign.submitAnyway'] }).click();
      await expect(dialog).toContainText(t['desk.assign.overrideReasonMissing']);
      // Another van: only the driver is busy now.
      await vehicle.selectOption(String(spare.id));
      await reason.fill('Korte rit, haalt het ruim');
      await expectNoAccessibilityViolations(page);
      await dialog.getByRole('button', { name: t['desk.assign.submitAnyway'] }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('status').filter({ hasText: /./ }).first()).toContainText(
        fill(t.deskTripMoved, { state: t.tripStatus_assigned }),
      );
      const main = page.getByRole('main');
      await expect(main).toContainText(busy.name);
      await expect(main).toContainText(spare.name);
      await expect(page.getByRole('table', { name: t.deskTripHistoryCaption })).toContainText(
        'Korte rit, haalt het ruim',
      );
    });
  });
}
