import { expect, test } from '@playwright/test';
import { openIn, texts } from './support/app.ts';
import { demoUrl, languages } from './support/tenants.ts';
import { bookTrip, tripForm } from './support/trip-steps.ts';

// These run against the real search: they need the server side of issue 9 item 2 (stations, airports and hotels
// on the address type), which another branch brings. trip.spec.ts checks the screen's side with a stand-in answer.
for (const lang of languages) {
  test.describe(`stations and airports on the address type, ${lang}`, () => {
    const t = texts[lang];

    test('Schiphol on the address type offers the airport, marked as one; picking it asks for the flight and books', async ({
      page,
    }) => {
      await openIn(page, `${demoUrl}/trip/new`, lang);
      const form = tripForm(page, lang);
      await expect(form.destination.type.getByRole('radio', { name: t.atypeAddress })).toBeChecked();
      await bookTrip(page, lang, {
        from: { query: 'Herestraat 12', option: /^Herestraat 12, 9711 \w{2} Groningen/ },
        to: { query: 'Schiphol', option: new RegExp(`^Amsterdam Airport Schiphol \\(AMS\\) ${t.LH}$`) },
        flightNumber: 'KL1234',
      });
      const trip = page.getByRole('article').first();
      await expect(trip).toContainText(/Schiphol/);
      await expect(trip).toContainText('KL1234');
    });

    test('"Groningen station" on the address type offers the station, marked as one', async ({ page }) => {
      await openIn(page, `${demoUrl}/trip/new`, lang);
      const form = tripForm(page, lang);
      await form.departure.address.pressSequentially('Groningen station');
      await form.listbox.getByRole('option', { name: new RegExp(`^Station Groningen ${t.NS}$`) }).click();
      await expect(form.departure.type.getByRole('radio', { name: t.atypeStation })).toBeChecked();
      await expect(form.departure.address).toHaveValue('Station Groningen');
    });
  });
}
