// `npm run screenshots`: pictures of the screens for the README and for looking at what was built.
// Needs a running server (`npm start`); BASE_URL points elsewhere.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, expect, type Page } from '@playwright/test';
import { logIn } from './support/accounts.ts';
import { texts } from './support/app.ts';
import { checkout } from './support/checkout-steps.ts';
import { fillPerson, janJansen, personForm } from './support/person-steps.ts';
import { bookTrip, fillTrip, plans, tripForm } from './support/trip-steps.ts';

const port = new URL(process.env.BASE_URL ?? 'http://localhost:8080').port || '80';
const hosts = { demo: `http://localhost:${port}`, zakelijk: `http://zakelijk.localhost:${port}` };
const out = join(import.meta.dirname, '..', 'docs', 'screenshots');

async function tripWithPrice(page: Page): Promise<void> {
  await fillTrip(page, 'nl', plans('nl').toStation);
  await tripForm(page, 'nl').showPrice.click();
  await expect(tripForm(page, 'nl').price).toContainText('€');
}

async function suggestionsOpen(page: Page): Promise<void> {
  const { departure, listbox } = tripForm(page, 'en');
  await departure.address.pressSequentially('Herestraat 1', { delay: 20 });
  await expect(listbox.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
}

async function cartWithTrips(page: Page): Promise<void> {
  await bookTrip(page, 'nl', plans('nl').toStation);
  await page.goto(page.url().replace('/cart', '/trip/new'));
  await bookTrip(page, 'nl', plans('nl').toSchiphol);
}
/** A cart with a trip, the checkout filled in, on the way to the payment page. */
async function checkoutFilled(page: Page, lang: 'nl' | 'en'): Promise<void> {
  await bookTrip(page, lang, plans(lang).toStation);
  await page.getByRole('main').getByRole('link', { name: texts[lang].finalize }).click();
  await fillPerson(page, lang, janJansen);
  await checkout(page, lang).terms.check();
}

async function paid(page: Page, lang: 'nl' | 'en', outcome: 'paid' | 'failed' | 'canceled'): Promise<void> {
  await checkoutFilled(page, lang);
  await checkout(page, lang).payNow.click();
  await page.getByRole('button', { name: outcome, exact: true }).click();
  await page.getByRole('heading', { name: texts[lang].payment }).waitFor();
}
/** A place named on the address type: the airport and stations are offered with their kind. */
async function placesOnAddressType(page: Page, lang: 'nl' | 'en', query: string): Promise<void> {
  const { departure, listbox } = tripForm(page, lang);
  // The field near the top, below the docked header, so the list shows whole.
  await departure.address.evaluate((field) => {
    field.scrollIntoView({ block: 'start' });
    window.scrollBy(0, -140);
  });
  await departure.address.pressSequentially(query, { delay: 20 });
  await listbox.getByRole('option').first().waitFor();
}

/** The trip form sent empty: every problem at the top. */
async function tripErrors(page: Page, lang: 'nl' | 'en'): Promise<void> {
  await tripForm(page, lang).addToCart.click();
  await page.getByRole('heading', { name: texts[lang].errorSummaryTitle_other.replace('{{count}}', '3') }).waitFor();
}

/** A Belgian traveller types their number at checkout. */
async function belgianPhone(page: Page): Promise<void> {
  await bookTrip(page, 'en', plans('en').toStation);
  await page.getByRole('main').getByRole('link', { name: texts.en.finalize }).click();
  const { phone } = personForm(page, 'en');
  await expect(phone).toBeEditable();
  await phone.pressSequentially('+32 470 12 34 56');
  await phone.blur();
}

/** The zakelijk demo account (README) books the trip to the station on account and opens its bookings. */
async function bookedOnAccount(page: Page): Promise<void> {
  await logIn(page, 'nl', { username: 'demo', password: 'Zakelijk-demo-2026' });
  await bookTrip(page, 'nl', plans('nl').toStation);
  await page.getByRole('main').getByRole('link', { name: texts.nl.finalizeOnAccount }).click();
  await page.getByRole('status').filter({ hasText: texts.nl.bookingSuccess }).waitFor();
  await page.goto(page.url().replace('/checkout', '/bookings'));
  await page.getByRole('heading', { name: texts.nl.bookings }).waitFor();
}
mkdirSync(out, { recursive: true });

const viewports = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 860 } };
type Shot = {
  name: string;
  tenant: keyof typeof hosts;
  path: string;
  lang: 'nl' | 'en';
  device: keyof typeof viewports;
  act?: (page: Page) => Promise<void>;
  fullPage?: boolean;
};

const shots: Shot[] = [
  { name: 'trip-nl-phone', tenant: 'demo', path: '/trip/new', lang: 'nl', device: 'phone' },
  { name: 'trip-en-desktop', tenant: 'demo', path: '/trip/new', lang: 'en', device: 'desktop' },
  {
    name: 'trip-price-nl-phone',
    tenant: 'demo',
    path: '/trip/new',
    lang: 'nl',
    device: 'phone',
    fullPage: true,
    act: tripWithPrice,
  },
  {
    name: 'trip-suggestions-en-desktop',
    tenant: 'demo',
    path: '/trip/new',
    lang: 'en',
    device: 'desktop',
    act: suggestionsOpen,
  },
  {
    name: 'cart-filled-nl-phone',
    tenant: 'demo',
    path: '/trip/new',
    lang: 'nl',
    device: 'phone',
    fullPage: true,
    act: cartWithTrips,
  },
  {
    name: 'menu-nl-phone',
    tenant: 'demo',
    path: '/trip/new',
    lang: 'nl',
    device: 'phone',
    act: (page) => page.getByRole('button', { name: 'Menu' }).click(),
  },
  {
    name: 'info-nl-desktop',
    tenant: 'demo',
    path: '/faq',
    lang: 'nl',
    device: 'desktop',
    fullPage: true,
    act: async (page) => {
      await page.locator('.leaflet-marker-icon').waitFor();
      await page.getByRole('button', { name: 'Wacht de chauffeur als mijn vlucht vertraagd is?' }).click();
    },
  },
  {
    name: 'info-en-phone',
    tenant: 'demo',
    path: '/faq',
    lang: 'en',
    device: 'phone',
    fullPage: true,
    act: (page) => page.locator('.leaflet-marker-icon').waitFor(),
  },
  { name: 'privacy-en-phone', tenant: 'demo', path: '/privacy-policy', lang: 'en', device: 'phone' },
  { name: 'cart-nl-phone', tenant: 'demo', path: '/cart', lang: 'nl', device: 'phone' },
  { name: 'person-nl-phone', tenant: 'demo', path: '/person', lang: 'nl', device: 'phone', fullPage: true },
  {
    name: 'checkout-nl-phone',
    tenant: 'demo',
    path: '/trip/new',
    lang: 'nl',
    device: 'phone',
    fullPage: true,
    act: (page) => checkoutFilled(page, 'nl'),
  },
  {
    name: 'checkout-errors-en-desktop',
    tenant: 'demo',
    path: '/trip/new',
    lang: 'en',
    device: 'desktop',
    fullPage: true,
    act: async (page) => {
      await bookTrip(page, 'en', plans('en').toStation);
      await page.getByRole('main').getByRole('link', { name: texts.en.finalize }).click();
      await checkout(page, 'en').payNow.click();
    },
  },
  {
    name: 'pay-simulator-phone',
    tenant: 'demo',
    path: '/trip/new',
    lang: 'en',
    device: 'phone',
    act: async (page) => {
      await checkoutFilled(page, 'en');
      await checkout(page, 'en').payNow.click();
      await page.getByRole('button', { name: 'paid', exact: true }).waitFor();
    },
  },
  {
    name: 'payment-success-nl-phone',
    tenant: 'demo',
    path: '/trip/new',
    lang: 'nl',
    device: 'phone',
    act: (page) => paid(page, 'nl', 'paid'),
  },
  {
    name: 'payment-failed-en-phone',
    tenant: 'demo',
    path: '/trip/new',
    lang: 'en',
    device: 'phone',
    act: (page) => paid(page, 'en', 'failed'),
  },
  {
    name: 'payment-cancelled-nl-phone',
    tenant: 'demo',
    path: '/trip/new',
    lang: 'nl',
    device: 'phone',
    act: (page) => paid(page, 'nl', 'canceled'),
  },
  {
    name: 'trip-places-nl-phone',
    tenant: 'demo',
    path: '/trip/new',
    lang: 'nl',
    device: 'phone',
    act: (page) => placesOnAddressType(page, 'nl', 'Schiphol'),
  },
  {
    name: 'trip-places-en-phone',
    tenant: 'demo',
    path: '/trip/new',
    lang: 'en',
    device: 'phone',
    act: (page) => placesOnAddressType(page, 'en', 'station Groningen'),
  },
  {
    name: 'trip-errors-en-phone',
    tenant: 'demo',
    path: '/trip/new',
    lang: 'en',
    device: 'phone',
    act: (page) => tripErrors(page, 'en'),
  },
  {
    name: 'checkout-phone-be-en-phone',
    tenant: 'demo',
    path: '/trip/new',
    lang: 'en',
    device: 'phone',
    fullPage: true,
    act: belgianPhone,
  },
  { name: 'zakelijk-trip-login-en-phone', tenant: 'zakelijk', path: '/trip/new', lang: 'en', device: 'phone' },
  {
    name: 'zakelijk-bookings-nl-phone',
    tenant: 'zakelijk',
    path: '/trip/new',
    lang: 'nl',
    device: 'phone',
    fullPage: true,
    act: bookedOnAccount,
  },
  {
    name: 'zakelijk-menu-en-desktop',
    tenant: 'zakelijk',
    path: '/trip/new',
    lang: 'en',
    device: 'desktop',
    act: (page) => page.getByRole('button', { name: 'Menu' }).click(),
  },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
});
for (const shot of shots) {
  const page = await browser.newPage({
    viewport: viewports[shot.device],
    deviceScaleFactor: shot.device === 'phone' ? 2 : 1,
  });
  await page.goto(`${hosts[shot.tenant]}${shot.path}`);
  if (shot.lang === 'en') await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('heading', { level: 1 }).waitFor();
  await shot.act?.(page);
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: join(out, `${shot.name}.png`), fullPage: shot.fullPage ?? false });
  await page.close();
  console.log(`docs/screenshots/${shot.name}.png`);
}
await browser.close();
