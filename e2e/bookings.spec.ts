import { expect, test, type Page } from '@playwright/test';
import { createAccount, logIn } from './support/accounts.ts';
import { openIn, openMenu, texts } from './support/app.ts';
import { expectNoAccessibilityViolations } from './support/axe.ts';
import { fill } from './support/checkout-steps.ts';
import { languages, zakelijkUrl, type Language } from './support/tenants.ts';
import { bookTrip, plans, pricePattern, tripForm, type TripPlan } from './support/trip-steps.ts';

/** Counts the orders the page sends: one per checkout visit, also though it submits by itself. */
function countOrders(page: Page): { sent: number } {
  const orders = { sent: 0 };
  page.on('request', (request) => {
    if (request.url().endsWith('/api/cart_transaction.json')) orders.sent += 1;
  });
  return orders;
}

/** Books a trip on account: trip screen, cart without prices, checkout that books by itself. */
async function bookOnAccount(page: Page, lang: Language, plan: TripPlan, orders: { sent: number }): Promise<void> {
  const t = texts[lang];
  const before = orders.sent;
  await page.goto(`${zakelijkUrl}/trip/new`);
  await expect(tripForm(page, lang).showPrice).toHaveCount(0);
  await bookTrip(page, lang, plan);
  const main = page.getByRole('main');
  await expect(main).toContainText(fill(t.cartCount_one, { count: 1 }));
  await expect(main).not.toContainText(pricePattern);
  await expect(main).not.toContainText(t.priceTotal);
  await main.getByRole('link', { name: t.finalizeOnAccount }).click();
  await expect(page).toHaveURL(`${zakelijkUrl}/checkout`);
  // docs/reference/states.md#browser: a logged-in customer's checkout submits itself; no details, no terms, no payment,
  // no prices.
  const success = page.getByRole('status').filter({ hasText: t.bookingSuccess });
  await expect(success).toBeVisible({ timeout: 15_000 });
  await expect(success).toContainText(/D\d+\/\d+/);
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: t.payNow })).toHaveCount(0);
  await expect(main).not.toContainText(pricePattern);
  await expect(page.getByRole('link', { name: fill(t.cartButton_other, { count: 0 }) })).toBeVisible();
  // Exactly one order for the visit, though React runs effects twice in development and the screen re-renders.
  await page.waitForTimeout(500);
  expect(orders.sent - before).toBe(1);
}

for (const lang of languages) {
  test(`a business customer logs in, books two trips directly, sees them, cancels one and logs out, ${lang}`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const t = texts[lang];
    const account = await createAccount();
    const orders = countOrders(page);
    await openIn(page, `${zakelijkUrl}/trip/new`, lang);
    await logIn(page, lang, account);
    await expect(page.getByRole('region', { name: t.loginFirst })).toHaveCount(0);
    await expect(tripForm(page, lang).date).toBeVisible();

    const menu = await openMenu(page, lang);
    await menu.getByRole('link', { name: t.bookings }).click();
    await expect(page.getByRole('main')).toContainText(t.noBookings);

    await bookOnAccount(page, lang, plans(lang).toStation, orders);
    await bookOnAccount(page, lang, plans(lang).toSchiphol, orders);

    await (await openMenu(page, lang)).getByRole('link', { name: t.bookings }).click();
    await expect(page).toHaveURL(`${zakelijkUrl}/bookings`);
    const bookings = page.getByRole('main').getByRole('article');
    await expect(bookings).toHaveCount(2);
    await expect(page.getByRole('main')).toContainText(fill(t.bookingsCount_other, { count: 2 }));
    const station = bookings.filter({ hasText: 'Station Groningen' });
    const schiphol = bookings.filter({ hasText: 'Schiphol' });
    await expect(station).toContainText('Herestraat 12');
    await expect(station).toContainText('14:00');
    await expect(schiphol).toContainText('09:00');
    await expect(schiphol).toContainText('KL1234');
    await expect(station).toContainText(t.passengerCount);
    const ritNr = /\d+/.exec((await station.getByRole('heading').textContent()) ?? '')?.[0] ?? '';
    expect(ritNr).not.toBe('');

    // Cancelling asks first (docs/reference/screens.md#bookings); "no" keeps the trip.
    const cancel = station.getByRole('button', { name: fill(t.cancelBookingNumber, { ritNr }) });
    await cancel.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(t.removeTripConfirm);
    await dialog.getByRole('button', { name: t.cancelBookingNo }).click();
    await expect(dialog).toBeHidden();
    await expect(station).not.toContainText(t.canceled);
    await cancel.click();
    await dialog.getByRole('button', { name: t.cancelBookingYes }).click();
    await expect(page.getByRole('status').filter({ hasText: fill(t.bookingCancelled, { ritNr }) })).toBeVisible();
    await expect(station).toContainText(t.canceled);
    await expect(station.getByRole('button')).toHaveCount(0);
    await expect(schiphol).not.toContainText(t.canceled);
    // Each button's name is the text it shows (WCAG 2.5.3), and the count follows the cancellation at once.
    const schipholButtons = schiphol.getByRole('button', { name: /\d/ });
    await expect(schipholButtons).toHaveCount(2);
    for (const button of await schipholButtons.all())
      await expect(button).toHaveAccessibleName((await button.textContent()) ?? '');
    await expect(page.getByRole('main')).toContainText(fill(t.bookingsCount_one, { count: 1 }));

    // It stays cancelled: the server says so after a reload.
    await page.reload();
    await expect(bookings.filter({ hasText: 'Station Groningen' })).toContainText(t.canceled);

    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      await expectNoAccessibilityViolations(page);
    }

    await (await openMenu(page, lang)).getByRole('link', { name: t.logout }).click();
    await expect(page).toHaveURL(`${zakelijkUrl}/trip/new`);
    await expect(page.getByRole('region', { name: t.loginFirst })).toBeVisible();
    const after = await openMenu(page, lang);
    await expect(after.getByRole('link', { name: t.login })).toBeVisible();
    await expect(after.getByRole('link', { name: t.bookings })).toHaveCount(0);
    await expect(after.getByRole('link', { name: t.logout })).toHaveCount(0);
    await page.goto(`${zakelijkUrl}/bookings`);
    await expect(page.getByRole('main')).toContainText(t.bookingsLoginFirst);
  });

  test(`a customer who logs in at the checkout books with book now, once, ${lang}`, async ({ page }) => {
    test.setTimeout(90_000);
    const t = texts[lang];
    const account = await createAccount();
    const orders = countOrders(page);
    await openIn(page, `${zakelijkUrl}/trip/new`, lang);
    await bookTrip(page, lang, plans(lang).toStation);
    await page.getByRole('main').getByRole('link', { name: t.finalize }).click();
    await expect(page).toHaveURL(`${zakelijkUrl}/checkout`);
    const main = page.getByRole('main');
    await expect(page.getByRole('region', { name: t.loginToBook })).toBeVisible();
    await expect(main).not.toContainText(pricePattern);
    await expect(page.getByRole('button', { name: t.payNow })).toHaveCount(0);
    await expect(page.getByRole('checkbox')).toHaveCount(0);
    await logIn(page, lang, account);
    const bookNow = page.getByRole('button', { name: t.bookNow });
    await expect(bookNow).toBeVisible();
    await expect(main).toContainText(fill(t.bookOnAccountAs, { username: account.username }));
    expect(orders.sent).toBe(0);
    await bookNow.dblclick();
    await expect(page.getByRole('status').filter({ hasText: t.bookingSuccess })).toBeVisible({ timeout: 15_000 });
    expect(orders.sent).toBe(1);
  });
}
