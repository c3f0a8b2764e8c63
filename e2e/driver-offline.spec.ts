import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from './support/axe.ts';
import { storeAssignment, storeDriverWithCar } from './support/desk-absence.ts';
import { tomorrow } from './support/desk-plan.ts';
import { storeDemoTrip } from './support/desk-vehicles.ts';
import { driverTexts } from './support/driver.ts';
import { storedPushEndpoints, storeSignInLink, storedTripStep } from './support/driver-offline.ts';
import { demoUrl, languages, type Language } from './support/tenants.ts';

/**
 * The driver's page installed and offline (docs/reference/screens.md#driver,
 * docs/decisions/045-driver-offline-and-push.md): the day's jobs stay readable without a network after a reload, taps
 * made offline wait in order and arrive when the phone is back online, and a push shows a notification.
 */

const phone = { width: 390, height: 844 };

/** The driver's phone signed in on tomorrow's trip, in `lang`, its service worker in control. */
async function signedInPhone(browser: Browser, lang: Language) {
  const name = `Chauffeur ${lang} ${randomUUID().slice(0, 6)}`;
  const { driverId, vehicleId } = await storeDriverWithCar(name);
  const tripId = await storeDemoTrip(2, `${tomorrow()} 10:00`);
  await storeAssignment(tripId, driverId, vehicleId);
  const context = await browser.newContext({ viewport: phone, locale: 'nl-NL', timezoneId: 'Europe/Amsterdam' });
  const page = await context.newPage();
  await page.goto(`${demoUrl}${await storeSignInLink(driverId)}`);
  const t = driverTexts[lang];
  await expect(page.getByRole('heading', { level: 1, name: driverTexts.nl.driverJobsTitle })).toBeVisible();
  if (lang === 'en') {
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  }
  // The worker takes the page over (it claims it when active); from then on it keeps what the page loads.
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 15_000 })
    .toBe(true);
  const job = page.getByRole('article', {
    name: t.driverJobTitle.replace('{{trip}}', String(tripId)).replace('{{time}}', '10:00'),
  });
  return { context, page, job, tripId, driverId, t };
}

/**
 * The browser's push service, which a test machine cannot reach, stood in for inside the page: `pushManager.subscribe`
 * answers a subscription at FCM's address with keys of the real lengths, as Chrome's would; the page's own code runs.
 */
const fakeEndpoint = 'https://fcm.googleapis.com/fcm/send/e2e-driver-phone';
function standInPushService() {
  const keys = { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) };
  let current: PushSubscription | null = null;
  const make = (endpoint: string) =>
    ({
      endpoint,
      expirationTime: null,
      toJSON: () => ({ endpoint, expirationTime: null, keys }),
      unsubscribe: async () => {
        current = null;
        return true;
      },
    }) as unknown as PushSubscription;
  PushManager.prototype.subscribe = async function () {
    current = make((window as unknown as { fakeEndpoint: string }).fakeEndpoint);
    return current;
  };
  PushManager.prototype.getSubscription = async function () {
    return current;
  };
}

/** The notifications the driver's service worker shows, by title. */
const shownNotifications = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration('/driver');
    return (await registration?.getNotifications())?.map((each) => `${each.title} | ${each.body}`) ?? [];
  });

for (const lang of languages) {
  test(`the day's jobs stay readable offline and a tap made offline arrives when back online, in ${lang}`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const { context, page, job, tripId, t } = await signedInPhone(browser, lang);
    // The manifest is linked from the driver's page, and names the operator's driver app.
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifestHref).toBe('/driver/manifest.webmanifest');
    const manifest = (await (await page.request.get(`${demoUrl}${manifestHref}`)).json()) as Record<string, unknown>;
    expect(manifest).toMatchObject({ start_url: '/driver', scope: '/driver', display: 'standalone' });

    // Once more online: the jobs' answer goes through the worker, which keeps it.
    await page.reload();
    await expect(job).toBeVisible();
    await expect(job.getByText(t.tripStatus_assigned, { exact: true })).toBeVisible();

    await context.setOffline(true);
    await page.reload();
    await expect(job).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: t.driverOfflineAsOf.split('{{time}}')[0]! })).toHaveText(
      new RegExp(t.driverOfflineAsOf.replace('{{time}}', '\\d\\d:\\d\\d').replace(/[.()]/g, '\\$&')),
    );
    await expectNoAccessibilityViolations(page);

    // Two taps offline: both wait, in order, and the job shows them as made.
    await job.getByRole('button', { name: t.driverAccept }).click();
    await expect(job.getByText(t.driverStep_accepted, { exact: true })).toBeVisible();
    await job.getByRole('button', { name: t.driverMove_on_the_way }).click();
    await expect(job.getByText(t.driverStep_on_the_way, { exact: true })).toBeVisible();
    const queue = page.getByRole('region', { name: t.driverQueuedTitle });
    await expect(queue.getByRole('listitem')).toHaveCount(2);
    await expect(queue.getByRole('listitem').first()).toContainText(`${tripId}`);
    await expect(queue.getByRole('listitem').first()).toContainText(t.driverStep_accepted);
    await expect(queue.getByRole('listitem').nth(1)).toContainText(t.driverStep_on_the_way);
    await expectNoAccessibilityViolations(page);
    expect(await storedTripStep(tripId), 'nothing reached the server offline').toBe('assigned/');

    // Back online: the taps go, in order, and the server has the trip on the way.
    await context.setOffline(false);
    await expect(page.getByRole('status').filter({ hasText: t.driverQueueSent })).toBeVisible();
    await expect(queue).toHaveCount(0);
    await expect.poll(() => storedTripStep(tripId)).toBe('assigned/on_the_way');
    await expect(job.getByRole('button', { name: t.driverMove_arrived })).toBeVisible();
    await context.close();
  });

  test(`the driver turns notifications on and off, and a push to the phone shows a notification, in ${lang}`, async ({
    browser,
  }) => {
    test.setTimeout(60_000);
    const { context, page, tripId, driverId, t } = await signedInPhone(browser, lang);
    await context.grantPermissions(['notifications'], { origin: demoUrl });
    const endpoint = `${fakeEndpoint}-${lang}-${tripId}`;
    await context.addInitScript((value) => {
      (window as unknown as { fakeEndpoint: string }).fakeEndpoint = value;
    }, endpoint);
    await context.addInitScript(standInPushService);
    await page.reload();
    const control = page.getByRole('region', { name: t.driverPushTitle });
    await expect(control.getByRole('button', { name: t.driverPushTurnOn })).toBeVisible();
    await expect(control.getByText(t.driverPushOffText)).toBeVisible();
    await expectNoAccessibilityViolations(page);

    // Turned on by the driver's tap: the server keeps this phone's subscription; turned off, it forgets it.
    await control.getByRole('button', { name: t.driverPushTurnOn }).click();
    await expect(control.getByText(t.driverPushOnText)).toBeVisible();
    await expect.poll(() => storedPushEndpoints(driverId)).toEqual([endpoint]);
    await expectNoAccessibilityViolations(page);
    await control.getByRole('button', { name: t.driverPushTurnOff }).click();
    await expect(control.getByText(t.driverPushOffText)).toBeVisible();
    await expect.poll(() => storedPushEndpoints(driverId)).toEqual([]);

    // The push service delivers a push to the worker (Chromium's DevTools protocol stands in for it).
    const cdp = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const driver = registrations.find((each) => each.scopeURL === `${demoUrl}/driver` && !each.isDeleted);
        if (driver) resolve(driver.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    const title = lang === 'nl' ? `Nieuwe rit ${tripId}` : `New trip ${tripId}`;
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: demoUrl,
      registrationId: await registrationId,
      data: JSON.stringify({
        kind: 'assigned',
        tripId,
        title,
        body: 'Schiphol → Dam',
        lang,
        datetime: `${tomorrow()} 10:00`,
        from: 'Schiphol',
        to: 'Dam',
        url: '/driver',
      }),
    });
    await expect.poll(() => shownNotifications(page)).toContain(`${title} | Schiphol → Dam`);
    await context.close();
  });
}
