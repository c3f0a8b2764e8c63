import { expect, test } from '@playwright/test';
import { expectNoAccessibilityViolations } from './support/axe.ts';
import { openIn, openMenu, texts } from './support/app.ts';
import { createAccount, loginForm } from './support/accounts.ts';
import { errorSummary } from './support/checkout-steps.ts';
import { personForm } from './support/person-steps.ts';
import { logInAsNewCustomer } from './support/session.ts';
import { demoUrl, languages, zakelijkUrl } from './support/tenants.ts';
import { bookTrip, plans } from './support/trip-steps.ts';

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
  '/payment/failed/abc',
];
const viewports = { desktop: { width: 1280, height: 800 }, phone: { width: 375, height: 667 } };

for (const lang of languages) {
  for (const [device, viewport] of Object.entries(viewports)) {
    test(`every screen of the guest-booking operator passes axe-core, ${lang}, ${device}`, async ({ page }) => {
      // Ten screens, each loaded and analysed: more than the default half minute when two workers share the machine.
      test.setTimeout(60_000);
      await page.setViewportSize(viewport);
      await openIn(page, `${demoUrl}/trip/new`, lang);
      for (const path of screens) {
        await page.goto(`${demoUrl}${path}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        if (path === '/faq') await expect(page.locator('.leaflet-marker-icon')).toBeVisible();
        await expectNoAccessibilityViolations(page);
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
