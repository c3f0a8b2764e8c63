import { expect, test, type Page } from '@playwright/test';
import { openIn, texts } from './support/app.ts';
import { expectNoAccessibilityViolations } from './support/axe.ts';
import { fill } from './support/checkout-steps.ts';
import { demoUrl, languages, type Language } from './support/tenants.ts';
import { dateAhead, pickAddress, summary, tripForm } from './support/trip-steps.ts';

/**
 * Flight details that make sense (docs/reference/record-layout.md#flight-details): the flight number's form, a
 * landing before the pickup and at most 12 hours before it, and the operator's free waiting time at the airport.
 */

/** A pickup at Schiphol at 14:00 in three days, to Herestraat 12. */
async function fromSchiphol(page: Page, lang: Language) {
  const t = texts[lang];
  const form = tripForm(page, lang);
  await form.date.fill(dateAhead(3));
  await form.hour.selectOption('14');
  await form.departure.type.getByRole('radio', { name: t.atypeAirport }).check();
  await pickAddress(page, form.departure.address, 'AMS', /Schiphol/);
  await pickAddress(page, form.destination.address, 'Herestraat 12', /^Herestraat 12, 9711 \w{2} Groningen/);
  return {
    ...form,
    landing: page.getByRole('group', { name: t.flightArrival }),
    landingHour: page.getByRole('combobox', { name: `${t.flightArrival} ${t.hour}` }),
    landingMinute: page.getByRole('combobox', { name: `${t.flightArrival} ${t.minute}` }),
  };
}

for (const lang of languages) {
  test.describe(`flight details in ${lang}`, () => {
    const t = texts[lang];

    test('a flight landing after the pickup is refused with its message; a flight landing before it books', async ({
      page,
    }) => {
      await openIn(page, `${demoUrl}/trip/new`, lang);
      const form = await fromSchiphol(page, lang);
      // The demo operator's free waiting time, next to the flight.
      await expect(page.getByText(fill(t.airportWaiting_other, { count: 60 }))).toBeVisible();

      await form.flightNumber.fill('KL 12345');
      await form.landingHour.selectOption('15');
      await form.addToCart.click();
      const box = summary(page, lang);
      await expect(box.getByRole('link', { name: t.flightNumberInvalid })).toBeVisible();
      await expect(box.getByRole('link', { name: t.flightArrivalAfterPickup })).toBeVisible();
      await expect(form.flightNumber).toHaveAccessibleDescription(
        new RegExp(t.flightNumberInvalid.replace(/[.:]/g, '\\$&')),
      );
      await expect(page).toHaveURL(`${demoUrl}/trip/new`);
      await expectNoAccessibilityViolations(page);

      // The summary's link leads to the landing time.
      await box.getByRole('link', { name: t.flightArrivalAfterPickup }).click();
      await expect(form.landingHour).toBeFocused();

      // Any spelling of a flight number is written the one way once typed.
      await form.flightNumber.fill('kl 1234');
      await form.flightNumber.blur();
      await expect(form.flightNumber).toHaveValue('KL1234');
      await form.landingHour.selectOption('13');
      await form.landingMinute.selectOption('30');
      await expect(box.getByRole('link')).toHaveCount(0);
      await form.addToCart.click();
      await expect(page).toHaveURL(`${demoUrl}/cart`);
      const trip = page.getByRole('article').first();
      await expect(trip).toContainText('KL1234');
      await expect(trip).toContainText(fill(t.flightLands, { time: '13:30' }));
    });

    test('a flight landing more than 12 hours before the pickup is refused with its message', async ({ page }) => {
      await openIn(page, `${demoUrl}/trip/new`, lang);
      const form = await fromSchiphol(page, lang);
      await form.landingHour.selectOption('01');
      await form.landingMinute.selectOption('55');
      await form.addToCart.click();
      await expect(summary(page, lang).getByRole('link', { name: t.flightArrivalTooEarly })).toBeVisible();
      // Exactly 12 hours before is still fine.
      await form.landingHour.selectOption('02');
      await form.landingMinute.selectOption('00');
      await form.addToCart.click();
      await expect(page).toHaveURL(`${demoUrl}/cart`);
    });

    test('the flight fields at phone width', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await openIn(page, `${demoUrl}/trip/new`, lang);
      const form = await fromSchiphol(page, lang);
      await expect(form.landing).toBeVisible();
      await expect(page.getByText(fill(t.airportWaiting_other, { count: 60 }))).toBeVisible();
      await form.landingHour.selectOption('16');
      await form.addToCart.click();
      await expect(summary(page, lang).getByRole('link', { name: t.flightArrivalAfterPickup })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectNoAccessibilityViolations(page);
    });
  });
}
