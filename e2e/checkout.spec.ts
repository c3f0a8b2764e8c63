import { expect, test, type Page } from '@playwright/test';
import type { CartTransactionReply } from '#common/contracts/cart-transaction.ts';
import type { TripReply } from '#common/contracts/trip.ts';
import { openIn, texts } from './support/app.ts';
import { fieldLabel, fillPerson, janJansen, personForm, phoneDigits, storePerson } from './support/person-steps.ts';
import { cartWithOneTrip, checkout, fill } from './support/checkout-steps.ts';
import { demoUrl, languages, zakelijkUrl } from './support/tenants.ts';
import { pricePattern } from './support/trip-steps.ts';

/** Counts the orders the page sends, to show that the browser's own checks come first. */
function countOrders(page: Page): { sent: number } {
  const orders = { sent: 0 };
  page.on('request', (request) => {
    if (request.url().endsWith('/api/cart_transaction.json')) orders.sent += 1;
  });
  return orders;
}

/** A reply the server could give, for the cases it cannot be made to give on demand. */
const quote = (amounttopay: string): TripReply => ({
  status: 200,
  error: '',
  fielderrors: {},
  amounttopay,
  fixedtriptime: '',
  fixedtripdeparturedisplay: '',
  fixedtripdestdisplay: '',
  distanceKm: 3.1,
  durationMinutes: 9,
  priceLines: [{ key: 'priceStartFee', cents: 9950 }],
});

for (const lang of languages) {
  test.describe(`checkout in ${lang}`, () => {
    const t = texts[lang];

    test('an empty cart asks for a trip first', async ({ page }) => {
      await openIn(page, `${demoUrl}/checkout`, lang);
      await expect(page.getByRole('main')).toContainText(t.tripRequired);
      await expect(checkout(page, lang).payNow).toHaveCount(0);
      await page.getByRole('main').getByRole('link', { name: t.addTrip }).click();
      await expect(page).toHaveURL(`${demoUrl}/trip/new`);
    });

    test('where login is required, an empty cart also asks for a trip first, and nothing is to be paid', async ({
      page,
    }) => {
      // Booking on account (the login form, book now) is in bookings.spec.ts.
      await openIn(page, `${zakelijkUrl}/checkout`, lang);
      await expect(page.getByRole('main')).toContainText(t.tripRequired);
      await expect(checkout(page, lang).payNow).toHaveCount(0);
      await expect(page.getByRole('button', { name: t.bookNow })).toHaveCount(0);
    });

    test('stored details are filled in, and pay now checks the terms and the form before sending anything', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const orders = countOrders(page);
      await openIn(page, `${demoUrl}/person`, lang);
      await storePerson(page, lang, janJansen);
      await cartWithOneTrip(page, lang);
      const view = checkout(page, lang);
      const form = personForm(page, lang);

      await expect(view.summary).toContainText(fill(t.cartCount_one, { count: 1 }));
      await expect(view.summary).toContainText(pricePattern);
      await expect(view.summary.getByRole('link', { name: t.changeCart })).toHaveAttribute('href', '/cart');
      await expect(form.name).toHaveValue(janJansen.name);
      await expect(form.email).toHaveValue(janJansen.email);
      await expect.poll(() => phoneDigits(page, lang)).toMatch(/612345678$/);
      await expect(form.store).toBeChecked();
      await expect(view.termsLink).toHaveAttribute(
        'href',
        lang === 'nl' ? '/api/tenant/voorwaarden.html' : '/api/tenant/terms.html',
      );
      await expect(view.termsLink).toHaveAttribute('target', '_blank');
      await expect(view.termsLink).toHaveAttribute('rel', 'noopener');

      // Every problem at once, in the summary at the top, which takes the focus; each entry leads to its field.
      await view.payNow.click();
      await expect(view.errorSummary).toBeFocused();
      await expect(view.errorSummary.getByRole('link')).toHaveText([t.termsRequired]);
      await expect(view.terms).toHaveAccessibleDescription(new RegExp(t.termsRequired));
      await view.errorSummary.getByRole('link', { name: t.termsRequired }).click();
      await expect(view.terms).toBeFocused();

      // Leaving an emptied field says nothing yet: the button below does not move under the pointer.
      await form.name.fill('');
      await form.name.press('Tab');
      await expect(form.name).not.toHaveAttribute('aria-invalid');
      await view.payNow.click();
      await expect(view.errorSummary.getByRole('link')).toHaveText([
        `${fieldLabel('custname', lang)}: ${t.requiredName}`,
        t.termsRequired,
      ]);
      await expect(form.name).toHaveAccessibleDescription(new RegExp(`${t.requiredName}$`));
      // Fixed as typed: the message and its entry go.
      await view.terms.check();
      await expect(view.errorSummary.getByRole('link')).toHaveText([
        `${fieldLabel('custname', lang)}: ${t.requiredName}`,
      ]);
      await form.name.fill('Jan');
      await expect(view.errorSummary).toHaveCount(0);
      await expect(form.name).not.toHaveAttribute('aria-invalid');
      expect(orders.sent).toBe(0);
    });

    test('an empty form lists every field to fill in, each saying what to do', async ({ page }) => {
      test.setTimeout(90_000);
      await openIn(page, `${demoUrl}/trip/new`, lang);
      await cartWithOneTrip(page, lang);
      const view = checkout(page, lang);
      const form = personForm(page, lang);
      await view.payNow.click();
      await expect(view.errorSummary).toBeFocused();
      await expect(view.errorSummary.getByRole('heading')).toHaveText(fill(t.errorSummaryTitle_other, { count: 4 }));
      await expect(view.errorSummary.getByRole('link')).toHaveText([
        `${fieldLabel('custname', lang)}: ${t.requiredName}`,
        `${fieldLabel('custemail', lang)}: ${t.requiredEmail}`,
        `${fieldLabel('custtel', lang)}: ${t.requiredPhone}`,
        t.termsRequired,
      ]);
      await view.errorSummary.getByRole('link', { name: t.requiredPhone }).click();
      await expect(form.phone).toBeFocused();
      await expect(form.email).toHaveAccessibleDescription(new RegExp(`${t.requiredEmail}$`));
    });

    test('the trips about to be booked are listed with date, time, from, to and price', async ({ page }) => {
      test.setTimeout(90_000);
      await openIn(page, `${demoUrl}/trip/new`, lang);
      await cartWithOneTrip(page, lang);
      const trips = checkout(page, lang).summary.getByRole('list', { name: t.tripsToBook }).getByRole('listitem');
      await expect(trips).toHaveCount(1);
      await expect(trips.first()).toContainText(fill(t.tripNumber, { number: 1 }));
      await expect(trips.first()).toContainText(/\d{2}[-/]\d{2}[-/]\d{4}, \d{2}:\d{2}/);
      await expect(trips.first()).toContainText(t.tripFrom);
      await expect(trips.first()).toContainText('Station Groningen');
      await expect(trips.first()).toContainText(pricePattern);
    });

    test('a network failure says the server could not be reached, and keeps what was typed', async ({ page }) => {
      test.setTimeout(90_000);
      await openIn(page, `${demoUrl}/trip/new`, lang);
      await cartWithOneTrip(page, lang);
      await page.route('**/api/cart_transaction.json', (route) => route.abort('internetdisconnected'));
      const view = checkout(page, lang);
      const form = personForm(page, lang);
      await fillPerson(page, lang, janJansen);
      await view.terms.check();
      await view.payNow.click();

      await expect(view.alert(t.requestFailed)).toBeVisible();
      await expect(view.alert(t.errGeneratingPayment)).toHaveCount(0);
      await expect(form.name).toHaveValue(janJansen.name);
      await expect(view.terms).toBeChecked();
      await expect(view.payNow).toBeEnabled();
    });

    test('a reload keeps what was typed and the terms ticked', async ({ page }) => {
      test.setTimeout(90_000);
      await openIn(page, `${demoUrl}/trip/new`, lang);
      await cartWithOneTrip(page, lang);
      const view = checkout(page, lang);
      const form = personForm(page, lang);
      await fillPerson(page, lang, janJansen);
      await form.remarks.fill('Kinderzitje graag');
      await form.store.check();
      await view.terms.check();
      await page.reload();

      await expect(form.name).toHaveValue(janJansen.name);
      await expect(form.email).toHaveValue(janJansen.email);
      await expect.poll(() => phoneDigits(page, lang)).toMatch(/612345678$/);
      await expect(form.remarks).toHaveValue('Kinderzitje graag');
      await expect(form.store).toBeChecked();
      await expect(view.terms).toBeChecked();
    });

    test('a reply it cannot read says the request could not be processed, and keeps what was typed', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const requests: unknown[] = [];
      await page.route('**/api/cart_transaction.json', async (route) => {
        requests.push(route.request().postDataJSON());
        await route.fulfill({ status: 200, contentType: 'application/json', body: '{"paid":"maybe"}' });
      });
      await openIn(page, `${demoUrl}/trip/new`, lang);
      await cartWithOneTrip(page, lang);
      const view = checkout(page, lang);
      const form = personForm(page, lang);
      await fillPerson(page, lang, janJansen);
      await view.terms.check();
      await view.payNow.click();

      await expect(view.alert(t.errGeneratingPayment)).toBeVisible();
      await expect(form.name).toHaveValue(janJansen.name);
      await expect(view.terms).toBeChecked();
      await expect(view.payNow).toBeEnabled();
      await expect(view.cartButton(1)).toBeVisible();
      expect(requests).toEqual([
        {
          lang,
          person: {
            custname: janJansen.name,
            custemail: janJansen.email,
            custtel: expect.stringMatching(/612345678$/),
            remarks: '',
          },
          trips: [expect.objectContaining({ tour: expect.any(Array), price: expect.stringMatching(/^\d+\.\d{2}$/) })],
          returnPath: `${demoUrl}/checkout`,
          agreeTerms: true,
        },
      ]);
    });

    test('a changed price updates the cart and asks to pay again', async ({ page }) => {
      test.setTimeout(90_000);
      const reply: CartTransactionReply = {
        success: false,
        form: '',
        error: 'priceChanged',
        klantNr: null,
        orderId: null,
        orderHash: '',
        fielderrors: {},
        quotes: [quote('99.50')],
        ritNrs: [],
      };
      await page.route('**/api/cart_transaction.json', (route) =>
        route.fulfill({ status: 422, contentType: 'application/json', body: JSON.stringify(reply) }),
      );
      await openIn(page, `${demoUrl}/trip/new`, lang);
      await cartWithOneTrip(page, lang);
      const view = checkout(page, lang);
      await expect(view.summary).not.toContainText('€ 99,50');
      await fillPerson(page, lang, janJansen);
      await view.terms.check();
      await view.payNow.click();

      await expect(view.alert(t.priceChanged)).toBeVisible();
      await expect(view.summary).toContainText('€ 99,50');
      await expect(view.payNow).toBeEnabled();
      await view.summary.getByRole('link', { name: t.changeCart }).click();
      await expect(page.getByRole('main').getByRole('article')).toContainText('€ 99,50');
    });
  });
}
