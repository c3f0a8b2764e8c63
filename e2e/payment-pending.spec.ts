import { expect, test, type Page } from '@playwright/test';
import { openIn, texts } from './support/app.ts';
import { expectNoAccessibilityViolations } from './support/axe.ts';
import { cartWithOneTrip, checkout, fill } from './support/checkout-steps.ts';
import { fillPerson } from './support/person-steps.ts';
import { demoUrl, languages, type Language } from './support/tenants.ts';

/**
 * Back from the provider while the payment is still pending (docs/reference/screens.md#payment,
 * docs/reference/api.md#payment-status): the page says the payment is being processed, checks again by itself and
 * turns into the outcome once the simulator settles the payment, without a reload.
 */

const simulatorPage = /\/pay\/simulator\/sim_[\w-]{24}\??$/;
const pendingPage = /\/payment\/pending\/[\w-]{32}#token=[\w-]{43}$/;
const returnPage = (status: 'success' | 'failed') => new RegExp(`/payment/${status}/[\\w-]{32}$`);

/** Pays up to the simulator, leaves the payment pending there and returns; the simulator page's address. */
async function returnWhilePending(page: Page, lang: Language, name: string): Promise<string> {
  await openIn(page, `${demoUrl}/trip/new`, lang);
  await cartWithOneTrip(page, lang);
  await fillPerson(page, lang, {
    name,
    email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.nl`,
    phone: '0612345678',
  });
  await checkout(page, lang).terms.check();
  await checkout(page, lang).payNow.click();
  await expect(page).toHaveURL(simulatorPage);
  const simulator = page.url().replace(/\?$/, '');
  await page.getByRole('button', { name: 'pending', exact: true }).click();
  await expect(page).toHaveURL(pendingPage);
  return simulator;
}

/** The bank answers later: the simulator's page settles the payment, away from the customer's tab. */
async function settle(page: Page, simulator: string, outcome: 'paid' | 'failed'): Promise<void> {
  const pressed = await page.request.post(simulator, { form: { outcome }, maxRedirects: 0 });
  expect(pressed.status()).toBe(303);
}

/** The reference the page shows, D{klantNr}/{orderId}. */
async function shownReference(page: Page, lang: Language): Promise<string> {
  const pattern = new RegExp(fill(texts[lang].orderReference, { reference: '(D\\d+/\\d+)' }));
  await expect(page.getByRole('main')).toContainText(pattern);
  return pattern.exec((await page.getByRole('main').textContent()) ?? '')?.[1] ?? '';
}

for (const lang of languages) {
  test.describe(`a payment still pending, in ${lang}`, () => {
    const t = texts[lang];
    test.describe.configure({ timeout: 90_000 });

    test('the page says it is being processed and turns into the success page when the payment is paid', async ({
      page,
    }) => {
      const simulator = await returnWhilePending(page, lang, 'Paula Pending');

      await expect(page.getByRole('heading', { level: 1, name: t.paymentPending })).toBeFocused();
      const region = page.getByRole('status').filter({ hasText: t.paymentPendingMessage });
      await expect(region).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect(page.getByRole('main')).not.toContainText(t.paymentFailed);
      const reference = await shownReference(page, lang);
      // Not paid yet: the trip stays in the cart.
      await expect(checkout(page, lang).cartButton(1)).toBeVisible();
      await expectNoAccessibilityViolations(page);

      // The page stays as it is (no reload) while it asks again: a mark set now must still be there afterwards.
      await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
      const live = await region.elementHandle();
      await settle(page, simulator, 'paid');

      await expect(page).toHaveURL(returnPage('success'), { timeout: 20_000 });
      expect(await page.evaluate(() => 'stillTheSamePage' in window)).toBe(true);
      await expect(page.getByRole('heading', { level: 1, name: t.paymentSuccess })).toBeFocused();
      // The same polite live region now says how it went, so a screen reader reads it out.
      expect(await live?.evaluate((element) => element.isConnected && element.getAttribute('role'))).toBe('status');
      expect(await live?.evaluate((element) => element.textContent)).toContain(t.paymentSuccess);
      expect(await shownReference(page, lang)).toBe(reference);
      await expect(checkout(page, lang).cartButton(0)).toBeVisible();
      await expectNoAccessibilityViolations(page);
    });

    test('the page turns into the failure page when the pending payment fails', async ({ page }) => {
      const simulator = await returnWhilePending(page, lang, 'Frank Pending');
      await expect(page.getByRole('status').filter({ hasText: t.paymentPendingMessage })).toBeVisible();
      const reference = await shownReference(page, lang);

      await settle(page, simulator, 'failed');
      await expect(page).toHaveURL(returnPage('failed'), { timeout: 20_000 });
      await expect(page.getByRole('heading', { level: 1, name: t.paymentFailed })).toBeFocused();
      await expect(page.getByRole('alert').filter({ hasText: t.paymentFailedRetry })).toBeVisible();
      expect(await shownReference(page, lang)).toBe(reference);
      await expect(page.getByRole('link', { name: t.retryPayment })).toBeVisible();
      await expect(checkout(page, lang).cartButton(1)).toBeVisible();
    });

    test('the pending page at phone width', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await returnWhilePending(page, lang, 'Pia Phone');
      await expect(page.getByRole('heading', { level: 1, name: t.paymentPending })).toBeFocused();
      await expect(page.getByRole('status').filter({ hasText: t.paymentPendingMessage })).toBeVisible();
      await shownReference(page, lang);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectNoAccessibilityViolations(page);
    });
  });
}
