import { expect, test, type Page } from '@playwright/test';
import zakelijk from '#config/tenants/zakelijk.json' with { type: 'json' };
import { createAccount, logIn, loginForm } from './support/accounts.ts';
import { texts } from './support/app.ts';
import { layoutShiftOf, watchLayoutShift } from './support/layout-shift.ts';
import { demoUrl, festivalUrl, languages, zakelijkUrl, type Language } from './support/tenants.ts';

/*
 * The first screen from the server (docs/decisions/024-first-paint.md): its frame is in the page itself, and the SPA
 * starts from the boot data in it without asking the server again first.
 */

const tenants = [
  {
    url: demoUrl,
    company: 'Taxi Martini Groningen',
    intro: { nl: 'Boek uw taxi in Groningen en naar Schiphol', en: 'Book your taxi in Groningen and to Schiphol' },
  },
  {
    url: festivalUrl,
    company: 'Zomerklank Shuttle',
    intro: { nl: 'Met de shuttle naar het Zomerklank Festival', en: 'Take the shuttle to the Zomerklank Festival' },
  },
];

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const tenant of tenants) {
    for (const lang of languages) {
      test(`${tenant.company} shows its name, the heading and its intro in ${lang}`, async ({ page, context }) => {
        const { hostname } = new URL(tenant.url);
        await context.addCookies([{ name: 'lang', value: lang, domain: hostname, path: '/' }]);
        await page.goto(`${tenant.url}/trip/new`);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.getByRole('banner').getByRole('img', { name: tenant.company })).toBeVisible();
        await expect(page.getByRole('heading', { level: 1, name: texts[lang].bookTrip })).toBeVisible();
        await expect(page.getByRole('main')).toContainText(tenant.intro[lang]);
        await expect(page).toHaveTitle(`${texts[lang].bookTrip} – ${tenant.company}`);
      });
    }
  }
});

/** Opens a page in a language as a returning visitor would: the server speaks the language of the `lang` cookie. */
async function openWithLangCookie(page: Page, url: string, lang: Language): Promise<void> {
  await page.context().addCookies([{ name: 'lang', value: lang, domain: new URL(url).hostname, path: '/' }]);
  await page.goto(url);
}

// Where login comes first, the frame holds the login form, as the app shows it.
for (const lang of languages) {
  const t = texts[lang];

  test.describe(`zakelijk's trip screen without JavaScript in ${lang}`, () => {
    test.use({ javaScriptEnabled: false });

    test('shows the login form first, its fields labelled', async ({ page }) => {
      await openWithLangCookie(page, `${zakelijkUrl}/trip/new`, lang);
      await expect(page.getByRole('heading', { level: 1, name: t.bookTrip })).toBeVisible();
      const login = page.getByRole('region', { name: t.loginFirst });
      await expect(login.getByRole('heading', { level: 2, name: t.loginFirst })).toBeVisible();
      const form = loginForm(page, lang);
      await expect(login.getByRole('form', { name: t.loginFirst })).toBeVisible();
      await expect(form.username).toBeVisible();
      await expect(form.password).toBeVisible();
      await expect(login.getByRole('link', { name: t.createAccount })).toHaveAttribute(
        'href',
        zakelijk.settings.createAccountUrl,
      );
      // Nothing to type into or press before the app runs: what it replaces would lose it.
      await expect(form.username).not.toBeEditable();
      await expect(form.login).toBeDisabled();
    });
  });

  test(`zakelijk's login form in the page works once the app runs, in ${lang}`, async ({ page }) => {
    const account = await createAccount('zakelijk');
    await openWithLangCookie(page, `${zakelijkUrl}/trip/new`, lang);
    await logIn(page, lang, account);
    await expect(page.getByRole('region', { name: t.loginFirst })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2, name: t.tripWhen })).toBeVisible();
  });

  test(`zakelijk's login field clicked before the app runs keeps the focus and takes typing after, in ${lang}`, async ({
    page,
  }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/app-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await openWithLangCookie(page, `${zakelijkUrl}/trip/new`, lang);
    const form = loginForm(page, lang);
    await form.username.click();
    await expect(form.username).toBeFocused();
    await expect(form.username).not.toBeEditable();
    release();
    await expect(form.username).toBeEditable();
    await expect(form.username).toBeFocused();
    await page.keyboard.type('hotel-noord');
    await expect(form.username).toHaveValue('hotel-noord');
  });
}

test('the first screen renders from the page alone: no start call, no texts chunk before it shows', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto(`${demoUrl}/trip/new`);
  // The form is the SPA's own: it is on screen once the app has rendered.
  await expect(page.getByRole('heading', { level: 2, name: texts.nl.tripWhen })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(tenants[0]!.intro.nl);
  expect(requested.filter((path) => path.startsWith('/api/login_resp.json'))).toEqual([]);
  expect(requested.filter((path) => /^\/assets\/(nl|en)-[\w-]+\.js$/.test(path))).toEqual([]);
});

test('a language picked is the language of the next page the server sends', async ({ page }) => {
  await page.goto(`${demoUrl}/trip/new`);
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: texts.en.bookTrip })).toBeVisible();
  const response = await page.reload();
  expect(await response?.text()).toContain('<html lang="en">');
  await expect(page.getByRole('heading', { level: 1, name: texts.en.bookTrip })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(tenants[0]!.intro.en);
});

// The frame is replaced by the same markup, and a lazy screen's code is awaited before: nothing on screen moves.
for (const { name, url, lang, content } of [
  { name: '/trip/new', url: `${demoUrl}/trip/new`, lang: 'nl', content: texts.nl.tripWhen },
  { name: '/cart', url: `${demoUrl}/cart`, lang: 'nl', content: texts.nl.cartEmpty },
  { name: '/faq', url: `${demoUrl}/faq`, lang: 'nl', content: texts.nl.faqHeading },
  // Login first: the login form in the frame, and its code loaded before the app's first render.
  ...languages.map((lang) => ({
    name: `zakelijk's /trip/new in ${lang}`,
    url: `${zakelijkUrl}/trip/new`,
    lang,
    content: texts[lang].tripWhen,
  })),
] as const) {
  test(`opening ${name} on a phone moves nothing on screen`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await watchLayoutShift(page);
    await openWithLangCookie(page, url, lang);
    await expect(page.getByRole('main').getByText(content).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const shifted = await layoutShiftOf(page);
    expect(shifted).toBeLessThanOrEqual(0.02);
  });
}
