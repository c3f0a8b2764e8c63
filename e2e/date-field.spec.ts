import { expect, test } from '@playwright/test';
import { formatDate } from '#common/format/text.ts';
import { openIn, texts } from './support/app.ts';
import { expectNoAccessibilityViolations } from './support/axe.ts';
import { demoUrl, languages } from './support/tenants.ts';
import { dateAhead, summary, tripForm } from './support/trip-steps.ts';

/*
 * The departure date typed as text in the format its label states, and the time by its two selects: the whole trip
 * by keyboard, without the browser's calendar (docs/decisions/027-combobox-and-date-input.md).
 */
for (const lang of languages) {
  test.describe(`the date field in ${lang}`, () => {
    const t = texts[lang];
    const format = t.dateFormat;

    test('a date typed by keyboard, a time chosen by keyboard, and the trip is in the cart', async ({ page }) => {
      await openIn(page, `${demoUrl}/trip/new`, lang);
      const form = tripForm(page, lang);
      const day = dateAhead(5);
      const typedDay = formatDate(day, lang);
      await expect(form.date).toHaveAccessibleName(new RegExp(`^${t.depDate} \\(${format.replaceAll('/', '\\/')}\\)`));
      await expect(form.date).toHaveAttribute('type', 'text');
      await form.date.focus();
      await page.keyboard.type(typedDay, { delay: 20 });
      // The day spelled out, as a check on day and month.
      const spelled = new Intl.DateTimeFormat(lang === 'nl' ? 'nl-NL' : 'en-GB', {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(`${day}T12:00:00Z`));
      await expect(form.date).toHaveAccessibleDescription(spelled);
      // Past the calendar button to the hour; typing picks the hour, the minutes follow at 00.
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: t.dateCalendar.replace('{{label}}', t.depDate) })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(form.hour).toBeFocused();
      await page.keyboard.type('15');
      await expect(form.hour).toHaveValue('15');
      await expect(form.minute).toHaveValue('00');

      for (const [input, text, option] of [
        [form.departure.address, 'Herestraat 12', /^Herestraat 12, 9711 LJ Groningen$/],
        [form.destination.address, 'Herestraat 1', /^Herestraat 1, 9711 LA Groningen$/],
      ] as const) {
        await input.focus();
        await page.keyboard.type(text, { delay: 20 });
        const list = page.locator(`#${await input.getAttribute('aria-controls')}`);
        await expect(list.getByRole('option', { name: option })).toBeVisible();
        const options = await list.getByRole('option').allTextContents();
        for (let step = 0; step <= options.findIndex((name) => option.test(name)); step++)
          await page.keyboard.press('ArrowDown');
        await page.keyboard.press('Enter');
        await expect(input).toHaveValue(option);
      }
      await form.addToCart.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(`${demoUrl}/cart`);
      await expect(page.getByRole('article').first()).toContainText(`${formatDate(day, lang)}, 15:00`);
    });

    test('a date that does not exist is refused at the date field, in words of the language', async ({ page }) => {
      await openIn(page, `${demoUrl}/trip/new`, lang);
      const form = tripForm(page, lang);
      const year = Number(dateAhead(400).slice(0, 4));
      await form.date.fill(lang === 'nl' ? `31-02-${year}` : `02/31/${year}`);
      await form.hour.selectOption('14');
      await form.addToCart.click();
      await expect(summary(page, lang).getByRole('link', { name: t.invalidDatetime })).toBeVisible();
      await expect(form.date).toHaveAttribute('aria-invalid', 'true');
      await expect(form.date).toHaveAccessibleDescription(t.invalidDatetime);
      await summary(page, lang).getByRole('link', { name: t.invalidDatetime }).click();
      await expect(form.date).toBeFocused();
      await expectNoAccessibilityViolations(page);
    });
  });
}
