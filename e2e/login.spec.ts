import { expect, test } from '@playwright/test';
import { minPasswordLength } from '#common/contracts/account.ts';
import zakelijk from '#config/tenants/zakelijk.json' with { type: 'json' };
import { createAccount, logIn, loginForm, resetLinkMailedTo } from './support/accounts.ts';
import { openIn, openMenu, texts } from './support/app.ts';
import { fill } from './support/checkout-steps.ts';
import { demoUrl, languages, zakelijkUrl } from './support/tenants.ts';
import { tripForm } from './support/trip-steps.ts';

/** The create-account page of the zakelijk tenant. */
const { createAccountUrl } = zakelijk.settings;

for (const lang of languages) {
  test.describe(`login in ${lang}`, () => {
    const t = texts[lang];

    test('where login is required, the trip screen shows the login form first and no prices', async ({ page }) => {
      await openIn(page, `${zakelijkUrl}/trip/new`, lang);
      const login = page.getByRole('region', { name: t.loginFirst });
      await expect(login).toBeVisible();
      const form = loginForm(page, lang);
      await expect(form.username).toBeVisible();
      await expect(form.password).toBeVisible();
      // First: above the trip form.
      const trip = tripForm(page, lang);
      const loginBox = await login.boundingBox();
      const dateBox = await trip.date.boundingBox();
      expect(loginBox && dateBox && loginBox.y + loginBox.height <= dateBox.y).toBe(true);
      await expect(trip.showPrice).toHaveCount(0);
      await expect(trip.price).toHaveCount(0);
      // The create-account link (`showCreateAccountLink`) opens the operator's page in a new tab.
      const create = login.getByRole('link', { name: t.createAccount });
      await expect(create).toHaveAttribute('href', createAccountUrl);
      await expect(create).toHaveAttribute('target', '_blank');
    });

    test('a wrong password shows the login feedback, which clears after 6 seconds', async ({ page }) => {
      const account = await createAccount();
      await openIn(page, `${zakelijkUrl}/login`, lang);
      const form = loginForm(page, lang);
      await form.username.fill(account.username);
      await form.password.fill(`${account.password}-wrong`);
      await form.login.click();
      const feedback = form.feedback(t.loginFailed);
      await expect(feedback).toBeVisible();
      const shownAt = Date.now();
      // Still there after the 3 s of other feedback, gone after the 6 s of login feedback
      // (docs/reference/states.md#browser, docs/reference/constants.md).
      await page.waitForTimeout(4_000);
      await expect(feedback).toBeVisible();
      await expect(feedback).toBeHidden({ timeout: 5_000 });
      expect(Date.now() - shownAt).toBeGreaterThanOrEqual(5_500);
      // Nothing changed: still the login form.
      await expect(form.password).toBeVisible();
      await expect(form.password).toHaveValue(`${account.password}-wrong`);
    });

    test('logging in shows who is logged in with the logout button; logging out goes to the trip page', async ({
      page,
    }) => {
      const account = await createAccount();
      await openIn(page, `${zakelijkUrl}/login`, lang);
      let menu = await openMenu(page, lang);
      await expect(menu.getByRole('link', { name: t.login })).toBeVisible();
      await page.keyboard.press('Escape');
      await logIn(page, lang, account);
      const main = page.getByRole('main');
      await expect(main).toContainText(fill(t.loggedInAs, { username: account.username }));
      menu = await openMenu(page, lang);
      await expect(menu.getByRole('link', { name: t.bookings })).toBeVisible();
      await expect(menu.getByRole('link', { name: t.logout })).toBeVisible();
      await expect(menu.getByRole('link', { name: t.login })).toHaveCount(0);
      await page.keyboard.press('Escape');

      // The session is the server's: a reload keeps it.
      await page.reload();
      await expect(main).toContainText(fill(t.loggedInAs, { username: account.username }));
      await main.getByRole('button', { name: t.logout }).click();
      await expect(page).toHaveURL(`${zakelijkUrl}/trip/new`);
      await expect(page.getByRole('region', { name: t.loginFirst })).toBeVisible();
      menu = await openMenu(page, lang);
      await expect(menu.getByRole('link', { name: t.login })).toBeVisible();
      await expect(menu.getByRole('link', { name: t.logout })).toHaveCount(0);
    });

    test('a forgotten password: reset mode, the mailed link, a new password, and logging in with it', async ({
      page,
    }) => {
      test.setTimeout(60_000);
      const account = await createAccount();
      await openIn(page, `${zakelijkUrl}/login`, lang);
      const form = loginForm(page, lang);
      await form.forgotPassword.click();
      // Reset mode: only the email field, a back link and the reset button.
      await expect(form.email).toBeVisible();
      await expect(form.email).toBeFocused();
      await expect(form.password).toHaveCount(0);
      await expect(form.login).toHaveCount(0);
      await expect(page.getByRole('link', { name: t.createAccount })).toHaveCount(0);
      await form.backToLogin.click();
      await expect(form.password).toBeVisible();
      await form.forgotPassword.click();
      await form.email.fill(account.email);
      await form.sendResetLink.click();
      await expect(form.feedback(t.resetMailSent)).toBeVisible();

      const link = await resetLinkMailedTo(account.email);
      expect(link.startsWith(`${zakelijkUrl}/login?reset=`)).toBe(true);
      await page.goto(link);
      await expect(page.getByRole('heading', { level: 1, name: t.setNewPassword })).toBeVisible();
      const newPassword = page.getByRole('textbox', { name: t.newPassword, exact: true });
      const repeat = page.getByRole('textbox', { name: t.repeatPassword, exact: true });
      const save = page.getByRole('button', { name: t.savePassword });
      // The browser's checks first: too short, then not the same twice.
      await newPassword.fill('kort');
      await repeat.fill('kort');
      await save.click();
      await expect(page.getByText(fill(t.passwordTooShort, { min: minPasswordLength })).first()).toBeVisible();
      const password = `Nieuw-${Date.now()}-wachtwoord`;
      await newPassword.fill(password);
      await repeat.fill(`${password}!`);
      await save.click();
      await expect(page.getByText(t.passwordsDiffer).first()).toBeVisible();
      await repeat.fill(password);
      await save.click();

      await expect(page.getByRole('status').filter({ hasText: t.passwordChanged })).toBeVisible();
      await expect(page).toHaveURL(`${zakelijkUrl}/login`);
      await expect(page.getByRole('heading', { level: 1, name: t.login })).toBeVisible();
      // The old password no longer works, the new one does.
      await form.username.fill(account.email);
      await form.password.fill(account.password);
      await form.login.click();
      await expect(form.feedback(t.loginFailed)).toBeVisible();
      await logIn(page, lang, { username: account.email, password });
      await expect(page.getByRole('main')).toContainText(fill(t.loggedInAs, { username: account.username }));

      // The link works once.
      await page.getByRole('main').getByRole('button', { name: t.logout }).click();
      await expect(page).toHaveURL(`${zakelijkUrl}/trip/new`);
      await page.goto(link);
      await newPassword.fill(`${password}-2`);
      await repeat.fill(`${password}-2`);
      await save.click();
      await expect(page.getByRole('alert').filter({ hasText: t.resetLinkInvalid })).toBeVisible();
    });

    test('an invalid reset link says so and offers a new one', async ({ page }) => {
      await openIn(page, `${zakelijkUrl}/login?reset=not-a-token`, lang);
      const password = 'Een-lang-genoeg-wachtwoord';
      await page.getByRole('textbox', { name: t.newPassword, exact: true }).fill(password);
      await page.getByRole('textbox', { name: t.repeatPassword, exact: true }).fill(password);
      await page.getByRole('button', { name: t.savePassword }).click();
      await expect(page.getByRole('alert').filter({ hasText: t.resetLinkInvalid })).toBeVisible();
      await page.getByRole('link', { name: t.requestNewLink }).click();
      await expect(page).toHaveURL(`${zakelijkUrl}/login`);
      await expect(loginForm(page, lang).email).toBeVisible();
      await expect(loginForm(page, lang).password).toHaveCount(0);
    });

    test('where login is not used, the login screen is not available and leads on to booking', async ({ page }) => {
      await openIn(page, `${demoUrl}/login`, lang);
      const main = page.getByRole('main');
      await expect(main).toContainText(t.pageNotAvailable);
      await expect(loginForm(page, lang).password).toHaveCount(0);
      await main.getByRole('link', { name: t.bookTrip }).click();
      await expect(page).toHaveURL(`${demoUrl}/trip/new`);
    });
  });
}
