import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { openIn, texts } from './support/app.ts';
import { expectNoAccessibilityViolations } from './support/axe.ts';
import { createStaffMember, logInToDesk, deskLogin } from './support/desk.ts';
import { storeAssignment, storeDriverWithCar } from './support/desk-absence.ts';
import { tomorrow } from './support/desk-plan.ts';
import { storeDemoTrip } from './support/desk-vehicles.ts';
import { driverTexts, signInLinkMailedTo, storeDriverEmail } from './support/driver.ts';
import { storeManageLink } from './support/position.ts';
import { demoUrl, languages } from './support/tenants.ts';

/**
 * The car on the customer's map (docs/reference/screens.md#manage, docs/decisions/046-car-position.md): the driver goes
 * on the way with the phone's location shared, the customer's manage page (another browser) shows the car and the
 * arrival estimate, the car moves and the map follows, the driver arrives, takes the passenger on board: the map goes.
 */

const phone = { width: 390, height: 844 };
/** South of the pickup (Herestraat 12, Groningen), then closer. */
const farther = { latitude: 53.2002, longitude: 6.5802 };
const closer = { latitude: 53.2121, longitude: 6.5701 };
/** The page asks every 12 s and the phone sends every 12 s: a change shows within both. */
const within = { timeout: 30_000 };
/** Before the car is first seen, the page asks every 30 s (a driver assigned), then every 12 s. */
const firstSeen = { timeout: 50_000 };

async function driverPhone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: phone,
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
    permissions: ['geolocation'],
    geolocation: { ...farther, accuracy: 15 },
  });
  return context.newPage();
}

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

for (const lang of languages) {
  const t = texts[lang];
  const dt = driverTexts[lang];

  test(`the customer sees the car coming on the map, at ${phone.width} px in ${lang}`, async ({ page, browser }) => {
    test.setTimeout(180_000);
    const name = `Positie ${lang} ${randomUUID().slice(0, 6)}`;
    const email = `${randomUUID().slice(0, 8)}@example.com`;
    const { driverId, vehicleId } = await storeDriverWithCar(name);
    await storeDriverEmail(driverId, email);
    const tripId = await storeDemoTrip(2, `${tomorrow()} 10:00`);
    await storeAssignment(tripId, driverId, vehicleId);
    const manageLink = await storeManageLink(tripId);

    // The admin sends the driver a sign-in link.
    const admin = await createStaffMember('demo', 'admin');
    await page.goto(`${demoUrl}/admin/login`);
    await expect(deskLogin(page, 'nl').email).toBeVisible();
    await logInToDesk(page, 'nl', admin);
    const sent = await page.request.post(`${demoUrl}/api/admin/drivers/${driverId}/sign-in-link`, {
      data: { lang },
      headers: { origin: demoUrl },
    });
    expect(sent.status()).toBe(202);

    const driver = await driverPhone(browser);
    await driver.goto(`${demoUrl}${await signInLinkMailedTo(email)}`);
    await expect(driver.getByRole('heading', { level: 1, name: driverTexts.nl.driverJobsTitle })).toBeVisible();
    if (lang === 'en') await driver.getByRole('button', { name: 'English' }).click();
    const job = driver.getByRole('article', {
      name: fill(dt.driverJobTitle, { trip: String(tripId), time: '10:00' }),
    });
    await job.getByRole('button', { name: dt.driverAccept }).click();
    await expect(job.getByText(dt.driverStep_accepted, { exact: true })).toBeVisible();
    // Not on the way yet: nothing shared, nothing said.
    await expect(driver.getByText(dt.driverSharing)).toHaveCount(0);

    // The customer's page, in a browser of its own, at a phone's width.
    const customerContext = await browser.newContext({
      viewport: phone,
      locale: 'nl-NL',
      timezoneId: 'Europe/Amsterdam',
    });
    const customer = await customerContext.newPage();
    await openIn(customer, `${demoUrl}${manageLink}`, lang);
    const trip = customer
      .getByRole('main')
      .getByRole('article', { name: fill(t.bookingTitle, { ritNr: String(tripId) }) });
    await expect(trip).toContainText(t.driverStep_accepted);
    await expect(trip.getByRole('heading', { name: t.manageCarTitle })).toHaveCount(0);

    // On the way: the driver's page says the location is shared; the customer sees the car and the estimate.
    await job.getByRole('button', { name: dt.driverMove_on_the_way }).click();
    await expect(driver.getByRole('status').filter({ hasText: dt.driverSharing })).toBeVisible();
    await expect(trip.getByRole('heading', { name: t.manageCarTitle })).toBeVisible(firstSeen);
    const estimate = trip.locator('.manage-car__estimate');
    const arrival = new RegExp(
      t.manageCarArrival
        .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
        .replace('{{minutes}}', '(\\d+)')
        .replace('{{time}}', '(\\d{2}:\\d{2})'),
    );
    await expect(estimate).toHaveText(arrival);
    await expect(estimate).toHaveAttribute('aria-live', 'polite');
    await expect(trip.getByRole('img', { name: t.manageCarMap })).toBeVisible();
    await expect(trip).toContainText(t.manageCarPrivacy);
    const car = trip.locator('path.manage-car__car');
    await expect(car).toBeVisible();
    const firstMinutes = Number(arrival.exec((await estimate.textContent()) ?? '')?.[1]);
    const firstPlace = await car.getAttribute('d');
    await expectNoAccessibilityViolations(customer);

    // The car moves: the car on the map moves with it, and the estimate gets shorter.
    await driver.context().setGeolocation({ ...closer, accuracy: 15 });
    await expect.poll(() => car.getAttribute('d'), within).not.toBe(firstPlace);
    await expect
      .poll(async () => Number(arrival.exec((await estimate.textContent()) ?? '')?.[1]), within)
      .toBeLessThan(firstMinutes);

    // Arrived: the car waits at the pickup.
    await job.getByRole('button', { name: dt.driverMove_arrived }).click();
    await expect(estimate).toHaveText(t.manageCarWaiting, within);

    // On board: sharing stops, and the map goes away.
    await job.getByRole('button', { name: dt.driverMove_on_board }).click();
    await expect(job.getByText(dt.driverStep_on_board, { exact: true })).toBeVisible();
    await expect(driver.getByText(dt.driverSharing)).toHaveCount(0);
    await expect(trip.getByRole('heading', { name: t.manageCarTitle })).toHaveCount(0, within);
    await expect(trip.getByRole('img', { name: t.manageCarMap })).toHaveCount(0);
    await expect(trip).toContainText(t.driverStep_on_board);

    await customerContext.close();
    await driver.context().close();
  });
}
