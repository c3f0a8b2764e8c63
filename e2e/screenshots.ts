// `npm run screenshots`: pictures of the screens for the README and for looking at what was built.
// Needs a running server (`npm start`); BASE_URL points elsewhere.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, expect, type Page } from '@playwright/test';
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
mkdirSync(out, { recursive: true });

const viewports = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 860 } };
type Shot = { name: string; tenant: keyof typeof hosts; path: string; lang: 'nl' | 'en'; device: keyof typeof viewports; act?: (page: Page) => Promise<void>; fullPage?: boolean };

const shots: Shot[] = [
  { name: 'trip-nl-phone', tenant: 'demo', path: '/trip/new', lang: 'nl', device: 'phone' },
  { name: 'trip-en-desktop', tenant: 'demo', path: '/trip/new', lang: 'en', device: 'desktop' },
  { name: 'trip-price-nl-phone', tenant: 'demo', path: '/trip/new', lang: 'nl', device: 'phone', fullPage: true, act: tripWithPrice },
  { name: 'trip-suggestions-en-desktop', tenant: 'demo', path: '/trip/new', lang: 'en', device: 'desktop', act: suggestionsOpen },
  { name: 'cart-filled-nl-phone', tenant: 'demo', path: '/trip/new', lang: 'nl', device: 'phone', fullPage: true, act: cartWithTrips },
  { name: 'menu-nl-phone', tenant: 'demo', path: '/trip/new', lang: 'nl', device: 'phone', act: (page) => page.getByRole('button', { name: 'Menu' }).click() },
  { name: 'info-nl-desktop', tenant: 'demo', path: '/faq', lang: 'nl', device: 'desktop', fullPage: true, act: async (page) => {
    await page.locator('.leaflet-marker-icon').waitFor();
    await page.getByRole('button', { name: 'Wacht de chauffeur als mijn vlucht vertraagd is?' }).click();
  } },
  { name: 'info-en-phone', tenant: 'demo', path: '/faq', lang: 'en', device: 'phone', fullPage: true, act: (page) => page.locator('.leaflet-marker-icon').waitFor() },
  { name: 'privacy-en-phone', tenant: 'demo', path: '/privacy-policy', lang: 'en', device: 'phone' },
  { name: 'cart-nl-phone', tenant: 'demo', path: '/cart', lang: 'nl', device: 'phone' },
  { name: 'zakelijk-menu-en-desktop', tenant: 'zakelijk', path: '/trip/new', lang: 'en', device: 'desktop', act: (page) => page.getByRole('button', { name: 'Menu' }).click() },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
for (const shot of shots) {
  const page = await browser.newPage({ viewport: viewports[shot.device], deviceScaleFactor: shot.device === 'phone' ? 2 : 1 });
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
