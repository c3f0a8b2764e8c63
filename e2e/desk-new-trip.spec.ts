import { randomInt, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { instantOfWallTime, parseTripDatetime } from '#common/fields/trip-datetime.ts';
import { formatDate } from '#common/format/text.ts';
import { openDatabase } from '#server/db/connect.ts';
import { insertOrder, settleOrder } from '#server/modules/orders/order-store.ts';
import { herestraat, stationGroningen, trip as storedTrip } from '#server-test/support/trips.ts';
import { expectNoAccessibilityViolations } from './support/axe.ts';
import { fill } from './support/checkout-steps.ts';
import { logIn } from './support/desk-trips.ts';
import { chooseLanguage, createStaffMember, deskMenu, deskTexts } from './support/desk.ts';
import { demoUrl, languages } from './support/tenants.ts';
import { dateAhead } from './support/trip-steps.ts';

/**
 * A booking taken by phone in the desk (docs/reference/screens.md#desk-new-trip): a dispatcher finds a caller by their
 * number, books "same as last time", the payment link is paid at the simulator and the desk sees the trip confirmed.
 * The repeat booking's actions besides typing the number and the date are counted (docs/reference/desk.md).
 */

const desktop = { width: 1280, height: 900 };

/** An earlier guest of the demo tenant with a phone number of their own and one trip, stored as a checkout does. */
async function earlierGuest(): Promise<{ name: string; phone: string }> {
  const name = `Beller ${randomUUID().slice(0, 6)}`;
  const phone = `+3162${String(randomInt(1_000_000, 9_999_999))}`;
  const db = await openDatabase({ dataDir: process.env.E2E_DATA_DIR ?? '', databaseUrl: undefined });
  try {
    const datetime = `${dateAhead(-7)} 09:30`;
    const email = `${randomUUID().slice(0, 8)}@example.nl`;
    const order = await insertOrder(db, {
      tenantId: 'demo',
      customerId: null,
      contact: { name, email, phone },
      person: { custname: name, custemail: email, custtel: phone, remarks: '' },
      lang: 'nl',
      trips: [
        {
          trip: storedTrip({ datetime }),
          datetime,
          pickupAt: instantOfWallTime(parseTripDatetime(datetime)!),
          fromText: herestraat.text,
          toText: stationGroningen.text,
          passengers: 2,
          vehicleClass: 'sedan',
          flightNumber: '',
          extraInfo: 'Rolstoel mee',
          priceCents: 1250,
          durationMinutes: 12,
        },
      ],
      totalCents: 1250,
      fingerprint: randomUUID(),
      returnOrigin: demoUrl,
    });
    if (!order) throw new Error('earlier trip not stored');
    await settleOrder(db, order.id, 'paid');
  } finally {
    await db.destroy();
  }
  return { name, phone };
}

/** The demo's next closed date at least two days ahead (docs/reference/tenant-settings.md#closedDates). */
const closedDay =
  (
    JSON.parse(readFileSync(new URL('../config/tenants/demo.json', import.meta.url), 'utf8')) as {
      serviceRules: { closedDates: string[] };
    }
  ).serviceRules.closedDates.find((date) => date >= dateAhead(2)) ?? '';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The caller's number as a Dutch caller says it: `06-12345678`. */
const spoken = (phone: string) => `06-${phone.slice(4)}`;

for (const lang of languages) {
  const t = deskTexts[lang];

  test.describe(`the desk's new trip in ${lang}`, () => {
    test.describe.configure({ timeout: 150_000 });

    test('a dispatcher finds a caller by number, books the same as last time by a payment link, which is paid', async ({
      page,
      context,
    }) => {
      await page.setViewportSize(desktop);
      const caller = await earlierGuest();
      const dispatcher = await createStaffMember('demo', 'dispatcher');
      // A fresh page opens the desk in Dutch; the member switches as they would.
      await logIn(page, 'nl', dispatcher);
      if (lang === 'en') await chooseLanguage(page, 'en');
      await expect(deskMenu(page, lang)).toBeVisible();
      const newTrip = page.getByRole('link', { name: t['desk.newTrip.action'] });
      await expect(newTrip).toHaveAttribute('aria-keyshortcuts', 'N');

      // The dispatcher's actions besides typing the number and the date.
      let actions = 0;
      const act = async (run: () => Promise<void>) => {
        actions += 1;
        await run();
      };
      await act(() => page.keyboard.press('n'));
      await expect(page.getByRole('heading', { level: 1, name: t['desk.newTrip.title'] })).toBeVisible();
      const lookup = page.getByRole('textbox', { name: t['desk.newTrip.lookupLabel'] });
      await act(() => lookup.click());
      await page.keyboard.type(spoken(caller.phone));
      await act(() => page.keyboard.press('Enter'));
      await expect(page.getByRole('status').filter({ hasText: t['desk.newTrip.callersFound_one'] })).toBeVisible();
      await expect(page.getByRole('heading', { level: 3, name: caller.name })).toBeVisible();
      await expectNoAccessibilityViolations(page);

      await act(() =>
        page
          .getByRole('button', {
            name: fill(t['desk.newTrip.sameAgainFor'], { from: herestraat.text, to: stationGroningen.text }),
          })
          .click(),
      );
      const date = page.getByRole('textbox', { name: new RegExp(`^${t.deskEditDate} `) });
      await expect(date).toBeFocused();
      await expect(page.getByRole('textbox', { name: t['desk.newTrip.callerName'] })).toHaveValue(caller.name);
      await expect(page.getByRole('combobox', { name: t.deskEditFrom })).toHaveValue(herestraat.text);
      await expect(page.getByRole('textbox', { name: new RegExp(`^${t.deskEditTime} `) })).toHaveValue('09:30');
      await page.keyboard.type(formatDate(dateAhead(3), lang));
      // Enter asks the server's price; Enter again books it, by a link as the form starts.
      await act(() => page.keyboard.press('Enter'));
      const book = page.getByRole('button', { name: t['desk.newTrip.book_link'] });
      await expect(book).toBeVisible();
      await expect(page.locator('.new-trip__quote')).toContainText(/€ \d+,\d{2}/);
      await expectNoAccessibilityViolations(page);
      await act(() => book.click());

      await expect(page.getByRole('heading', { name: /D\d+\/\d+/ })).toBeVisible();
      // The heading's text takes the focus, so a screen reader reads what was booked.
      await expect(page.locator('.new-trip__result [tabindex="-1"]')).toBeFocused();
      const status = page.getByRole('status').filter({ hasText: t['desk.newTrip.status_pending'] });
      await expect(status).toBeVisible();
      const link = page.getByRole('link', { name: /\/pay\/simulator\/sim_/ });
      const url = (await link.textContent()) ?? '';
      await expectNoAccessibilityViolations(page);
      expect(actions).toBeLessThanOrEqual(12);
      test.info().annotations.push({ type: 'repeat-booking actions', description: String(actions) });

      // The caller pays on the link's page; the desk sees it without a reload.
      const customer = await context.newPage();
      await customer.goto(url);
      await customer.getByRole('button', { name: 'paid', exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: t['desk.newTrip.status_paid'] })).toBeVisible({
        timeout: 15_000,
      });
      await customer.close();
      await page.getByRole('link', { name: t['desk.newTrip.openTrip'] }).click();
      const main = page.getByRole('main');
      await expect(main).toContainText(fill(t['desk.newTrip.source_phoneBy'], { name: dispatcher.name }));
      await expect(main).toContainText(t.deskPayment_paid);
    });

    test('a trip on a closed day is refused with the rule, and booked with a reason', async ({ page }) => {
      test.skip(closedDay === '', 'the demo lists no closed date ahead');
      await page.setViewportSize(desktop);
      const caller = await earlierGuest();
      const dispatcher = await createStaffMember('demo', 'dispatcher');
      await logIn(page, 'nl', dispatcher);
      if (lang === 'en') await chooseLanguage(page, 'en');
      await page.getByRole('link', { name: t['desk.newTrip.action'] }).click();
      const lookup = page.getByRole('textbox', { name: t['desk.newTrip.lookupLabel'] });
      await lookup.fill(spoken(caller.phone));
      await lookup.press('Enter');
      await page
        .getByRole('button', {
          name: fill(t['desk.newTrip.sameAgainFor'], { from: herestraat.text, to: stationGroningen.text }),
        })
        .click();
      await page.keyboard.type(formatDate(closedDay, lang));
      await page.keyboard.press('Enter');
      const reason = page.getByRole('textbox', { name: t['desk.newTrip.overrideReason'] });
      await expect(reason).toHaveAccessibleDescription(new RegExp(escape(t['desk.newTrip.rule_closedDate'])));
      await expectNoAccessibilityViolations(page);
      await reason.fill('Vaste klant, chauffeur rijdt op verzoek');
      await page.getByRole('button', { name: t.deskEditQuote }).click();
      const book = page.getByRole('button', { name: t['desk.newTrip.book_link'] });
      await book.click();
      await expect(page.getByRole('heading', { name: /D\d+\/\d+/ })).toBeVisible();
      // The trip's history keeps why it was booked against the rules.
      await page.getByRole('link', { name: t['desk.newTrip.openTrip'] }).click();
      await expect(page.getByRole('main')).toContainText('Vaste klant, chauffeur rijdt op verzoek');
    });
  });
}

test('the new trip opens with N from any desk page, but N typed in a field is just a letter', async ({ page }) => {
  await page.setViewportSize(desktop);
  const dispatcher = await createStaffMember('demo', 'dispatcher');
  await logIn(page, 'nl', dispatcher);
  const search = page.getByRole('searchbox').first();
  await search.click();
  await page.keyboard.type('n');
  await expect(search).toHaveValue('n');
  // The board searches for it once typing pauses: the letter stayed a letter, and the page is still the board.
  await expect(page).toHaveURL(/\/admin\?q=n$/);
  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.press('n');
  await expect(page).toHaveURL(`${demoUrl}/admin/trips/new`);
});
