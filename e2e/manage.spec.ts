import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { tripDetailReplySchema, tripListReplySchema } from '#common/contracts/desk-trips.ts';
import { readOutbox } from '#server-test/support/outbox.ts';
import { manageLinkMailedTo } from './support/accounts.ts';
import { openIn, texts } from './support/app.ts';
import { expectNoAccessibilityViolations } from './support/axe.ts';
import { cartWithOneTrip, checkout, fill } from './support/checkout-steps.ts';
import { createStaffMember, deskLogin, logInToDesk } from './support/desk.ts';
import { fillPerson } from './support/person-steps.ts';
import { demoUrl, languages, type Language } from './support/tenants.ts';
import { dateAhead } from './support/trip-steps.ts';

/**
 * Manage my booking (docs/reference/screens.md#manage): a guest opens the link of the confirmation mail, changes the
 * time paying the difference in the simulator, cancels and sees the refund; and the desk sees the customer did it.
 */

const simulator = (page: Page) => page.getByRole('heading', { name: 'Payment simulator' });

/**
 * A guest books one trip and pays it; answers the order's reference, the mail address and the trip's number as the
 * success page names it.
 */
async function bookAndPay(page: Page, lang: Language): Promise<{ reference: string; email: string; ritNr: number }> {
  const id = randomUUID().slice(0, 8);
  const email = `gast-${id}@example.nl`;
  await openIn(page, `${demoUrl}/trip/new`, lang);
  await cartWithOneTrip(page, lang);
  await fillPerson(page, lang, { name: `Gast ${id}`, email, phone: '0612345678' });
  await checkout(page, lang).terms.check();
  await checkout(page, lang).payNow.click();
  await expect(simulator(page)).toBeVisible();
  await page.getByRole('button', { name: 'paid', exact: true }).click();
  const pattern = new RegExp(fill(texts[lang].orderReference, { reference: '(D\\d+/\\d+)' }));
  await expect(page.getByRole('main')).toContainText(pattern);
  const booked = page.getByRole('list', { name: texts[lang].bookedTrips }).getByRole('listitem');
  const number = new RegExp(`^${fill(texts[lang].tripNumber, { number: '(\\d+)' })}:`);
  await expect(booked).toContainText(number);
  const ritNr = Number(number.exec((await booked.textContent()) ?? '')?.[1]);
  await shot(page, `payment-success-${lang}`);
  return { reference: pattern.exec((await page.getByRole('main').textContent()) ?? '')?.[1] ?? '', email, ritNr };
}

/** "Nieuwe prijs € 62,40 — nog te betalen € 5,00" as a pattern: the text with any amount for each of its values. */
const withAmounts = (text: string) =>
  new RegExp(text.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\{\w+\}\}/g, '€ \\d+,\\d{2}'));

async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.MANAGE_SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const size = page.viewportSize();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: join(dir, `${name}-${width}.png`), fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}

const euro = /€ \d+,\d{2}/;

for (const lang of languages) {
  const t = texts[lang];
  const width = lang === 'nl' ? 1280 : 390;

  test.describe(`managing a booking in ${lang} at ${width} px`, () => {
    test.describe.configure({ timeout: 150_000 });
    test.use({ viewport: { width, height: 900 } });

    test('the guest changes the time paying the difference, then cancels and sees the refund; the desk sees both', async ({
      page,
    }) => {
      const { reference, email, ritNr } = await bookAndPay(page, lang);
      // The success page said "how to change": the link in the confirmation mail.
      await expect(page.getByRole('main')).toContainText(t.whatNext);
      const link = await manageLinkMailedTo(email);
      const mailed = (await readOutbox(process.env.E2E_DATA_DIR ?? '')).find((mail) => mail.to.includes(email));
      expect(mailed?.text).toContain(`\n${lang === 'nl' ? 'Rit' : 'Trip'} ${ritNr}\n`);
      await page.goto(`${demoUrl}${link}`);

      const main = page.getByRole('main');
      await expect(page.getByRole('heading', { level: 1, name: t.manageTitle })).toBeVisible();
      await expect(main).toContainText(reference);
      await expect(main).toContainText(t.managePayment_paid);
      await expect(main).toContainText(`${fill(t.managePolicy_other, { count: 24 })} ${t.managePolicyRefund}`);
      // One number for the trip: the success page's, the mail's and this page's are its own (ritNr).
      const trip = main.getByRole('article', { name: fill(t.bookingTitle, { ritNr }), exact: true });
      await expect(trip).toContainText('Station Groningen');
      await expect(trip).toContainText(t.tripStatus_new);
      await expect(trip).toContainText(', 14:00');
      await expectNoAccessibilityViolations(page);
      await shot(page, `manage-${lang}`);

      // The change, by keyboard: a night pickup costs more (the tenant's night surcharge).
      const changeButton = trip.getByRole('button', { name: new RegExp(fill(t.manageChangeTrip, { ritNr: '\\d+' })) });
      await changeButton.focus();
      await page.keyboard.press('Enter');
      const form = trip.getByRole('form');
      await expect(form).toBeVisible();
      await form.getByLabel(t.passengerCount).fill('0');
      await form.getByRole('button', { name: t.manageSaveChange }).click();
      await expect(form.getByLabel(t.passengerCount)).toBeFocused();
      await expect(form).toContainText(t.managePassengersRange);
      await form.getByLabel(t.passengerCount).fill('2');
      // A new pickup within the cutoff is refused above the form, and what was typed stays.
      const date = form.getByLabel(t.depDate);
      const booked = await date.inputValue();
      await date.fill(dateAhead(0));
      await form.getByRole('button', { name: t.manageSaveChange }).click();
      await expect(form.getByRole('alert')).toContainText(t.manageTooLate);
      await expect(form.getByLabel(t.passengerCount)).toHaveValue('2');
      await date.fill(booked);
      await form.getByRole('combobox', { name: `${t.depTime} ${t.hour}` }).selectOption('00');
      await expectNoAccessibilityViolations(page);
      await shot(page, `manage-change-${lang}`);
      await form.getByRole('button', { name: t.manageSaveChange }).press('Enter');
      // Dearer: the new price and the difference first, announced, and then the button that pays it.
      const price = form.getByRole('status');
      await expect(price).toHaveText(withAmounts(t.manageNewPricePay));
      await expect(simulator(page)).toHaveCount(0);
      const pay = form.getByRole('button', { name: withAmounts(t.managePayDifference) });
      await expect(pay).toBeVisible();
      // The amount to pay is the text's second amount, in either language.
      const toPay = ((await price.textContent()) ?? '').match(/€ \d+,\d{2}/g)?.[1];
      expect(await pay.textContent()).toContain(toPay ?? '?');
      await expectNoAccessibilityViolations(page);
      await shot(page, `manage-change-price-${lang}`);
      await pay.press('Enter');

      await expect(simulator(page)).toBeVisible();
      await page.getByRole('button', { name: 'paid', exact: true }).click();
      await expect(page).toHaveURL(`${demoUrl}${link}`);
      await expect(trip).toContainText(', 00:00');
      await expect(trip).not.toContainText(t.managePendingChange.split('{{')[0] ?? '');

      // Back to the afternoon: cheaper, applied at once, the difference refunded.
      await changeButton.click();
      await form.getByRole('combobox', { name: `${t.depTime} ${t.hour}` }).selectOption('14');
      await form.getByRole('button', { name: t.manageSaveChange }).click();
      // Cheaper: what comes back is said before the customer confirms.
      await expect(form.getByRole('status')).toHaveText(withAmounts(t.manageNewPriceRefund));
      await shot(page, `manage-change-refund-${lang}`);
      await form.getByRole('button', { name: t.manageConfirmChange }).click();
      await expect(form).toHaveCount(0);
      const changed = page.getByRole('status').filter({ hasText: t.manageChanged.split('{{')[0] ?? '' });
      await expect(changed).toContainText(euro);
      await expect(trip).toContainText(', 14:00');
      await expect(trip.getByRole('heading', { level: 2 })).toBeFocused();

      // The cancel: the dialog says the refund before the customer confirms.
      await trip.getByRole('button', { name: new RegExp(fill(t.cancelBookingNumber, { ritNr: '\\d+' })) }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText(t.manageCancelConfirmRefund.split('{{')[0] ?? '');
      await expect(dialog).toContainText(euro);
      await expect(dialog.getByRole('button', { name: t.cancelBookingNo })).toBeFocused();
      await expectNoAccessibilityViolations(page);
      await shot(page, `manage-dialog-${lang}`);
      await dialog.getByRole('button', { name: t.cancelBookingYes }).click();

      await expect(trip).toContainText(t.tripStatus_canceled);
      const result = page.getByRole('status').filter({ hasText: euro });
      await expect(result).toContainText(t.manageCancelled.split('{{')[0] ?? '');
      await expect(trip.getByRole('button')).toHaveCount(0);
      // The refund is on its way or done, never failed: the paid difference comes back from its own payment.
      const words = (text: string) => text.replace(/\{\{\w+\}\}/g, '').trim();
      await expect(result).not.toContainText(words(t.manageRefund_failed.split('{{')[0] ?? ''));
      await expect(result).toContainText(
        new RegExp(`${words(t.manageRefund_pending.split('{{')[0] ?? '')}|${words(t.manageRefund_refunded)}`),
      );
      await shot(page, `manage-cancelled-${lang}`);

      // The desk's trip history names the customer for the change and the cancel.
      const member = await createStaffMember('demo', 'admin');
      await page.goto(`${demoUrl}/admin/login`);
      await expect(deskLogin(page, lang).email).toBeVisible();
      await logInToDesk(page, lang, member);
      const list = await page.request.get(`${demoUrl}/api/admin/trips?search=${encodeURIComponent(reference)}`);
      const tripId = tripListReplySchema.parse(await list.json()).trips[0]?.tripId;
      const detail = tripDetailReplySchema.parse(
        await (await page.request.get(`${demoUrl}/api/admin/trips/${tripId}`)).json(),
      );
      const byCustomer = detail.history.filter((entry) => entry.actor === 'customer');
      expect(byCustomer.some((entry) => entry.kind === 'edit' && entry.field === 'datetime')).toBe(true);
      expect(byCustomer.some((entry) => entry.kind === 'status' && entry.to === 'canceled')).toBe(true);
    });

    test('an unknown link says so and offers a new trip and the phone number', async ({ page }) => {
      await openIn(page, `${demoUrl}/manage/${'x'.repeat(43)}`, lang);
      await expect(page.getByRole('main')).toContainText(t.manageNotFound);
      await expect(page.getByRole('main').getByRole('link', { name: t.bookTrip })).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: /\d/ })).toHaveAttribute('href', /^tel:/);
      await expectNoAccessibilityViolations(page);
      await shot(page, `manage-unknown-${lang}`);
    });
  });
}
