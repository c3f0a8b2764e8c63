import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { createAccount, logIn as logInCustomer } from './support/accounts.ts';
import { openIn, texts } from './support/app.ts';
import { expectNoAccessibilityViolations } from './support/axe.ts';
import { chooseLanguage, createStaffMember, deskLogin, deskTexts, logInToDesk } from './support/desk.ts';
import { languages, zakelijkUrl, type Language } from './support/tenants.ts';
import { bookTrip, plans, tripForm } from './support/trip-steps.ts';

/** The board (docs/reference/screens.md#desk-board): a fresh dispatcher of the business tenant, trips booked in the test. */

const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((result, [key, value]) => result.replace(`{{${key}}}`, String(value)), text);

/** Books a trip on account as a logged-in business customer in a page of its own. */
async function bookOnAccount(page: Page, lang: Language, flightNumber: string): Promise<void> {
  const t = texts[lang];
  const account = await createAccount();
  await openIn(page, `${zakelijkUrl}/trip/new`, lang);
  await logInCustomer(page, lang, account);
  await expect(tripForm(page, lang).date).toBeVisible();
  await bookTrip(page, lang, { ...plans(lang).toSchiphol, flightNumber });
  await page.getByRole('main').getByRole('link', { name: t.finalizeOnAccount }).click();
  await expect(page.getByRole('status').filter({ hasText: t.bookingSuccess })).toBeVisible({ timeout: 15_000 });
}

const viewports = { desktop: { width: 1280, height: 860 }, phone: { width: 390, height: 844 } };

for (const [lang, device] of languages.flatMap((lang) =>
  (['desktop', 'phone'] as const).map((d) => [lang, d] as const),
)) {
  const t = deskTexts[lang];

  test(`a dispatcher sees a booking arrive, filters by keyboard, exports and opens the trip, ${lang}, ${device}`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewports[device]);
    const dispatcher = await createStaffMember('zakelijk', 'dispatcher');
    await page.goto(`${zakelijkUrl}/admin/login`);
    await expect(deskLogin(page, 'nl').email).toBeVisible();
    if (lang === 'en') await chooseLanguage(page, 'en');
    await logInToDesk(page, lang, dispatcher);
    const tabs = page.getByRole('tablist', { name: t.deskBoardTabs });
    await expect(tabs.getByRole('tab', { name: new RegExp(`^${t.deskBoardTab_open}`) })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.getByLabel(t.deskBoardRange).selectOption('any');
    await expect(page).toHaveURL(/range=any/);
    await expectNoAccessibilityViolations(page);

    const flight = `KL${String(Date.now()).slice(-4)}`;
    const customer = await browser.newContext();
    await bookOnAccount(await customer.newPage(), lang, flight);
    await customer.close();
    const notice = page.getByRole('status').filter({ hasText: new RegExp(`${t.deskBoardOpenTrip}`) });
    await expect(notice).toBeVisible({ timeout: 2_000 });
    await expect(notice).toContainText(fill(t.deskBoardNewTripAt, { trip: 'X', time: '09:00' }).split('X')[1] ?? '');
    await expectNoAccessibilityViolations(page);

    // Keyboard only: the tabs by arrows, the search by "/", the trip by Enter.
    const selected = tabs.getByRole('tab', { selected: true });
    await selected.focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: new RegExp(`^${t.deskBoardTab_new}`) })).toBeFocused();
    await expect(page).toHaveURL(/tab=new/);
    await page.keyboard.press('/');
    const search = page.getByRole('searchbox', { name: t.deskBoardSearch });
    await expect(search).toBeFocused();
    await page.keyboard.type('zzz-nothing');
    await page.keyboard.press('Enter');
    await expect(page.getByText(t.deskBoardEmpty)).toBeVisible();
    await search.fill(flight);
    await search.press('Enter');
    await expect(page).toHaveURL(new RegExp(`q=${flight}`));
    const rows = page.getByRole('table', { name: t.deskBoardCaption }).getByRole('row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText(flight);

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: t.deskBoardExport }).click();
    const csv = await readFile((await (await download).path()) ?? '');
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.toString('utf8')).toContain(';');
    expect(csv.toString('utf8')).toContain(flight);

    await page.reload();
    await expect(rows).toHaveCount(2);
    const link = rows.nth(1).getByRole('link').first();
    // From the search the Tab key goes on to the chosen tab, then into the table.
    await page.keyboard.press('/');
    await expect(search).toBeFocused();
    for (let step = 0; step < 8 && !(await link.evaluate((node) => node === document.activeElement)); step += 1) {
      await page.keyboard.press('Tab');
    }
    await expect(link).toBeFocused();
    // The trip's page comes with the trip detail screen: the journey asks only that Enter goes there.
    const opened = page.waitForEvent('framenavigated', (frame) => /\/admin\/trips\/\d+$/.test(frame.url()));
    await page.keyboard.press('Enter');
    await opened;
  });
}
