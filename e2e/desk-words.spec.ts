import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { formatDate } from '#common/format/text.ts';
import { formatDay, formatDayTime } from '#common/format/date.ts';
import { expectNoAccessibilityViolations } from './support/axe.ts';
import { fill } from './support/checkout-steps.ts';
import {
  chooseLanguage,
  createStaffMember,
  deskLogin,
  deskMenu,
  deskTexts,
  laterToday,
  logInToDesk,
  showBoardOptions,
  storeDriver,
  storeTrips,
} from './support/desk.ts';
import { languages, zakelijkUrl, type Language } from './support/tenants.ts';
import { dateAhead } from './support/trip-steps.ts';

/*
 * Issue 20, items 6 and 5 (docs/decisions/037-words-dates-and-run-sheets.md): the board's luggage, remarks, long names
 * and print, and a driver's run sheet on screen, on paper and as a PDF; at 1280 px in nl and en.
 */

const desktop = { width: 1280, height: 860 };

/** A word found only in this test's trips. */
const uniqueWord = () => `qw${randomUUID().replaceAll('-', '').slice(0, 8)}`;

async function logInDispatcher(page: Page, lang: Language): Promise<void> {
  const dispatcher = await createStaffMember('zakelijk', 'dispatcher');
  await page.setViewportSize(desktop);
  await page.goto(`${zakelijkUrl}/admin/login`);
  await expect(deskLogin(page, 'nl').email).toBeVisible();
  if (lang === 'en') await chooseLanguage(page, 'en');
  await logInToDesk(page, lang, dispatcher);
}

for (const lang of languages) {
  const t = deskTexts[lang];

  test(`the board shows luggage and remarks, keeps long names within 1280 px, and prints the table only, ${lang}`, async ({
    page,
  }) => {
    const word = uniqueWord();
    const long = `Maximiliaan-Alexander van Oldenbarnevelt tot Wassenaar-Obdam ${word}`;
    const pickup = laterToday();
    await storeTrips([{ name: long, datetime: pickup, luggage: 3, extraInfo: 'Kinderzitje graag, bel bij aankomst' }]);
    await logInDispatcher(page, lang);
    await showBoardOptions(page, lang);
    const search = page.getByRole('searchbox', { name: t.deskBoardSearch });
    await search.fill(word);
    await search.press('Enter');
    const table = page.getByRole('table', { name: t.deskBoardCaption });
    const row = table.getByRole('row').nth(1);
    await expect(row).toContainText(fill(t.deskWordsLuggage_other, { count: 3 }));
    await expect(row).toContainText('Kinderzitje graag, bel bij aankomst');
    // The pickup in the one date format with the weekday.
    await expect(row.getByRole('link').first()).toHaveText(formatDayTime(pickup, lang));
    // The name ends in "…" on screen; its whole text is its title and in the page.
    const name = row.locator('.board-row__name');
    await expect(name).toHaveAttribute('title', long);
    await expect(name).toHaveText(long);
    const clipped = await name.evaluate((element) => element.scrollWidth > element.clientWidth);
    expect(clipped, 'the long name is cut on screen').toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    await expectNoAccessibilityViolations(page);

    // Nothing found: the board offers today's open trips, the filter it does not show.
    await search.fill(`${word}x`);
    await search.press('Enter');
    await expect(page.getByText(t.deskBoardEmpty)).toBeVisible();
    await page.getByRole('button', { name: t.deskBoardReset }).click();
    await expect(page).toHaveURL(`${zakelijkUrl}/admin`);
    await expect(page.getByRole('button', { name: t.deskBoardReset })).toHaveCount(0);

    // On paper: the trips, not the desk around them.
    await page.goto(`${zakelijkUrl}/admin?q=${word}`);
    await expect(table).toContainText(word);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('tablist', { name: t.deskBoardTabs })).toBeHidden();
    await expect(page.getByRole('searchbox', { name: t.deskBoardSearch })).toBeHidden();
    await expect(table).toBeVisible();
    await expect(name).toHaveCSS('white-space', 'normal');
  });

  test(`a driver's run sheet: chosen by driver and day, printed without the desk, and as a PDF, ${lang}`, async ({
    page,
  }) => {
    const word = uniqueWord();
    const driver = `Chauffeur ${word}`;
    const driverId = await storeDriver('zakelijk', driver);
    const day = dateAhead(2);
    await storeTrips([
      { name: `Anneke ${word}`, datetime: `${day} 14:15`, driverId },
      { name: `Bram ${word}`, datetime: `${day} 06:45`, driverId, luggage: 2, extraInfo: 'Bord met naam' },
      { name: `Cas ${word}`, datetime: `${dateAhead(3)} 08:00`, driverId },
    ]);
    await logInDispatcher(page, lang);
    await deskMenu(page, lang).getByRole('link', { name: t.deskRunSheet }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.deskRunSheet })).toBeVisible();
    await expect(page.getByText(t.deskRunSheetChoose)).toBeVisible();

    await page.getByLabel(t.deskRunSheetDriver, { exact: true }).selectOption({ label: driver });
    const date = page.getByRole('textbox', { name: new RegExp(`^${t.deskRunSheetDate}`) });
    await date.fill(formatDate(day, lang));
    await expect(page).toHaveURL(new RegExp(`driver=${driverId}&date=${day}`));
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(
      fill(t.deskRunSheetOf, { name: driver, day: formatDay(day, lang) }),
    );
    await expect(
      page.getByRole('status').filter({ hasText: fill(t.deskRunSheetCount_other, { count: 2 }) }),
    ).toBeVisible();
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(3);
    // By pickup time, the other day's trip not on it.
    await expect(rows.nth(1)).toContainText('06:45');
    await expect(rows.nth(1)).toContainText(`Bram ${word}`);
    await expect(rows.nth(1)).toContainText('Bord met naam');
    await expect(rows.nth(2)).toContainText('14:15');
    await expect(page.getByRole('table')).not.toContainText(`Cas ${word}`);
    await expectNoAccessibilityViolations(page);

    const pdfLink = page.getByRole('link', { name: t.deskRunSheetPdf });
    const href = (await pdfLink.getAttribute('href')) ?? '';
    expect(href).toBe(`/api/admin/drivers/${driverId}/run-sheet.pdf?date=${day}&lang=${lang}`);
    const pdf = await page.evaluate(async (url) => {
      const reply = await fetch(url);
      return { type: reply.headers.get('content-type'), start: (await reply.text()).slice(0, 5) };
    }, href);
    expect(pdf).toEqual({ type: 'application/pdf', start: '%PDF-' });

    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByLabel(t.deskRunSheetDriver, { exact: true })).toBeHidden();
    await expect(page.getByRole('button', { name: t.deskRunSheetPrint })).toBeHidden();
    await expect(page.getByRole('table')).toBeVisible();
  });
}
