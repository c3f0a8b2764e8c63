import { randomInt, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectNoAccessibilityViolations } from './support/axe.ts';
import {
  chooseLanguage,
  createStaffMember,
  deskLogin,
  deskMenu,
  deskMenuLink,
  followDeskMenu,
  deskTexts,
  logInToDesk,
  storeDriver,
  storeTrips,
} from './support/desk.ts';
import { languages, zakelijkUrl } from './support/tenants.ts';

/**
 * The owner reads the month's figures (docs/reference/screens.md#desk-figures, docs/decisions/052-figures.md): trips of
 * a month long past stored on the business tenant (on account, two driven by one driver, one still open), the page
 * opened from the menu, the month's revenue and the driver's line read, the bookkeeper's CSV downloaded. Each journey
 * takes a month of its own, so no other journey's trips count.
 */

const desktop = { width: 1280, height: 900 };

/** A month long past that no other run of this journey is likely to have used: its trips are this run's alone. */
function unusedMonth(): { year: number; month: number } {
  const pick = randomInt(25 * 12);
  return { year: 2000 + Math.floor(pick / 12), month: (pick % 12) + 1 };
}

for (const lang of languages) {
  const t = deskTexts[lang];

  test(`the owner reads the month's figures and downloads the CSV, ${lang}`, async ({ page }) => {
    const { year, month: monthNumber } = unusedMonth();
    const month = `${year}-${String(monthNumber).padStart(2, '0')}`;
    const name = `${t[`desk.figures.month_${monthNumber}` as keyof typeof t]} ${year}`;
    const driver = `Fenna Figuur ${randomUUID().slice(0, 8)}`;
    const driverId = await storeDriver('zakelijk', driver);
    await storeTrips([
      { name: 'Hotel Aa', datetime: `${month}-03 09:00`, driverId, done: true },
      { name: 'Hotel Aa', datetime: `${month}-17 14:30`, driverId, done: true },
      { name: 'Hotel Bb', datetime: `${month}-20 08:00` },
    ]);
    const owner = await createStaffMember('zakelijk', 'admin');
    await page.setViewportSize(desktop);
    await page.goto(`${zakelijkUrl}/admin/login`);
    await expect(deskLogin(page, 'nl').email).toBeVisible();
    if (lang === 'en') await chooseLanguage(page, 'en');
    await logInToDesk(page, lang, owner);

    await followDeskMenu(page, lang, t['desk.figures.title']);
    await expect(page.getByRole('heading', { level: 1, name: t['desk.figures.title'] })).toBeVisible();
    await page.getByRole('radio', { name: t['desk.figures.period_month'] }).check();
    await page
      .getByRole('textbox', { name: t['desk.figures.date'] })
      .fill(lang === 'nl' ? `15-${month.slice(5)}-${month.slice(0, 4)}` : `15/${month.slice(5)}/${month.slice(0, 4)}`);
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();

    const revenue = page.getByRole('listitem', { name: t['desk.figures.revenue'] });
    const amount = lang === 'nl' ? '€ 25,00' : '€25.00';
    await expect(revenue.getByRole('paragraph')).toHaveText(amount);
    await expect(revenue.getByRole('definition')).toHaveText([
      lang === 'nl' ? '€ 0,00' : '€0.00',
      lang === 'nl' ? '€ 0,00' : '€0.00',
      amount,
    ]);
    const trips = page.getByRole('listitem', { name: t['desk.figures.trips'] });
    await expect(trips).toContainText(t['desk.figures.tripsDone_other'].replace('{{count}}', '2'));

    const drivers = page.getByRole('table', { name: t['desk.figures.driversCaption'].replace('{{period}}', name) });
    const line = drivers.getByRole('row', { name: new RegExp(driver) });
    await expect(line.getByRole('cell')).toHaveText([
      driver,
      '2',
      amount,
      lang === 'nl' ? '€ 0,00' : '€0.00',
      lang === 'nl' ? '€ 0,00' : '€0.00',
    ]);

    await page.getByText(t['desk.figures.perDayTable']).click();
    const days = page.getByRole('table', { name: t['desk.figures.perDayCaption'].replace('{{period}}', name) });
    // The header row and a row for every day of the month.
    await expect(days.getByRole('row')).toHaveCount(new Date(Date.UTC(year, monthNumber, 0)).getUTCDate() + 1);
    await expectNoAccessibilityViolations(page);

    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: t['desk.figures.csv'] }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${lang === 'nl' ? 'cijfers' : 'figures'}-month-${month}-15.csv`);
    const lines = (await readFile(await download.path(), 'utf8'))
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      lang === 'nl'
        ? 'Datum;Referentie;Ritnummer;Klant of bedrijf;Chauffeur;Betaalwijze;Prijs;Betaald;Btw 9% van betaald;Terugbetaald;Nog te betalen'
        : 'Date;Reference;Trip number;Customer or company;Driver;Way of payment;Price;Paid;VAT 9% of paid;Refunded;Still owed',
    );
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(`;Hotel Aa;${driver};${lang === 'nl' ? 'Op rekening;12,50' : 'On account;12.50'};`);
  });

  test(`a dispatcher has no figures in the menu, and the page says so, ${lang}`, async ({ page }) => {
    const dispatcher = await createStaffMember('zakelijk', 'dispatcher');
    await page.setViewportSize(desktop);
    await page.goto(`${zakelijkUrl}/admin/login`);
    await expect(deskLogin(page, 'nl').email).toBeVisible();
    if (lang === 'en') await chooseLanguage(page, 'en');
    await logInToDesk(page, lang, dispatcher);
    await expect(deskMenu(page, lang).getByRole('link', { name: t.deskPlan })).toBeVisible();
    await expect(deskMenuLink(page, lang, t['desk.figures.title'])).toHaveCount(0);
    await page.goto(`${zakelijkUrl}/admin/figures?period=month`);
    await expect(page.getByRole('heading', { level: 1, name: t.deskNoAccess })).toBeVisible();
    await expect(page.getByRole('link', { name: t['desk.figures.csv'] })).toHaveCount(0);
  });
}
