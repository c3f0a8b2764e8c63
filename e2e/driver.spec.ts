import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from './support/axe.ts';
import { chooseLanguage, createStaffMember, deskLogin, deskTexts, logInToDesk } from './support/desk.ts';
import { storeAssignment, storeDriverWithCar } from './support/desk-absence.ts';
import { tomorrow } from './support/desk-plan.ts';
import { storeDemoTrip } from './support/desk-vehicles.ts';
import { driverTexts, signInLinkMailedTo, storeAmountToCollect, storeDriverEmail } from './support/driver.ts';
import { demoUrl, languages, type Language } from './support/tenants.ts';

/**
 * The driver's page (docs/reference/screens.md#driver, docs/decisions/040-driver-sign-in-and-statuses.md): the admin
 * sends a sign-in link, the driver opens it on their phone, sees tomorrow's trip, accepts it and taps through on my
 * way, arrived, on board and done, while the desk's trip page follows each step.
 */

const phone = { width: 390, height: 844 };

/** The driver's phone: a browser of its own, at a phone's width. */
async function driverPhone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: phone, locale: 'nl-NL', timezoneId: 'Europe/Amsterdam' });
  return context.newPage();
}

async function deskIn(page: Page, lang: Language) {
  const admin = await createStaffMember('demo', 'admin');
  await page.goto(`${demoUrl}/admin/login`);
  await expect(page.getByRole('banner').locator('.desk-header__company')).toBeVisible();
  if ((await page.locator('html').getAttribute('lang')) !== lang) await chooseLanguage(page, lang);
  await expect(deskLogin(page, lang).email).toBeVisible();
  await logInToDesk(page, lang, admin);
}

for (const lang of languages) {
  const t = driverTexts[lang];
  const d = deskTexts[lang];

  test(`a driver signs in from the mailed link and drives tomorrow's trip on the phone, in ${lang}`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const name = `Chauffeur ${lang} ${randomUUID().slice(0, 6)}`;
    const email = `${randomUUID().slice(0, 8)}@example.com`;
    const { driverId, vehicleId } = await storeDriverWithCar(name);
    await storeDriverEmail(driverId, email);
    const tripId = await storeDemoTrip(2, `${tomorrow()} 10:00`);
    await storeAssignment(tripId, driverId, vehicleId);

    // The admin sends the link from the drivers page.
    await deskIn(page, lang);
    await page.goto(`${demoUrl}/admin/drivers`);
    const row = page.getByRole('table', { name: d.deskDriversCaption }).getByRole('row').filter({ hasText: name });
    await row.getByRole('button', { name: `${d.deskDriverSendLink} ${name}` }).click();
    await expect(page.getByRole('status').filter({ hasText: email })).toBeVisible();
    const link = await signInLinkMailedTo(email);

    // The driver opens it on the phone.
    const driver = await driverPhone(browser);
    await driver.goto(`${demoUrl}${link}`);
    await expect(driver.getByRole('heading', { level: 1, name: driverTexts.nl.driverJobsTitle })).toBeVisible();
    // The token left the address bar.
    expect(driver.url()).toBe(`${demoUrl}/driver`);
    if (lang === 'en') {
      await driver.getByRole('button', { name: 'English' }).click();
      await expect(driver.locator('html')).toHaveAttribute('lang', 'en');
    }
    await expect(driver.getByRole('heading', { level: 1, name: t.driverJobsTitle })).toBeVisible();
    const job = driver.getByRole('article', {
      name: t.driverJobTitle.replace('{{trip}}', String(tripId)).replace('{{time}}', '10:00'),
    });
    await expect(job).toBeVisible();
    await expect(job.getByText(t.tripStatus_assigned, { exact: true })).toBeVisible();
    await expect(job.getByText(t.driverPhoneLater)).toBeVisible();
    await expect(job.getByRole('link', { name: 'Google Maps' }).first()).toHaveAttribute(
      'href',
      /google\.com\/maps\/dir/,
    );
    await expectNoAccessibilityViolations(driver);

    // The desk's board follows each step live, without a reload (its event stream).
    await page.goto(`${demoUrl}/admin?range=todayTomorrow&tab=all&driver=${driverId}`);
    const boardRow = page.getByRole('row').filter({ hasText: name });
    await expect(boardRow.getByText(d.tripStatus_assigned, { exact: true })).toBeVisible();

    await job.getByRole('button', { name: t.driverAccept }).click();
    await expect(job.getByText(t.driverStep_accepted, { exact: true })).toBeVisible();
    // The tapped button is gone: the focus is on the next tap.
    await expect(job.getByRole('button', { name: t.driverMove_on_the_way })).toBeFocused();
    // Within 2 seconds of the tap (issue 21, item 8).
    await expect(boardRow.getByText(d.driverStep_accepted, { exact: true })).toBeVisible({ timeout: 2_000 });
    for (const [move, step] of [
      ['on_the_way', 'driverStep_on_the_way'],
      ['arrived', 'driverStep_arrived'],
      ['on_board', 'driverStep_on_board'],
    ] as const) {
      await job.getByRole('button', { name: t[`driverMove_${move}`] }).click();
      await expect(job.getByText(t[step], { exact: true })).toBeVisible();
      await expect(boardRow.getByText(d[step], { exact: true })).toBeVisible({ timeout: 2_000 });
      if (move === 'arrived') {
        // The no-show waits for the free waiting time, and says until when.
        await expect(job.getByRole('button', { name: t.driverMove_no_show })).toHaveAttribute('aria-disabled', 'true');
        await expectNoAccessibilityViolations(driver);
      }
    }
    await job.getByRole('button', { name: t.driverMove_done }).click();
    await expect(job.getByText(t.tripStatus_done, { exact: true })).toBeVisible();
    await expect(job.getByRole('button')).toHaveCount(0);
    await expect(boardRow.getByText(d.tripStatus_done, { exact: true })).toBeVisible({ timeout: 2_000 });
    await page.goto(`${demoUrl}/admin/trips/${tripId}`);
    await expect(page.getByRole('definition').filter({ hasText: d.tripStatus_done })).toBeVisible();
    // The history names the driver.
    await expect(page.getByRole('table', { name: d.deskTripHistoryCaption }).getByText(name).first()).toBeVisible();

    // The link works once: opened again it says so, and what to do.
    const again = await driverPhone(browser);
    await again.goto(`${demoUrl}${link}`);
    await expect(again.getByRole('alert')).toHaveText(driverTexts.nl.driverLinkUsed);
    await expectNoAccessibilityViolations(again);

    // Signing out ends the phone's session.
    await driver.getByRole('button', { name: t.driverSignOut }).click();
    await expect(driver.getByRole('alert')).toHaveText(t.driverNotSignedIn);
    await expectNoAccessibilityViolations(driver);
    await driver.context().close();
    await again.context().close();
  });

  test(`a driver declines a new trip with a reason, in ${lang}`, async ({ browser, page }) => {
    test.setTimeout(90_000);
    const name = `Weigeraar ${lang} ${randomUUID().slice(0, 6)}`;
    const email = `${randomUUID().slice(0, 8)}@example.com`;
    const { driverId, vehicleId } = await storeDriverWithCar(name);
    await storeDriverEmail(driverId, email);
    const tripId = await storeDemoTrip(2, `${tomorrow()} 11:00`);
    await storeAssignment(tripId, driverId, vehicleId);
    await deskIn(page, lang);
    const sent = await page.request.post(`${demoUrl}/api/admin/drivers/${driverId}/sign-in-link`, {
      data: { lang },
      headers: { origin: demoUrl },
    });
    expect(sent.status()).toBe(202);
    const driver = await driverPhone(browser);
    await driver.goto(`${demoUrl}${await signInLinkMailedTo(email)}`);
    if (lang === 'en') await driver.getByRole('button', { name: 'English' }).click();
    const job = driver.getByRole('article', {
      name: t.driverJobTitle.replace('{{trip}}', String(tripId)).replace('{{time}}', '11:00'),
    });
    await job.getByRole('button', { name: t.driverDecline }).click();
    const dialog = driver.getByRole('dialog', { name: t.driverDeclineTitle.replace('{{trip}}', String(tripId)) });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: t.driverDeclineSend }).click();
    await expect(dialog.getByText(t.driverReasonMissing).first()).toBeVisible();
    await expectNoAccessibilityViolations(driver);
    await dialog.getByRole('textbox', { name: t.driverDeclineReason }).fill('Auto kapot');
    await dialog.getByRole('button', { name: t.driverDeclineSend }).click();
    await expect(driver.getByRole('status').filter({ hasText: String(tripId) })).toBeVisible();
    await expect(job).toHaveCount(0);
    await page.goto(`${demoUrl}/admin/trips/${tripId}`);
    await expect(page.getByRole('definition').filter({ hasText: d.tripStatus_confirmed })).toBeVisible();
    await driver.context().close();
  });

  test(`a driver records what was paid in the car at done, in ${lang}`, async ({ browser, page }) => {
    test.setTimeout(90_000);
    const name = `Kassier ${lang} ${randomUUID().slice(0, 6)}`;
    const email = `${randomUUID().slice(0, 8)}@example.com`;
    const { driverId, vehicleId } = await storeDriverWithCar(name);
    await storeDriverEmail(driverId, email);
    const tripId = await storeDemoTrip(2, `${tomorrow()} 12:00`);
    await storeAssignment(tripId, driverId, vehicleId);
    await storeAmountToCollect(tripId, 4250);
    await deskIn(page, lang);
    const sent = await page.request.post(`${demoUrl}/api/admin/drivers/${driverId}/sign-in-link`, {
      data: { lang },
      headers: { origin: demoUrl },
    });
    expect(sent.status()).toBe(202);
    const driver = await driverPhone(browser);
    await driver.goto(`${demoUrl}${await signInLinkMailedTo(email)}`);
    if (lang === 'en') await driver.getByRole('button', { name: 'English' }).click();
    const job = driver.getByRole('article', {
      name: t.driverJobTitle.replace('{{trip}}', String(tripId)).replace('{{time}}', '12:00'),
    });
    await expect(job.getByText('42,50')).toBeVisible();
    await job.getByRole('button', { name: t.driverAccept }).click();
    for (const move of ['on_the_way', 'arrived', 'on_board'] as const) {
      await job.getByRole('button', { name: t[`driverMove_${move}`] }).click();
      await expect(job.getByText(t[`driverStep_${move}`], { exact: true })).toBeVisible();
    }
    await job.getByRole('button', { name: t.driverMove_done }).click();
    const dialog = driver.getByRole('dialog', { name: t.driverDoneTitle.replace('{{trip}}', String(tripId)) });
    await expect(dialog.getByRole('textbox', { name: t.driverAmount })).toHaveValue('42,50');
    await dialog.getByRole('button', { name: t.driverMove_done }).click();
    await expect(dialog.getByText(t.driverMethodMissing).first()).toBeVisible();
    await expectNoAccessibilityViolations(driver);
    await dialog.getByRole('radio', { name: t.driverMethod_cash }).check();
    await dialog.getByRole('button', { name: t.driverMove_done }).click();
    await expect(dialog).toBeHidden();
    await expect(job.getByText(t.tripStatus_done, { exact: true })).toBeVisible();
    await expect(job.getByText(t.driverMethod_cash, { exact: false })).toBeVisible();
    await page.goto(`${demoUrl}/admin/trips/${tripId}`);
    await expect(page.getByRole('definition').filter({ hasText: d[`deskPayment_cash`] })).toBeVisible();
    await driver.context().close();
  });
}
