import { expect, test, type Page } from '@playwright/test';
import { formatDate } from '#common/format/text.ts';
import { openIn, openMenu, texts } from './support/app.ts';
import { demoUrl, languages, type Language } from './support/tenants.ts';
import { bookTrip, dateAhead, fillTrip, plans, tripForm } from './support/trip-steps.ts';

const passengersLabel = (lang: Language) => (lang === 'nl' ? 'Aantal personen' : 'Passengers');

/** The passenger count's input and its + button. */
function passengers(page: Page, lang: Language) {
  const label = passengersLabel(lang);
  return {
    input: page.getByRole('spinbutton', { name: label }),
    increase: page.getByRole('button', { name: texts[lang].increaseValue.replace('{{label}}', label) }),
  };
}

for (const lang of languages) {
  test.describe(`the trip form's draft in ${lang}`, () => {
    const t = texts[lang];

    test('a filled trip survives a reload and a visit to the info page, and is gone once in the cart', async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await openIn(page, `${demoUrl}/trip/new`, lang);
      const form = tripForm(page, lang);
      const date = dateAhead(4);
      await fillTrip(page, lang, { ...plans(lang).toSchiphol, date });
      await passengers(page, lang).increase.click();
      const expectFilled = async () => {
        // The date field writes the day in the language's own format (docs/reference/screens.md#trip).
        await expect(form.date).toHaveValue(formatDate(date, lang));
        await expect(form.hour).toHaveValue('09');
        await expect(form.departure.address).toHaveValue(/^Herestraat 12, 9711 \w{2} Groningen/);
        await expect(form.destination.type.getByRole('radio', { name: t.atypeAirport })).toBeChecked();
        await expect(form.destination.address).toHaveValue(/^Amsterdam Airport Schiphol \(AMS\)/);
        await expect(form.flightNumber).toHaveValue('KL1234');
        await expect(passengers(page, lang).input).toHaveValue('2');
      };

      await page.reload();
      await expectFilled();
      // The picked addresses came back whole: the trip can be priced without picking again.
      await form.showPrice.click();
      await expect(form.price).toContainText(/€/);

      const menu = await openMenu(page, lang);
      await menu.getByRole('link', { name: t.faq }).click();
      await expect(page).toHaveURL(`${demoUrl}/faq`);
      await page.goBack();
      await expect(page).toHaveURL(`${demoUrl}/trip/new`);
      await expectFilled();

      await form.addToCart.click();
      await expect(page).toHaveURL(`${demoUrl}/cart`);
      await page.getByRole('main').getByRole('link', { name: t.addTrip }).click();
      await expect(form.date).toHaveValue('');
      await expect(form.departure.address).toHaveValue('');
    });

    test('an address typed but not picked yet comes back after a reload', async ({ page }) => {
      await openIn(page, `${demoUrl}/trip/new`, lang);
      const form = tripForm(page, lang);
      await form.destination.address.pressSequentially('Herestr');
      await expect(form.listbox).toBeVisible();
      await page.reload();
      await expect(form.destination.address).toHaveValue('Herestr');
    });

    test('a cart trip being edited keeps its changes over a reload; the cart keeps the trip as it was until saved', async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await openIn(page, `${demoUrl}/trip/new`, lang);
      const form = tripForm(page, lang);
      await bookTrip(page, lang, plans(lang).toStation);
      await page
        .getByRole('main')
        .getByRole('link', { name: t.editTripNumber.replace('{{number}}', '1') })
        .click();
      await expect(page).toHaveURL(`${demoUrl}/trip/0`);
      await passengers(page, lang).increase.click();
      await passengers(page, lang).increase.click();
      await page.reload();
      await expect(passengers(page, lang).input).toHaveValue('3');
      await expect(form.departure.address).toHaveValue(/^Herestraat 12/);
      await form.saveTrip.click();
      await expect(page).toHaveURL(`${demoUrl}/cart`);
      await expect(page.getByRole('main')).toContainText(new RegExp(`${passengersLabel(lang)}\\s*3`));
      // Saved: opening the trip again starts from the cart, not from an old draft.
      await page.goto(`${demoUrl}/trip/new`);
      await expect(form.departure.address).toHaveValue('');
    });
  });
}
