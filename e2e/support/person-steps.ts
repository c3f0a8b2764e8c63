import { expect, type Page } from '@playwright/test';
import demo from '#config/tenants/demo.json' with { type: 'json' };
import { texts } from './app.ts';
import type { Language } from './tenants.ts';

/** The label of one of the demo operator's personal fields, as its record layout gives it per language. */
export function fieldLabel(fieldname: string, lang: Language): string {
  const entry = demo.layouts.userinfo.find((field) => field.fieldname === fieldname);
  if (!entry) throw new Error(`the demo operator has no personal field ${fieldname}`);
  return lang === 'nl' ? entry.veldnaam : entry.veldnaamENG;
}

/** The personal details form of the person page and the checkout, by the names a visitor reads. */
export function personForm(page: Page, lang: Language) {
  const t = texts[lang];
  const field = (fieldname: string) => page.getByRole('textbox', { name: fieldLabel(fieldname, lang), exact: true });
  return {
    name: field('custname'),
    email: field('custemail'),
    phone: field('custtel'),
    remarks: field('remarks'),
    store: page.getByRole('checkbox', { name: t.storeDetails }),
    /** A message in a feedback area, read out as a status. */
    feedback: (text: string) => page.getByRole('status').filter({ hasText: text }),
  };
}

export type PersonDetails = { name: string; email: string; phone: string };

export const janJansen: PersonDetails = { name: 'Jan Jansen', email: 'jan.jansen@example.nl', phone: '0612345678' };

/**
 * Types the details into the form that is open, leaving the phone field so that it is checked
 * (docs/reference/record-layout.md#phone).
 */
export async function fillPerson(page: Page, lang: Language, person: PersonDetails): Promise<void> {
  const form = personForm(page, lang);
  await form.name.fill(person.name);
  await form.email.fill(person.email);
  await form.phone.fill(person.phone);
  await form.phone.blur();
}

/** The digits in the phone field: intl-tel-input may show a number with or without its country code and spaces. */
export async function phoneDigits(page: Page, lang: Language): Promise<string> {
  return (await personForm(page, lang).phone.inputValue()).replace(/\D/g, '');
}

/** Saves details on the person page with the store box ticked, as a returning customer would have. */
export async function storePerson(page: Page, lang: Language, person: PersonDetails): Promise<void> {
  const form = personForm(page, lang);
  await fillPerson(page, lang, person);
  await form.store.check();
  await page.getByRole('button', { name: texts[lang].saveDetails }).click();
  await expect(form.feedback(texts[lang].stored)).toBeVisible();
}
