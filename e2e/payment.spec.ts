import { expect, test, type Page } from '@playwright/test';
import { mailsAbout } from '../server/test/support/outbox.ts';
import { openIn, texts } from './support/app.ts';
import { expectNoAccessibilityViolations } from './support/axe.ts';
import { cartWithOneTrip, checkout, fill } from './support/checkout-steps.ts';
import { fillPerson, type PersonDetails } from './support/person-steps.ts';
import { demoUrl, languages, type Language } from './support/tenants.ts';

/** The whole checkout, through the server's payment simulator (SPEC §2 Checkout and Checkout return, §4). */

// A GET form without fields leaves an empty query ('?') on the address.
const simulatorPage = /\/pay\/simulator\/sim_[\w-]{24}\??$/;
const returnPage = (status: 'success' | 'failed') => new RegExp(`/payment/${status}/[\\w-]{32}$`);

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

const customer = (lang: Language, name: string): PersonDetails => ({
  name,
  email: `${name.toLowerCase().replace(/\W+/g, '.')}.${lang}@example.nl`,
  phone: '0612345678',
});

for (const lang of languages) {
  test.describe(`paying in ${lang}`, () => {
    const t = texts[lang];
    test.describe.configure({ timeout: 90_000 });

    test('paid: the success page shows the reference, the cart is empty and the confirmation is mailed', async ({ page }) => {
      const person = customer(lang, 'Anna Paid');
      await openIn(page, `${demoUrl}/trip/new`, lang);
      await payNow(page, lang, person);
      await choose(page, 'paid');

      await expect(page).toHaveURL(returnPage('success'));
      await expect(page.getByRole('status').filter({ hasText: t.paymentSuccess })).toBeVisible();
      const order = await shownReference(page, lang);
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

    for (const outcome of ['failed', 'canceled'] as const) {
      test(`${outcome}: the failure page offers a retry, keeps the cart, and paying again works`, async ({ page }) => {
        await openIn(page, `${demoUrl}/trip/new`, lang);
        await payNow(page, lang, customer(lang, `Bert ${outcome}`));
        await choose(page, outcome);

        await expect(page).toHaveURL(returnPage('failed'));
        await expect(page.getByRole('alert').filter({ hasText: t.paymentFailedRetry })).toBeVisible();
        const failedOrder = await shownReference(page, lang);
        await expect(checkout(page, lang).cartButton(1)).toBeVisible();
        await expectNoAccessibilityViolations(page);
        expect(await mailsAbout(process.env.E2E_DATA_DIR ?? '', failedOrder)).toEqual([]);

        await page.getByRole('link', { name: t.clickToRetry }).click();
        await expect(page).toHaveURL(`${demoUrl}/cart`);
        await page.getByRole('main').getByRole('link', { name: t.finalize }).click();
        const view = checkout(page, lang);
        // The details were not kept on this device, so they are typed again.
        await fillPerson(page, lang, customer(lang, `Bert ${outcome}`));
        await view.terms.check();
        await view.payNow.click();
        await expect(page).toHaveURL(simulatorPage);
        await choose(page, 'paid');
        await expect(page).toHaveURL(returnPage('success'));
        const paidOrder = await shownReference(page, lang);
        // A failed order stays failed: the retry is an order of its own.
        expect(paidOrder.orderId).not.toBe(failedOrder.orderId);
        await expect(checkout(page, lang).cartButton(0)).toBeVisible();
      });
    }

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
