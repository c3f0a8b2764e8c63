import { expect, test, type Page } from '@playwright/test';
import { tripDetailReplySchema, type TripDetailReply } from '#common/contracts/desk-trips.ts';
import { formatDayTime } from '#common/format/date.ts';
import { texts } from './support/app.ts';
import { expectNoAccessibilityViolations } from './support/axe.ts';
import { fill } from './support/checkout-steps.ts';
import { bookAndPay, logIn, tripOf } from './support/desk-trips.ts';
import { createStaffMember, deskTexts } from './support/desk.ts';
import { demoUrl, languages, type Language } from './support/tenants.ts';
import { pickAddress, summary } from './support/trip-steps.ts';

/**
 * The desk's trip edit page (docs/reference/screens.md#desk-trip-edit): a dispatcher changes a trip booked and paid in
 * the test, sees the old and the new price, saves; a price by hand needs a reason; a trip changed meanwhile is a
 * conflict that keeps what was typed.
 */

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 860 };

/** The trip as the desk's detail call answers it now, with the desk session of the page. */
async function detailOf(page: Page, tripId: number): Promise<TripDetailReply> {
  const reply = await page.request.get(`${demoUrl}/api/admin/trips/${tripId}`);
  expect(reply.status()).toBe(200);
  return tripDetailReplySchema.parse(await reply.json());
}

/** A paid trip and a dispatcher logged in on the page, on the trip's detail. */
async function dispatcherOnTrip(page: Page, lang: Language): Promise<number> {
  const reference = await bookAndPay(page, lang);
  const dispatcher = await createStaffMember('demo', 'dispatcher');
  await logIn(page, lang, dispatcher);
  const tripId = await tripOf(page, reference);
  await page.goto(`${demoUrl}/admin/trips/${tripId}`);
  await expect(
    page.getByRole('heading', { level: 1, name: fill(deskTexts[lang].deskTripTitle, { number: tripId }) }),
  ).toBeVisible();
  return tripId;
}

/** The edit page's controls by the names a member reads. */
function editForm(page: Page, lang: Language) {
  const t = deskTexts[lang];
  return {
    time: page.getByRole('textbox', { name: new RegExp(`^${t.deskEditTime} `) }),
    toType: page.getByRole('group', { name: t.deskEditToType }),
    to: page.getByRole('combobox', { name: t.deskEditTo }),
    flight: page.getByRole('textbox', { name: t.deskEditFlight }),
    extraInfo: page.getByRole('textbox', { name: t.deskTripExtraInfo }),
    price: page.getByRole('textbox', { name: t.deskEditPrice }),
    reason: page.getByRole('textbox', { name: t.deskEditPriceReason }),
    showPrice: page.getByRole('button', { name: t.deskEditQuote }),
    save: page.getByRole('button', { name: t.deskEditSave }),
    /** The price shown in the box of `label` once the price was asked. */
    priceOf: (label: string) => page.locator('.trip-edit__price', { hasText: label }).locator('dd'),
  };
}

for (const lang of languages) {
  const t = deskTexts[lang];
  const statusLine = (page: Page) => page.getByRole('status').filter({ hasText: /./ });

  test.describe(`the desk's trip edit in ${lang}`, () => {
    test.describe.configure({ timeout: 150_000 });

    test('a dispatcher moves the pickup and the destination, sees old and new price, saves', async ({ page }) => {
      await page.setViewportSize(desktop);
      const tripId = await dispatcherOnTrip(page, lang);
      const before = await detailOf(page, tripId);

      await page.getByRole('link', { name: t.deskTripAction_edit }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: fill(t.deskEditTitle, { number: tripId }) }),
      ).toBeVisible();
      const form = editForm(page, lang);
      // The trip as it is until it is changed.
      await expect(form.time).toHaveValue(before.trip.datetime.slice(11, 16));
      await expect(form.to).toHaveValue(before.trip.to);
      await expectNoAccessibilityViolations(page);

      await form.time.fill('16:30');
      await form.toType.getByRole('radio', { name: texts[lang].atypeAirport }).check();
      await pickAddress(page, form.to, 'Schiphol', /^Amsterdam Airport Schiphol \(AMS\)/);
      await form.flight.fill('KL1234');
      await form.showPrice.click();
      await expect(form.priceOf(t.deskEditOldPrice)).toHaveText(before.trip.price);
      await expect(form.priceOf(t.deskEditQuotedPrice)).not.toHaveText(before.trip.price);
      const quoted = (await form.priceOf(t.deskEditQuotedPrice).textContent()) ?? '';
      await expectNoAccessibilityViolations(page);

      await form.save.click();
      await expect(page).toHaveURL(`${demoUrl}/admin/trips/${tripId}`);
      await expect(statusLine(page)).toContainText(t.deskEditSaved);
      const main = page.getByRole('main');
      await expect(main).toContainText('Amsterdam Airport Schiphol');
      await expect(main).toContainText(quoted);
      await expect(main).toContainText('16:30');
      const history = page.getByRole('table').last();
      await expect(history).toContainText(fill(t.deskHistory_editOf, { field: t.deskEditField_datetime }));
      await expect(history).toContainText(fill(t.deskHistory_editOf, { field: t.deskEditField_to }));
      // Both pickups in the one date format with the weekday (docs/decisions/037-words-dates-and-run-sheets.md).
      await expect(history).toContainText(
        `${formatDayTime(before.trip.datetime, lang)} → ${formatDayTime(`${before.trip.datetime.slice(0, 11)}16:30`, lang)}`,
      );
      // The customer is mailed the change.
      await expect(main.getByRole('listitem').filter({ hasText: t.deskMail_changed })).toBeVisible();
    });

    test('a price by hand needs a reason, all by keyboard at phone width', async ({ page }) => {
      await page.setViewportSize(phone);
      const tripId = await dispatcherOnTrip(page, lang);
      const before = await detailOf(page, tripId);
      await page.getByRole('link', { name: t.deskTripAction_edit }).focus();
      await page.keyboard.press('Enter');
      const form = editForm(page, lang);
      await expect(form.price).toBeVisible();
      await expectNoAccessibilityViolations(page);

      await form.price.focus();
      await page.keyboard.type('80');
      await page.keyboard.press('Enter');
      // Nothing is sent without the reason: the summary takes focus and leads to the field.
      const errors = summary(page, lang);
      await expect(errors).toBeFocused();
      await expect(errors).toContainText(t.deskEditReasonMissing);
      await expect(form.reason).toHaveAccessibleDescription(new RegExp(t.deskEditReasonMissing));
      await expect(form.price).toHaveValue('80');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await expect(form.reason).toBeFocused();
      await page.keyboard.type('Vaste klant, afspraak');
      await page.keyboard.press('Enter');
      await expect(form.priceOf(t.deskEditOldPrice)).toHaveText(before.trip.price);
      await expect(form.priceOf(t.deskEditManualPrice)).toHaveText('€ 80,00');
      await expect(errors).toBeHidden();
      await expect(form.save).toBeVisible();
      await page.keyboard.press('Enter');

      await expect(page).toHaveURL(`${demoUrl}/admin/trips/${tripId}`);
      await expect(statusLine(page)).toContainText(t.deskEditSaved);
      const history = page.getByRole('table').last();
      await expect(history).toContainText(t.deskHistory_priceManual);
      await expect(history).toContainText('Vaste klant, afspraak');
      expect((await detailOf(page, tripId)).trip.priceCents).toBe(8000);
    });

    test("a trip someone else changed meanwhile is a conflict: what was typed stays, the trip's state comes in", async ({
      page,
    }) => {
      await page.setViewportSize(phone);
      const tripId = await dispatcherOnTrip(page, lang);
      await page.getByRole('link', { name: t.deskTripAction_edit }).click();
      const form = editForm(page, lang);
      await form.time.fill('17:45');
      await form.showPrice.click();
      await expect(form.save).toBeVisible();

      // Another member changes the trip's extra info in the meantime.
      const now = await detailOf(page, tripId);
      const other = await page.request.patch(`${demoUrl}/api/admin/trips/${tripId}`, {
        data: { extraInfo: 'Rolstoel mee', version: now.trip.version },
        headers: { origin: demoUrl },
      });
      expect(other.status()).toBe(200);

      await form.save.click();
      const conflict = page.getByRole('alert').filter({ hasText: t.deskEditConflict });
      await expect(conflict).toBeVisible();
      await expect(form.time).toHaveValue('17:45');
      await expectNoAccessibilityViolations(page);

      await page.getByRole('button', { name: t.deskEditReload }).click();
      await expect(statusLine(page)).toContainText(t.deskEditReloaded);
      await expect(form.time).toHaveValue('17:45');
      await expect(form.extraInfo).toHaveValue('Rolstoel mee');
      await form.showPrice.click();
      await form.save.click();
      await expect(page).toHaveURL(`${demoUrl}/admin/trips/${tripId}`);
      const saved = await detailOf(page, tripId);
      expect(saved.trip.datetime.slice(11)).toBe('17:45');
      // The other member's change stands.
      expect(saved.trip.extraInfo).toBe('Rolstoel mee');
    });
  });
}
