import { expect, type Page } from '@playwright/test';
import { texts } from './app.ts';
import { demoUrl, type Language } from './tenants.ts';
import { bookTrip, plans } from './trip-steps.ts';

export const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((result, [key, value]) => result.replace(`{{${key}}}`, String(value)), text);

/** The error summary a submit with problems puts at the top of a form, named by its heading. */
export function errorSummary(page: Page, lang: Language) {
  const t = texts[lang];
  const titles = [t.errorSummaryTitle_one, t.errorSummaryTitle_other.replace('{{count}}', '\\d+')];
  return page.getByRole('region', { name: new RegExp(`^(${titles.join('|')})$`) });
}

/** The checkout's own controls by the names a visitor reads. */
export function checkout(page: Page, lang: Language) {
  const t = texts[lang];
  // The link's name includes its "opens in a new tab" note, and the checkbox's label the link.
  const termsLinkText = `${t.agreeTermsLink} ${t.opensInNewTab}`;
  return {
    summary: page.getByRole('region', { name: t.yourOrder }),
    terms: page.getByRole('checkbox', { name: `${t.agreeTermsIntro} ${termsLinkText}` }),
    termsLink: page.getByRole('link', { name: termsLinkText }),
    payNow: page.getByRole('button', { name: t.payNow }),
    /** The list of every problem at the top of the form after a pay attempt. */
    errorSummary: errorSummary(page, lang),
    alert: (text: string) => page.getByRole('alert').filter({ hasText: text }),
    cartButton: (count: number) =>
      page.getByRole('link', { name: fill(count === 1 ? t.cartButton_one : t.cartButton_other, { count }) }),
  };
}

/** Books the trip to Station Groningen and goes on from the cart to the checkout. */
export async function cartWithOneTrip(page: Page, lang: Language): Promise<void> {
  await page.goto(`${demoUrl}/trip/new`);
  await bookTrip(page, lang, plans(lang).toStation);
  await page.getByRole('main').getByRole('link', { name: texts[lang].finalize }).click();
  await expect(page).toHaveURL(`${demoUrl}/checkout`);
  await expect(checkout(page, lang).payNow).toBeVisible();
}
