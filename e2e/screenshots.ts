// `npm run screenshots`: pictures of the screens for docs/reference/ (screens.md, desk.md) and for looking at what was built.
// Needs a running server (`npm start`); BASE_URL points elsewhere.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { driverListReplySchema, driverSchema, tripListReplySchema } from '#common/contracts/desk-trips.ts';
import { vehicleListReplySchema } from '#common/contracts/desk-vehicles.ts';
import { settingsReplySchema, settingsSavedReplySchema } from '#common/contracts/admin-settings.ts';
import type { PlanReply } from '#common/contracts/plan.ts';
import { driverJobsReplySchema } from '#common/contracts/driver.ts';
import { openDatabase } from '#server/db/connect.ts';
import { newManageToken } from '#server/modules/orders/manage-link.ts';
import { readOutbox } from '#server-test/support/outbox.ts';
import { insertCompany, insertOrder } from '#server-test/support/invoices.ts';
import { createCustomer } from '#server/modules/customers/customers.ts';
import { hashPassword } from '#server/modules/customers/passwords.ts';
import { createMailer } from '#server/modules/mail/mailer.ts';
import { issueInvoice } from '#server/modules/invoices/issue.ts';
import { repoRoot } from '#server/config.ts';
import { tenantFileSchema } from '#common/tenant/tenant-file.ts';
import { logIn } from './support/accounts.ts';
import { texts } from './support/app.ts';
import { checkout } from './support/checkout-steps.ts';
import {
  codeOf,
  deskLogin,
  deskMenu,
  deskTexts,
  demoSecret,
  demoStaffPassword,
  unfoldDeskMenu,
} from './support/desk.ts';
import { fillPerson, janJansen, personForm } from './support/person-steps.ts';
import { bookTrip, fillTrip, pickAddress, plans, tripForm } from './support/trip-steps.ts';

const port = new URL(process.env.BASE_URL ?? 'http://localhost:8080').port || '80';
const hosts = {
  demo: `http://localhost:${port}`,
  zakelijk: `http://zakelijk.localhost:${port}`,
  festival: `http://festival.localhost:${port}`,
};
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

/** The event shuttle's trip: the opening night's departure chosen, a pickup address, the price shown. */
async function festivalTripPriced(page: Page, lang: 'nl' | 'en'): Promise<void> {
  const t = texts[lang];
  await page.getByRole('group', { name: t.fixedDepartureChoice }).getByRole('radio').first().check();
  await pickAddress(page, tripForm(page, lang).departure.address, 'Herestraat 12', /^Herestraat 12, 9711/);
  await tripForm(page, lang).showPrice.click();
  await expect(tripForm(page, lang).price).toContainText('€');
}

async function festivalCart(page: Page, lang: 'nl' | 'en'): Promise<void> {
  await festivalTripPriced(page, lang);
  await tripForm(page, lang).addToCart.click();
  await page.waitForURL(/\/cart$/);
}

/** The zakelijk demo account (README) books the trip to the station on account and opens its bookings. */
async function bookedOnAccount(page: Page): Promise<void> {
  await logIn(page, 'nl', { username: 'demo', password: 'Zakelijk-demo-2026' });
  await bookTrip(page, 'nl', plans('nl').toStation);
  await page.getByRole('main').getByRole('link', { name: texts.nl.finalizeOnAccount }).click();
  // The demo account is a user of Hotel Noord: its checkout asks who travels (docs/decisions/049-companies.md).
  await page.getByRole('button', { name: texts.nl.bookNow }).click();
  await page.getByRole('status').filter({ hasText: texts.nl.bookingSuccess }).waitFor();
  await page.goto(page.url().replace('/checkout', '/bookings'));
  await page.getByRole('heading', { name: texts.nl.bookings }).waitFor();
}
/**
 * A user of the zakelijk company "Hotel de Ster" (made, with October 2026's invoice, where an earlier run did not)
 * logged in on the bookings screen, its invoices under the bookings.
 */
async function companyInvoices(page: Page, lang: 'nl' | 'en'): Promise<void> {
  const account = { username: 'hotel-de-ster', password: 'Hotel-de-Ster-2026' };
  const dataDir = process.env.DATA_DIR ?? join(import.meta.dirname, '..', 'data');
  const db = await openDatabase({ dataDir, databaseUrl: process.env.DATABASE_URL });
  try {
    const known = await db
      .selectFrom('customers')
      .select('id')
      .where('tenant_id', '=', 'zakelijk')
      .where('username', '=', account.username)
      .executeTakeFirst();
    if (!known) {
      const tenant = tenantFileSchema.parse(
        JSON.parse(readFileSync(join(repoRoot, 'config/tenants/zakelijk.json'), 'utf8')),
      );
      const companyId = await insertCompany({ db }, 'zakelijk', 'Hotel de Ster');
      const customer = await createCustomer(db, {
        tenantId: 'zakelijk',
        username: account.username,
        email: 'boekingen@hotel-de-ster.example',
        phone: '+31501234567',
        passwordHash: await hashPassword(account.password),
      });
      await db.updateTable('customers').set({ company_id: companyId }).where('id', '=', customer.id).execute();
      await insertOrder(
        { db },
        {
          tenantId: 'zakelijk',
          customerId: customer.id,
          companyId,
          trips: [
            { datetime: '2026-10-05 09:30', priceCents: 4250, passenger: 'Mevr. A. de Boer' },
            { datetime: '2026-10-19 17:45', priceCents: 10_995 },
          ],
        },
      );
      await issueInvoice(
        {
          db,
          tenant: () => tenant,
          tenantIds: () => ['zakelijk'],
          mailer: createMailer({ dataDir, smtpUrl: undefined }),
          log: { info: () => {}, error: () => {} },
          now: () => new Date('2026-11-01T07:00:00Z'),
        },
        tenant,
        companyId,
        '2026-10',
      );
    }
  } finally {
    await db.destroy();
  }
  await logIn(page, lang, account);
  await page.goto(`${new URL(page.url()).origin}/bookings`);
  await page.getByRole('region', { name: texts[lang].companyInvoices }).waitFor();
}
type DeskState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/** Logs a demo staff member in (README, "Desk demo logins"): a code works once per step, so a refused one waits for the next. */
async function deskSessionOf(browser: Browser, email: string, host = hosts.demo): Promise<DeskState> {
  const page = await browser.newPage();
  await page.goto(`${host}/admin/login`);
  const form = deskLogin(page, 'nl');
  await form.email.fill(email);
  await form.password.fill(demoStaffPassword);
  await form.continue.click();
  for (let step = Math.floor(Date.now() / 30_000); ; step++) {
    while (Math.floor(Date.now() / 30_000) < step) await page.waitForTimeout(1000);
    await form.code.fill(codeOf(demoSecret, step));
    await form.logIn.click();
    const done = await deskMenu(page, 'nl')
      .waitFor({ timeout: 5000 })
      .then(() => true)
      .catch(() => false);
    if (done) break;
  }
  const state = await page.context().storageState();
  await page.close();
  return state;
}

/** A new member made by the demo admin (or, from an earlier run, given a new authenticator): at the enrolment. */
async function newcomerEnrols(page: Page, lang: 'nl' | 'en'): Promise<void> {
  const newcomer = { email: 'iris.dekker@taxi-martini.example', password: 'Welkom-bij-Martini-2026' };
  const admin = page.context().request;
  const created = await admin.post(`${hosts.demo}/api/admin/staff`, {
    data: { ...newcomer, name: 'Iris Dekker', role: 'dispatcher' },
  });
  if (created.status() === 409) {
    const { staff } = (await (await admin.get(`${hosts.demo}/api/admin/staff`)).json()) as {
      staff: { id: number; email: string }[];
    };
    const iris = staff.find((member) => member.email === newcomer.email);
    await admin.patch(`${hosts.demo}/api/admin/staff/${iris?.id}`, { data: { resetTotp: true } });
  }
  await page.context().clearCookies();
  await page.goto(`${hosts.demo}/admin/login`);
  const form = deskLogin(page, lang);
  await form.email.fill(newcomer.email);
  await form.password.fill(newcomer.password);
  await form.continue.click();
  await page.getByRole('img', { name: deskTexts[lang].deskEnrolQrAlt }).waitFor();
}

/** The demo tenant's drivers, one of them deactivated: added by the demo admin where an earlier run did not. */
async function demoDrivers(page: Page): Promise<void> {
  const admin = page.context().request;
  const list = await admin.get(`${hosts.demo}/api/admin/drivers?all=true`);
  const { drivers } = driverListReplySchema.parse(await list.json());
  const { vehicles } = vehicleListReplySchema.parse(
    await (await admin.get(`${hosts.demo}/api/admin/vehicles?all=true`)).json(),
  );
  const usual = (name: string) => vehicles.find((vehicle) => vehicle.name.startsWith(name))?.id ?? null;
  const wanted = [
    { name: 'Kees de Vries', phone: '06 12 34 56 78', usualVehicleId: usual('Toyota Prius'), active: true },
    {
      name: 'Fatima el Amrani',
      phone: '06 87 65 43 21',
      usualVehicleId: usual('Mercedes-Benz V-Klasse'),
      active: true,
    },
    { name: 'Jan Smit', phone: '050 123 45 67', usualVehicleId: null, active: false },
  ];
  for (const { active, ...driver } of wanted) {
    if (drivers.some((known) => known.name === driver.name)) continue;
    const created = driverSchema.parse(
      await (await admin.post(`${hosts.demo}/api/admin/drivers`, { data: driver })).json(),
    );
    if (!active) await admin.patch(`${hosts.demo}/api/admin/drivers/${created.id}`, { data: { active } });
  }
  await page.reload();
  // The one checkbox of the screen: show the deactivated driver too.
  await page.getByRole('checkbox').check();
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
  /** A desk page, opened with the session of this demo staff member (`zakelijk-admin`: the zakelijk tenant's admin). */
  deskSession?: 'admin' | 'dispatcher' | 'zakelijk-admin';
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
    name: 'zakelijk-invoices-nl-phone',
    tenant: 'zakelijk',
    path: '/login',
    lang: 'nl',
    device: 'phone',
    fullPage: true,
    act: (page) => companyInvoices(page, 'nl'),
  },
  {
    name: 'zakelijk-invoices-en-phone',
    tenant: 'zakelijk',
    path: '/login',
    lang: 'en',
    device: 'phone',
    fullPage: true,
    act: (page) => companyInvoices(page, 'en'),
  },
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
  ...(['nl', 'en'] as const).flatMap((lang) =>
    (['phone', 'desktop'] as const).flatMap((device): Shot[] => [
      {
        name: `festival-trip-${lang}-${device}`,
        tenant: 'festival',
        path: '/trip/new',
        lang,
        device,
        fullPage: true,
        act: (page) => festivalTripPriced(page, lang),
      },
      {
        name: `festival-cart-${lang}-${device}`,
        tenant: 'festival',
        path: '/trip/new',
        lang,
        device,
        fullPage: true,
        act: (page) => festivalCart(page, lang),
      },
    ]),
  ),
];

const desk = (
  name: string,
  path: string,
  lang: 'nl' | 'en',
  device: keyof typeof viewports,
  extra: Partial<Shot> = {},
) => ({ name, tenant: 'demo', path, lang, device, deskSession: 'admin', ...extra }) satisfies Shot;
/**
 * October 2026's invoices of two demo companies, issued where an earlier run did not, one trip of the first cancelled
 * afterwards (a credit owed): the desk's invoice page of that month.
 */
async function demoInvoices(page: Page, lang: 'nl' | 'en'): Promise<void> {
  const dataDir = process.env.DATA_DIR ?? join(import.meta.dirname, '..', 'data');
  const db = await openDatabase({ dataDir, databaseUrl: process.env.DATABASE_URL });
  try {
    const known = await db
      .selectFrom('companies')
      .select('id')
      .where('tenant_id', '=', 'demo')
      .where('name', '=', 'Hotel de Ster')
      .executeTakeFirst();
    if (!known) {
      const tenant = tenantFileSchema.parse(
        JSON.parse(readFileSync(join(repoRoot, 'config/tenants/demo.json'), 'utf8')),
      );
      const deps = {
        db,
        tenant: () => tenant,
        tenantIds: () => ['demo'],
        mailer: createMailer({ dataDir, smtpUrl: undefined }),
        log: { info: () => {}, error: () => {} },
        now: () => new Date('2026-11-01T07:00:00Z'),
      };
      const companies = [
        { name: 'Hotel de Ster', prices: [4250, 10_995, 3100] },
        { name: 'Bouwbedrijf Noord', prices: [2650, 2650] },
      ];
      let first: number[] = [];
      for (const { name, prices } of companies) {
        const companyId = await insertCompany({ db }, 'demo', name, { kvk: '12345678', vat: 'NL123456789B01' });
        const customer = await createCustomer(db, {
          tenantId: 'demo',
          username: name.toLowerCase().replace(/\W+/g, '-'),
          email: `boekingen@${name.toLowerCase().replace(/\W+/g, '-')}.example`,
          phone: '+31501234567',
          passwordHash: null,
        });
        await db.updateTable('customers').set({ company_id: companyId }).where('id', '=', customer.id).execute();
        const trips = await insertOrder(
          { db },
          {
            tenantId: 'demo',
            customerId: customer.id,
            companyId,
            trips: prices.map((priceCents, index) => ({
              datetime: `2026-10-${String(3 + index * 9).padStart(2, '0')} 0${7 + index}:30`,
              priceCents,
              passenger: index === 0 ? 'Mevr. A. de Boer' : '',
            })),
          },
        );
        if (first.length === 0) first = trips;
        await issueInvoice(deps, tenant, companyId, '2026-10');
      }
      await db.updateTable('order_trips').set({ status: 'canceled' }).where('id', '=', first[2]!).execute();
    }
  } finally {
    await db.destroy();
  }
  await page.goto(`${new URL(page.url()).origin}/admin/invoices?month=2026-10`);
  await page.getByRole('table', { name: deskTexts[lang].deskInvoicesCaption }).waitFor();
}

/**
 * The first open trip of the board on its edit page, moved to a later pickup in a van and priced: old and new side by
 * side.
 */
async function tripEditPriced(page: Page, lang: 'nl' | 'en'): Promise<void> {
  const t = deskTexts[lang];
  const origin = new URL(page.url()).origin;
  const list = await page.request.get(`${origin}/api/admin/trips?status=new,confirmed,assigned&pageSize=1`);
  const { trips } = tripListReplySchema.parse(await list.json());
  const trip = trips[0];
  if (!trip) throw new Error('no open trip to edit: book one first');
  await page.goto(`${origin}/admin/trips/${trip.tripId}/edit`);
  await page.getByRole('textbox', { name: new RegExp(`^${t.deskEditTime} `) }).fill('18:15');
  await page.getByRole('combobox', { name: t.deskTripVehicleClass }).selectOption('van');
  await page.getByRole('button', { name: t.deskEditQuote }).click();
  await page.getByRole('heading', { name: t.deskEditPrices }).waitFor();
}
/** The demo trip with the longest history of a state: assigned (a driver, mails, moves) or the one partly refunded. */
async function openDemoTrip(page: Page, status: 'assigned' | 'canceled'): Promise<void> {
  const origin = new URL(page.url()).origin;
  const list = await page.request.get(`${origin}/api/admin/trips?status=${status}&pageSize=50`);
  const { trips } = tripListReplySchema.parse(await list.json());
  const trip = trips.find((candidate) => candidate.paymentState === 'partially_refunded') ?? trips[0];
  if (!trip) throw new Error(`no ${status} demo trip: start with the demo data`);
  await page.goto(`${origin}/admin/trips/${trip.tripId}`);
  await page.getByRole('heading', { level: 2 }).first().waitFor();
}
/**
 * The assign dialog of an open demo trip (the five-person one where it is still open) with the first driver picked:
 * what the dispatcher sees before the click, the usual vehicle's refusals or warnings included.
 */
async function assignDialog(page: Page, lang: 'nl' | 'en'): Promise<void> {
  const t = deskTexts[lang];
  const origin = new URL(page.url()).origin;
  const list = await page.request.get(`${origin}/api/admin/trips?status=confirmed,new&pageSize=50`);
  const { trips } = tripListReplySchema.parse(await list.json());
  const trip = trips.find((candidate) => candidate.passengers >= 5) ?? trips[0];
  if (!trip) throw new Error('no confirmed demo trip: start with the demo data');
  await page.goto(`${origin}/admin/trips/${trip.tripId}`);
  await page.getByRole('button', { name: t.deskTripAction_assign, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t['desk.assign.title'] });
  const driver = dialog.getByRole('combobox', { name: t['desk.assign.driver'] });
  await driver.waitFor();
  const options = await driver.locator('option').allTextContents();
  const first = options[1];
  if (first) await driver.selectOption({ label: first });
}
/** The cancel dialog of an open demo trip with part of the money back. */
async function cancelDialog(page: Page, lang: 'nl' | 'en'): Promise<void> {
  const t = deskTexts[lang];
  await openDemoTrip(page, 'assigned');
  await page.getByRole('button', { name: t.deskTripAction_cancel }).click();
  const dialog = page.getByRole('dialog', { name: t.deskTripCancelTitle });
  await dialog
    .getByRole('textbox', { name: t.deskTripCancelReason })
    .fill(lang === 'nl' ? 'Klant belde af' : 'Customer called');
  await dialog.getByRole('radio', { name: t.deskTripRefund_partial }).check();
  await dialog.getByRole('textbox', { name: t.deskTripRefundAmount }).fill(lang === 'nl' ? '5,00' : '5.00');
}
/** The run sheet of the driver of the first assigned demo trip, on its day (docs/reference/screens.md#desk-run-sheet). */
async function demoRunSheet(page: Page, print = false): Promise<void> {
  const origin = new URL(page.url()).origin;
  const list = await page.request.get(`${origin}/api/admin/trips?status=assigned&pageSize=1`);
  const trip = tripListReplySchema.parse(await list.json()).trips[0];
  if (!trip?.driver) throw new Error('no assigned demo trip: start with the demo data');
  const params = new URLSearchParams({ driver: String(trip.driver.id), date: trip.datetime.slice(0, 10) });
  await page.goto(`${origin}/admin/run-sheet?${params.toString()}`);
  await page.getByRole('heading', { level: 2 }).waitFor();
  if (print) await page.emulateMedia({ media: 'print' });
}
/** Tomorrow in Amsterdam, the demo day with trips to plan (docs/reference/desk.md#demo-trips-and-drivers). */
function tomorrowDay(): string {
  const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Amsterdam' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}
/**
 * A demo driver with trips tomorrow reported unavailable until the end of tomorrow: their trips listed, each with a
 * replacement to choose (docs/reference/screens.md#desk-absence).
 */
async function demoAbsence(page: Page, lang: 'nl' | 'en'): Promise<void> {
  const t = deskTexts[lang];
  const origin = new URL(page.url()).origin;
  const plan = (await (await page.request.get(`${origin}/api/admin/plan?day=${tomorrowDay()}`)).json()) as PlanReply;
  const driverId = plan.trips.find((trip) => trip.driverId !== null)?.driverId;
  const driver = plan.drivers.find((each) => each.id === driverId);
  if (!driver) throw new Error('demo data: no trip with a driver tomorrow');
  await page.goto(`${origin}/admin/absence`);
  await page.getByRole('searchbox', { name: t['desk.absence.search'] }).fill(driver.name.split(' ')[0] ?? '');
  await page.getByRole('combobox', { name: t['desk.absence.driver'] }).selectOption({ label: driver.name });
  const [year, month, date] = tomorrowDay().split('-');
  await page
    .getByRole('textbox', { name: t['desk.absence.toDay'] })
    .fill(lang === 'nl' ? `${date}-${month}-${year}` : `${date}/${month}/${year}`);
  await page
    .getByRole('region', { name: t['desk.absence.tripsTitle'].replace('{{name}}', driver.name) })
    .getByRole('article')
    .first()
    .waitFor();
}
/** Tomorrow's plan (docs/reference/screens.md#desk-plan); with `pick`, its first trip without a driver picked. */
async function demoPlan(page: Page, lang: 'nl' | 'en', pick = false): Promise<void> {
  await page.goto(`${new URL(page.url()).origin}/admin/plan?day=${tomorrowDay()}`);
  const lane = page.getByRole('listitem', { name: deskTexts[lang].deskPlanUnassigned });
  await lane.getByRole('button').first().waitFor();
  if (pick) {
    await lane.getByRole('button').first().focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: deskTexts[lang].deskPlanCancelPick }).waitFor();
  }
}
/**
 * The personal data page (docs/reference/screens.md#desk-customers) of a demo guest whose one trip was driven in
 * September 2026, stored where an earlier run did not: looked up by address, and with `erase` its dialog open (nothing
 * is erased).
 */
async function demoPerson(page: Page, lang: 'nl' | 'en', erase = false): Promise<void> {
  const t = deskTexts[lang];
  const email = 'petra.de.vries@example.nl';
  const dataDir = process.env.DATA_DIR ?? join(import.meta.dirname, '..', 'data');
  const db = await openDatabase({ dataDir, databaseUrl: process.env.DATABASE_URL });
  try {
    const known = await db
      .selectFrom('customers')
      .select('id')
      .where('tenant_id', '=', 'demo')
      .where('email', '=', email)
      .executeTakeFirst();
    if (!known) {
      const guest = await createCustomer(db, { tenantId: 'demo', email, phone: '+31 6 12345678' });
      await insertOrder(
        { db },
        {
          tenantId: 'demo',
          customerId: guest.id,
          companyId: null,
          paymentWay: null,
          status: 'paid',
          trips: [{ datetime: '2026-09-14 09:00', priceCents: 2450 }],
        },
      );
    }
  } finally {
    await db.destroy();
  }
  await page.getByRole('textbox', { name: t.deskCustomersEmail }).fill(email);
  await page.getByRole('button', { name: t.deskCustomersFind }).click();
  await page.getByRole('heading', { name: t.deskCustomersHeld.replace('{{email}}', email) }).waitFor();
  if (erase) {
    await page.getByRole('button', { name: t.deskCustomersErase }).click();
    await page.getByRole('dialog').waitFor();
  }
}
/** The figures of the demo's driven trips (docs/reference/screens.md#desk-figures), the table per day opened. */
async function demoFigures(page: Page, lang: 'nl' | 'en'): Promise<void> {
  const t = deskTexts[lang];
  await page.getByRole('heading', { name: t['desk.figures.perDay'] }).waitFor();
  await page.getByText(t['desk.figures.perDayTable']).click();
}
/**
 * The new trip for a demo caller found by their number in another spelling (the first demo guest's, README): "same as
 * last time" filled in, a date three days on typed, and the server's price shown.
 */
async function newTripQuoted(page: Page, lang: 'nl' | 'en'): Promise<void> {
  const t = deskTexts[lang];
  await page.goto(`${new URL(page.url()).origin}/admin/trips/new`);
  await page.getByRole('textbox', { name: t['desk.newTrip.lookupLabel'] }).fill('06-20000000');
  await page.keyboard.press('Enter');
  await page
    .getByRole('button', { name: new RegExp(`^${t['desk.newTrip.sameAgain']}`) })
    .first()
    .click();
  const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10).split('-');
  // Day-month-year in both languages (docs/decisions/037-words-dates-and-run-sheets.md).
  await page.keyboard.type(`${day[2]}-${day[1]}-${day[0]}`);
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: t['desk.newTrip.book_link'] }).waitFor();
}
/** The header's alerts opened on a trip's page: the alerts of the demo server (the bookings and changes made on it). */
async function alertsOpen(page: Page, lang: 'nl' | 'en'): Promise<void> {
  const t = deskTexts[lang];
  await openDemoTrip(page, 'assigned');
  await page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(`^${t['desk.alerts.title']}`) })
    .click();
  await page.getByRole('region', { name: t['desk.alerts.title'] }).waitFor();
}
const password = async (page: Page, lang: 'nl' | 'en') => {
  const form = deskLogin(page, lang);
  await form.email.fill('dispatcher@taxi-martini.example');
  await form.password.fill(demoStaffPassword);
  await form.continue.click();
  await form.code.waitFor();
};
shots.push(
  { name: 'desk-login-nl-phone', tenant: 'demo', path: '/admin/login', lang: 'nl', device: 'phone' },
  { name: 'desk-login-en-desktop', tenant: 'demo', path: '/admin/login', lang: 'en', device: 'desktop' },
  {
    name: 'desk-code-en-phone',
    tenant: 'demo',
    path: '/admin/login',
    lang: 'en',
    device: 'phone',
    act: (page) => password(page, 'en'),
  },
  {
    name: 'desk-login-errors-nl-phone',
    tenant: 'demo',
    path: '/admin/login',
    lang: 'nl',
    device: 'phone',
    act: (page) => deskLogin(page, 'nl').continue.click(),
  },
  desk('desk-enrol-nl-desktop', '/admin', 'nl', 'desktop', { act: (page) => newcomerEnrols(page, 'nl') }),
  desk('desk-enrol-en-phone', '/admin', 'en', 'phone', { fullPage: true, act: (page) => newcomerEnrols(page, 'en') }),
  desk('desk-board-nl-desktop', '/admin?tab=all&range=any', 'nl', 'desktop'),
  desk('desk-board-en-desktop', '/admin?tab=all&range=any', 'en', 'desktop'),
  desk('desk-board-nl-phone', '/admin?tab=all&range=any', 'nl', 'phone'),
  desk('desk-board-en-phone', '/admin?tab=all&range=any', 'en', 'phone'),
  desk('desk-staff-nl-desktop', '/admin/staff', 'nl', 'desktop', { fullPage: true }),
  desk('desk-staff-en-phone', '/admin/staff', 'en', 'phone', { fullPage: true }),
  desk('desk-staff-confirm-en-desktop', '/admin/staff', 'en', 'desktop', {
    act: (page) => page.getByRole('button', { name: `${deskTexts.en.deskAction_disable} Daan Bakker` }).click(),
  }),
  desk('desk-staff-errors-nl-phone', '/admin/staff', 'nl', 'phone', {
    act: async (page) => {
      await page.getByRole('button', { name: deskTexts.nl.deskAddMember }).click();
      await page.getByRole('heading', { name: texts.nl.errorSummaryTitle_other.replace('{{count}}', '3') }).waitFor();
    },
  }),
  desk('desk-alerts-nl-desktop', '/admin', 'nl', 'desktop', { act: (page) => alertsOpen(page, 'nl') }),
  desk('desk-alerts-en-desktop', '/admin', 'en', 'desktop', { act: (page) => alertsOpen(page, 'en') }),
  desk('desk-alerts-nl-phone', '/admin', 'nl', 'phone', { act: (page) => alertsOpen(page, 'nl') }),
  desk('desk-alerts-en-phone', '/admin', 'en', 'phone', { act: (page) => alertsOpen(page, 'en') }),
  desk('desk-drivers-nl-desktop', '/admin/drivers', 'nl', 'desktop', { fullPage: true, act: demoDrivers }),
  desk('desk-drivers-en-phone', '/admin/drivers', 'en', 'phone', { fullPage: true, act: demoDrivers }),
  desk('desk-vehicles-nl-desktop', '/admin/vehicles', 'nl', 'desktop', { fullPage: true }),
  desk('desk-vehicles-en-desktop', '/admin/vehicles', 'en', 'desktop', { fullPage: true }),
  desk('desk-vehicles-nl-phone', '/admin/vehicles', 'nl', 'phone', { fullPage: true }),
  desk('desk-vehicles-en-phone', '/admin/vehicles', 'en', 'phone', { fullPage: true }),
  desk('desk-assign-nl-desktop', '/admin', 'nl', 'desktop', { act: (page) => assignDialog(page, 'nl') }),
  desk('desk-assign-en-desktop', '/admin', 'en', 'desktop', { act: (page) => assignDialog(page, 'en') }),
  desk('desk-assign-nl-phone', '/admin', 'nl', 'phone', { act: (page) => assignDialog(page, 'nl') }),
  desk('desk-assign-en-phone', '/admin', 'en', 'phone', { act: (page) => assignDialog(page, 'en') }),
  desk('desk-edit-nl-desktop', '/admin', 'nl', 'desktop', {
    fullPage: true,
    act: (page) => tripEditPriced(page, 'nl'),
  }),
  desk('desk-edit-en-desktop', '/admin', 'en', 'desktop', {
    fullPage: true,
    act: (page) => tripEditPriced(page, 'en'),
  }),
  desk('desk-edit-nl-phone', '/admin', 'nl', 'phone', { fullPage: true, act: (page) => tripEditPriced(page, 'nl') }),
  desk('desk-edit-en-phone', '/admin', 'en', 'phone', { fullPage: true, act: (page) => tripEditPriced(page, 'en') }),
  desk('desk-trip-nl-desktop', '/admin', 'nl', 'desktop', {
    fullPage: true,
    act: (page) => openDemoTrip(page, 'canceled'),
  }),
  desk('desk-trip-en-phone', '/admin', 'en', 'phone', {
    fullPage: true,
    act: (page) => openDemoTrip(page, 'assigned'),
  }),
  desk('desk-trip-cancel-nl-desktop', '/admin', 'nl', 'desktop', { act: (page) => cancelDialog(page, 'nl') }),
  desk('desk-trip-cancel-en-phone', '/admin', 'en', 'phone', { act: (page) => cancelDialog(page, 'en') }),
  desk('desk-new-trip-nl-desktop', '/admin', 'nl', 'desktop', {
    fullPage: true,
    deskSession: 'dispatcher',
    act: (page) => newTripQuoted(page, 'nl'),
  }),
  desk('desk-new-trip-en-desktop', '/admin', 'en', 'desktop', {
    fullPage: true,
    deskSession: 'dispatcher',
    act: (page) => newTripQuoted(page, 'en'),
  }),
  desk('desk-new-trip-booked-en-desktop', '/admin', 'en', 'desktop', {
    deskSession: 'dispatcher',
    act: async (page) => {
      await newTripQuoted(page, 'en');
      await page.getByRole('button', { name: deskTexts.en['desk.newTrip.book_link'] }).click();
      await page.getByRole('status').filter({ hasText: deskTexts.en['desk.newTrip.status_pending'] }).waitFor();
    },
  }),
  desk('desk-new-trip-nl-phone', '/admin', 'nl', 'phone', {
    fullPage: true,
    deskSession: 'dispatcher',
    act: (page) => newTripQuoted(page, 'nl'),
  }),
  desk('desk-invoices-nl-desktop', '/admin/invoices', 'nl', 'desktop', {
    fullPage: true,
    act: (page) => demoInvoices(page, 'nl'),
  }),
  desk('desk-invoices-en-desktop', '/admin/invoices', 'en', 'desktop', {
    fullPage: true,
    act: (page) => demoInvoices(page, 'en'),
  }),
  desk('desk-audit-nl-desktop', '/admin/audit', 'nl', 'desktop'),
  desk('desk-audit-en-phone', '/admin/audit', 'en', 'phone'),
  desk('desk-no-access-en-phone', '/admin/staff', 'en', 'phone', { deskSession: 'dispatcher' }),
  desk('desk-run-sheet-nl-desktop', '/admin/run-sheet', 'nl', 'desktop', { act: (page) => demoRunSheet(page) }),
  desk('desk-run-sheet-en-desktop', '/admin/run-sheet', 'en', 'desktop', { act: (page) => demoRunSheet(page) }),
  desk('desk-run-sheet-nl-phone', '/admin/run-sheet', 'nl', 'phone', {
    fullPage: true,
    act: (page) => demoRunSheet(page),
  }),
  desk('desk-run-sheet-en-phone', '/admin/run-sheet', 'en', 'phone', {
    fullPage: true,
    act: (page) => demoRunSheet(page),
  }),
  desk('desk-run-sheet-print-nl-desktop', '/admin/run-sheet', 'nl', 'desktop', {
    act: (page) => demoRunSheet(page, true),
  }),
  desk('desk-plan-nl-desktop', '/admin', 'nl', 'desktop', { act: (page) => demoPlan(page, 'nl') }),
  desk('desk-plan-en-desktop', '/admin', 'en', 'desktop', { act: (page) => demoPlan(page, 'en', true) }),
  desk('desk-plan-nl-phone', '/admin', 'nl', 'phone', { fullPage: true, act: (page) => demoPlan(page, 'nl', true) }),
  desk('desk-plan-en-phone', '/admin', 'en', 'phone', { fullPage: true, act: (page) => demoPlan(page, 'en') }),
  desk('desk-customers-nl-desktop', '/admin/customers', 'nl', 'desktop', { act: (page) => demoPerson(page, 'nl') }),
  desk('desk-customers-en-desktop', '/admin/customers', 'en', 'desktop', { act: (page) => demoPerson(page, 'en') }),
  desk('desk-customers-nl-phone', '/admin/customers', 'nl', 'phone', {
    fullPage: true,
    act: (page) => demoPerson(page, 'nl'),
  }),
  desk('desk-customers-en-phone', '/admin/customers', 'en', 'phone', {
    fullPage: true,
    act: (page) => demoPerson(page, 'en'),
  }),
  desk('desk-customers-erase-nl-desktop', '/admin/customers', 'nl', 'desktop', {
    act: (page) => demoPerson(page, 'nl', true),
  }),
  desk('desk-customers-erase-en-phone', '/admin/customers', 'en', 'phone', {
    act: (page) => demoPerson(page, 'en', true),
  }),
  desk('desk-figures-nl-desktop', '/admin/figures?period=month', 'nl', 'desktop', {
    fullPage: true,
    act: (page) => demoFigures(page, 'nl'),
  }),
  desk('desk-figures-en-desktop', '/admin/figures?period=week', 'en', 'desktop', {
    fullPage: true,
    act: (page) => demoFigures(page, 'en'),
  }),
  desk('desk-figures-nl-phone', '/admin/figures?period=week', 'nl', 'phone', {
    fullPage: true,
    act: (page) => demoFigures(page, 'nl'),
  }),
  desk('desk-figures-en-phone', '/admin/figures?period=month', 'en', 'phone', {
    fullPage: true,
    act: (page) => demoFigures(page, 'en'),
  }),
  desk('desk-absence-nl-desktop', '/admin', 'nl', 'desktop', {
    fullPage: true,
    act: (page) => demoAbsence(page, 'nl'),
  }),
  desk('desk-absence-en-phone', '/admin', 'en', 'phone', { fullPage: true, act: (page) => demoAbsence(page, 'en') }),
  // The desk's menu on the drivers' page (its group marked current), closed and with "Manage" open.
  ...(['nl', 'en'] as const).flatMap((lang) =>
    (['desktop', 'phone'] as const).flatMap((device) => [
      desk(`desk-menu-closed-${lang}-${device}`, '/admin/drivers', lang, device, {
        act: (page) => (device === 'phone' ? unfoldDeskMenu(page) : Promise.resolve()),
      }),
      desk(`desk-menu-open-${lang}-${device}`, '/admin/drivers', lang, device, {
        act: async (page) => {
          await unfoldDeskMenu(page);
          await deskMenu(page, lang).getByRole('button', { name: deskTexts[lang].deskMenuManage }).click();
        },
      }),
    ]),
  ),
  desk('desk-board-print-en-desktop', '/admin?tab=all&range=week', 'en', 'desktop', {
    act: (page) => page.emulateMedia({ media: 'print' }),
  }),
);

/**
 * The driver's page of the demo driver Henk Mulder (docs/reference/screens.md#driver): the demo admin gives him an
 * address where he has none and a trip of the coming days where he has none, mails him a sign-in link, and the phone
 * opens it from the outbox (DATA_DIR, `./data` as `npm start` has it); one trip accepted, the others still new.
 */
async function driverSignedIn(page: Page, lang: 'nl' | 'en'): Promise<void> {
  const admin = page.context().request;
  const { drivers } = driverListReplySchema.parse(await (await admin.get(`${hosts.demo}/api/admin/drivers`)).json());
  const henk = drivers.find((driver) => driver.name === 'Henk Mulder') ?? drivers[0];
  if (!henk) throw new Error('no demo driver');
  const email = henk.email || 'henk.mulder@example.com';
  if (henk.email === '') await admin.patch(`${hosts.demo}/api/admin/drivers/${henk.id}`, { data: { email } });
  const { trips } = tripListReplySchema.parse(
    await (await admin.get(`${hosts.demo}/api/admin/trips?status=confirmed,assigned&range=week&pageSize=100`)).json(),
  );
  const his = trips.filter((trip) => trip.driver?.id === henk.id && trip.status === 'assigned');
  if (his.length === 0) {
    const open = trips.find((trip) => trip.status === 'confirmed');
    if (open)
      await admin.post(`${hosts.demo}/api/admin/trips/${open.tripId}/transition`, {
        data: { to: 'assigned', driverId: henk.id, overrideReason: 'demo' },
      });
  }
  await admin.post(`${hosts.demo}/api/admin/drivers/${henk.id}/sign-in-link`, { data: { lang } });
  const dataDir = process.env.DATA_DIR ?? join(import.meta.dirname, '..', 'data');
  let link = '';
  await expect
    .poll(async () => {
      const mail = (await readOutbox(dataDir)).findLast((message) => message.to.includes(email));
      link = /\/driver\/sign-in#token=[\w-]{43}/.exec(mail?.text ?? '')?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  await page.goto(`${hosts.demo}${link}`);
  const accept = page.getByRole('button', { name: lang === 'nl' ? 'Accepteren' : 'Accept' }).first();
  await page.getByRole('article').first().waitFor();
  if (await accept.isVisible()) {
    await accept.click();
    await page.getByRole('status').filter({ hasText: /./ }).waitFor();
  }
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/**
 * The driver's page offline (docs/decisions/045-driver-offline-and-push.md): signed in, the service worker in control
 * and the jobs kept, the phone goes offline, the page opens from what was kept and one tap waits for a connection.
 */
async function driverOffline(page: Page, lang: 'nl' | 'en'): Promise<void> {
  await driverSignedIn(page, lang);
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await page.reload();
  await page.getByRole('article').first().waitFor();
  await page.context().setOffline(true);
  await page.reload();
  await page.getByRole('article').first().waitFor();
  await page.locator('.driver-job__action').first().click();
  await page.locator('.driver-offline__queue').waitFor();
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  await page.mouse.move(0, 0);
}

/**
 * The customer's manage page with the car on the map (docs/reference/screens.md#manage, docs/decisions/046-car-position.md):
 * Henk's phone (as `driverSignedIn`) goes on the way to his accepted trip and sends a position about 2 km from the
 * pickup; the page then opens the trip's booking by a manage link made for it in the database (DATA_DIR, DATABASE_URL
 * as the server has them), as the confirmation mail's would.
 */
async function manageWithCar(page: Page, lang: 'nl' | 'en'): Promise<void> {
  await driverSignedIn(page, lang);
  const request = page.context().request;
  const headers = { origin: hosts.demo };
  const { jobs } = driverJobsReplySchema.parse(await (await request.get(`${hosts.demo}/api/driver/jobs`)).json());
  const job =
    jobs.find((each) => each.step === 'on_the_way' || each.step === 'arrived') ??
    jobs.find((each) => each.step === 'accepted');
  if (!job?.fromPoint) throw new Error('no accepted demo trip with a pickup to drive to');
  if (job.step === 'accepted')
    await request.post(`${hosts.demo}/api/driver/jobs/${job.tripId}/status`, { data: { to: 'on_the_way' }, headers });
  const at = new Date().toISOString();
  const point = { lat: job.fromPoint.lat - 0.016, lng: job.fromPoint.lng + 0.008 };
  await request.post(`${hosts.demo}/api/driver/jobs/${job.tripId}/position`, {
    data: { ...point, accuracy: 15, at },
    headers,
  });
  const db = await openDatabase({
    dataDir: process.env.DATA_DIR ?? join(import.meta.dirname, '..', 'data'),
    databaseUrl: process.env.DATABASE_URL,
  });
  let path: string;
  try {
    const order = await db
      .selectFrom('order_trips')
      .innerJoin('orders', 'orders.id', 'order_trips.order_id')
      .select(['orders.id', 'orders.tenant_id'])
      .where('order_trips.id', '=', job.tripId)
      .executeTakeFirstOrThrow();
    path = `/manage/${await newManageToken(db, order, new Date())}`;
  } finally {
    await db.destroy();
  }
  await page.goto(`${hosts.demo}${path}`);
  if (lang === 'en' && (await page.locator('html').getAttribute('lang')) !== 'en')
    await page.getByRole('button', { name: 'English' }).click();
  const car = page.locator('.manage-car');
  await car.locator('path.manage-car__car').waitFor();
  // The whole page from the top: scrolled, the docked header would stand in the middle of the picture.
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
}

shots.push(
  desk('driver-offline-nl-phone', '/driver', 'nl', 'phone', {
    fullPage: true,
    act: (page) => driverOffline(page, 'nl'),
  }),
  desk('driver-offline-en-phone', '/driver', 'en', 'phone', {
    fullPage: true,
    act: (page) => driverOffline(page, 'en'),
  }),
  desk('driver-push-en-phone', '/driver', 'en', 'phone', {
    fullPage: true,
    act: async (page) => {
      await driverSignedIn(page, 'en');
      await page.getByRole('button', { name: 'Turn on notifications' }).waitFor();
    },
  }),
  desk('driver-jobs-nl-phone', '/driver', 'nl', 'phone', { fullPage: true, act: (page) => driverSignedIn(page, 'nl') }),
  desk('driver-jobs-en-phone', '/driver', 'en', 'phone', { fullPage: true, act: (page) => driverSignedIn(page, 'en') }),
  { name: 'driver-link-invalid-en-phone', tenant: 'demo', path: '/driver/sign-in', lang: 'en', device: 'phone' },
);
// After the driver's own pictures: these take Henk's accepted trip on the way.
shots.push(
  desk('manage-car-nl-phone', '/driver', 'nl', 'phone', { fullPage: true, act: (page) => manageWithCar(page, 'nl') }),
  desk('manage-car-en-phone', '/driver', 'en', 'phone', { fullPage: true, act: (page) => manageWithCar(page, 'en') }),
);

/**
 * A paid order's receipt (docs/decisions/051-receipts.md): a guest pays an order, and its manage page opens by a link
 * made for it in the database (DATA_DIR, DATABASE_URL as the server has them), as the confirmation mail's would, with
 * "Receipt (PDF)". The PDF that link opens is rendered to `receipt-<lang>.png` (first page at 80 dpi), the README's
 * sample.
 */
async function manageWithReceipt(page: Page, lang: 'nl' | 'en'): Promise<void> {
  await paid(page, lang, 'paid');
  const orderId = Number(/D\d+\/(\d+)/.exec((await page.getByRole('main').textContent()) ?? '')?.[1]);
  if (!orderId) throw new Error('no order reference on the success page');
  await page.getByRole('link', { name: texts[lang].receiptPdf }).waitFor();
  const db = await openDatabase({
    dataDir: process.env.DATA_DIR ?? join(import.meta.dirname, '..', 'data'),
    databaseUrl: process.env.DATABASE_URL,
  });
  let token: string;
  try {
    token = await newManageToken(db, { id: orderId, tenant_id: 'demo' }, new Date());
  } finally {
    await db.destroy();
  }
  await page.goto(`${hosts.demo}/manage/${token}`);
  await page.getByRole('link', { name: texts[lang].receiptPdf }).waitFor();
  const pdf = await page.request.get(`${hosts.demo}/api/manage/${token}/receipt.pdf`);
  const dir = mkdtempSync(join(tmpdir(), 'receipt-'));
  try {
    writeFileSync(join(dir, 'receipt.pdf'), await pdf.body());
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '80',
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      join(dir, 'receipt.pdf'),
      join(out, `receipt-${lang}`),
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
}

/** The desk's page of a trip whose order was paid online: its order links the receipt (PDF). */
async function deskTripWithReceipt(page: Page, lang: 'nl' | 'en'): Promise<void> {
  const origin = new URL(page.url()).origin;
  const list = await page.request.get(`${origin}/api/admin/trips?status=new,confirmed,assigned&pageSize=100`);
  const trip = tripListReplySchema.parse(await list.json()).trips.find((each) => each.paymentState === 'paid');
  if (!trip) throw new Error('no paid trip on the board');
  await page.goto(`${origin}/admin/trips/${trip.tripId}`);
  await page.getByRole('link', { name: deskTexts[lang].deskTripReceiptLink }).waitFor();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

shots.push(
  {
    name: 'receipt-manage-nl-phone',
    tenant: 'demo',
    path: '/trip/new',
    lang: 'nl',
    device: 'phone',
    fullPage: true,
    act: (page) => manageWithReceipt(page, 'nl'),
  },
  {
    name: 'receipt-manage-en-phone',
    tenant: 'demo',
    path: '/trip/new',
    lang: 'en',
    device: 'phone',
    fullPage: true,
    act: (page) => manageWithReceipt(page, 'en'),
  },
  desk('receipt-desk-trip-nl-desktop', '/admin', 'nl', 'desktop', {
    fullPage: true,
    act: (page) => deskTripWithReceipt(page, 'nl'),
  }),
  desk('receipt-desk-trip-en-desktop', '/admin', 'en', 'desktop', {
    fullPage: true,
    act: (page) => deskTripWithReceipt(page, 'en'),
  }),
);

/**
 * The settings' versions with a change's diff open (docs/reference/screens.md#desk-settings): the company's phone
 * changed and restored again through the API first, so the list shows a save and a restore.
 */
async function settingsVersionDiff(page: Page, lang: 'nl' | 'en'): Promise<void> {
  const t = deskTexts[lang];
  const origin = new URL(page.url()).origin;
  const current = settingsReplySchema.parse(await (await page.request.get(`${origin}/api/admin/settings`)).json());
  const info = current.config.info as Record<string, unknown>;
  const saved = await page.request.put(`${origin}/api/admin/settings/company`, {
    data: { version: current.version, value: { info: { ...info, telText: '050 765 43 21' } } },
  });
  const { version } = settingsSavedReplySchema.parse(await saved.json());
  await page.request.post(`${origin}/api/admin/settings/versions/${current.version}/revert`, { data: {} });
  await page.reload();
  await page
    .getByRole('link', { name: t['desk.settings.versions.show'].replace('{{version}}', String(version)) })
    .click();
  await page.locator('.settings-diff').waitFor();
  await page.evaluate(() => window.scrollTo(0, 0));
}
/** The company screen saved with an empty name: the problem beside the field and at the top. */
async function settingsCompanyErrors(page: Page, lang: 'nl' | 'en'): Promise<void> {
  const t = deskTexts[lang];
  await page.getByRole('textbox', { name: t['desk.settings.field.info.company'] }).fill('');
  await page.getByRole('textbox', { name: t['desk.settings.field.info.email'] }).fill('rijden@');
  await page.getByRole('button', { name: t['desk.settings.save'] }).click();
  await page.locator('.error-summary').waitFor();
}
/** The tariff's preview grid (docs/reference/screens.md#desk-settings-tariff): the price per km raised from €2.45 to €2.85, unsaved. */
async function settingsTariffPreview(page: Page, lang: 'nl' | 'en'): Promise<void> {
  const t = deskTexts[lang];
  await page
    .getByRole('textbox', { name: `${t['desk.settings.tariff.perKmCents']} (€)`, exact: true })
    .fill(lang === 'nl' ? '2,85' : '2.85');
  await page.getByRole('button', { name: t['desk.settings.tariff.preview.show'] }).click();
  await page.locator('table.tariff-grid').waitFor();
}
const settingsScreens = [
  'company',
  'tariff',
  'classes',
  'rules',
  'layouts',
  'texts',
  'documents',
  'settings',
  'payment',
  'hosts',
  'places',
  'versions',
];
shots.push(
  ...settingsScreens.flatMap((screen) =>
    (['nl-desktop', 'en-phone'] as const).map((variant) => {
      const [lang, device] = variant.split('-') as ['nl' | 'en', keyof typeof viewports];
      return desk(`desk-settings-${screen}-${variant}`, `/admin/settings/${screen}`, lang, device, { fullPage: true });
    }),
  ),
  desk('desk-settings-company-errors-en-desktop', '/admin/settings/company', 'en', 'desktop', {
    fullPage: true,
    act: (page) => settingsCompanyErrors(page, 'en'),
  }),
  desk('desk-settings-tariff-preview-en-desktop', '/admin/settings/tariff', 'en', 'desktop', {
    fullPage: true,
    act: (page) => settingsTariffPreview(page, 'en'),
  }),
  desk('desk-settings-version-en-desktop', '/admin/settings/versions', 'en', 'desktop', {
    fullPage: true,
    act: (page) => settingsVersionDiff(page, 'en'),
  }),
  desk('desk-settings-version-nl-phone', '/admin/settings/versions', 'nl', 'phone', {
    fullPage: true,
    act: (page) => settingsVersionDiff(page, 'nl'),
  }),
);

/** The new-user dialog of the demo company Hotel Noord, filled in (docs/reference/screens.md#desk-companies). */
async function companyUserDialog(page: Page, lang: 'nl' | 'en'): Promise<void> {
  const t = deskTexts[lang];
  await page.getByRole('button', { name: t['desk.companies.addUserTo'].replace('{{name}}', 'Hotel Noord') }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: t['desk.companies.username'] }).fill('receptie');
  await dialog.getByRole('textbox', { name: t['desk.companies.email'] }).fill('receptie@hotelnoord.example');
  await dialog.getByRole('textbox', { name: t['desk.companies.phone'] }).fill('06 123');
  await dialog.getByRole('button', { name: t['desk.companies.addUserSubmit'] }).click();
  // The server's phone check refuses it: said at the field, what was typed kept.
  await dialog.getByText(t.deskFieldError_invalid.replace('{{label}}', t['desk.companies.phone'])).first().waitFor();
}

/** The demo account of Hotel Noord at its checkout, booking for a guest (docs/reference/screens.md#checkout). */
async function passengerChoice(page: Page, lang: 'nl' | 'en'): Promise<void> {
  const t = texts[lang];
  await logIn(page, lang, { username: 'demo', password: 'Zakelijk-demo-2026' });
  await bookTrip(page, lang, plans(lang).toStation);
  await page.getByRole('main').getByRole('link', { name: t.finalizeOnAccount }).click();
  await page.getByRole('radio', { name: t.travelsSomeoneElse }).check();
  await page.getByRole('textbox', { name: t.passengerName }).fill('Mevrouw Jansen');
  await page.getByRole('textbox', { name: t.passengerPhone }).fill('06 1234 5678');
}

const zakelijkDesk = (name: string, lang: 'nl' | 'en', extra: Partial<Shot> = {}) =>
  ({
    name,
    tenant: 'zakelijk',
    path: '/admin/companies',
    lang,
    device: 'desktop',
    deskSession: 'zakelijk-admin',
    fullPage: true,
    ...extra,
  }) satisfies Shot;

shots.push(
  zakelijkDesk('desk-companies-nl-desktop', 'nl'),
  zakelijkDesk('desk-companies-en-desktop', 'en'),
  zakelijkDesk('desk-companies-user-en-desktop', 'en', {
    fullPage: false,
    act: (page) => companyUserDialog(page, 'en'),
  }),
  ...(['nl', 'en'] as const).map(
    (lang) =>
      ({
        name: `checkout-passenger-${lang}-phone`,
        tenant: 'zakelijk',
        path: '/trip/new',
        lang,
        device: 'phone',
        fullPage: true,
        act: (page) => passengerChoice(page, lang),
      }) satisfies Shot,
  ),
);

// `npm run screenshots -- desk` takes only the pictures whose names start with `desk`; several beginnings take each.
const only = process.argv.slice(2);
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
const deskSessions = new Map<string, DeskState>();
for (const shot of shots.filter((each) => only.length === 0 || only.some((start) => each.name.startsWith(start)))) {
  const role = shot.deskSession;
  if (role && !deskSessions.has(role))
    deskSessions.set(
      role,
      role === 'zakelijk-admin'
        ? await deskSessionOf(browser, 'admin@noordvervoer.example', hosts.zakelijk)
        : await deskSessionOf(browser, `${role}@taxi-martini.example`),
    );
  const context = await browser.newContext({
    viewport: viewports[shot.device],
    deviceScaleFactor: shot.device === 'phone' ? 2 : 1,
    ...(role ? { storageState: deskSessions.get(role) } : {}),
  });
  const page = await context.newPage();
  await page.goto(`${hosts[shot.tenant]}${shot.path}`);
  // The desk learns the operator (and so where the pick is kept) with its name.
  if (shot.path.startsWith('/admin')) await page.locator('.desk-header__company').waitFor();
  if (shot.lang === 'en') {
    const inDesk = role !== undefined && shot.path.startsWith('/admin');
    if (inDesk) await unfoldDeskMenu(page);
    await page.getByRole('button', { name: 'English' }).click();
    // The menu a phone opened for the language folds again, as Escape folds it.
    if (inDesk) await page.keyboard.press('Escape');
  }
  // A picture shows the page as it opens, without the focus ring of the last key or click.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.getByRole('heading', { level: 1 }).waitFor();
  await shot.act?.(page);
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: join(out, `${shot.name}.png`), fullPage: shot.fullPage ?? false });
  await context.close();
  console.log(`docs/screenshots/${shot.name}.png`);
}
await browser.close();
