import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { openIn, texts } from './support/app.ts';
import { expectNoAccessibilityViolations } from './support/axe.ts';
import { demoUrl, languages } from './support/tenants.ts';
import { dateAhead, fillTrip, plans, summary, tripForm } from './support/trip-steps.ts';

/*
 * The operator's service rules and vehicle capacities on the trip screen (docs/decisions/043-service-rules.md,
 * docs/reference/screens.md#trip): said before the customer types, and a closed day or too many passengers for the
 * class refused beside the field before anything is sent.
 */

const demo = JSON.parse(readFileSync(new URL('../config/tenants/demo.json', import.meta.url), 'utf8')) as {
  serviceRules: { closedDates: string[] };
};
/** The demo's next closed date at least two days ahead (Koningsdag). */
const closedDay = demo.serviceRules.closedDates.find((date) => date >= dateAhead(2)) ?? '';

const vehicle = { nl: 'Busje (max. 8 personen)', en: 'Minibus (up to 8 passengers)' } as const;
const passengers = { nl: 'Aantal personen', en: 'Passengers' } as const;
const vehicleLabel = { nl: 'Type auto', en: 'Vehicle' } as const;

for (const lang of languages) {
  test.describe(`the operator's rules on the trip screen in ${lang}`, () => {
    const t = texts[lang];

    test('says the hours, the closed day, the horizon and the area before anything is typed', async ({ page }) => {
      await openIn(page, `${demoUrl}/trip/new`, lang);
      const rules = page.getByRole('region', { name: t.rulesHeading });
      await expect(rules).toBeVisible();
      await expect(rules).toContainText(lang === 'nl' ? 'ma–do 05:00–01:00' : 'Mon–Thu 05:00–01:00');
      await expect(rules).toContainText(t.rulesHorizon.replace('{{days}}', '730'));
      await expect(rules).toContainText(
        lang === 'nl' ? 'Groningen, Friesland, Drenthe en omgeving' : 'Groningen, Friesland, Drenthe and around',
      );
      await expectNoAccessibilityViolations(page);
    });

    test('refuses a closed day beside the date, with the reason, before sending', async ({ page }) => {
      test.skip(closedDay === '', 'the demo lists no closed date ahead');
      const quotes: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/trip_request.json')) quotes.push(request.url());
      });
      await openIn(page, `${demoUrl}/trip/new`, lang);
      const form = tripForm(page, lang);
      await fillTrip(page, lang, { ...plans(lang).toStation, date: closedDay, hour: '14' });
      // Said at once, beside the field and tied to it, before any submit.
      await expect(form.date).toHaveAttribute('aria-invalid', 'true');
      await expect(form.date).toHaveAccessibleDescription(
        new RegExp(t.closedDate.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
      );
      await expectNoAccessibilityViolations(page);
      await form.addToCart.click();
      await expect(summary(page, lang)).toContainText(t.closedDate);
      await expect(page).toHaveURL(`${demoUrl}/trip/new`);
      expect(quotes).toEqual([]);

      // Another day is taken.
      await form.date.fill(dateAhead(3));
      await expect(form.date).not.toHaveAttribute('aria-invalid', 'true');
    });

    test('offers the van for more passengers than a sedan takes, and books it', async ({ page }) => {
      await openIn(page, `${demoUrl}/trip/new`, lang);
      const form = tripForm(page, lang);
      await fillTrip(page, lang, { ...plans(lang).toStation, date: dateAhead(3), hour: '14' });
      await page.getByRole('spinbutton', { name: passengers[lang], exact: true }).fill('6');
      const vehicleField = page.getByRole('combobox', { name: vehicleLabel[lang], exact: true });
      // Said at once beside the vehicle, with the class that fits, before anything is sent.
      await expect(vehicleField).toHaveAccessibleDescription(t.vehicleClassTooSmall);
      const offer = page.getByRole('button', { name: t.vehicleClassChoose.replace('{{vehicle}}', vehicle[lang]) });
      await expect(offer).toBeVisible();
      await expectNoAccessibilityViolations(page);
      await offer.click();
      await expect(vehicleField).toHaveValue('van');
      await expect(vehicleField).not.toHaveAccessibleDescription(t.vehicleClassTooSmall);
      await form.addToCart.click();
      await expect(page).toHaveURL(`${demoUrl}/cart`);
    });
  });
}
