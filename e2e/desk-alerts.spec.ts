import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { instantOfWallTime, parseTripDatetime } from '#common/fields/trip-datetime.ts';
import { formatDayTime } from '#common/format/date.ts';
import { openDatabase } from '#server/db/connect.ts';
import { newManageToken } from '#server/modules/orders/manage-link.ts';
import { insertOrder, settleOrder } from '#server/modules/orders/order-store.ts';
import { herestraat, stationGroningen, trip as storedTrip, upcoming } from '#server-test/support/trips.ts';
import { openIn, texts } from './support/app.ts';
import { expectNoAccessibilityViolations } from './support/axe.ts';
import { fill } from './support/checkout-steps.ts';
import { logIn } from './support/desk-trips.ts';
import { createStaffMember, deskTexts } from './support/desk.ts';
import { demoUrl, languages, type Language } from './support/tenants.ts';

/**
 * The desk's alerts on every page (docs/reference/screens.md#desk-alerts): a customer cancels by the manage link while
 * the dispatcher is on another trip's page, and the alert shows there within 2 seconds.
 */

/** A booked order of the demo tenant, stored as a checkout writes it, and its manage link. */
async function storedBooking(lang: Language): Promise<{ tripId: number; token: string }> {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the browser tests through playwright.config.ts');
  const datetime = upcoming(3, '14:00');
  const wall = parseTripDatetime(datetime)!;
  const name = `Gast ${randomUUID().slice(0, 8)}`;
  const email = `${randomUUID().slice(0, 8)}@example.nl`;
  const db = await openDatabase({ dataDir: dir, databaseUrl: undefined });
  try {
    const order = await insertOrder(db, {
      tenantId: 'demo',
      customerId: null,
      contact: { name, email, phone: '+31612345678' },
      person: { custname: name, custemail: email, custtel: '+31612345678', remarks: '' },
      lang,
      trips: [
        {
          trip: storedTrip({ datetime }),
          datetime,
          pickupAt: instantOfWallTime(wall),
          fromText: herestraat.text,
          toText: stationGroningen.text,
          passengers: 2,
          vehicleClass: 'sedan',
          flightNumber: '',
          extraInfo: '',
          priceCents: 1250,
          durationMinutes: 12,
        },
      ],
      totalCents: 1250,
      fingerprint: randomUUID(),
      returnOrigin: demoUrl,
    });
    if (!order) throw new Error('booking not stored');
    await settleOrder(db, order.id, 'booked');
    const trip = await db
      .selectFrom('order_trips')
      .select('id')
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    return { tripId: trip.id, token: await newManageToken(db, order, new Date()) };
  } finally {
    await db.destroy();
  }
}

/** The customer, in a browser of their own, cancels the trip on their manage page. */
async function customerCancels(browser: Browser, lang: Language, booking: { tripId: number; token: string }) {
  const t = texts[lang];
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: lang });
  const page = await context.newPage();
  await openIn(page, `${demoUrl}/trip/new`, lang);
  await page.goto(`${demoUrl}/manage/${booking.token}`);
  await page.getByRole('button', { name: fill(t.cancelBookingNumber, { ritNr: booking.tripId }) }).click();
  await page.getByRole('dialog').getByRole('button', { name: t.cancelBookingYes }).click();
  await expect(page.getByRole('main')).toContainText(t.tripStatus_canceled);
  return context;
}

const alertsButton = (page: Page, lang: Language) =>
  page.getByRole('banner').getByRole('button', { name: new RegExp(`^${deskTexts[lang]['desk.alerts.title']}`) });

for (const lang of languages) {
  const t = deskTexts[lang];

  test.describe(`the desk's alerts in ${lang} at 1280 px`, () => {
    test.describe.configure({ timeout: 120_000 });
    test.use({ viewport: { width: 1280, height: 900 } });

    test('a customer cancels by the manage link while the dispatcher is on another trip’s page: the alert shows there within 2 s', async ({
      page,
      browser,
    }) => {
      const other = await storedBooking(lang);
      const cancelled = await storedBooking(lang);
      const dispatcher = await createStaffMember('demo', 'dispatcher');
      await openIn(page, `${demoUrl}/trip/new`, lang);
      await logIn(page, lang, dispatcher);
      await page.goto(`${demoUrl}/admin/trips/${other.tripId}`);
      await expect(
        page.getByRole('heading', { level: 1, name: fill(t.deskTripTitle, { number: other.tripId }) }),
      ).toBeVisible();
      // Everything of before seen: what follows is the customer's cancel alone.
      await alertsButton(page, lang).click();
      const panel = page.getByRole('region', { name: t['desk.alerts.title'] });
      await expect(panel).toBeVisible();
      await panel.getByRole('button', { name: t['desk.alerts.markAllSeen'] }).click();
      await expect(panel.getByRole('button', { name: t['desk.alerts.markAllSeen'] })).toHaveCount(0);
      await panel.getByRole('button', { name: t['desk.alerts.close'] }).click();
      await expect(alertsButton(page, lang)).toBeFocused();

      const customer = await customerCancels(browser, lang, cancelled);
      const kind = t['desk.alerts.kind_customerCanceled'];
      // Within 2 seconds of the customer's page saying it is cancelled: announced, counted, in the title.
      await expect(page.locator('.desk-alerts__announcement')).toHaveText(
        fill(t['desk.alerts.announce'], { kind, trip: cancelled.tripId }),
        { timeout: 2000 },
      );
      await expect(alertsButton(page, lang)).toHaveAccessibleName(
        new RegExp(`^${t['desk.alerts.title']}\\s*\\d+ ${t['desk.alerts.unseen']}$`),
        { timeout: 2000 },
      );
      await expect(page).toHaveTitle(/^\(\d+\) /);
      await customer.close();

      await alertsButton(page, lang).click();
      const tripText = fill(t['desk.alerts.trip'], {
        trip: cancelled.tripId,
        time: formatDayTime(upcoming(3, '14:00'), lang),
      });
      const item = panel.getByRole('listitem').filter({ hasText: kind }).filter({ hasText: tripText });
      await expect(item).toBeVisible();
      await expectNoAccessibilityViolations(page);
      await item
        // "Gezien", read out with its trip and kind.
        .getByRole('button', { name: fill(t['desk.alerts.markSeenOf'], { trip: cancelled.tripId, kind }) })
        .click();
      await expect(item).toContainText(t['desk.alerts.seen']);
      // The alert leads to its trip, which the customer cancelled.
      await item.getByRole('link', { name: new RegExp(`${cancelled.tripId}`) }).click();
      await expect(page).toHaveURL(`${demoUrl}/admin/trips/${cancelled.tripId}`);
      await expect(panel).toBeHidden();
      await expect(page.getByRole('main')).toContainText(t.tripStatus_canceled);
    });
  });
}
