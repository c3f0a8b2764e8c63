import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { formatDayTime } from '#common/format/date.ts';
import { createAccount, logIn as logInCustomer } from './support/accounts.ts';
import { openIn, texts } from './support/app.ts';
import { expectNoAccessibilityViolations } from './support/axe.ts';
import {
  chooseLanguage,
  createStaffMember,
  deskLogin,
  deskTexts,
  laterToday,
  logInToDesk,
  showBoardOptions,
  storeTrips,
  type StoredTrip,
} from './support/desk.ts';
import { layoutShiftOf, watchLayoutShift } from './support/layout-shift.ts';
import { languages, zakelijkUrl, type Language } from './support/tenants.ts';
import { bookTrip, dateAhead, plans, tripForm } from './support/trip-steps.ts';

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

/** A word found only in this test's trips, so that what parallel journeys book does not count. */
const uniqueWord = () => `qz${randomUUID().replaceAll('-', '').slice(0, 8)}`;

/** The day `days` after a date `YYYY-MM-DD`. */
const dayAfter = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Logs a fresh dispatcher of the business tenant in, and searches the board for `word`. */
async function boardSearchingFor(page: Page, lang: Language, word: string): Promise<void> {
  const t = deskTexts[lang];
  const dispatcher = await createStaffMember('zakelijk', 'dispatcher');
  await page.goto(`${zakelijkUrl}/admin/login`);
  await expect(deskLogin(page, 'nl').email).toBeVisible();
  if (lang === 'en') await chooseLanguage(page, 'en');
  await logInToDesk(page, lang, dispatcher);
  await showBoardOptions(page, lang);
  const search = page.getByRole('searchbox', { name: t.deskBoardSearch });
  await search.fill(word);
  await search.press('Enter');
  await expect(page).toHaveURL(new RegExp(`q=${word}`));
}

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
    await showBoardOptions(page, lang);
    await page.getByLabel(t.deskBoardRange).selectOption('any');
    await expect(page).toHaveURL(/range=any/);
    await expectNoAccessibilityViolations(page);

    const flight = `KL${String(Date.now()).slice(-4)}`;
    const customer = await browser.newContext();
    await bookOnAccount(await customer.newPage(), lang, flight);
    await customer.close();
    const notice = page.getByRole('status').filter({ hasText: new RegExp(`${t.deskBoardOpenTrip}`) });
    await expect(notice).toBeVisible({ timeout: 2_000 });
    // The pickup with its day: a trip booked for another day is not today's.
    await expect(notice).toContainText(
      fill(t.deskBoardNewTripAt, { trip: 'X', time: formatDayTime(`${dateAhead(3)} 09:00`, lang) }).split('X')[1] ?? '',
    );
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
    // The page shows the rows before the app runs; its keys work once the app has taken over (its tabs enabled).
    await expect(selected).toBeEnabled();
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

for (const lang of languages) {
  const t = deskTexts[lang];

  test(`the date presets and a chosen range show the trips of their dates, and the export keeps Dutch letters, ${lang}`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewports.desktop);
    const word = uniqueWord();
    const today = dateAhead(0);
    // A customer per day, named by it: yesterday, today, tomorrow, the day after, in nine and in ten days.
    const byDay = { Anouk: -1, Bram: 0, Cas: 1, Dewi: 2, Eef: 9, Fleur: 10 } as const;
    const trips: StoredTrip[] = Object.entries(byDay).map(([first, days]) => ({
      name: `Zoë ${first} ${word}`,
      datetime: `${dayAfter(today, days)} ${days === 0 ? '23:55' : '12:00'}`,
    }));
    await storeTrips(trips);
    await boardSearchingFor(page, lang, word);

    const rows = page.getByRole('table', { name: t.deskBoardCaption }).getByRole('row');
    const range = page.getByLabel(t.deskBoardRange);
    const expectTrips = async (firsts: readonly (keyof typeof byDay)[]) => {
      if (firsts.length === 0) {
        await expect(page.getByText(t.deskBoardEmpty)).toBeVisible();
        return;
      }
      await expect(rows).toHaveCount(firsts.length + 1);
      for (const [index, first] of firsts.entries()) await expect(rows.nth(index + 1)).toContainText(`Zoë ${first}`);
    };

    // Today is where the board opens.
    await expect(range).toHaveValue('today');
    await expectTrips(['Bram']);
    await range.selectOption('tomorrow');
    await expect(page).toHaveURL(/range=tomorrow/);
    await expectTrips(['Cas']);

    await range.selectOption('todayTomorrow');
    await expect(page).toHaveURL(/range=todayTomorrow/);
    await expectTrips(['Bram', 'Cas']);

    // This week runs from today through the sixth day after it, whatever the weekday.
    await range.selectOption('week');
    await expect(page).toHaveURL(/range=week/);
    await expectTrips(['Bram', 'Cas', 'Dewi']);

    // A chosen range includes its last day.
    await range.selectOption('custom');
    await page.getByLabel(t.deskBoardFrom).fill(dayAfter(today, 9));
    await page.getByLabel(t.deskBoardTo).fill(dayAfter(today, 10));
    await expect(page).toHaveURL(new RegExp(`from=${dayAfter(today, 9)}`));
    await expectTrips(['Eef', 'Fleur']);
    await page.getByLabel(t.deskBoardTo).fill(dayAfter(today, 9));
    await expectTrips(['Eef']);
    await expectNoAccessibilityViolations(page);

    // The export is what the board shows, for Excel: UTF-8 with a byte order mark, fields split by semicolons.
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: t.deskBoardExport }).click();
    const csv = await readFile((await (await download).path()) ?? '');
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csv.subarray(3).toString('utf8').trim().split(/\r?\n/);
    expect(lines).toHaveLength(2);
    const [header, row] = lines.map((line) => line.split(';'));
    expect(header?.length).toBeGreaterThan(5);
    expect(row).toHaveLength(header?.length ?? 0);
    expect(row).toContain(`Zoë Eef ${word}`);

    await range.selectOption('any');
    await expectTrips(['Anouk', 'Bram', 'Cas', 'Dewi', 'Eef', 'Fleur']);
  });

  test(`on a phone the first trips show on the first screen, the filters folded behind one button, ${lang}`, async ({
    page,
  }) => {
    const word = uniqueWord();
    await storeTrips([{ name: `Ilse ${word}`, datetime: laterToday() }]);
    await page.setViewportSize({ width: 375, height: 667 });
    const dispatcher = await createStaffMember('zakelijk', 'dispatcher');
    await page.goto(`${zakelijkUrl}/admin/login`);
    await expect(deskLogin(page, 'nl').email).toBeVisible();
    if (lang === 'en') await chooseLanguage(page, 'en');
    await logInToDesk(page, lang, dispatcher);
    const rows = page.getByRole('table', { name: t.deskBoardCaption }).getByRole('row');
    await expect(rows.nth(1)).toBeVisible();
    const first = await rows.nth(1).boundingBox();
    expect(first?.y ?? 667, 'the first trip starts on the first screen').toBeLessThan(667 - 100);
    const toggle = page.getByRole('button', { name: new RegExp(`^${t.deskBoardOptions}`) });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toContainText(t.deskBoardRange_today);
    await expect(page.getByLabel(t.deskBoardRange)).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByLabel(t.deskBoardRange)).toBeVisible();
    await expect(page.getByRole('searchbox', { name: t.deskBoardSearch })).toBeVisible();
  });

  test(`the board comes with its trips in the page: opening it moves nothing and asks nothing first, ${lang}`, async ({
    page,
    context,
    browser,
  }) => {
    const word = uniqueWord();
    await storeTrips([{ name: `Jip ${word}`, datetime: laterToday() }]);
    const dispatcher = await createStaffMember('zakelijk', 'dispatcher');
    await page.goto(`${zakelijkUrl}/admin/login`);
    await expect(deskLogin(page, 'nl').email).toBeVisible();
    if (lang === 'en') await chooseLanguage(page, 'en');
    await logInToDesk(page, lang, dispatcher);

    // Without JavaScript the page alone shows the member and the trip.
    const bare = await browser.newContext({ javaScriptEnabled: false });
    await bare.addCookies(await context.cookies());
    const barePage = await bare.newPage();
    await barePage.goto(`${zakelijkUrl}/admin?q=${word}`);
    await expect(barePage.getByRole('table', { name: t.deskBoardCaption })).toContainText(`Jip ${word}`);
    await expect(barePage.getByRole('banner')).toContainText(dispatcher.name);
    await bare.close();

    await page.setViewportSize({ width: 375, height: 800 });
    await watchLayoutShift(page);
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto(`${zakelijkUrl}/admin?q=${word}`);
    await expect(page.getByRole('table', { name: t.deskBoardCaption })).toContainText(`Jip ${word}`);
    await page.waitForLoadState('networkidle');
    // The app has taken over: its options button works.
    const toggle = page.getByRole('button', { name: new RegExp(`^${t.deskBoardOptions}`) });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(asked.filter((path) => path === '/api/admin/me')).toEqual([]);
    const shifted = await layoutShiftOf(page);
    expect(shifted).toBeLessThanOrEqual(0.02);
  });

  test(`more trips than a page go a page at a time, ${lang}`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewports.desktop);
    const word = uniqueWord();
    const tomorrow = dateAhead(1);
    await storeTrips(
      Array.from({ length: 53 }, (_, index) => ({
        name: `Loïs ${word} ${index + 1}`,
        datetime: `${tomorrow} ${String(6 + Math.floor(index / 4)).padStart(2, '0')}:${String((index % 4) * 15).padStart(2, '0')}`,
      })),
    );
    await boardSearchingFor(page, lang, word);
    await page.getByLabel(t.deskBoardRange).selectOption('tomorrow');

    const rows = page.getByRole('table', { name: t.deskBoardCaption }).getByRole('row');
    const pages = page.getByRole('navigation', { name: t.deskBoardPages });
    const count = (at: number) =>
      `${fill(t.deskBoardTotal_other, { count: 53 })} ${fill(t.deskBoardPage, { page: at, pages: 2 })}`;
    await expect(pages).toContainText(count(1));
    await expect(rows).toHaveCount(51);
    await expect(rows.nth(1)).toContainText(`Loïs ${word} 1`);
    await expect(pages.getByRole('button', { name: t.deskBoardPrevious })).toBeDisabled();

    await pages.getByRole('button', { name: t.deskBoardNext }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(pages).toContainText(count(2));
    await expect(rows).toHaveCount(4);
    await expect(rows.nth(1)).toContainText(`Loïs ${word} 51`);
    await expect(rows.nth(3)).toContainText(`Loïs ${word} 53`);
    await expect(pages.getByRole('button', { name: t.deskBoardNext })).toBeDisabled();

    await pages.getByRole('button', { name: t.deskBoardPrevious }).click();
    await expect(page).not.toHaveURL(/page=2/);
    await expect(pages).toContainText(count(1));
    await expect(rows).toHaveCount(51);
  });
}
