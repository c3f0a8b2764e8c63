import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from './support/axe.ts';
import { fill } from './support/checkout-steps.ts';
import { bookAndPay, logIn, tripOf } from './support/desk-trips.ts';
import { createStaffMember, deskTexts } from './support/desk.ts';
import { demoUrl, languages } from './support/tenants.ts';

/** The desk's trip detail and its actions (docs/reference/screens.md#desk-trip), on a trip booked and paid in the test. */

/** A driver of the demo tenant in a sedan of their own, added through the desk's calls by the logged-in admin of the page. */
async function addDriver(page: Page): Promise<string> {
  const name = `Chauffeur ${randomUUID().slice(0, 8)}`;
  const vehicle = await page.request.post(`${demoUrl}/api/admin/vehicles`, {
    data: { name: 'Toyota Prius', plate: 'XX-123-Y', seats: 4, luggage: 4, vehicleClass: 'sedan' },
    headers: { origin: demoUrl },
  });
  expect(vehicle.status()).toBe(201);
  const reply = await page.request.post(`${demoUrl}/api/admin/drivers`, {
    data: { name, phone: '0611111111', usualVehicleId: ((await vehicle.json()) as { id: number }).id },
    headers: { origin: demoUrl },
  });
  expect(reply.status()).toBe(201);
  return name;
}

for (const lang of languages) {
  const t = deskTexts[lang];
  const statusLine = (page: Page) => page.getByRole('status').filter({ hasText: /./ });

  test.describe(`the desk's trip detail in ${lang}`, () => {
    test.describe.configure({ timeout: 120_000 });

    test('an admin sees the paid trip, confirms it, assigns a driver and cancels it with a reason', async ({
      page,
    }) => {
      const reference = await bookAndPay(page, lang);
      const admin = await createStaffMember('demo', 'admin');
      await logIn(page, lang, admin);
      const driver = await addDriver(page);
      const tripId = await tripOf(page, reference);
      await page.goto(`${demoUrl}/admin/trips/${tripId}`);

      await expect(
        page.getByRole('heading', { level: 1, name: fill(t.deskTripTitle, { number: tripId }) }),
      ).toBeVisible();
      const main = page.getByRole('main');
      await expect(main).toContainText(reference);
      await expect(main).toContainText(t.deskPayment_paid);
      await expect(main).toContainText(t.tripStatus_new);
      await expectNoAccessibilityViolations(page);

      await page.getByRole('button', { name: t.deskTripAction_confirm }).click();
      await expect(statusLine(page)).toContainText(fill(t.deskTripMoved, { state: t.tripStatus_confirmed }));

      await page.getByRole('button', { name: t.deskTripAction_assign, exact: true }).click();
      const assign = page.getByRole('dialog', { name: t['desk.assign.title'] });
      await assign.getByRole('combobox', { name: t['desk.assign.driver'] }).selectOption({ label: driver });
      await expect(assign.getByRole('combobox', { name: t['desk.assign.vehicle'] })).not.toHaveValue('');
      await assign.getByRole('button', { name: t['desk.assign.submit'] }).click();
      await expect(statusLine(page)).toContainText(fill(t.deskTripMoved, { state: t.tripStatus_assigned }));
      await expect(main).toContainText(driver);

      // Keyboard only: the cancel dialog opens from its button, asks for a reason, and cancels.
      await page.getByRole('button', { name: t.deskTripAction_cancel }).focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: t.deskTripCancelTitle });
      await expect(dialog).toBeVisible();
      await expectNoAccessibilityViolations(page);
      await expect(dialog.getByRole('textbox')).toBeFocused();
      await page.keyboard.type('Klant belde af');
      // Past the refund's choice (no refund, as it starts) and the button that keeps the trip.
      await page.keyboard.press('Tab');
      await expect(dialog.getByRole('radio', { name: t.deskTripRefund_none })).toBeFocused();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(dialog.getByRole('button', { name: t.deskTripAction_cancel })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
      await expect(statusLine(page)).toContainText(fill(t.deskTripMoved, { state: t.tripStatus_canceled }));
      await expect(page.getByRole('table').last()).toContainText('Klant belde af');
      await expect(page.getByRole('button', { name: t.deskTripAction_cancel })).toBeHidden();
    });

    test('a move another tab made first shows the state the trip is in now', async ({ page, context }) => {
      const reference = await bookAndPay(page, lang);
      const dispatcher = await createStaffMember('demo', 'dispatcher');
      await logIn(page, lang, dispatcher);
      const tripId = await tripOf(page, reference);
      await page.goto(`${demoUrl}/admin/trips/${tripId}`);
      await expect(page.getByRole('button', { name: t.deskTripAction_confirm })).toBeVisible();

      const other = await context.newPage();
      await other.goto(`${demoUrl}/admin/trips/${tripId}`);
      await other.getByRole('button', { name: t.deskTripAction_cancel }).click();
      const dialog = other.getByRole('dialog', { name: t.deskTripCancelTitle });
      // A dispatcher cancels without a refund: refunds are an admin's.
      await expect(dialog.getByRole('radio')).toHaveCount(0);
      await dialog.getByRole('textbox').fill('Dubbel geboekt');
      await dialog.getByRole('button', { name: t.deskTripAction_cancel }).click();
      await expect(other.getByRole('status').filter({ hasText: /./ })).toBeVisible();

      await page.getByRole('button', { name: t.deskTripAction_confirm }).click();
      await expect(statusLine(page)).toContainText(fill(t.deskTripNowIn, { state: t.tripStatus_canceled }));
      await expect(page.getByRole('button', { name: t.deskTripAction_confirm })).toBeHidden();
    });

    test('an admin cancels with part of the money back, sees the refund settle after fetching the status', async ({
      page,
    }) => {
      const reference = await bookAndPay(page, lang);
      const admin = await createStaffMember('demo', 'admin');
      await logIn(page, lang, admin);
      const tripId = await tripOf(page, reference);
      await page.goto(`${demoUrl}/admin/trips/${tripId}`);

      await page.getByRole('button', { name: t.deskTripAction_cancel }).click();
      const dialog = page.getByRole('dialog', { name: t.deskTripCancelTitle });
      await dialog.getByRole('textbox', { name: t.deskTripCancelReason }).fill('Klant belde af');
      await dialog.getByRole('radio', { name: t.deskTripRefund_partial }).check();
      await dialog.getByRole('textbox', { name: t.deskTripRefundAmount }).fill('99999');
      await dialog.getByRole('button', { name: t.deskTripAction_cancel }).click();
      await expect(dialog).toContainText(t.deskTripRefundAmountWrong.split('{{')[0] ?? '');
      await dialog.getByRole('textbox', { name: t.deskTripRefundAmount }).fill('5,00');
      await expectNoAccessibilityViolations(page);
      await dialog.getByRole('button', { name: t.deskTripAction_cancel }).click();
      await expect(dialog).toBeHidden();
      await expect(statusLine(page)).toContainText(fill(t.deskTripRefundAsked, { amount: '€ 5,00' }));

      const refunds = page.getByRole('table', { name: t.deskTripRefunds });
      await expect(refunds).toContainText(t.deskRefund_pending);
      // The simulator's refund settles when the provider is next asked.
      await page.getByRole('button', { name: t.deskTripAction_fetchStatus }).click();
      await expect(refunds).toContainText(t.deskRefund_refunded);
      await expect(page.getByRole('main')).toContainText(t.deskPayment_partially_refunded);
    });
  });
}
