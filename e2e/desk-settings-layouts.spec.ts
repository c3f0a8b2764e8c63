import { expect, test, type Browser, type Page } from '@playwright/test';
import { tripListReplySchema } from '#common/contracts/desk-trips.ts';
import { openIn, texts } from './support/app.ts';
import { expectNoAccessibilityViolations } from './support/axe.ts';
import { checkout, fill } from './support/checkout-steps.ts';
import { fillPerson } from './support/person-steps.ts';
import { createStaffMember, deskTexts, logInAt } from './support/desk.ts';
import { settingsApi } from './support/desk-settings.ts';
import { fetchInPage, specTenant, type SpecTenant } from './support/spec-tenant.ts';
import { languages, type Language } from './support/tenants.ts';
import { fillTrip, plans, tripForm } from './support/trip-steps.ts';

/*
 * The form-layout editor (docs/reference/screens.md#desk-settings-layouts): its screen in both languages with axe and
 * at a phone's width, and the journey of a required choice added by the demo admin, seen by the customer, booked and
 * shown on the desk's trip page. The journey changes the layout of a tenant of the spec's own (a copy of demo,
 * `e2e/support/spec-tenant.ts`), so that the other worker's bookings on demo never meet the new required field, and
 * restores it in a `finally`.
 */

const desktop = { width: 1280, height: 900 };
const phone = { width: 390, height: 844 };

/** The child seat the journey adds: its label as the customer reads it in each language, and its options. */
const childSeat = { label: { nl: 'Kinderzitje', en: 'Child seat' }, options: ['Geen', 'Zittingverhoger'] };

// Both languages' journeys save the same tenant's layout: one after the other, never on two workers at once.
test.describe.configure({ mode: 'serial' });

let tenant: SpecTenant;
test.beforeAll(async () => {
  tenant = await specTenant('settings-layouts');
});

/** The version of the spec tenant's configuration in force, as the logged-in admin of the page reads it. */
const versionInForce = async (page: Page): Promise<number> => (await settingsApi(page, tenant.url).current()).version;

/** The desk's trip of an order's reference, found as the board's search finds it. */
async function tripOf(page: Page, reference: string): Promise<number> {
  const reply = await fetchInPage(page, `${tenant.url}/api/admin/trips?search=${encodeURIComponent(reference)}`);
  const trip = tripListReplySchema.parse(reply.body).trips[0];
  if (!trip) throw new Error(`no trip for ${reference}`);
  return trip.tripId;
}

/**
 * A customer, in a browser of their own, books the trip to Station Groningen with the child seat: the trip screen
 * refuses to go on without it first. Answers the order's reference.
 */
async function bookWithChildSeat(browser: Browser, lang: Language): Promise<string> {
  const t = texts[lang];
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await openIn(page, `${tenant.url}/trip/new`, lang);
    await fillTrip(page, lang, plans(lang).toStation);
    const seat = page.getByRole('combobox', { name: childSeat.label[lang] });
    await expect(seat).toBeVisible();
    await tripForm(page, lang).addToCart.click();
    await expect(page.getByText(fill(t.requiredChoice, { label: childSeat.label[lang] })).first()).toBeVisible();
    await expect(seat).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/trip\/new$/);
    await seat.selectOption({ label: 'Zittingverhoger' });
    await tripForm(page, lang).addToCart.click();
    await expect(page).toHaveURL(/\/cart$/);
    await page.getByRole('main').getByRole('link', { name: t.finalize }).click();
    const view = checkout(page, lang);
    await fillPerson(page, lang, { name: 'Karin Kinderzitje', email: `karin.${lang}@example.nl`, phone: '0612345678' });
    await view.terms.check();
    await view.payNow.click();
    await expect(page.getByRole('heading', { name: 'Payment simulator' })).toBeVisible();
    await page.getByRole('button', { name: 'paid', exact: true }).click();
    const reference = new RegExp(fill(t.orderReference, { reference: '(D\\d+/\\d+)' }));
    await expect(page.getByRole('main')).toContainText(reference);
    return reference.exec((await page.getByRole('main').textContent()) ?? '')?.[1] ?? '';
  } finally {
    await context.close();
  }
}

for (const lang of languages) {
  const t = deskTexts[lang];
  test.describe(`the layout editor in ${lang}`, () => {
    test.describe.configure({ timeout: 120_000 });

    test('shows both layouts with the preview, passes axe, and fits a phone', async ({ page }) => {
      await page.setViewportSize(desktop);
      const admin = await createStaffMember(tenant.id, 'admin');
      await logInAt(page, lang, admin, tenant.url);
      await page.goto(`${tenant.url}/admin/settings/layouts`);
      await expect(page.getByRole('heading', { level: 2, name: t['desk.settings.section.layouts'] })).toBeVisible();
      await expect(page.getByRole('heading', { level: 3, name: t['desk.settings.layouts.trip'] })).toBeVisible();
      await page
        .getByRole('button', { name: `${t['desk.settings.layouts.edit']}: ${lang === 'nl' ? 'Type auto' : 'Vehicle'}` })
        .click();
      await expectNoAccessibilityViolations(page);
      await page.setViewportSize(phone);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    });

    test('refuses a field name used twice beside the field, and saves nothing', async ({ page }) => {
      await page.setViewportSize(desktop);
      const admin = await createStaffMember(tenant.id, 'admin');
      await logInAt(page, lang, admin, tenant.url);
      await page.goto(`${tenant.url}/admin/settings/layouts`);
      const before = await versionInForce(page);
      const luggage = lang === 'nl' ? 'Stuks bagage' : 'Pieces of luggage';
      await page.getByRole('button', { name: `${t['desk.settings.layouts.edit']}: ${luggage}` }).click();
      const name = page.getByRole('textbox', { name: t['desk.settings.layouts.fieldname'] });
      await name.fill('passengerCount');
      await page.getByRole('button', { name: t['desk.settings.save'] }).click();
      const label = fill(t['desk.settings.layouts.propertyOf'], {
        field: luggage,
        property: t['desk.settings.layouts.fieldname'],
      });
      const message = fill(t.deskFieldError_duplicateName, { label });
      await expect(name).toHaveAttribute('aria-invalid', 'true');
      await expect(name).toHaveAccessibleDescription(new RegExp(message.replace(/[()]/g, '.')));
      await expect(page.getByRole('link', { name: message })).toBeVisible();
      await expectNoAccessibilityViolations(page);
      expect(await versionInForce(page)).toBe(before);
    });

    test('adds a required choice the preview shows; the customer must answer it and books with it; the desk shows it in words, also once the field is gone', async ({
      page,
      browser,
    }) => {
      test.setTimeout(180_000);
      await page.setViewportSize(desktop);
      const admin = await createStaffMember(tenant.id, 'admin');
      await logInAt(page, lang, admin, tenant.url);
      await page.goto(`${tenant.url}/admin/settings/layouts`);
      const before = await versionInForce(page);
      let restored = false;
      const restore = async () => {
        if (restored) return;
        const reverted = await fetchInPage(page, `${tenant.url}/api/admin/settings/versions/${before}/revert`, {
          method: 'POST',
          data: {},
        });
        expect(reverted.status).toBe(200);
        restored = true;
      };
      try {
        await page.getByRole('button', { name: t['desk.settings.layouts.add_trip'] }).click();
        const dutch = page.getByRole('textbox', { name: t['desk.settings.layouts.veldnaam'] });
        await expect(dutch).toBeFocused();
        await dutch.fill(childSeat.label.nl);
        await page.getByRole('textbox', { name: t['desk.settings.layouts.veldnaamENG'] }).fill(childSeat.label.en);
        await page
          .getByRole('combobox', { name: t['desk.settings.layouts.type'] })
          .selectOption({ label: t['desk.settings.layouts.type_T'] });
        await page.getByRole('textbox', { name: t['desk.settings.layouts.fieldname'] }).fill('childSeat');
        await page.getByRole('checkbox', { name: t['desk.settings.layouts.verplicht'] }).check();
        for (const [index, [text, code]] of [
          ['Geen', 'none'],
          ['Zittingverhoger', 'booster'],
        ].entries()) {
          await page.getByRole('button', { name: t['desk.settings.layouts.addOption'] }).click();
          const n = { n: index + 1 };
          const optionText = page.getByRole('textbox', { name: fill(t['desk.settings.layouts.optionText'], n) });
          await expect(optionText).toBeFocused();
          await optionText.fill(text ?? '');
          await page.getByRole('textbox', { name: fill(t['desk.settings.layouts.optionId'], n) }).fill(code ?? '');
        }

        // The preview is the customer's form as the draft has it, in the desk's language.
        const preview = page.getByRole('region', { name: t['desk.settings.layouts.preview'] });
        const previewSeat = preview.getByRole('combobox', { name: childSeat.label[lang] });
        await expect(previewSeat).toBeVisible();
        await expect(previewSeat.getByRole('option')).toContainText(childSeat.options);

        await page.getByRole('button', { name: t['desk.settings.save'] }).click();
        await expect(
          page.getByRole('status').filter({ hasText: fill(t['desk.settings.saved'], { version: before + 1 }) }),
        ).toBeVisible();

        const tripId = await tripOf(page, await bookWithChildSeat(browser, lang));
        await page.goto(`${tenant.url}/admin/trips/${tripId}`);
        const row = page
          .locator('.label-value')
          .filter({ has: page.getByText(childSeat.label[lang], { exact: true }) });
        await expect(row).toContainText('Zittingverhoger');

        // The layout goes back to what it was, without the child seat: the booking still shows it as booked.
        await restore();
        await page.reload();
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(row).toContainText('Zittingverhoger');
      } finally {
        await restore();
      }
    });
  });
}
