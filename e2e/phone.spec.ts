import { expect, test, type Page } from '@playwright/test';
import { openIn, texts } from './support/app.ts';
import { cartWithOneTrip, checkout, errorSummary } from './support/checkout-steps.ts';
import { personForm } from './support/person-steps.ts';
import { demoUrl, languages, type Language } from './support/tenants.ts';

/** The phone field as travellers from abroad type it, on a phone (issue 9, item 1). */

test.use({ viewport: { width: 390, height: 844 } });

const belgium = { nl: 'België', en: 'Belgium' } as const;

/** The flag button's name says which country is chosen, as intl-tel-input labels it from our catalogue. */
const countryButton = (page: Page, lang: Language, country: string) =>
  page.getByRole('button', { name: new RegExp(`${texts[lang].phoneSelectedCountry.split(':')[0]}.*${country}`) });

const screens = {
  person: async (page: Page, lang: Language) => openIn(page, `${demoUrl}/person`, lang),
  checkout: async (page: Page, lang: Language) => {
    await openIn(page, `${demoUrl}/trip/new`, lang);
    await cartWithOneTrip(page, lang);
  },
};

for (const lang of languages) {
  test.describe(`the phone field in ${lang}`, () => {
    const t = texts[lang];

    for (const [screen, open] of Object.entries(screens)) {
      test(`typing +32 470 12 34 56 on the ${screen} page ends as a valid Belgian number`, async ({ page }) => {
        test.setTimeout(90_000);
        await open(page, lang);
        const form = personForm(page, lang);
        // The phone field loads with intl-tel-input; until then a read-only stand-in holds its place.
        await expect(form.phone).toBeEditable();
        await form.phone.pressSequentially('+32 470 12 34 56');

        // No country search took the keystrokes: the number is in the field and the flag follows it.
        await expect(page.getByRole('combobox', { name: t.phoneSearch })).toBeHidden();
        await expect(form.phone).toHaveValue('+32 470 12 34 56');
        await expect(countryButton(page, lang, belgium[lang])).toBeVisible();
        await form.phone.blur();
        await expect(form.phone).toHaveValue(/^\+32 ?470 ?12 ?34 ?56$/);

        await form.name.fill('Lotte Peeters');
        await form.email.fill('lotte.peeters@example.be');
        if (screen === 'person') {
          await page.getByRole('button', { name: t.saveDetails }).click();
          await expect(form.feedback(t.notStored)).toBeVisible();
        } else {
          // The form passes its checks: what is left to do is the terms.
          await checkout(page, lang).payNow.click();
          await expect(errorSummary(page, lang).getByRole('link')).toHaveText([t.termsRequired]);
        }
        await expect(form.phone).not.toHaveAttribute('aria-invalid');
      });
    }

    test('what is typed while the phone field is still loading stays, and so does the focus', async ({ page }) => {
      // A slow connection: the phone field's code arrives a second and a half after the page.
      await page.route('**/assets/phone-input-*.js', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        await route.continue();
      });
      await screens.person(page, lang);
      const form = personForm(page, lang);
      await form.phone.pressSequentially('06 1234');
      // The library has taken the field's place: its flag shows.
      await expect(countryButton(page, lang, lang === 'nl' ? 'Nederland' : 'Netherlands')).toBeVisible({
        timeout: 10_000,
      });
      await page.keyboard.type('5678');
      await expect(form.phone).toBeFocused();
      await expect(form.phone).toHaveValue('06 12345678');
    });

    test('a Belgian number typed under the Dutch flag says to choose the country or type +32', async ({ page }) => {
      await screens.person(page, lang);
      const form = personForm(page, lang);
      await form.name.fill('Lotte Peeters');
      await form.email.fill('lotte.peeters@example.be');
      await expect(form.phone).toBeEditable();
      await form.phone.pressSequentially('0470 12 34 56');
      await page.getByRole('button', { name: t.saveDetails }).click();
      await expect(form.phone).toHaveAccessibleDescription(
        new RegExp(`${t.phoneOtherCountry_be.replace('+', '\\+')}$`),
      );
    });
  });
}
