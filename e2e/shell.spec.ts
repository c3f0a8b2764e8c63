import { expect, test } from '@playwright/test';
import { openIn, openMenu, texts } from './support/app.ts';
import { logInAsNewCustomer } from './support/session.ts';
import { demoUrl, languages, zakelijkUrl } from './support/tenants.ts';

const screens = [
  '/trip/new',
  '/trip/0',
  '/logout',
  '/cart',
  '/person',
  '/checkout',
  '/bookings',
  '/login',
  '/privacy-policy',
  '/faq',
  '/payment/success/abc',
];

for (const lang of languages) {
  test.describe(`in ${lang}`, () => {
    const t = texts[lang];

    test('every screen opens with its own heading', async ({ page }) => {
      await openIn(page, `${demoUrl}/trip/new`, lang);
      for (const path of screens) {
        await page.goto(`${demoUrl}${path}`);
        await expect(page).toHaveURL(`${demoUrl}${path}`);
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveCount(1);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
      }
    });

    test('an unknown path and the root lead to the trip screen', async ({ page }) => {
      await openIn(page, `${demoUrl}/trip/new`, lang);
      await page.goto(`${demoUrl}/no/such/page`);
      await expect(page).toHaveURL(`${demoUrl}/trip/new`);
      await page.goto(demoUrl);
      await expect(page).toHaveURL(`${demoUrl}/trip/new`);
    });

    test('the menu of a guest-booking operator, and it closes on any click', async ({ page }) => {
      await openIn(page, `${demoUrl}/trip/new`, lang);
      const menu = await openMenu(page, lang);
      await expect(menu.getByRole('link')).toHaveText([
        t.bookTrip,
        t.cart,
        t.person,
        t.privacyPolicy,
        t.faq,
        t.accessibility,
      ]);
      await page.getByRole('main').click();
      await expect(menu).toBeHidden();
    });

    test('a menu entry leads to its screen', async ({ page }) => {
      await openIn(page, `${demoUrl}/trip/new`, lang);
      const menu = await openMenu(page, lang);
      await menu.getByRole('link', { name: t.faq }).click();
      await expect(page).toHaveURL(`${demoUrl}/faq`);
      await expect(menu).toBeHidden();
    });

    test('Escape closes the menu and gives focus back to its button', async ({ page }) => {
      await openIn(page, `${demoUrl}/trip/new`, lang);
      const menu = await openMenu(page, lang);
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(page.getByRole('button', { name: t.menu })).toBeFocused();
    });

    test('login-required operator: a visitor is offered login at the end of the menu', async ({ page }) => {
      await openIn(page, `${zakelijkUrl}/trip/new`, lang);
      const menu = await openMenu(page, lang);
      await expect(menu.getByRole('link')).toHaveText([
        t.bookTrip,
        t.cart,
        t.person,
        t.privacyPolicy,
        t.faq,
        t.accessibility,
        t.login,
      ]);
    });

    test('login-required operator: a logged-in customer gets bookings third and logout last', async ({
      page,
      context,
    }) => {
      await logInAsNewCustomer(context, 'zakelijk', 'zakelijk.localhost');
      await openIn(page, `${zakelijkUrl}/trip/new`, lang);
      const menu = await openMenu(page, lang);
      await expect(menu.getByRole('link')).toHaveText([
        t.bookTrip,
        t.cart,
        t.bookings,
        t.person,
        t.privacyPolicy,
        t.faq,
        t.accessibility,
        t.logout,
      ]);
    });

    test('the login screen of a guest-booking operator is not available', async ({ page }) => {
      await openIn(page, `${demoUrl}/login`, lang);
      await expect(page.getByRole('main')).toContainText(
        lang === 'nl' ? 'Pagina is niet beschikbaar' : 'Page not available',
      );
    });

    test('a payment return without a stored order is no longer valid', async ({ page }) => {
      await openIn(page, `${demoUrl}/payment/success/0123abcd`, lang);
      await expect(page.getByRole('main')).toContainText(
        lang === 'nl' ? 'Geldigheid pagina is vervallen' : t.pageInvalid,
      );
    });
  });
}

test('the header counts the trips in the cart', async ({ page }) => {
  await page.goto(`${demoUrl}/trip/new`);
  await expect(page.getByRole('link', { name: 'Winkelmand, 0 ritten' })).toBeVisible();
  await page.evaluate(() => localStorage.setItem('demo_trips', JSON.stringify([{ title: 'a' }, { title: 'b' }])));
  await page.reload();
  await expect(page.getByRole('link', { name: 'Winkelmand, 2 ritten' })).toBeVisible();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('link', { name: 'Cart, 2 trips' })).toBeVisible();
});

test('the header docks after 100 px of scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await page.goto(`${demoUrl}/faq`);
  const header = page.getByRole('banner');
  await expect(header).toHaveAttribute('data-docked', 'false');
  // A wheel turn before the page has grown taller than the window scrolls nothing.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight))
    .toBeGreaterThan(300);
  await page.mouse.wheel(0, 60);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(60);
  await expect(header).toHaveAttribute('data-docked', 'false');
  await page.mouse.wheel(0, 200);
  await expect(header).toHaveAttribute('data-docked', 'true');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveAttribute('data-docked', 'false');
});

test('the chosen language is kept across visits', async ({ page }) => {
  await openIn(page, `${demoUrl}/trip/new`, 'en');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
});

test('the operator logo links to the operator website', async ({ page }) => {
  await page.goto(`${demoUrl}/trip/new`);
  const logo = page.getByRole('link', { name: /Taxi Martini Groningen/ });
  await expect(logo).toHaveAttribute('href', 'https://www.taxi-martini.example/');
  await expect(logo.getByRole('img')).toBeVisible();
});
