import { expect, test, type Page } from '@playwright/test';
import { openIn, texts } from './support/app.ts';
import { expectNoAccessibilityViolations } from './support/axe.ts';
import { createStaffMember, deskTexts } from './support/desk.ts';
import { expectNoSideScroll, openSettings, saveSettings, settingsApi } from './support/desk-settings.ts';
import { specTenant } from './support/spec-tenant.ts';
import { languages, type Language } from './support/tenants.ts';
import { dateAhead, fillTrip, pickAddress, plans, tripForm, type TripPlan } from './support/trip-steps.ts';

/*
 * The tariff screen (docs/reference/screens.md#desk-settings, issue 22's "Done when"): an admin raises the price
 * per km, sees the preview grid, saves, and the customer's next quote uses it with no restart; reverting brings the old
 * price back and the history lists both. The tests change the tariff of a copy of the demo of their own
 * (`specTenant`), so no other spec's quote sees it, one at a time, and give it back in a `finally`.
 */

test.describe.configure({ mode: 'serial', timeout: 240_000 });

let tenantUrl = '';
test.beforeAll(async () => {
  tenantUrl = (await specTenant('settings-tariff')).url;
});

const desktop = { width: 1280, height: 900 };
const phone = { width: 390, height: 844 };

/** A metered trip far enough for the price per km to show: Herestraat 12, Groningen → Station Assen. */
const toAssen = (lang: Language): TripPlan => ({
  ...plans(lang).toStation,
  to: { ...plans(lang).toStation.to, query: 'Assen', option: /^Station Assen/ },
  date: dateAhead(3),
  hour: '14',
});

/** The customer's quote on the trip screen that is filled in, in cents. */
async function quoteCents(page: Page, lang: Language): Promise<number> {
  const form = tripForm(page, lang);
  await form.showPrice.click();
  await expect(form.price).toContainText(/€ \d+,\d{2}/);
  const [, euros, cents] = /€ (\d+),(\d{2})/.exec((await form.price.textContent()) ?? '') ?? [];
  return Number(euros) * 100 + Number(cents);
}

const fieldOf = (page: Page, label: string, unit: string) =>
  page.getByRole('textbox', { name: `${label} (${unit})`, exact: true });

for (const lang of languages) {
  const t = deskTexts[lang];
  const c = texts[lang];
  const tariff = (key: string) => t[`desk.settings.tariff.${key}` as keyof typeof t];

  test(`raises the price per km, previews it, saves, and reverts it in ${lang}`, async ({ page, browser }) => {
    await page.setViewportSize(desktop);
    const admin = await createStaffMember('settings-tariff', 'admin');
    await openSettings(page, { url: tenantUrl, lang, member: admin, screen: 'tariff' });
    await expect(page.getByRole('heading', { level: 2, name: t['desk.settings.section.tariff'] })).toBeVisible();
    const api = settingsApi(page, tenantUrl);
    const before = await api.current();
    const original = before.config.tariff as { perKmCents: number };

    const customer = await (await browser.newContext()).newPage();
    await openIn(customer, `${tenantUrl}/trip/new`, lang);
    await fillTrip(customer, lang, toAssen(lang));
    const oldPrice = await quoteCents(customer, lang);

    let saved: number | null = null;
    try {
      const perKm = fieldOf(page, tariff('perKmCents'), '€');
      const raised = ((original.perKmCents + 100) / 100).toFixed(2);
      await perKm.fill(lang === 'nl' ? raised.replace('.', ',') : raised);

      // The preview quotes the draft: two addresses from the search line by line, and the grid says each trip's
      // difference in words.
      const preview = page.getByRole('region', { name: tariff('preview.heading') });
      await pickAddress(
        page,
        preview.getByRole('combobox', { name: tariff('preview.from'), exact: true }),
        'Herestraat 12',
        /^Herestraat 12, 9711/,
      );
      await preview.getByRole('group', { name: t.deskEditToType }).getByRole('radio', { name: c.atypeStation }).check();
      await pickAddress(
        page,
        preview.getByRole('combobox', { name: tariff('preview.to'), exact: true }),
        'Assen',
        /^Station Assen/,
      );
      await page.getByRole('button', { name: tariff('preview.show') }).click();
      const lines = preview.locator('table.tariff-lines');
      const distanceLine = lines.getByRole('row').filter({ hasText: c.priceDistance });
      await expect(distanceLine.getByRole('cell')).toHaveCount(3);
      await expect(lines.getByRole('row').filter({ hasText: c.priceTotal })).toBeVisible();
      const grid = page.locator('table.tariff-grid');
      await expect(grid).toBeVisible();
      const up = new RegExp(tariff('preview.change_up').replace('{{amount}}', '€ \\d+,\\d{2}'));
      await expect(grid.getByRole('row').filter({ hasText: up }).first()).toBeVisible();
      await expect(
        page.getByRole('status').filter({ hasText: tariff('preview.shown_other').split('{{')[0]! }),
      ).toBeVisible();
      await expectNoAccessibilityViolations(page);

      saved = await saveSettings(page, lang);
      expect((await api.current()).version).toBe(saved);
      expect(saved).toBeGreaterThan(before.version);

      // The customer's next quote, on the same screen, with no restart.
      await expect.poll(() => quoteCents(customer, lang)).toBeGreaterThan(oldPrice);

      expect(await api.revert(before.version, saved)).toBe(200);
      await expect.poll(() => quoteCents(customer, lang)).toBe(oldPrice);
      const versions = await api.versions();
      expect(versions.find((each) => each.version === saved)).toMatchObject({ via: 'desk' });
      expect(versions.find((each) => each.current)).toMatchObject({ via: 'revert' });
      expect(versions.find((each) => each.version === saved)?.summary).toContain('tariff');
      saved = null;
    } finally {
      // Given back however the test ended: reverted while nothing was saved since, else the tariff alone.
      if (saved !== null && (await api.revert(before.version, saved)) !== 200)
        await api.restore('tariff', { tariff: before.config.tariff });
      await customer.context().close();
    }
  });

  test(`refuses a surcharge out of range beside its field and saves nothing in ${lang}`, async ({ page }) => {
    await page.setViewportSize(desktop);
    const admin = await createStaffMember('settings-tariff', 'admin');
    await openSettings(page, { url: tenantUrl, lang, member: admin, screen: 'tariff' });
    const api = settingsApi(page, tenantUrl);
    const before = await api.current();

    const night = fieldOf(page, tariff('nightSurchargePercent'), '%');
    await night.fill('250');
    await page.getByRole('button', { name: t['desk.settings.save'], exact: true }).click();
    const message = t.deskFieldError_tooLarge.replace('{{label}}', tariff('nightSurchargePercent'));
    await expect(night).toHaveAttribute('aria-invalid', 'true');
    await expect(night).toHaveAccessibleDescription(message);
    await expect(page.getByRole('link', { name: message })).toBeVisible();
    await expectNoAccessibilityViolations(page);
    expect((await api.current()).version).toBe(before.version);
  });

  test(`fits a phone, the preview below the form, in ${lang}`, async ({ page }) => {
    await page.setViewportSize(phone);
    const admin = await createStaffMember('settings-tariff', 'admin');
    await openSettings(page, { url: tenantUrl, lang, member: admin, screen: 'tariff' });
    await page.getByRole('button', { name: tariff('preview.show') }).click();
    await expect(page.locator('table.tariff-grid')).toBeVisible();
    await expectNoSideScroll(page);
    await expectNoAccessibilityViolations(page);
  });
}
