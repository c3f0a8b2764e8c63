import { expect, type Locator, type Page } from '@playwright/test';
import { texts } from './app.ts';
import type { Language } from './tenants.ts';

/** Prices as docs/reference/constants.md#formatting wants them: euro sign, two decimals, decimal comma. */
export const pricePattern = /€ \d+,\d{2}/;

/** A date `days` ahead in the operator's time zone, as the date input takes it (YYYY-MM-DD). */
export function dateAhead(days: number): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Amsterdam',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + days * 24 * 60 * 60 * 1000));
  return parts;
}

export type StopRole = 'departure' | 'destination';

/** The trip screen's controls by the names a visitor reads. */
export function tripForm(page: Page, lang: Language) {
  const t = texts[lang];
  const stop = (role: StopRole) => ({
    type: page.getByRole('group', { name: role === 'departure' ? t.departureType : t.destinationType }),
    address: page.getByRole('combobox', { name: role === 'departure' ? t.addressDeparture : t.addressArrival }),
  });
  return {
    date: page.getByLabel(t.depDate),
    hour: page.getByRole('combobox', { name: `${t.depTime} ${t.hour}` }),
    minute: page.getByRole('combobox', { name: `${t.depTime} ${t.minute}` }),
    departure: stop('departure'),
    destination: stop('destination'),
    flightNumber: page.getByRole('textbox', { name: t.flightNumber }),
    showPrice: page.getByRole('button', { name: t.showPrice }),
    price: page.locator('#trip-price-value'),
    addToCart: page.getByRole('button', { name: t.addToCart }),
    saveTrip: page.getByRole('button', { name: t.saveTrip }),
    listbox: page.getByRole('listbox'),
  };
}

/** The error summary at the top of a submitted form: the box its heading opens. */
export function summary(page: Page, lang: Language): Locator {
  const t = texts[lang];
  const heading = new RegExp(
    `^(${t.errorSummaryTitle_one}|${t.errorSummaryTitle_other.replace('{{count}}', '\\d+')})$`,
  );
  return page.getByRole('heading', { name: heading }).locator('..');
}

/** Shown to the eye, not only to screen readers: a visually hidden text has a box of 1 by 1 pixel. */
export async function expectSeen(locator: Locator): Promise<void> {
  await expect(locator).toBeVisible();
  await expect.poll(async () => (await locator.boundingBox())?.height ?? 0).toBeGreaterThan(10);
}

/** Types into an address combobox and picks the suggestion whose name matches, as a visitor with a mouse would. */
export async function pickAddress(page: Page, combobox: Locator, query: string, option: RegExp): Promise<void> {
  await combobox.fill('');
  await combobox.pressSequentially(query, { delay: 20 });
  const choice = page.getByRole('listbox').getByRole('option', { name: option }).first();
  await expect(choice).toBeVisible();
  await choice.click();
  await expect(combobox).not.toHaveValue(query);
  await expect(combobox).toHaveAttribute('aria-expanded', 'false');
}

export type TripPlan = {
  from: { query: string; option: RegExp; type?: string };
  to: { query: string; option: RegExp; type?: string };
  date?: string;
  hour?: string;
  flightNumber?: string;
};

/** Fills the trip screen for a plan (the screen must be open). */
export async function fillTrip(page: Page, lang: Language, plan: TripPlan): Promise<void> {
  const form = tripForm(page, lang);
  await form.date.fill(plan.date ?? dateAhead(3));
  await form.hour.selectOption(plan.hour ?? '14');
  if (plan.from.type) await form.departure.type.getByRole('radio', { name: plan.from.type }).check();
  await pickAddress(page, form.departure.address, plan.from.query, plan.from.option);
  if (plan.to.type) await form.destination.type.getByRole('radio', { name: plan.to.type }).check();
  await pickAddress(page, form.destination.address, plan.to.query, plan.to.option);
  if (plan.flightNumber) await form.flightNumber.fill(plan.flightNumber);
}

/** Books a trip into the cart from the trip screen and lands on the cart. */
export async function bookTrip(page: Page, lang: Language, plan: TripPlan): Promise<void> {
  await fillTrip(page, lang, plan);
  const form = tripForm(page, lang);
  await expect(form.addToCart).toBeEnabled();
  await form.addToCart.click();
  await expect(page).toHaveURL(/\/cart$/);
}

/** The two journeys of issue 3's "Done when", for the languages' radio names. */
export function plans(lang: Language) {
  const t = texts[lang];
  return {
    toStation: {
      from: { query: 'Herestraat 12', option: /^Herestraat 12, 9711 \w{2} Groningen/ },
      // The station itself, not Groningen Noord or Europapark; its category label follows its name.
      to: { query: 'Groningen', option: new RegExp(`^Station Groningen ${t.NS}$`), type: t.atypeStation },
    },
    toSchiphol: {
      from: { query: 'Herestraat 12', option: /^Herestraat 12, 9711 \w{2} Groningen/ },
      to: { query: 'Schiphol', option: /^Amsterdam Airport Schiphol \(AMS\)/, type: t.atypeAirport },
      hour: '09',
      flightNumber: 'KL1234',
    },
  } satisfies Record<string, TripPlan>;
}
