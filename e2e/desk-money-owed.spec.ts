import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { tripDetailReplySchema, type TripDetailReply } from '#common/contracts/desk-trips.ts';
import { readOutbox } from '#server-test/support/outbox.ts';
import { manageLinkMailedTo } from './support/accounts.ts';
import { texts } from './support/app.ts';
import { expectNoAccessibilityViolations } from './support/axe.ts';
import { fill } from './support/checkout-steps.ts';
import { bookAndPayAsGuest, logIn, tripOf } from './support/desk-trips.ts';
import { createStaffMember, deskTexts } from './support/desk.ts';
import { demoUrl, languages, type Language } from './support/tenants.ts';

/**
 * What a raised price leaves to pay (docs/reference/screens.md#desk-trip, docs/decisions/048-owed-and-refund-follow-up.md):
 * a dispatcher raises a paid trip's price with a reason, the trip page says what is still to pay, the board marks it, the
 * customer sees it on their manage page, opens the link of the mail about the change and pays on the simulator, and the desk shows it
 * paid.
 */

const desktop = { width: 1280, height: 900 };

async function detailOf(page: Page, tripId: number): Promise<TripDetailReply> {
  const reply = await page.request.get(`${demoUrl}/api/admin/trips/${tripId}`);
  expect(reply.status()).toBe(200);
  return tripDetailReplySchema.parse(await reply.json());
}

/** Screenshots at a phone's and a desk's width when `MONEY_SHOTS_DIR` names a folder (docs/reference/screens.md). */
async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.MONEY_SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: join(dir, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize(desktop);
}

/** The address of the payment link in the mail of the change to `email`, once that mail is in the outbox. */
async function owedLinkMailedTo(email: string, url: string): Promise<string> {
  const dataDir = process.env.E2E_DATA_DIR ?? '';
  let link = '';
  await expect
    .poll(
      async () => {
        const mails = (await readOutbox(dataDir)).filter((mail) => mail.to.includes(email));
        link = mails.map((mail) => mail.text).find((text) => text.includes(url)) === undefined ? '' : url;
        return link;
      },
      { timeout: 15_000 },
    )
    .not.toBe('');
  return link;
}

for (const lang of languages as readonly Language[]) {
  const t = deskTexts[lang];
  const c = texts[lang];

  test.describe(`what a raised price leaves to pay, in ${lang}`, () => {
    test.describe.configure({ timeout: 180_000 });

    test('a dispatcher raises a paid trip’s price, the customer pays the rest from the mail, the desk sees it paid', async ({
      page,
    }) => {
      await page.setViewportSize(desktop);
      const { reference, email } = await bookAndPayAsGuest(page, lang);
      const dispatcher = await createStaffMember('demo', 'dispatcher');
      await logIn(page, lang, dispatcher);
      const tripId = await tripOf(page, reference);
      const before = await detailOf(page, tripId);

      // The price by hand, with its reason, on the trip's edit page.
      await page.goto(`${demoUrl}/admin/trips/${tripId}/edit`);
      const price = page.getByRole('textbox', { name: t.deskEditPrice });
      await price.fill('99');
      await page.getByRole('textbox', { name: t.deskEditPriceReason }).fill('Extra stop');
      await page.getByRole('button', { name: t.deskEditQuote }).click();
      await page.getByRole('button', { name: t.deskEditSave }).click();
      await expect(page).toHaveURL(`${demoUrl}/admin/trips/${tripId}`);

      const owedCents = 9900 - before.trip.priceCents;
      const owed = `€ ${Math.floor(owedCents / 100)},${String(owedCents % 100).padStart(2, '0')}`;
      const order = page.getByRole('region', { name: t.deskTripOrder });
      await expect(order.getByText(t.deskOwed, { exact: true })).toBeVisible();
      await expect(order).toContainText(owed);
      // The order's total is what it costs now; what was paid has a row of its own.
      const orderRow = (label: string) =>
        order.locator('.label-value').filter({ has: page.locator('dt').getByText(label, { exact: true }) });
      await expect(orderRow(t.deskTripTotal)).toContainText('€ 99,00');
      await expect(orderRow(t.deskTripPaidSoFar)).toContainText(before.order.total);
      const send = order.getByRole('button', { name: new RegExp(`^${t.deskOwedSend}`) });
      await expect(send).toBeVisible();
      await expectNoAccessibilityViolations(page);
      await shot(page, `desk-trip-owed-${lang}`);

      // The button mails the same link again, and says so.
      await send.click();
      // The edit's own message may still be shown beside it.
      await expect(
        page.getByRole('status').filter({ hasText: fill(t.deskOwedSent, { amount: owed, email }) }),
      ).toBeVisible();
      const link = (await detailOf(page, tripId)).order.owedLink;
      expect(link?.amountCents).toBe(owedCents);

      // The board marks it in words, and its money filter finds it.
      await page.goto(`${demoUrl}/admin?range=any&money=toPay&q=${encodeURIComponent(reference)}`);
      await expect(page.getByRole('combobox', { name: t.deskBoardMoney })).toHaveValue('toPay');
      const row = page.getByRole('row').filter({ hasText: reference });
      await expect(row).toContainText(fill(t.deskMoneyToPayAmount, { amount: owed }));
      await expectNoAccessibilityViolations(page);

      // The customer's manage page says the same amount.
      await page.goto(`${demoUrl}${await manageLinkMailedTo(email)}`);
      await expect(page.getByRole('heading', { name: fill(c.manageOwed, { amount: owed }) })).toBeVisible();
      const summary = page.locator('.manage__summary .label-value');
      await expect(summary.filter({ has: page.locator('dt').getByText(c.manageTotal, { exact: true }) })).toContainText(
        '€ 99,00',
      );
      await expect(summary.filter({ has: page.locator('dt').getByText(c.managePaid, { exact: true }) })).toContainText(
        before.order.total,
      );
      await expect(page.getByRole('button', { name: fill(c.manageOwedPay, { amount: owed }) })).toBeVisible();
      await expectNoAccessibilityViolations(page);
      await shot(page, `manage-owed-${lang}`);

      // The link in the mail about the change, paid on the simulator, leads back to the manage page, paid in full.
      await page.goto(await owedLinkMailedTo(email, link!.url));
      await expect(page.getByRole('heading', { name: 'Payment simulator' })).toBeVisible();
      await page.getByRole('button', { name: 'paid', exact: true }).click();
      await expect(page).toHaveURL(/\/manage\//);
      await expect(page.getByRole('main')).toContainText(c.managePaid);
      await expect(page.getByRole('main')).toContainText('€ 99,00');
      await expect(page.getByRole('heading', { name: fill(c.manageOwed, { amount: owed }) })).toHaveCount(0);

      // The desk: nothing to pay any more, the payment in the history.
      await page.goto(`${demoUrl}/admin/trips/${tripId}`);
      await expect(order).toContainText('€ 99,00');
      await expect(order.getByText(t.deskOwed, { exact: true })).toHaveCount(0);
      await expect(page.getByRole('table').last()).toContainText(`${t.deskHistory_payment} ${owed}`);
      expect((await detailOf(page, tripId)).order).toMatchObject({ owedCents: 0, totalCents: 9900 });
      await expectNoAccessibilityViolations(page);
    });
  });
}
