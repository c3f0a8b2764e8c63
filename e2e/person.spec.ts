import { expect, test } from '@playwright/test';
import { openIn, texts } from './support/app.ts';
import { errorSummary } from './support/checkout-steps.ts';
import { fieldLabel, fillPerson, janJansen, personForm, phoneDigits, storePerson } from './support/person-steps.ts';
import { logInAsNewCustomer } from './support/session.ts';
import { demoUrl, languages, zakelijkUrl } from './support/tenants.ts';

for (const lang of languages) {
  test.describe(`my details in ${lang}`, () => {
    const t = texts[lang];

    test('saved details come back after a reload, and clearing them empties the form', async ({ page }) => {
      await openIn(page, `${demoUrl}/person`, lang);
      const form = personForm(page, lang);
      await expect(form.store).not.toBeChecked();
      await storePerson(page, lang, janJansen);
      // docs/reference/states.md#browser: feedback clears after 3 seconds.
      await expect(form.feedback(t.stored)).toBeHidden();

      await page.reload();
      await expect(form.name).toHaveValue(janJansen.name);
      await expect(form.email).toHaveValue(janJansen.email);
      await expect.poll(() => phoneDigits(page, lang)).toMatch(/612345678$/);
      await expect(form.store).toBeChecked();

      await page.getByRole('button', { name: t.clearDetails }).click();
      await expect(form.feedback(t.cleared)).toBeVisible();
      await expect(form.name).toHaveValue('');
      await expect(form.email).toHaveValue('');
      await expect(form.phone).toHaveValue('');
      await expect(form.store).not.toBeChecked();
      // Emptied by the customer, not yet wrong: no field complains.
      await expect(page.getByText(t.warnToShort)).toHaveCount(0);

      await page.reload();
      await expect(form.name).toHaveValue('');
      await expect(form.store).not.toBeChecked();
    });

    test('an incomplete form is not saved, lists every problem at the top and keeps what was typed', async ({
      page,
    }) => {
      await openIn(page, `${demoUrl}/person`, lang);
      const form = personForm(page, lang);
      const summary = errorSummary(page, lang);
      await form.store.check();
      await form.name.fill('J');
      await form.email.fill('jan@');
      await form.email.press('Enter');

      await expect(summary).toBeFocused();
      await expect(summary.getByRole('link')).toHaveText([
        `${fieldLabel('custname', lang)}: ${t.warnToShort}`,
        `${fieldLabel('custemail', lang)}: ${t.invalidEmail}`,
        `${fieldLabel('custtel', lang)}: ${t.requiredPhone}`,
      ]);
      await expect(form.feedback(t.stored)).toHaveCount(0);
      await expect(form.name).toHaveAttribute('aria-invalid', 'true');
      await expect(form.name).toHaveAccessibleDescription(new RegExp(t.warnToShort));
      await expect(form.email).toHaveAccessibleDescription(new RegExp(t.invalidEmail));
      await expect(form.phone).toHaveAccessibleDescription(new RegExp(t.requiredPhone));
      await summary.getByRole('link', { name: t.invalidEmail }).click();
      await expect(form.email).toBeFocused();

      // Not saved, but not lost either: the tab's draft brings it back after a reload.
      await page.reload();
      await expect(form.name).toHaveValue('J');
      await expect(form.email).toHaveValue('jan@');
      await expect(form.store).toBeChecked();
    });

    test('saving without the store box keeps nothing on this device', async ({ page }) => {
      await openIn(page, `${demoUrl}/person`, lang);
      const form = personForm(page, lang);
      await fillPerson(page, lang, janJansen);
      await page.getByRole('button', { name: t.saveDetails }).click();
      await expect(form.feedback(t.notStored)).toBeVisible();

      await page.reload();
      await expect(form.name).toHaveValue('');
      await expect(form.store).not.toBeChecked();
    });

    test('a logged-in customer sees who is logged in instead of the form', async ({ page, context }) => {
      const username = await logInAsNewCustomer(context, 'zakelijk', 'zakelijk.localhost');
      await openIn(page, `${zakelijkUrl}/person`, lang);
      await expect(page.getByRole('main')).toContainText(t.loggedInAs.replace('{{username}}', username));
      await expect(page.getByRole('button', { name: t.saveDetails })).toHaveCount(0);
    });
  });
}
