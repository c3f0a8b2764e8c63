import { expect, test } from '@playwright/test';
import { openIn, texts } from './support/app.ts';
import { unlessClosed } from './support/routes.ts';
import { changeStartReply } from './support/start-reply.ts';
import { expectNoAccessibilityViolations } from './support/axe.ts';
import { demoUrl, languages, zakelijkUrl } from './support/tenants.ts';
import {
  bookTrip,
  dateAhead,
  expectSeen,
  fillTrip,
  pickAddress,
  plans,
  pricePattern,
  summary,
  tripForm,
} from './support/trip-steps.ts';

const viewports = { desktop: { width: 1280, height: 800 }, phone: { width: 375, height: 667 } };

for (const lang of languages) {
  test.describe(`trip screen in ${lang}`, () => {
    const t = texts[lang];

    test('books a trip from a Groningen street address to Groningen station, with the price shown', async ({
      page,
    }) => {
      await openIn(page, `${demoUrl}/trip/new`, lang);
      const form = tripForm(page, lang);
      await expect(form.price).toContainText(' -- ');
      await fillTrip(page, lang, plans(lang).toStation);
      await expect(form.departure.address).toHaveValue(/^Herestraat 12, 9711 \w{2} Groningen/);

      await form.showPrice.click();
      await expect(form.price).toContainText(pricePattern);
      // docs/reference/states.md#browser: the estimate resets when the trip changes.
      await page
        .getByRole('button', {
          name: t.increaseValue.replace('{{label}}', lang === 'nl' ? 'Aantal personen' : 'Passengers'),
        })
        .click();
      await expect(form.price).toContainText(' -- ');
      await form.showPrice.click();
      await expect(form.price).toContainText(pricePattern);

      await form.addToCart.click();
      await expect(page).toHaveURL(`${demoUrl}/cart`);
      const trip = page.getByRole('article', { name: new RegExp(t.tripNumber.replace('{{number}}', '1')) });
      await expect(trip).toContainText(/Herestraat 12, 9711 \w{2} Groningen/);
      await expect(trip).toContainText('Groningen');
      await expect(trip).toContainText(pricePattern);
      await expect(page.getByRole('link', { name: t.cartButton_one.replace('{{count}}', '1') })).toBeVisible();
    });

    test('books a trip from an address to Schiphol with the flight number', async ({ page }) => {
      await openIn(page, `${demoUrl}/trip/new`, lang);
      const form = tripForm(page, lang);
      await bookTrip(page, lang, plans(lang).toSchiphol);
      const trip = page.getByRole('article').first();
      await expect(trip).toContainText(/Schiphol/);
      await expect(trip).toContainText('KL1234');
      await expect(trip).toContainText(pricePattern);
      await expect(page.getByText(t.priceTotal).locator('..')).toContainText(pricePattern);
      await page.goto(`${demoUrl}/trip/new`);
      await expect(form.flightNumber).toHaveCount(0);
    });

    test('an airport pickup asks where the flight comes from and when it lands', async ({ page }) => {
      await openIn(page, `${demoUrl}/trip/new`, lang);
      const form = tripForm(page, lang);
      await form.departure.type.getByRole('radio', { name: t.atypeAirport }).check();
      await pickAddress(page, form.departure.address, 'AMS', /Schiphol/);
      await expect(form.flightNumber).toBeVisible();
      await expect(page.getByRole('textbox', { name: t.flightOrigin })).toBeVisible();
      await expect(page.getByRole('group', { name: t.flightArrival })).toBeVisible();
      // docs/reference/states.md#browser: a type change clears the address and the flight data; what the input shows
      // stays (issue 9 item 2).
      await form.flightNumber.fill('KL1234');
      await form.departure.type.getByRole('radio', { name: t.atypeAddress }).check();
      await expect(form.departure.address).toHaveValue('Amsterdam Airport Schiphol (AMS)');
      await expect(form.flightNumber).toHaveCount(0);
      await form.addToCart.click();
      await expect(summary(page, lang).getByRole('link', { name: t.pickDepartFromList })).toBeVisible();
    });

    test('the address combobox works by keyboard alone', async ({ page }) => {
      await openIn(page, `${demoUrl}/trip/new`, lang);
      const form = tripForm(page, lang);
      const input = form.departure.address;
      await input.focus();
      await page.keyboard.type('Herestraat 12', { delay: 20 });
      await expect(input).toHaveAttribute('aria-expanded', 'true');
      await expect(
        page
          .getByRole('status')
          .filter({ hasText: lang === 'nl' ? /\d+ suggesties? gevonden/ : /\d+ suggestions? found/ }),
      ).toHaveCount(1);
      await page.keyboard.press('ArrowDown');
      const first = form.listbox.getByRole('option').first();
      await expect(first).toHaveAttribute('aria-selected', 'true');
      await expect(input).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? '');
      const text = (await first.textContent()) ?? '';
      await page.keyboard.press('Enter');
      await expect(input).toHaveValue(text);
      await expect(input).toHaveAttribute('aria-expanded', 'false');
      await page.keyboard.press('Tab');
      await expect(input).not.toBeFocused();
      await expect(page.getByText(t.pickDepartFromList)).toHaveCount(0);

      // Escape closes the list without picking.
      await form.destination.address.focus();
      await page.keyboard.type('Herestraat 1', { delay: 20 });
      await expect(form.destination.address).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Escape');
      await expect(form.destination.address).toHaveAttribute('aria-expanded', 'false');
      await expect(form.destination.address).toHaveValue('Herestraat 1');
    });

    test('a street without a house number keeps the street and asks for the number', async ({ page }) => {
      await openIn(page, `${demoUrl}/trip/new`, lang);
      const form = tripForm(page, lang);
      await form.departure.address.pressSequentially('Herestr');
      await form.listbox.getByRole('option', { name: 'Herestraat, Groningen' }).click();
      await expect(form.departure.address).toHaveValue('Herestraat ');
      await expect(form.departure.address).toBeFocused();
      await expect(form.departure.address).toHaveAccessibleDescription(
        texts[lang].addHouseNumberOf.replace('{{street}}', 'Herestraat, Groningen'),
      );
      await page.keyboard.type('12');
      await expect(form.listbox.getByRole('option').first()).toHaveText(/^Herestraat 12, 9711 \w{2} Groningen/);
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect(form.departure.address).toHaveValue(/^Herestraat 12, 9711 \w{2} Groningen$/);
    });

    test('leaving the address without a pick adds no message; submitting asks to pick from the list', async ({
      page,
    }) => {
      await openIn(page, `${demoUrl}/trip/new`, lang);
      const form = tripForm(page, lang);
      await form.departure.address.pressSequentially('Herestraat 12');
      await expect(form.listbox).toBeVisible();
      await form.date.click();
      // The list clears 400 ms after the blur; no message moves the form meanwhile (issue 9 item 5).
      await expect(form.listbox).toBeHidden();
      await expect(page.getByText(t.pickDepartFromList)).toHaveCount(0);
      await expect(form.departure.address).not.toHaveAttribute('aria-invalid');
      await form.addToCart.click();
      await expect(summary(page, lang).getByRole('link', { name: t.pickDepartFromList })).toBeVisible();
      await expect(form.departure.address).toHaveAttribute('aria-invalid', 'true');
      await expect(form.departure.address).toHaveAccessibleDescription(t.pickDepartFromList);
    });

    test('submitting without a time and addresses lists the three problems at the top, each a link to its field', async ({
      page,
    }) => {
      await openIn(page, `${demoUrl}/trip/new`, lang);
      const form = tripForm(page, lang);
      await form.addToCart.click();
      const box = summary(page, lang);
      await expect(box.getByRole('heading')).toHaveText(t.errorSummaryTitle_other.replace('{{count}}', '3'));
      await expect(box).toBeFocused();
      await expect(box.getByRole('link')).toHaveText([t.noDatetime, t.noFromAddress, t.noToAddress]);
      await box.getByRole('link', { name: t.noDatetime }).click();
      await expect(form.date).toBeFocused();
      await box.getByRole('link', { name: t.noFromAddress }).click();
      await expect(form.departure.address).toBeFocused();
      await box.getByRole('link', { name: t.noToAddress }).click();
      await expect(form.destination.address).toBeFocused();
      // Each field says it too, and a fixed one leaves the list at once.
      await expect(form.destination.address).toHaveAccessibleDescription(t.noToAddress);
      await pickAddress(page, form.departure.address, 'Herestraat 12', /^Herestraat 12, 9711 \w{2} Groningen/);
      await expect(box.getByRole('link')).toHaveText([t.noDatetime, t.noToAddress]);
      await form.date.fill(dateAhead(3));
      await box.getByRole('link', { name: t.noDatetime }).click();
      await expect(form.hour).toBeFocused();
      await expectNoAccessibilityViolations(page);
    });

    test("an operator's own required trip field, left empty, is named by its label in the summary and beside the field", async ({
      page,
    }) => {
      // The shipped layouts give every required trip field a default, so this operator's layout gains one without.
      await changeStartReply<{ config?: { layouts: { trip: Record<string, unknown>[] } } }>(page, (reply) => {
        const costCentre = reply.config?.layouts.trip.find((entry) => entry.fieldname === 'costCentre');
        if (costCentre) Object.assign(costCentre, { vv19: 'N', verplicht: 'J' });
      });
      await openIn(page, `${demoUrl}/trip/new`, lang);
      await tripForm(page, lang).addToCart.click();
      const expected = lang === 'nl' ? 'Vul kostenplaats in' : 'Enter cost centre';
      await expect(summary(page, lang).getByRole('link', { name: expected })).toBeVisible();
      await expect(
        page.getByRole('textbox', { name: lang === 'nl' ? 'Kostenplaats' : 'Cost centre' }),
      ).toHaveAccessibleDescription(expected);
    });

    test('an address that finds nothing says so under the field, for everyone', async ({ page }) => {
      await openIn(page, `${demoUrl}/trip/new`, lang);
      const form = tripForm(page, lang);
      await form.departure.address.pressSequentially('Qwxzq');
      const nothing = page.getByText(t.noResults);
      await expectSeen(nothing);
      await expect(form.departure.address).toHaveAccessibleDescription(t.noResults);
    });

    test('a slow answer shows and announces that the list is searching', async ({ page }) => {
      await page.route('**/api/destinations.json', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });
      await openIn(page, `${demoUrl}/trip/new`, lang);
      const form = tripForm(page, lang);
      await form.departure.address.pressSequentially('Herestraat 12');
      const searching = page.getByRole('status').filter({ hasText: t.searching });
      await expectSeen(searching);
      await expect(form.listbox.getByRole('option').first()).toHaveText(/^Herestraat 12/, { timeout: 10_000 });
      await expect(searching).toHaveCount(0);
    });

    test('changing the type keeps what was typed and searches it for the new type', async ({ page }) => {
      await openIn(page, `${demoUrl}/trip/new`, lang);
      const form = tripForm(page, lang);
      await form.destination.address.pressSequentially('Groningen');
      await expect(form.listbox).toBeVisible();
      await form.destination.type.getByRole('radio', { name: t.atypeStation }).check();
      await expect(form.destination.address).toHaveValue('Groningen');
      const station = form.listbox.getByRole('option', { name: new RegExp(`^Station Groningen ${t.NS}$`) });
      await station.click();
      await expect(form.destination.address).toHaveValue('Station Groningen');
    });

    test('an airport offered on the address type is marked as one and makes the stop an airport, with the flight fields', async ({
      page,
    }) => {
      // Until the search offers airports on the address type (another part of issue 9), a stand-in answers the
      // address type with the airport type's suggestions.
      await page.route('**/api/destinations.json', async (route) => {
        const request = route.request().postDataJSON() as { atype: number };
        if (request.atype !== -1) return route.continue();
        // A search still under way when the test ends: its fetched answer is disposed with the page.
        return unlessClosed(page, async () => {
          const airports = await route.fetch({ postData: JSON.stringify({ ...request, atype: 1 }) });
          await route.fulfill({ response: airports });
        });
      });
      await openIn(page, `${demoUrl}/trip/new`, lang);
      const form = tripForm(page, lang);
      await form.departure.address.pressSequentially('Schiphol');
      const option = form.listbox.getByRole('option', {
        name: new RegExp(`^Amsterdam Airport Schiphol \\(AMS\\) ${t.LH}$`),
      });
      await expect(option.getByText(t.LH, { exact: true })).toBeVisible();
      await option.click();
      await expect(form.departure.type.getByRole('radio', { name: t.atypeAirport })).toBeChecked();
      await expect(form.flightNumber).toBeVisible();
      await expect(page.getByRole('textbox', { name: t.flightOrigin })).toBeVisible();
    });

    test('the direction radio swaps the stops with their settings', async ({ page }) => {
      await openIn(page, `${demoUrl}/trip/new`, lang);
      const form = tripForm(page, lang);
      await fillTrip(page, lang, plans(lang).toStation);
      const direction = page.getByRole('group', { name: t.direction });
      await direction.getByRole('radio', { name: t.directionReturn }).check();
      await expect(form.departure.address).toHaveValue('Station Groningen');
      await expect(form.departure.type.getByRole('radio', { name: t.atypeStation })).toBeChecked();
      await expect(form.destination.address).toHaveValue(/^Herestraat 12/);
      await expect(form.destination.type.getByRole('radio', { name: t.atypeAddress })).toBeChecked();
      await expect(form.addToCart).toBeEnabled();
    });

    test('a time before the earliest pickup is pushed to it, with a notice', async ({ page }) => {
      await openIn(page, `${demoUrl}/trip/new`, lang);
      const form = tripForm(page, lang);
      // This hour in Amsterdam, on the hour: before the earliest pickup at any time of day (at 00:00 it was not, and late
      // in the evening the earliest pickup is tomorrow's first hour).
      const hour = new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/Amsterdam',
        hour: '2-digit',
        hourCycle: 'h23',
      }).format(new Date());
      await form.date.fill(dateAhead(0));
      await form.hour.selectOption(hour);
      await expect(
        page.getByRole('status').filter({ hasText: lang === 'nl' ? 'vroegst mogelijke' : 'earliest possible' }),
      ).toBeVisible();
      await expect
        .poll(async () => `${await form.hour.inputValue()}:${await form.minute.inputValue()}`)
        .not.toBe(`${hour}:00`);
      await expect(form.minute).toHaveValue(/^[0-5]0$/);
    });

    test('an index that is not in the cart opens a new trip', async ({ page }) => {
      await openIn(page, `${demoUrl}/trip/7`, lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.bookTrip);
      await expect(page.getByText(t.tripNotInCart)).toBeVisible();
      await expect(tripForm(page, lang).addToCart).toBeVisible();
    });

    test('a login-required operator shows no price', async ({ page }) => {
      await openIn(page, `${zakelijkUrl}/trip/new`, lang);
      await expect(tripForm(page, lang).addToCart).toBeVisible();
      await expect(tripForm(page, lang).showPrice).toHaveCount(0);
    });

    for (const [device, viewport] of Object.entries(viewports)) {
      test(`the trip screen passes axe-core, empty, filled and with a suggestion list open, ${device}`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        await openIn(page, `${demoUrl}/trip/new`, lang);
        const form = tripForm(page, lang);
        await expect(form.addToCart).toBeVisible();
        await expectNoAccessibilityViolations(page);
        await form.departure.type.getByRole('radio', { name: t.atypeAirport }).check();
        await form.departure.address.pressSequentially('Schiphol');
        await expect(form.listbox).toBeVisible();
        await page.keyboard.press('ArrowDown');
        await expectNoAccessibilityViolations(page);
        await page.keyboard.press('Enter');
        await expect(form.flightNumber).toBeVisible();
        // Not yet valid (no date): the button says why instead of adding.
        await form.addToCart.focus();
        await page.keyboard.press('Enter');
        await expect(summary(page, lang).getByRole('link', { name: t.noDatetime })).toBeVisible();
        await expectNoAccessibilityViolations(page);
      });
    }
  });
}
