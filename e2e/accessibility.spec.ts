import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from './support/axe.ts';
import { openIn, openMenu, texts } from './support/app.ts';
import { createAccount, loginForm, manageLinkMailedTo } from './support/accounts.ts';
import { cartWithOneTrip, checkout, errorSummary } from './support/checkout-steps.ts';
import {
  createStaffMember,
  deskLogin,
  deskTexts,
  logInToDesk,
  storeTrips,
  chooseLanguage,
  laterToday,
} from './support/desk.ts';
import { fillPerson, personForm } from './support/person-steps.ts';
import { logInAsNewCustomer } from './support/session.ts';
import { demoUrl, festivalUrl, languages, zakelijkUrl, type Language } from './support/tenants.ts';
import { bookTrip, plans, tripForm } from './support/trip-steps.ts';
import { checkScreen, viewports as sizes, type Device } from './support/wcag22.ts';

const screens = [
  '/trip/new',
  '/cart',
  '/person',
  '/checkout',
  '/bookings',
  '/login',
  '/logout',
  '/privacy-policy',
  '/faq',
  '/accessibility',
  '/payment/failed/abc',
];
const viewports = { desktop: sizes.desktop.size, phone: sizes.phone.size };
const devices = Object.keys(sizes) as Device[];

/** Opens a screen of the app that is loaded already, and waits until its heading shows. */
async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('status', { name: texts.nl.loading })).toHaveCount(0);
}

for (const lang of languages) {
  for (const [device, viewport] of Object.entries(viewports)) {
    test(`every screen of the guest-booking operator passes axe-core, ${lang}, ${device}`, async ({ page }) => {
      // Eleven screens, each loaded, analysed, measured and narrowed: more than the default half minute.
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
      await openIn(page, `${demoUrl}/trip/new`, lang);
      for (const path of screens) {
        await open(page, `${demoUrl}${path}`);
        if (path === '/faq') await expect(page.locator('.leaflet-marker-icon')).toBeVisible();
        await checkScreen(page, device as Device);
      }
    });

    test(`my details and the checkout pass axe-core, also with their messages shown, ${lang}, ${device}`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const t = texts[lang];
      const form = personForm(page, lang);
      await page.setViewportSize(viewport);
      await openIn(page, `${demoUrl}/person`, lang);
      await page.getByRole('button', { name: t.saveDetails }).click();
      await expect(errorSummary(page, lang)).toBeFocused();
      await expectNoAccessibilityViolations(page);

      await page.goto(`${demoUrl}/trip/new`);
      await bookTrip(page, lang, plans(lang).toStation);
      await page.goto(`${demoUrl}/checkout`);
      const payNow = page.getByRole('button', { name: t.payNow });
      await expect(payNow).toBeVisible();
      await expectNoAccessibilityViolations(page);
      await payNow.click();
      await expect(errorSummary(page, lang)).toBeFocused();
      await expect(form.name).toHaveAttribute('aria-invalid', 'true');
      await expectNoAccessibilityViolations(page);
    });
  }

  test(`the open menu and the login-required operator pass axe-core, ${lang}`, async ({ page, context }) => {
    // Six pages scanned: on a busy machine each scan takes seconds, as in the login screens' test below.
    test.setTimeout(60_000);
    await openIn(page, `${zakelijkUrl}/trip/new`, lang);
    await openMenu(page, lang);
    await expectNoAccessibilityViolations(page);
    await logInAsNewCustomer(context, 'zakelijk', 'zakelijk.localhost');
    for (const path of ['/trip/new', '/bookings', '/login', '/person', '/faq']) {
      await page.goto(`${zakelijkUrl}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAccessibilityViolations(page);
    }
  });

  for (const [device, viewport] of Object.entries(viewports)) {
    test(`the login screens pass axe-core in both modes, with their messages shown, ${lang}, ${device}`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      const t = texts[lang];
      const form = loginForm(page, lang);
      const account = await createAccount();
      await page.setViewportSize(viewport);
      // The login-first trip screen.
      await openIn(page, `${zakelijkUrl}/trip/new`, lang);
      await expect(form.password).toBeVisible();
      await expectNoAccessibilityViolations(page);
      // The login screen, with a refusal shown.
      await page.goto(`${zakelijkUrl}/login`);
      await form.username.fill(account.username);
      await form.password.fill('niet-het-wachtwoord');
      await form.login.click();
      await expect(form.feedback(t.loginFailed)).toBeVisible();
      await expectNoAccessibilityViolations(page);
      // Reset mode, with its answer shown.
      await form.forgotPassword.click();
      await form.email.fill(account.email);
      await form.sendResetLink.click();
      await expect(form.feedback(t.resetMailSent)).toBeVisible();
      await expectNoAccessibilityViolations(page);
      // The mailed link's screen, with its field messages shown.
      await page.goto(`${zakelijkUrl}/login?reset=not-a-token`);
      await page.getByRole('button', { name: t.savePassword }).click();
      await expect(page.getByText(t.passwordTooShort.replace('{{min}}', '10')).first()).toBeVisible();
      await expectNoAccessibilityViolations(page);
    });
  }
}

/*
 * WCAG 2.2 AA on every screen (docs/reference/screens.md#accessibility): axe with the 2.2 tags and targets of at least
 * 24 × 24 px at a phone's and a desktop's size, and reflow at 320 px and at 200 % zoom, in both languages.
 */
for (const lang of languages) {
  for (const device of devices) {
    test(`a guest's screens with a trip in the cart, paying and managing it meet WCAG 2.2 AA, ${lang}, ${device}`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      const t = texts[lang];
      const email = `wcag-${randomUUID().slice(0, 8)}@example.nl`;
      await page.setViewportSize(sizes[device].size);
      await openIn(page, `${demoUrl}/trip/new`, lang);
      await cartWithOneTrip(page, lang);
      for (const path of ['/cart', '/trip/new', '/checkout']) {
        await open(page, `${demoUrl}${path}`);
        await checkScreen(page, device);
      }
      await fillPerson(page, lang, { name: 'Toegankelijk Getest', email, phone: '0612345678' });
      await checkout(page, lang).terms.check();
      await checkout(page, lang).payNow.click();
      await expect(page.getByRole('heading', { name: 'Payment simulator' })).toBeVisible();
      const simulator = page.url().replace(/\?$/, '');
      await page.getByRole('button', { name: 'pending', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: t.paymentPending })).toBeVisible();
      await checkScreen(page, device);
      expect((await page.request.post(simulator, { form: { outcome: 'paid' }, maxRedirects: 0 })).status()).toBe(303);
      await expect(page.getByRole('heading', { level: 1, name: t.paymentSuccess })).toBeVisible({ timeout: 40_000 });
      await checkScreen(page, device);
      await open(page, `${demoUrl}${await manageLinkMailedTo(email)}`);
      await expect(page.getByRole('main')).toContainText(/D\d+\/\d+/);
      await checkScreen(page, device);
    });

    test(`the event shuttle's and the business operator's screens meet WCAG 2.2 AA, ${lang}, ${device}`, async ({
      page,
      context,
    }) => {
      test.setTimeout(150_000);
      await page.setViewportSize(sizes[device].size);
      await openIn(page, `${festivalUrl}/trip/new`, lang);
      await expect(page.getByRole('group', { name: texts[lang].fixedDepartureChoice })).toBeVisible();
      await checkScreen(page, device);
      await open(page, `${festivalUrl}/accessibility`);
      await checkScreen(page, device);
      // The login-first trip screen, then the screens of a logged-in business customer.
      await openIn(page, `${zakelijkUrl}/trip/new`, lang);
      await expect(loginForm(page, lang).password).toBeVisible();
      await checkScreen(page, device);
      await logInAsNewCustomer(context, 'zakelijk', 'zakelijk.localhost');
      for (const path of ['/trip/new', '/bookings', '/person', '/login', '/accessibility']) {
        await open(page, `${zakelijkUrl}${path}`);
        await checkScreen(page, device);
      }
      await expect(tripForm(page, lang).date).toHaveCount(0);
    });

    test(`the desk's screens meet WCAG 2.2 AA, ${lang}, ${device}`, async ({ page }) => {
      test.setTimeout(180_000);
      const t = deskTexts[lang];
      const name = `Wcag ${randomUUID().slice(0, 8)}`;
      await storeTrips([{ name, datetime: laterToday() }]);
      const admin = await createStaffMember('zakelijk', 'admin');
      await page.setViewportSize(sizes[device].size);
      await page.goto(`${zakelijkUrl}/admin/login`);
      await expect(deskLogin(page, 'nl').email).toBeVisible();
      if (lang === 'en') await chooseLanguage(page, 'en');
      await checkScreen(page, device);
      await logInToDesk(page, lang, admin);
      await expect(page.getByRole('table', { name: t.deskBoardCaption })).toBeVisible();
      await checkScreen(page, device);
      // Asked by the page itself: Node does not resolve *.localhost as Chromium does.
      const tripId = await page.evaluate(async (search) => {
        const reply = await fetch(`/api/admin/trips?search=${encodeURIComponent(search)}`);
        return ((await reply.json()) as { trips: { tripId: number }[] }).trips[0]?.tripId;
      }, name);
      expect(tripId).toBeDefined();
      const pages = [
        [`/admin/trips/${tripId}`, t.deskTripTitle.replace('{{number}}', String(tripId))],
        [`/admin/trips/${tripId}/edit`, t.deskEditTitle.replace('{{number}}', String(tripId))],
        ['/admin/trips/new', t['desk.newTrip.title']],
        ['/admin/drivers', t.deskDrivers],
        ['/admin/staff', t.deskStaff],
        ['/admin/audit', t.deskAudit],
        ['/admin/run-sheet', t.deskRunSheet],
        ['/admin/plan', t.deskPlan],
      ] as const;
      for (const [path, heading] of pages) {
        await page.goto(`${zakelijkUrl}${path}`);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await checkScreen(page, device);
      }
    });
  }

  test(`every kind of operator links its own accessibility statement from the main menu, ${lang}`, async ({ page }) => {
    const t = texts[lang];
    const operators = [
      { url: demoUrl, company: 'Taxi Martini Groningen', email: 'rijden@taxi-martini.example' },
      { url: zakelijkUrl, company: 'Noord Zakelijk Vervoer' },
      { url: festivalUrl, company: 'Zomerklank Shuttle' },
    ];
    const words = {
      nl: { standard: 'WCAG) 2.2 op niveau AA', report: 'Een probleem melden' },
      en: { standard: 'WCAG) 2.2 at level AA', report: 'Report a problem' },
    } satisfies Record<Language, unknown>;
    for (const operator of operators) {
      await openIn(page, `${operator.url}/trip/new`, lang);
      const menu = await openMenu(page, lang);
      await menu.getByRole('link', { name: t.accessibility }).click();
      await expect(page).toHaveURL(`${operator.url}/accessibility`);
      await expect(page.getByRole('heading', { level: 1, name: t.accessibility })).toBeFocused();
      const main = page.getByRole('main');
      await expect(main).toContainText(words[lang].standard);
      await expect(main).toContainText('EN 301 549');
      await expect(main).toContainText(operator.company);
      const report = main.getByRole('region', { name: words[lang].report });
      await expect(report.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
      if (operator.email) await expect(report.getByRole('link', { name: operator.email })).toBeVisible();
    }
  });
}

test('the accessibility statement follows a language switch', async ({ page }) => {
  await openIn(page, `${demoUrl}/accessibility`, 'nl');
  await expect(page.getByRole('heading', { level: 2, name: 'Bekende beperkingen' })).toBeVisible();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Accessibility' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Known limitations' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Bekende beperkingen' })).toHaveCount(0);
});
