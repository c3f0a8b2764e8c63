import { expect, test, type Page } from '@playwright/test';
import { mailsAbout } from '#server-test/support/outbox.ts';
import { openIn, texts } from './support/app.ts';
import { expectNoAccessibilityViolations } from './support/axe.ts';
import { cartWithOneTrip, checkout, fill } from './support/checkout-steps.ts';
import { fillPerson, personForm, phoneDigits, type PersonDetails } from './support/person-steps.ts';
import { demoUrl, languages, type Language } from './support/tenants.ts';

/**
 * The whole checkout, through the server's payment simulator (docs/reference/screens.md#checkout,
 * docs/reference/screens.md#payment, docs/reference/states.md#browser).
 */

// A GET form without fields leaves an empty query ('?') on the address.
const simulatorPage = /\/pay\/simulator\/sim_[\w-]{24}\??$/;
const returnPage = (status: 'success' | 'failed' | 'cancelled') => new RegExp(`/payment/${status}/[\\w-]{32}$`);

type Outcome = 'paid' | 'failed' | 'canceled' | 'expired';

/** Fills in the checkout, agrees to the terms and pays; ends on the simulator's payment page. */
async function payNow(page: Page, lang: Language, person: PersonDetails): Promise<void> {
  await cartWithOneTrip(page, lang);
  const view = checkout(page, lang);
  await fillPerson(page, lang, person);
  await view.terms.check();
  await view.payNow.click();
  await expect(page).toHaveURL(simulatorPage);
}

/** The simulator's page: the amount of the cart, and a button per outcome. */
async function choose(page: Page, outcome: Outcome): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Payment simulator' })).toBeVisible();
  await expect(page.getByText(/^€ \d+,\d{2}$/)).toBeVisible();
  await page.getByRole('button', { name: outcome, exact: true }).click();
}

/** The reference the return page shows, D{klantNr}/{orderId}, read back as numbers. */
async function shownReference(page: Page, lang: Language): Promise<{ klantNr: number; orderId: number }> {
  const pattern = new RegExp(fill(texts[lang].orderReference, { reference: 'D(\\d+)/(\\d+)' }));
  await expect(page.getByRole('main')).toContainText(pattern);
  const match = pattern.exec((await page.getByRole('main').textContent()) ?? '');
  return { klantNr: Number(match?.[1]), orderId: Number(match?.[2]) };
}

/** The hash of the order this browser placed last, as checkout stored it. */
async function storedOrderHash(page: Page): Promise<string> {
  return page.evaluate(() => {
    const order: unknown = JSON.parse(localStorage.getItem(`${localStorage.getItem('client')}_order`) ?? 'null');
    return typeof order === 'object' && order !== null && 'orderHash' in order ? String(order.orderHash) : '';
  });
}

/** The checkout shows everything that was typed, and the terms ticked. */
async function expectFilledIn(page: Page, lang: Language, person: PersonDetails, remarks: string): Promise<void> {
  const form = personForm(page, lang);
  await expect(form.name).toHaveValue(person.name);
  await expect(form.email).toHaveValue(person.email);
  await expect.poll(() => phoneDigits(page, lang)).toMatch(/612345678$/);
  await expect(form.remarks).toHaveValue(remarks);
  await expect(checkout(page, lang).terms).toBeChecked();
}

const customer = (lang: Language, name: string): PersonDetails => ({
  name,
  email: `${name.toLowerCase().replace(/\W+/g, '.')}.${lang}@example.nl`,
  phone: '0612345678',
});

for (const lang of languages) {
  test.describe(`paying in ${lang}`, () => {
    const t = texts[lang];
    test.describe.configure({ timeout: 90_000 });

    test('paid: the success page shows the reference, the cart is empty and the confirmation is mailed', async ({
      page,
    }) => {
      const person = customer(lang, 'Anna Paid');
      await openIn(page, `${demoUrl}/trip/new`, lang);
      await payNow(page, lang, person);
      await choose(page, 'paid');

      await expect(page).toHaveURL(returnPage('success'));
      await expect(page.getByRole('heading', { level: 1, name: t.paymentSuccess })).toBeFocused();
      await expect(page.getByRole('status').filter({ hasText: t.paymentSuccess })).toBeVisible();
      const order = await shownReference(page, lang);
      // What was booked, where the confirmation went and what happens next.
      await expect(page.getByRole('main')).toContainText(fill(t.confirmationMailed, { email: person.email }));
      const trips = page.getByRole('list', { name: t.bookedTrips }).getByRole('listitem');
      await expect(trips).toHaveCount(1);
      await expect(trips.first()).toContainText('Station Groningen');
      await expect(trips.first()).toContainText(/€ \d+,\d{2}/);
      await expect(trips.first()).toContainText(/\d{2}[-/]\d{2}[-/]\d{4}, \d{2}:\d{2}/);
      await expect(page.getByRole('main')).toContainText(t.whatNext);
      await expect(checkout(page, lang).cartButton(0)).toBeVisible();
      await expectNoAccessibilityViolations(page);

      const dataDir = process.env.E2E_DATA_DIR ?? '';
      const mails = await mailsAbout(dataDir, order);
      const confirmation = mails.find((mail) => mail.to.includes(person.email));
      expect(confirmation?.subject).toBe(
        lang === 'nl'
          ? `Bevestiging van uw bestelling D${order.klantNr}/${order.orderId} bij Taxi Martini Groningen`
          : `Confirmation of your order D${order.klantNr}/${order.orderId} with Taxi Martini Groningen`,
      );
      expect(confirmation?.text).toContain(lang === 'nl' ? `Beste ${person.name},` : `Dear ${person.name},`);
      expect(confirmation?.text).toContain('Station Groningen');
      expect(mails.filter((mail) => mail.to.includes('rijden@taxi-martini.example'))).toHaveLength(1);
    });

    for (const [outcome, shown] of [
      ['failed', 'failed'],
      ['canceled', 'cancelled'],
    ] as const) {
      const message = shown === 'failed' ? t.paymentFailedRetry : t.paymentCancelledRetry;
      test(`${outcome}: the return page says ${shown}, offers a retry, keeps the cart and what was typed, and paying again works`, async ({
        page,
      }) => {
        const person = customer(lang, `Bert ${outcome}`);
        await openIn(page, `${demoUrl}/trip/new`, lang);
        await cartWithOneTrip(page, lang);
        await fillPerson(page, lang, person);
        await personForm(page, lang).remarks.fill('Graag bellen');
        await checkout(page, lang).terms.check();
        await checkout(page, lang).payNow.click();
        await expect(page).toHaveURL(simulatorPage);
        await choose(page, outcome);

        await expect(page).toHaveURL(returnPage(shown));
        await expect(
          page.getByRole('heading', { level: 1, name: shown === 'failed' ? t.paymentFailed : t.paymentCancelled }),
        ).toBeFocused();
        // A failure is an alert; a cancel, the customer's own choice, a status.
        await expect(
          page.getByRole(shown === 'failed' ? 'alert' : 'status').filter({ hasText: message }),
        ).toBeVisible();
        const failedOrder = await shownReference(page, lang);
        await expect(checkout(page, lang).cartButton(1)).toBeVisible();
        await expectNoAccessibilityViolations(page);
        expect(await mailsAbout(process.env.E2E_DATA_DIR ?? '', failedOrder)).toEqual([]);

        await page.getByRole('link', { name: t.retryPayment }).click();
        await expect(page).toHaveURL(`${demoUrl}/cart`);
        await page.getByRole('main').getByRole('link', { name: t.finalize }).click();
        // Nothing to type again: the draft of this order attempt is back, terms included.
        await expectFilledIn(page, lang, person, 'Graag bellen');
        await checkout(page, lang).payNow.click();
        await expect(page).toHaveURL(simulatorPage);
        await choose(page, 'paid');
        await expect(page).toHaveURL(returnPage('success'));
        const paidOrder = await shownReference(page, lang);
        // A failed order stays failed: the retry is an order of its own.
        expect(paidOrder.orderId).not.toBe(failedOrder.orderId);
        await expect(checkout(page, lang).cartButton(0)).toBeVisible();

        // Paid: the next order starts without the terms ticked, and without the details not kept on this device.
        await cartWithOneTrip(page, lang);
        await expect(checkout(page, lang).terms).not.toBeChecked();
        await expect(personForm(page, lang).name).toHaveValue('');
      });
    }

    test('back from the payment page, everything typed is still there', async ({ page }) => {
      const person = customer(lang, 'Dirk Back');
      await openIn(page, `${demoUrl}/trip/new`, lang);
      await cartWithOneTrip(page, lang);
      await fillPerson(page, lang, person);
      await personForm(page, lang).remarks.fill('Twee koffers');
      await checkout(page, lang).terms.check();
      await checkout(page, lang).payNow.click();
      await expect(page).toHaveURL(simulatorPage);

      await page.goBack();
      await expect(page).toHaveURL(`${demoUrl}/checkout`);
      await expectFilledIn(page, lang, person, 'Twee koffers');
      await expect(checkout(page, lang).payNow).toBeEnabled();
    });

    test('a cancelled return shows payment cancelled with the reference and the way back to the cart', async ({
      page,
    }) => {
      await openIn(page, `${demoUrl}/trip/new`, lang);
      await payNow(page, lang, customer(lang, 'Eva Cancel'));
      const hash = await storedOrderHash(page);
      await page.goto(`${demoUrl}/payment/cancelled/${hash}`);

      await expect(page.getByRole('heading', { level: 1, name: t.paymentCancelled })).toBeFocused();
      await expect(page.getByRole('status').filter({ hasText: t.paymentCancelledRetry })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect(page.getByRole('main')).not.toContainText(t.paymentFailed);
      await shownReference(page, lang);
      await expect(checkout(page, lang).cartButton(1)).toBeVisible();
      await expectNoAccessibilityViolations(page);
      await page.getByRole('link', { name: t.retryPayment }).click();
      await expect(page).toHaveURL(`${demoUrl}/cart`);
    });

    test('a return address with another hash shows pageInvalid and leaves the cart alone', async ({ page }) => {
      await openIn(page, `${demoUrl}/trip/new`, lang);
      await payNow(page, lang, customer(lang, 'Carla Hash'));
      await choose(page, 'paid');
      await expect(page).toHaveURL(returnPage('success'));
      await expect(checkout(page, lang).cartButton(0)).toBeVisible();
      const hash = new URL(page.url()).pathname.split('/').at(-1) ?? '';

      // Another order placed in this browser: the old return address is no longer its order.
      await payNow(page, lang, customer(lang, 'Carla Hash'));
      await page.goto(`${demoUrl}/payment/success/${hash}`);
      await expect(page.getByRole('alert').filter({ hasText: t.pageInvalid })).toBeVisible();
      await expect(checkout(page, lang).cartButton(1)).toBeVisible();
      await expectNoAccessibilityViolations(page);
    });
  });
}
