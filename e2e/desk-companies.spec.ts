import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { openDatabase } from '#server/db/connect.ts';
import { readOutbox } from '#server-test/support/outbox.ts';
import { logIn } from './support/accounts.ts';
import { texts } from './support/app.ts';
import { expectNoAccessibilityViolations } from './support/axe.ts';
import { fill } from './support/checkout-steps.ts';
import { createStaffMember, deskTexts, followDeskMenu, logInAt } from './support/desk.ts';
import { languages, zakelijkUrl, type Language } from './support/tenants.ts';
import { bookTrip, plans } from './support/trip-steps.ts';

/**
 * The companies (docs/reference/screens.md#desk-companies; docs/decisions/049-companies.md), issue 23's "Done when": an
 * admin creates a company and a user, the user sets a password from the mail and books for a guest, and the desk shows
 * the guest.
 */

const dataDir = () => process.env.E2E_DATA_DIR ?? '';

/** The set-password link mailed to `email`, once the mail is in the outbox. */
async function welcomeLinkMailedTo(email: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const mail = (await readOutbox(dataDir())).find((message) => message.to.includes(email));
        link = /https?:\/\/\S+\/login\?welcome=[\w-]+/.exec(mail?.text ?? '')?.[0] ?? '';
        return link;
      },
      { timeout: 15_000 },
    )
    .not.toBe('');
  return link;
}

/** The trip number of the newest trip booked by the user, as the desk names it. */
async function newestTripOf(username: string): Promise<number> {
  const db = await openDatabase({ dataDir: dataDir(), databaseUrl: undefined });
  try {
    const row = await db
      .selectFrom('order_trips')
      .innerJoin('orders', 'orders.id', 'order_trips.order_id')
      .innerJoin('customers', 'customers.id', 'orders.customer_id')
      .select('order_trips.id')
      .where('customers.username', '=', username)
      .orderBy('order_trips.id', 'desc')
      .executeTakeFirstOrThrow();
    return row.id;
  } finally {
    await db.destroy();
  }
}

async function openCompanies(page: Page, lang: Language): Promise<void> {
  const t = deskTexts[lang];
  await followDeskMenu(page, lang, t['desk.companies.title']);
  await expect(page.getByRole('heading', { level: 1, name: t['desk.companies.title'] })).toBeFocused();
}

for (const lang of languages) {
  const t = deskTexts[lang];
  const c = texts[lang];

  test(`an admin adds a company and a user, who sets a password and books for a guest, ${lang}`, async ({ page }) => {
    test.setTimeout(120_000);
    const id = randomUUID().slice(0, 8);
    const company = `Hotel ${id}`;
    const user = { username: `receptie-${id}`, email: `receptie-${id}@hotel.example`, password: `Receptie-${id}-2026` };
    const guest = { name: `Mevrouw Jansen ${id}`, phone: '06 1234 5678' };

    const admin = await createStaffMember('zakelijk', 'admin');
    await page.setViewportSize({ width: 1280, height: 900 });
    await logInAt(page, lang, admin, zakelijkUrl);
    await openCompanies(page, lang);

    // The new company's form checks as the server does: the KvK number wrong, then right.
    const newCompany = page.getByRole('form', { name: t['desk.companies.newTitle'] });
    await newCompany.getByRole('textbox', { name: t['desk.companies.name'] }).fill(company);
    await newCompany
      .getByRole('textbox', { name: t['desk.companies.billingAddress'] })
      .fill('Vismarkt 3\n9711 KT Groningen');
    const kvk = newCompany.getByRole('textbox', { name: t['desk.companies.kvkNumber'] });
    await kvk.fill('1234');
    await newCompany
      .getByRole('textbox', { name: t['desk.companies.invoiceEmail'] })
      .fill(`factuur-${id}@hotel.example`);
    await newCompany.getByRole('textbox', { name: t['desk.companies.paymentTermsDays'] }).fill('30');
    await newCompany.getByRole('button', { name: t['desk.companies.add'] }).click();
    await expect(newCompany.getByText(t['desk.companies.kvkNumberInvalid']).first()).toBeVisible();
    await expect(newCompany.getByRole('textbox', { name: t['desk.companies.name'] })).toHaveValue(company);
    await kvk.fill('1234 5678');
    await newCompany.getByRole('button', { name: t['desk.companies.add'] }).click();
    await expect(
      page.getByRole('status').filter({ hasText: fill(t['desk.companies.added'], { name: company }) }),
    ).toBeVisible();

    const card = page.getByRole('article', { name: company });
    await expect(card).toContainText('12345678');
    await card.getByRole('button', { name: fill(t['desk.companies.addUserTo'], { name: company }) }).click();
    const dialog = page.getByRole('dialog', { name: fill(t['desk.companies.addUserTitle'], { name: company }) });
    await expect(dialog.getByRole('textbox', { name: t['desk.companies.username'] })).toBeFocused();
    await dialog.getByRole('textbox', { name: t['desk.companies.username'] }).fill(user.username);
    await dialog.getByRole('textbox', { name: t['desk.companies.email'] }).fill(user.email);
    await dialog.getByRole('textbox', { name: t['desk.companies.phone'] }).fill('050 311 2233');
    await expectNoAccessibilityViolations(page);
    await dialog.getByRole('button', { name: t['desk.companies.addUserSubmit'] }).click();
    await expect(dialog).toHaveCount(0);
    await expect(card.getByRole('cell', { name: t['desk.companies.stateWaiting'] })).toBeVisible();
    await expectNoAccessibilityViolations(page);

    // The user opens the mailed link and sets their own password.
    const link = await welcomeLinkMailedTo(user.email);
    expect(link.startsWith(`${zakelijkUrl}/login?welcome=`)).toBe(true);
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: c.setYourPassword })).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await page.getByRole('textbox', { name: c.newPassword, exact: true }).fill(user.password);
    await page.getByRole('textbox', { name: c.repeatPassword, exact: true }).fill(user.password);
    await page.getByRole('button', { name: c.savePassword }).click();
    await expect(page.getByRole('status').filter({ hasText: c.passwordSet })).toBeVisible();
    await logIn(page, lang, user);

    // The receptionist books for a guest.
    await page.goto(`${zakelijkUrl}/trip/new`);
    await bookTrip(page, lang, plans(lang).toStation);
    await page.getByRole('main').getByRole('link', { name: c.finalizeOnAccount }).click();
    await expect(page).toHaveURL(`${zakelijkUrl}/checkout`);
    const main = page.getByRole('main');
    await expect(main).toContainText(fill(c.bookForCompanyAs, { username: user.username, company }));
    const whoTravels = page.getByRole('group', { name: c.whoTravels });
    await expect(whoTravels.getByRole('radio', { name: c.travelsMyself })).toBeChecked();
    await whoTravels.getByRole('radio', { name: c.travelsSomeoneElse }).check();
    await page.getByRole('button', { name: c.bookNow }).click();
    await expect(page.getByText(c.passengerNameMissing)).toBeVisible();
    await page.getByRole('textbox', { name: c.passengerName }).fill(guest.name);
    await page.getByRole('textbox', { name: c.passengerPhone }).fill(guest.phone);
    await expectNoAccessibilityViolations(page);
    await page.getByRole('button', { name: c.bookNow }).click();
    await expect(page.getByRole('status').filter({ hasText: c.bookingSuccess })).toBeVisible({ timeout: 15_000 });

    // The desk's trip page names the guest, so the driver is sent to the right person.
    const tripId = await newestTripOf(user.username);
    await page.goto(`${zakelijkUrl}/admin/trips/${tripId}`);
    const customer = page.getByRole('region', { name: t.deskTripCustomer, exact: true });
    await expect(customer).toContainText(guest.name);
    await expect(customer).toContainText(user.username);
  });
}
