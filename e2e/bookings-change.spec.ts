import { expect, test } from '@playwright/test';
import { createAccount, logIn } from './support/accounts.ts';
import { openIn, openMenu, texts } from './support/app.ts';
import { expectNoAccessibilityViolations } from './support/axe.ts';
import { fill } from './support/checkout-steps.ts';
import { languages, zakelijkUrl } from './support/tenants.ts';
import { bookTrip, plans } from './support/trip-steps.ts';

for (const lang of languages) {
  const t = texts[lang];
  const width = lang === 'nl' ? 1280 : 390;

  test.describe(`changing a booking on the bookings screen in ${lang} at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a business customer books on account and changes the pickup time by keyboard', async ({ page }) => {
      test.setTimeout(150_000);
      const account = await createAccount();
      await openIn(page, `${zakelijkUrl}/trip/new`, lang);
      await logIn(page, lang, account);
      await bookTrip(page, lang, plans(lang).toStation);
      await page.getByRole('main').getByRole('link', { name: t.finalizeOnAccount }).click();
      await expect(page.getByRole('status').filter({ hasText: t.bookingSuccess })).toBeVisible({ timeout: 15_000 });

      await (await openMenu(page, lang)).getByRole('link', { name: t.bookings }).click();
      await expect(page).toHaveURL(`${zakelijkUrl}/bookings`);
      const trip = page.getByRole('main').getByRole('article');
      await expect(trip).toHaveCount(1);
      await expect(trip).toContainText('14:00');

      const changeButton = trip.getByRole('button', { name: new RegExp(fill(t.manageChangeTrip, { ritNr: '\\d+' })) });
      await changeButton.focus();
      await page.keyboard.press('Enter');
      const form = trip.getByRole('form');
      await expect(form).toBeVisible();
      // On account: no payment, the new price simply applies.
      await expect(form).toContainText(t.bookingChangeNote);
      await expectNoAccessibilityViolations(page);

      // What the server would refuse is said at its field, and the rest typed stays.
      const hour = form.getByRole('combobox', { name: `${t.depTime} ${t.hour}` });
      await hour.selectOption('17');
      await form.getByLabel(t.passengerCount).fill('0');
      await form.getByRole('button', { name: t.manageSaveChange }).press('Enter');
      await expect(form.getByLabel(t.passengerCount)).toBeFocused();
      await expect(form).toContainText(t.managePassengersRange);
      await expect(hour).toHaveValue('17');
      await form.getByLabel(t.passengerCount).fill('2');
      await form.getByRole('button', { name: t.manageSaveChange }).press('Enter');

      await expect(form).toHaveCount(0);
      await expect(page.getByRole('status').filter({ hasText: t.manageChanged.split('{{')[0] ?? '' })).toBeVisible();
      await expect(trip).toContainText('17:00');
      await expect(trip).not.toContainText('14:00');
      await expect(trip.getByRole('heading', { level: 2 })).toBeFocused();
      await expectNoAccessibilityViolations(page);

      // The server has it: after a reload the trip is at its new time.
      await page.reload();
      await expect(page.getByRole('main').getByRole('article')).toContainText('17:00');
    });
  });
}
